package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When a plain {@code java -jar} start opens the window in a second, quicker JVM, and with which command. */
class QuickStartTest {

    private static final Path JAVA_HOME = Path.of("/opt/jdk");

    @TempDir
    Path folder;

    private Path jar;

    @BeforeEach
    void jar() throws IOException {
        jar = Files.writeString(folder.resolve("sprite-playground.jar"), "jar");
    }

    private List<String> command(List<String> commandLine, String... args) {
        return QuickStart.command(commandLine, List.of(args), jar, JAVA_HOME, folder, 70).orElse(null);
    }

    @Test
    void aPlainJarStartOpensTheWindowInATunedJvmWithTheSameArguments() {
        List<String> command = command(List.of("-jar", jar.toString(), "--lesson", "stress"), "--lesson", "stress");
        assertThat(command).isNotNull();
        assertThat(command.get(0)).isEqualTo(JAVA_HOME.resolve("bin").resolve("java").toString());
        assertThat(command).containsSubsequence(QuickStart.FLAGS);
        assertThat(command).contains("-D" + ProcessAge.LAUNCHER_AGE + "=70");
        assertThat(command).endsWith("-cp", jar.toString(), Launcher.class.getName(), "--lesson", "stress");
        assertThat(command).noneMatch(option -> option.startsWith("-XX:SharedArchiveFile"));
    }

    @Test
    void aRelativeJarPathIsTheSameJarAndSystemPropertiesGoAlongAfterTheTunedFlags() {
        List<String> command = command(List.of("-Dflatlaf.uiScale=2", "-Duser.language=de", "-jar", "sprite-playground.jar"));
        assertThat(command).isNotNull();
        int flags = command.indexOf(QuickStart.FLAGS.get(0));
        assertThat(command.indexOf("-Dflatlaf.uiScale=2")).isGreaterThan(flags);
        assertThat(command).containsSubsequence("-Dflatlaf.uiScale=2", "-Duser.language=de");
    }

    @Test
    void anyOtherStartKeepsTheWindowInThisJvm() throws IOException {
        Path other = Files.writeString(folder.resolve("other.jar"), "jar");
        assertThat(command(List.of("-Xmx64m", "-jar", jar.toString()))).as("a JVM option the user chose").isNull();
        assertThat(command(List.of("-agentlib:jdwp=transport=dt_socket", "-jar", jar.toString()))).as("a debugger").isNull();
        assertThat(command(List.of("-cp", jar.toString(), "org.spriteplayground.app.Launcher"))).as("no -jar").isNull();
        assertThat(command(List.of("-jar", other.toString()))).as("another jar").isNull();
        assertThat(command(List.of("-jar"))).as("-jar alone").isNull();
        assertThat(QuickStart.command(List.of("-jar", jar.toString()), List.of(), jar, JAVA_HOME, folder, -1)).as("no clock").isEmpty();
    }

    @Test
    void theCommandsThatPrintAndExitRunHere() {
        for (String first : List.of("report", "experiment", "worksheet", "--help", "-h", "--list-lessons")) {
            assertThat(command(List.of("-jar", jar.toString(), first), first, "x")).as(first).isNull();
        }
        assertThat(command(List.of("-jar", jar.toString(), "--scene", "a.json"), "--scene", "a.json")).isNotNull();
    }

    @Test
    void theArchiveBesideTheJarIsUsedOnlyIfNotOlderThanTheJar() throws IOException {
        Path archive = Files.writeString(folder.resolve("sprite-playground.jsa"), "archive");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(1_000_000));
        Files.setLastModifiedTime(archive, FileTime.fromMillis(2_000_000));
        assertThat(command(List.of("-jar", jar.toString()))).contains("-XX:SharedArchiveFile=" + archive, "-Xshare:auto", "-Xlog:cds*=off");
        Files.setLastModifiedTime(archive, FileTime.fromMillis(500_000));
        assertThat(command(List.of("-jar", jar.toString()))).as("made for an older jar").noneMatch(o -> o.startsWith("-XX:SharedArchiveFile"));
        assertThat(QuickStart.archive(folder.resolve("classes"))).isNull();
    }

    @Test
    void theInstallersLauncherGetsTheSameCompilerFlags() throws IOException {
        String dist = Files.readString(Path.of("src/packaging/dist.xml"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("name=\"quick.flags\" value=\"([^\"]*)\"").matcher(dist);
        assertThat(m.find()).as("dist.xml passes the compiler flags to jpackage").isTrue();
        assertThat(Arrays.asList(m.group(1).split(" "))).isEqualTo(QuickStart.FLAGS);
    }
}
