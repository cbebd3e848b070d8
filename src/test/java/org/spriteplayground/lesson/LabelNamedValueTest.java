package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A label that names a value ("h = 1.93649") is not broken between the name and the value where
 * it fits whole a little farther off, as in a 1024×768 window, where "h =" over "1.93649" beside
 * the chord would leave room for the whole label just below.
 */
class LabelNamedValueTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** Labels of the usual size, and one and a half times it (a small window). */
    @ParameterizedTest(name = "labels {0} times the usual size")
    @ValueSource(doubles = {1.0, 1.25, 1.5})
    void noNamedValueIsBrokenAtItsEqualsSign(double magnify) {
        List<String> broken = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SPRITES);
            check(lesson, magnify, entry.id() + " at the start", broken);
            for (Preset preset : PresetScenes.of(lesson)) {
                preset.apply().run();
                check(lesson, magnify, entry.id() + ", preset " + preset.name(), broken);
            }
        }
        assertThat(broken).isEmpty();
    }

    private static void check(Lesson lesson, double magnify, String situation, List<String> broken) {
        LabelRecorder draw = new LabelRecorder(SPRITES, magnify);
        lesson.draw(draw, Overlays.ALL);
        for (LabelRecorder.Label label : draw.labels()) {
            for (String line : label.text().split("\n")) {
                if (line.endsWith("=") || line.startsWith("=")) {
                    broken.add(situation + ": \"" + label.text().replace("\n", "⏎") + "\"");
                }
            }
        }
    }
}
