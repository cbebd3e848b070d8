package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.Prediction.NextPreset;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;

/**
 * Every lesson with Predict offers, in its prediction, its observation and its explanation (and so
 * in a quiz's Predict question, which offers the explanations), every outcome its own test can give:
 * a flying pair's miss, real hit and false alarm; a preset lesson's every verdict met at any of its
 * presets with each piece dragged anywhere in the field. A choice left out tells the pupil what the
 * answer is not, and a verdict with no observation to say it was seen cannot be explained.
 */
class EveryOutcomeOfferedTest {

    /** Where each piece is tried, per side of the field. */
    private static final int GRID = 40;

    static Stream<Lessons.Entry> predicting() {
        return Lessons.ALL.stream().filter(e -> e.factory().apply(LookAheadTest.SPRITES).prediction().isPresent());
    }

    @ParameterizedTest
    @MethodSource("predicting")
    void eachStageOffersEveryOutcomeTheLessonCanGive(Lessons.Entry entry) {
        Lesson lesson = entry.factory().apply(LookAheadTest.SPRITES);
        Prediction kind = lesson.prediction().orElseThrow();
        Set<Outcome> possible = kind instanceof NextPreset ? met(lesson) : EnumSet.of(Outcome.MISS, Outcome.REAL_HIT, Outcome.FALSE_ALARM);
        Question predict = kind instanceof NextPreset preset ? Stages.predict(preset) : Question.circle(1);
        assertThat(ends(predict)).as("%s: the prediction's answers", entry.id()).containsAll(possible);
        assertThat(outcomes(Stages.observe(kind))).as("%s: what one may have seen", entry.id()).containsAll(possible);
        assertThat(outcomes(Stages.why(kind))).as("%s: the explanations", entry.id()).containsAll(possible);
    }

    /** Returns every verdict {@code lesson}'s test gives at each preset with each piece moved over the field. */
    private static Set<Outcome> met(Lesson lesson) {
        NextPreset preset = (NextPreset) lesson.prediction().orElseThrow();
        Set<Outcome> met = EnumSet.noneOf(Outcome.class);
        Aabb field = lesson.bounds();
        for (Preset p : PresetScenes.of(lesson)) {
            p.apply().run();
            met.add(Outcome.of(preset.outcome()));
            for (Piece piece : lesson.pieces()) {
                Vec2 was = piece.handle().anchor();
                for (int i = 0; i <= GRID; i++) {
                    for (int j = 0; j <= GRID; j++) {
                        piece.handle().moveTo(new Vec2(field.minX() + field.width() * i / GRID, field.minY() + field.height() * j / GRID));
                        met.add(Outcome.of(preset.outcome()));
                    }
                }
                piece.handle().moveTo(was);
            }
        }
        return met;
    }

    /** Returns the outcomes {@code question}'s answers settle, each further question's included. */
    private static Set<Outcome> ends(Question question) {
        Set<Outcome> ends = EnumSet.noneOf(Outcome.class);
        for (Question.Choice c : question.choices()) {
            if (c.then() != null) {
                ends.addAll(ends(c.then()));
            } else if (c.outcome() != null) {
                ends.add(c.outcome());
            }
        }
        return ends;
    }

    private static List<Outcome> outcomes(Question question) {
        return question.choices().stream().map(Question.Choice::outcome).filter(java.util.Objects::nonNull).toList();
    }
}
