package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A scene file that ends inside a text (such as {@code {"schemaVersion":1,"lesson":"three-out} and a
 * line break) is cut short, and is refused as such, not as "something there is not JSON; it may have
 * been edited by hand"; a mistake in the middle of a file still says it may have been edited.
 */
class TruncatedSceneTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"schemaVersion\":1,\"lesson\":\"three-out\n",
        "{\"schemaVersion\":1,\"lesson\":\"three-out",
        "{\"schemaVersion\": 1, \"lesson\": \"flying-jets\", \"title\": \"Two jets \\\"at\n",
    })
    void aFileThatEndsInsideATextIsCutShort(String json) {
        String problem = catchThrowableOfType(() -> SceneJson.read(json), SceneException.class).getMessage();
        assertThat(problem).as(json).endsWith("it may be cut short.").doesNotContain("by hand");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{bad", "{\"schemaVersion\": 1, \"lesson\": three}", "{\"schemaVersion\": 1, \"lesson\": \"a\" \"b\"}"})
    void aMistakeInTheMiddleMayHaveBeenEditedByHand(String json) {
        String problem = catchThrowableOfType(() -> SceneJson.read(json), SceneException.class).getMessage();
        assertThat(problem).as(json).endsWith("it may have been edited by hand.");
    }
}
