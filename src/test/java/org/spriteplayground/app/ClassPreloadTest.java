package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The list of classes the app loads ahead while its window opens: present, and naming only
 * classes that exist. A class of the app or of its libraries that is renamed or removed makes
 * this fail; write the list again with
 * {@code xvfb-run -a java -cp target/benchmarks.jar org.spriteplayground.bench.WindowClasses}.
 */
class ClassPreloadTest {

    private static final List<String> OURS = List.of("org.spriteplayground.", "com.formdev.", "net.miginfocom.", "org.knowm.",
            "com.google.gson.", "org.locationtech.");

    @Test
    void theListNamesTheWindowsClassesAndEachOfOursExists() {
        List<String> names = ClassPreload.names();
        assertThat(names).as("classes listed").hasSizeGreaterThan(1_000)
                .contains("org.spriteplayground.ui.MainFrame", "javax.swing.JFrame", "net.miginfocom.swing.MigLayout")
                .doesNotHaveDuplicates()
                .noneMatch(n -> n.contains("$$Lambda") || n.contains("/0x"));
        for (String name : names) {
            if (OURS.stream().anyMatch(name::startsWith)) {
                assertThat(exists(name)).as("%s, listed in %s, exists (write the list again if it was renamed)", name, ClassPreload.LIST).isTrue();
            }
        }
    }

    @Test
    void theListHoldsNoClassOnlyAMeasuringToolOrAnOldListLoaded() {
        // Written from a start that preloaded the old list, each list carried the last one's classes
        // on: java.util.prefs and its XML parser long after the settings became a file, and the JMX
        // classes of the tool that timed the start.
        assertThat(ClassPreload.names()).as("classes listed")
                .noneMatch(n -> n.startsWith("java.util.prefs.") || n.startsWith("com.sun.org.apache.xerces.")
                        || n.startsWith("java.lang.management.") || n.startsWith("org.spriteplayground.bench."));
    }

    @Test
    void loadingTheListFindsNearlyEveryClass() {
        List<String> names = ClassPreload.names();
        assertThat(ClassPreload.loadAll()).as("classes found of %d", names.size()).isGreaterThan(names.size() * 95 / 100);
    }

    private static boolean exists(String name) {
        try {
            Class.forName(name, false, ClassPreloadTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
