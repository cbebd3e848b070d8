package org.spriteplayground.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the list of classes the app preloads while its window opens
 * ({@code src/main/resources/org/spriteplayground/app/window-classes.txt}): starts the app to its
 * first window twice, in the stress lesson that {@link ScreenCheck} times and in the default
 * lesson a double-click opens, each as {@link StartupTimes} starts it (the app's jar alone, fresh
 * settings) with the class-load log on and the preload off, so that only what the window itself
 * loads is listed, not the old list's classes or a measuring tool's; it keeps every class that did
 * not come from the JDK's shared archive, in the order first loaded. Classes
 * the JVM generates (lambdas, proxies, reflection accessors) cannot be loaded by name and are left
 * out. Needs a display: run it from the repository's root as
 * {@code xvfb-run -a -s "-screen 0 1600x1000x24" java -cp target/benchmarks.jar org.spriteplayground.bench.WindowClasses}.
 */
public final class WindowClasses {

    private static final Path OUT = Path.of("src", "main", "resources", "org", "spriteplayground", "app", "window-classes.txt");
    private static final Pattern LOADED = Pattern.compile("^(?:\\[[^]]*])+ (\\S+) source: (.*)$");
    private static final Pattern GENERATED = Pattern.compile("\\$\\$Lambda|\\$Proxy|^jdk\\.proxy|^com\\.sun\\.proxy|GeneratedMethodAccessor|GeneratedConstructorAccessor|/0x");

    private WindowClasses() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Set<String> names = new LinkedHashSet<>();
        for (String lesson : new String[] {"stress", "flying-jets"}) {
            names.addAll(loadedBy(lesson));
        }
        List<String> lines = new ArrayList<>();
        lines.add("# Classes the first window loads, in order; written by org.spriteplayground.bench.WindowClasses (see ClassPreload).");
        lines.addAll(names);
        Files.write(OUT, lines, StandardCharsets.UTF_8);
        System.out.println(names.size() + " classes written to " + OUT);
    }

    /** Returns the classes a fresh JVM loads from outside the shared archive until the window shows. */
    private static List<String> loadedBy(String lesson) throws IOException, InterruptedException {
        Path log = Files.createTempFile("class-load", ".log");
        try {
            Process child = StartupTimes.start(List.of("-Xlog:class+load=info:file=" + log, "-Dspriteplayground.noPreload=true"),
                    Files.createTempDirectory("window-classes-state"), lesson)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (child.waitFor() != 0) {
                throw new IOException("the app did not start in lesson " + lesson + " (exit " + child.exitValue() + ")");
            }
            List<String> names = new ArrayList<>();
            for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                Matcher m = LOADED.matcher(line);
                if (m.matches() && !m.group(2).startsWith("shared objects file") && !GENERATED.matcher(m.group(1)).find()) {
                    names.add(m.group(1));
                }
            }
            return names;
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
