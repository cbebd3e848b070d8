package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.bitmasks.BitmasksLesson;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The bitmasks lesson names the first word that is not 0 as a pupil counts, in every language and
 * at every preset: its row of A from 1 at the top and its word of that row
 * from 1 at the left, each saying whose it is, the readouts and the canvas's mark with the same numbers.
 */
class BitmasksFirstHitTest {

    @AfterEach
    void englishAgain() {
        Texts.use(null);
    }

    static Stream<Arguments> cases() {
        return Stream.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH).flatMap(language -> Stream.of(0, 1, 2).map(at -> Arguments.of(language, at)));
    }

    @ParameterizedTest(name = "{0} at {1}")
    @MethodSource("cases")
    void theReadoutsAndTheMarkCountRowsOfAAndWordsOfTheRowFromOne(Locale language, int at) {
        Texts.use(language);
        BitmasksLesson lesson = new BitmasksLesson(SpriteLibrary.bundled());
        var presets = PresetScenes.of(lesson);
        assertThat(presets).hasSize(3);
        presets.get(at).apply().run();
        AlphaMask.WordTest first = lesson.firstHit();
        String row = value(lesson, "bits.row.firstRow");
        String word = value(lesson, "bits.row.firstWord");
        if (!first.hit()) {
            assertThat(row).isEqualTo(Texts.text("bits.none"));
            return;
        }
        assertThat(row).as("the row's number, counted from 1 at the top").isEqualTo(Text.count(first.hitRow() + 1));
        assertThat(word).as("the word's number, counted from 1 at the left").isEqualTo(Text.count(first.hitWord() + 1));
        assertThat(Texts.text("bits.row.firstRow")).as("whose row it is").contains("A");
        LabelRecorder canvas = new LabelRecorder();
        lesson.draw(canvas, Overlays.of());
        assertThat(canvas.labels()).as("the canvas's mark").anySatisfy(l -> assertThat(l.text())
                .isEqualTo(Texts.format("bits.label.firstHit", Text.count(first.hitRow() + 1), Text.count(first.hitWord() + 1))));
    }

    private static String value(BitmasksLesson lesson, String key) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key)).findFirst().orElseThrow().values().get(0);
    }
}
