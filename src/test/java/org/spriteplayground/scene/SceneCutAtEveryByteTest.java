package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved scene that simply ends early, wherever it ends: inside a number ({@code "y": 50.}), a
 * word ({@code fa} of {@code false}), a text, a character of several bytes, or after a comma. Every
 * such file is cut short, and says so, at the value it ends in, not "something there is not JSON;
 * it may have been edited by hand". A
 * mistake in the middle still says it may have been edited by hand, at its own line and column.
 */
class SceneCutAtEveryByteTest {

    private static final String CUT_SHORT = "it may be cut short.";
    private static final String BY_HAND = "it may have been edited by hand.";

    @TempDir
    Path dir;

    /** A scene as the app saves it, with every kind of value: numbers with decimals, false, texts with accents. */
    private static Scene saved() {
        Map<String, Object> choices = new LinkedHashMap<>();
        choices.put("Sprite", "jet");
        choices.put("Shade where they disagree", false);
        choices.put("Jets", -12);
        return new Scene("three-outcomes", choices,
                List.of(new BodyPose("P", 123.25, 50.5, 45, Double.NaN), new BodyPose("Q", -1e-3, 2, 0, 25.125)),
                List.of("CIRCLES", "BOXES"), 0.5, 1234, Map.of("mine", new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, -1}),
                "Trois issues « à voir »", "Zwei Kreise \"berühren\" sich\\nicht — 🙂");
    }

    private Path file(byte[] bytes) throws Exception {
        return Files.write(dir.resolve("cut.scene.json"), bytes);
    }

    private String problem(byte[] bytes) throws Exception {
        try {
            SceneFiles.read(file(bytes));
            return null;
        } catch (SceneException e) {
            return e.getMessage();
        }
    }

    @Test
    void aSavedSceneCutAtAnyByteIsCutShortNeverEditedByHand() throws Exception {
        Path whole = dir.resolve("whole.scene.json");
        SceneFiles.write(saved(), whole);
        byte[] bytes = Files.readAllBytes(whole);
        int lastBrace = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1).lastIndexOf('}');
        for (int cut = 0; cut < bytes.length; cut++) {
            String problem = problem(Arrays.copyOf(bytes, cut));
            if (cut > lastBrace) {
                assertThat(problem).as("only the last line break cut off: %d", cut).isNull();
            } else if (cut == 0) {
                assertThat(problem).as("nothing left").endsWith(": The file is empty (0 bytes).");
            } else {
                assertThat(problem).as("cut after %d bytes: ...%s", cut, tail(bytes, cut)).isNotNull()
                        .endsWith(CUT_SHORT).doesNotContain("by hand").doesNotContain("UTF-8").hasLineCount(1);
            }
        }
    }

    @Test
    void aFileCutShortNamesTheValueItEndsInOrWhereItEnds() throws Exception {
        assertThat(problem("{\"schemaVersion\": 1,\n  \"y\": 50.".getBytes()))
                .endsWith("The scene is not valid JSON (line 2, column 8): " + CUT_SHORT);
        assertThat(problem("{\"schemaVersion\": 1,\n  \"on\": fa\n".getBytes()))
                .endsWith("The scene is not valid JSON (line 2, column 9): " + CUT_SHORT);
        assertThat(problem("{\"schemaVersion\": 1,\n  \"on\": \"ab\n".getBytes()))
                .endsWith("The scene is not valid JSON (line 2, column 12): " + CUT_SHORT);
        assertThat(problem("{\"schemaVersion\": 1,\n".getBytes()))
                .endsWith("The scene is not valid JSON (line 1, column 21): " + CUT_SHORT);
        assertThat(problem("\ufeff \n".getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .endsWith("The scene is not valid JSON (line 1, column 1): " + CUT_SHORT);
        assertThat(problem(new byte[0])).endsWith(": The file is empty (0 bytes).");
    }

    /**
     * A {@code #} anywhere outside a text is named on its own line, at the column just after it,
     * or, inside or right after a number or a word, at the first column of that value.
     */
    @Test
    void aMistakeInTheMiddleIsEditedByHandAtItsLineAndColumnHoweverTheFileEnds() throws Exception {
        String json = SceneJson.write(saved());
        int lastBrace = json.lastIndexOf('}');
        int checked = 0;
        for (int at = 0; at <= lastBrace; at++) {
            if (insideText(json, at)) {
                continue;
            }
            String bad = json.substring(0, at) + "#" + json.substring(at);
            int value = at;
            while (value > 0 && (Character.isLetterOrDigit(json.charAt(value - 1)) || "+-.".indexOf(json.charAt(value - 1)) >= 0)) {
                value--;
            }
            String where = "(line " + (1 + json.substring(0, at).chars().filter(c -> c == '\n').count())
                    + ", column " + (value < at ? value - json.lastIndexOf('\n', value - 1) : at + 1 - json.lastIndexOf('\n', at - 1)) + ")";
            assertThat(problem(bad.getBytes())).as("# at %d: ...%s", at, json.substring(Math.max(0, at - 12), at))
                    .endsWith("The scene is not valid JSON " + where + ": something there is not JSON; " + BY_HAND);
            int cut = at + 1 + (json.length() - at) / 2;
            assertThat(problem(bad.substring(0, cut).getBytes())).as("# at %d, cut at %d", at, cut).contains(where).endsWith(BY_HAND);
            checked++;
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** Whether offset {@code at} of {@code json} is inside a text (between its quotes, or at its closing quote). */
    private static boolean insideText(String json, int at) {
        boolean inside = false;
        for (int i = 0; i < at; i++) {
            char c = json.charAt(i);
            if (inside && c == '\\') {
                i++;
            } else if (c == '"') {
                inside = !inside;
            }
        }
        return inside;
    }

    private static String tail(byte[] bytes, int cut) {
        return new String(bytes, Math.max(0, cut - 16), Math.min(cut, 16), java.nio.charset.StandardCharsets.UTF_8);
    }
}
