package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No text a user reads is written in the code of the parts that show things: each such string
 * literal ({@link ShownText}) is a bundle key instead, or its line ends with {@code // not shown}.
 */
class NoBypassTest {

    /** The packages whose code puts things on screen, in a dialog, a PDF or on the command line. */
    private static final List<String> SHOWN = List.of("app", "experiment", "lesson", "playground", "predict", "scene", "quiz", "sprite", "ui", "worksheet");

    private static final Path ROOT = Path.of("src/main/java/org/spriteplayground");

    @Test
    void noFileWritesUserText() {
        Map<String, List<String>> found = bypasses();
        assertThat(found).as("user text written in the code: move it to a bundle (Texts.text/format), or end the line with // not shown if nobody reads it")
                .isEmpty();
    }

    /** Returns, per file (relative to org/spriteplayground/), its literals that bypass the bundles as line: "text". */
    private static Map<String, List<String>> bypasses() {
        Set<String> keys = bundleKeys();
        Map<String, List<String>> found = new TreeMap<>();
        for (String pkg : SHOWN) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(pkg))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    String name = ROOT.relativize(file).toString().replace('\\', '/');
                    List<String> hits = new ArrayList<>();
                    for (JavaLiterals.Literal l : JavaLiterals.of(Files.readString(file))) {
                        if (ShownText.bypasses(l, keys)) {
                            hits.add(name + ":" + l.line() + ": \"" + l.value().replace("\n", "\\n") + "\"");
                        }
                    }
                    if (!hits.isEmpty()) {
                        found.put(name, hits);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return found;
    }

    /** Returns every key of every bundle family (their English files hold them all). */
    private static Set<String> bundleKeys() {
        Set<String> keys = new HashSet<>();
        for (String family : Texts.FAMILIES) {
            try (InputStream in = NoBypassTest.class.getResourceAsStream("/" + family.replace('.', '/') + ".properties")) {
                Properties p = new Properties();
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                keys.addAll(p.stringPropertyNames());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return keys;
    }
}
