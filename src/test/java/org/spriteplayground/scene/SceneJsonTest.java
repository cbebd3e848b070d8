package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SceneJsonTest {

    static Scene sample() {
        Map<String, Object> choices = new LinkedHashMap<>();
        choices.put("Sprite", "jet");
        choices.put("Shade where they disagree", true);
        choices.put("Jets", 2000);
        return new Scene("flying-jets", choices, List.of(new BodyPose("flyer", 123.25, 40.5, 45, Double.NaN), new BodyPose("P", 1, 2, 0, 25)),
                List.of("CIRCLES", "BOXES"), 0.5, 1234, Map.of("mine", new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, -1}));
    }

    @Test
    void aSceneComesBackFromItsJsonExactly() throws SceneException {
        Scene scene = sample();
        Scene back = SceneJson.read(SceneJson.write(scene));
        assertThat(back.lesson()).isEqualTo("flying-jets");
        assertThat(back.choices()).containsExactlyEntriesOf(scene.choices());
        assertThat(back.bodies()).isEqualTo(scene.bodies());
        assertThat(back.overlays()).containsExactly("CIRCLES", "BOXES");
        assertThat(back.speed()).isEqualTo(0.5);
        assertThat(back.step()).isEqualTo(1234);
        assertThat(back.sprites().get("mine")).isEqualTo(scene.sprites().get("mine"));
    }

    @Test
    void theJsonSaysItsSchemaVersionAndLeavesOutARadiusABodyDoesNotHave() {
        String json = SceneJson.write(sample());
        assertThat(json).contains("\"schemaVersion\": 1").contains("\"lesson\": \"flying-jets\"");
        assertThat(json.substring(json.indexOf("\"flyer\""), json.indexOf("\"P\""))).doesNotContain("radius");
    }

    @Test
    void aSeededRandomSceneSurvivesTheRoundTripBitForBit() throws SceneException {
        java.util.Random random = new java.util.Random(11);
        for (int i = 0; i < 200; i++) {
            double x = (random.nextDouble() - 0.5) * 2e5;
            double y = random.nextDouble() * 1e3;
            double angle = random.nextDouble() * 360;
            double r = random.nextDouble() * 500;
            Scene scene = new Scene("three-outcomes", Map.of(), List.of(new BodyPose("P", x, y, angle, r)), List.of(), 1, i, Map.of());
            assertThat(SceneJson.read(SceneJson.write(scene)).bodies().get(0)).isEqualTo(scene.bodies().get(0));
        }
    }

    @Test
    void brokenJsonIsOnePlainLineWithItsLineAndColumn() {
        String json = SceneJson.write(sample());
        int cut = json.indexOf("\"flyer\"") + 4;
        long line = json.substring(0, cut).lines().count();
        assertThat(problem(json.substring(0, cut))).matches("The scene is not valid JSON \\(line " + line + ", column \\d+\\): it may be cut short\\.");
        assertThat(problem("{bad")).matches("The scene is not valid JSON \\(line 1, column [23]\\): something there is not JSON; it may have been edited by hand\\.");
        for (String bad : List.of("{bad", "hello", "[1, 2", "{\"schemaVersion\": 1,", json.substring(0, cut))) {
            assertThat(problem(bad)).as(bad).doesNotContain("Exception").doesNotContain("Json").doesNotContain("$").doesNotContain("gson");
        }
    }

    private static String problem(String json) {
        try {
            SceneJson.read(json);
            throw new AssertionError("read " + json);
        } catch (SceneException e) {
            return e.getMessage();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "not JSON | hello | The scene is not valid JSON (line ",
        "truncated | {\"schemaVersion\": 1, \"lesson\": \"flying-jets\", \"choi | The scene is not valid JSON (line ",
        "an array | [1, 2] | Not a scene: a scene is a JSON object.",
        "no schemaVersion | {\"lesson\": \"x\"} | Not a Sprite Playground scene: it has no schemaVersion.",
        "newer schema | {\"schemaVersion\": 2} | This scene was made by a newer Sprite Playground (schema 2; this one reads 1).",
        "fractional schema | {\"schemaVersion\": 1.5} | Bad scene: schemaVersion is 1.5",
        "NaN | {\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [{\"name\": \"P\", \"x\": NaN, \"y\": 0}], \"overlays\": [], \"speed\": 1} | The scene is not valid JSON (line ",
        "huge number | {\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [{\"name\": \"P\", \"x\": 1e400, \"y\": 0}], \"overlays\": [], \"speed\": 1} | Bad scene: x of P is 1e400; numbers must be finite",
        "negative radius | {\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [{\"name\": \"P\", \"x\": 1, \"y\": 0, \"radius\": -3}], \"overlays\": [], \"speed\": 1} | Bad scene: the radius of P is negative (-3.0).",
        "string x | {\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [{\"name\": \"P\", \"x\": \"1\", \"y\": 0}], \"overlays\": [], \"speed\": 1} | Bad scene: x of P must be a number.",
        "no lesson | {\"schemaVersion\": 1, \"choices\": {}} | Bad scene: \"lesson\" must be a name.",
        "negative step | {\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1, \"step\": -1} | Bad scene: step is -1",
        "trailing garbage | {\"schemaVersion\": 1} {} | Not a scene: there is more after the JSON object.",
        "comment | /* hi */ {\"schemaVersion\": 1} | The scene is not valid JSON (line ",
        "title not text | {\"schemaVersion\": 1, \"lesson\": \"a\", \"title\": 3, \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1} | Bad scene: \"title\" must be text.",
        "description not text | {\"schemaVersion\": 1, \"lesson\": \"a\", \"description\": [], \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1} | Bad scene: \"description\" must be text.",
        "sprite not base64 | {\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1, \"sprites\": {\"s\": \"@@@\"}} | Bad scene: the sprite s is not base64 text.",
    })
    void aBadSceneIsRefusedWithOneLineSayingWhy(String what, String json, String message) {
        assertThatThrownBy(() -> SceneJson.read(json)).isInstanceOf(SceneException.class)
                .hasMessageStartingWith(message).hasMessageNotContaining("\n");
    }

    @Test
    void anAngleInDegreesSurvivesTheTripThroughRadians() {
        for (double degrees : new double[] {30, 45, 12.5, 359.25, -90, 0.1}) {
            assertThat(LessonState.degrees(Math.toRadians(degrees))).isEqualTo(degrees);
        }
        assertThat(LessonState.degrees(1)).isEqualTo(Math.toDegrees(1));
    }

    @Test
    void aMillionBodiesAreRefusedByCount() {
        StringBuilder json = new StringBuilder("{\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [");
        for (int i = 0; i < SceneJson.MAX_BODIES + 1; i++) {
            json.append(i == 0 ? "" : ",").append("{\"name\": \"b\", \"x\": 0, \"y\": 0}");
        }
        json.append("], \"overlays\": [], \"speed\": 1}");
        assertThatThrownBy(() -> SceneJson.read(json.toString())).hasMessage("Bad scene: \"bodies\" has 1001 entries; at most 1000 are taken.");
    }

    @Test
    void aHugeEmbeddedImageIsRefusedBeforeDecoding() {
        String big = "A".repeat(SceneJson.MAX_SPRITE_BYTES / 3 * 4 + 8);
        String json = "{\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1, \"sprites\": {\"s\": \"" + big + "\"}}";
        assertThatThrownBy(() -> SceneJson.read(json)).hasMessage("Bad scene: the sprite s is larger than 4\u00a0MB.");
    }

    @Test
    void aTitleAndDescriptionComeBackAndAreLeftOutWhenThereAreNone() throws SceneException {
        Scene plain = sample();
        Scene titled = new Scene(plain.lesson(), plain.choices(), plain.bodies(), plain.overlays(), plain.speed(), plain.step(), plain.sprites(),
                "Seed 004", "Both sprites back at their starts, \"reset\" by the circles.");
        Scene back = SceneJson.read(SceneJson.write(titled));
        assertThat(back.title()).isEqualTo("Seed 004");
        assertThat(back.description()).isEqualTo("Both sprites back at their starts, \"reset\" by the circles.");
        assertThat(back.withSprites(Map.of()).title()).isEqualTo("Seed 004");
        assertThat(SceneJson.write(plain)).doesNotContain("title").doesNotContain("description");
    }

    @Test
    void aSchemaOneSceneWithoutTitleOrDescriptionStillReads() throws SceneException {
        Scene scene = SceneJson.read("{\"schemaVersion\": 1, \"lesson\": \"a\", \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1}");
        assertThat(scene.title()).isEmpty();
        assertThat(scene.description()).isEmpty();
    }

    @Test
    void anOverlongTitleIsRefused() {
        String json = "{\"schemaVersion\": 1, \"lesson\": \"a\", \"title\": \"" + "x".repeat(SceneJson.MAX_TEXT + 1)
                + "\", \"choices\": {}, \"bodies\": [], \"overlays\": [], \"speed\": 1}";
        assertThatThrownBy(() -> SceneJson.read(json)).hasMessage("Bad scene: \"title\" is longer than 1000 characters.");
    }
}
