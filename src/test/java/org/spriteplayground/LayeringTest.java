package org.spriteplayground;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The layers of DESIGN.md hold: the model knows no screen. */
class LayeringTest {

    private static final Path MAIN = Path.of("src/main/java/org/spriteplayground");
    private static final Pattern AWT_OR_SWING = Pattern.compile("\\bjava\\.awt\\b|\\bjavax\\.swing\\b");
    private static final Pattern SWING = Pattern.compile("\\bjavax\\.swing\\b");

    @Test
    void geometrySimScenesAndThePlaygroundModelUseNeitherAwtNorSwing() throws IOException {
        assertThat(offenders(List.of("geometry", "sim", "playground", "scene", "predict"), AWT_OR_SWING, Set.of())).isEmpty();
    }

    @Test
    void spriteLessonAndExperimentUseNoSwing() throws IOException {
        assertThat(offenders(List.of("sprite", "lesson", "experiment"), SWING, Set.of())).isEmpty();
    }

    @Test
    void onlyImageDecodingInSpriteTouchesAwt() throws IOException {
        assertThat(offenders(List.of("sprite"), AWT_OR_SWING, Set.of("SpriteLoader.java", "LoadedSprite.java", "SpriteArt.java", "GenerateSprites.java")))
                .isEmpty();
    }

    @Test
    void theScanSeesTheSources() throws IOException {
        // Guard against a scan that passes because it reads nothing.
        assertThat(javaFiles("geometry")).hasSizeGreaterThan(8);
        assertThat(offenders(List.of("ui"), AWT_OR_SWING, Set.of())).isNotEmpty();
    }

    private static List<String> offenders(List<String> packages, Pattern forbidden, Set<String> allowed) throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : packages) {
            for (Path file : javaFiles(pkg)) {
                if (allowed.contains(file.getFileName().toString())) {
                    continue;
                }
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    if (forbidden.matcher(lines.get(i)).find()) {
                        found.add(MAIN.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).trim());
                    }
                }
            }
        }
        return found;
    }

    private static List<Path> javaFiles(String pkg) throws IOException {
        try (Stream<Path> files = Files.walk(MAIN.resolve(pkg))) {
            return files.filter(p -> p.toString().endsWith(".java")).toList();
        }
    }
}
