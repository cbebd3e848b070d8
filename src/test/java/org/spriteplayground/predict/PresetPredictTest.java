package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Prediction.NextPreset;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.lesson.bitmasks.BitmasksLesson;
import org.spriteplayground.lesson.minkowski.MinkowskiLesson;
import org.spriteplayground.lesson.robustness.FloatingPoint;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.PresetScenes;

/**
 * Every lesson whose Predict asks about its presets: the questions go round the presets, each in the
 * lesson's own words, and each stage is right exactly when it agrees with the verdict the lesson
 * itself gives on the preset once it is on show; the questions meet more than one verdict.
 */
class PresetPredictTest {

    /** Rounds each lesson is taken through: twice round its presets. */
    private static final int LAPS = 2;

    static Stream<Lessons.Entry> presetLessons() {
        return Lessons.ALL.stream().filter(e -> e.factory().apply(LookAheadTest.SPRITES).prediction().orElse(null) instanceof NextPreset);
    }

    @Test
    void theLessonsWithoutMotionAllHavePredict() {
        assertThat(presetLessons().map(Lessons.Entry::id)).contains(ThreeOutcomes.ID, MinkowskiLesson.ID, BitmasksLesson.ID, FloatingPoint.ID);
    }

    @ParameterizedTest
    @MethodSource("presetLessons")
    void eachStageIsRightExactlyWhenItAgreesWithTheLessonsVerdict(Lessons.Entry entry) {
        Map<String, Outcome> asked = askAll(entry);
        assertThat(new java.util.HashSet<>(asked.values())).as("%s: more than one verdict", entry.id()).hasSizeGreaterThan(1);
    }

    @Test
    void minkowskiAsksWhereTheShapesStandInNumbers() {
        assertThat(askAll(Lessons.byId(MinkowskiLesson.ID).orElseThrow()).keySet()).as("every preset asked").hasSize(4)
                .allSatisfy(prompt -> assertThat(prompt).startsWith("Next: Two jets as ").endsWith("° more than P. Does 0 lie inside P ⊖ Q?"));
    }

    @Test
    void robustnessAsksAtTenToTheEightByItsPlaceAndTheFixedToleranceSaysApart() {
        Map<String, Outcome> asked = askAll(Lessons.byId(FloatingPoint.ID).orElseThrow());
        assertThat(asked).as("named by where the circles stand, not by their coordinates")
                .containsEntry("Next: The same two circles after the same walk, moved to x = 10⁸. What does the fixed tolerance of 10⁻⁹ px say: touching, apart or overlapping?", Outcome.APART)
                .containsEntry("Next: The same two circles after the same walk, moved to x = 10⁶. What does the fixed tolerance of 10⁻⁹ px say: touching, apart or overlapping?", Outcome.TOUCHING);
    }

    @Test
    void bitmasksAsksAboutFramesThatOverlapWhilePixelsDoNot() {
        Map<String, Outcome> asked = askAll(Lessons.byId(BitmasksLesson.ID).orElseThrow());
        assertThat(asked).as("the near miss").containsEntry(
                "Next: A is the bomber, B the crescent, with its top left corner at (−24, 0)\u00a0px from the top left corner of A; their frames overlap by 40 × 56\u00a0px. Do their pixels touch: does a coloured pixel of A lie on a coloured pixel of B?",
                Outcome.APART);
    }

    /**
     * Takes {@code entry} twice round its presets under Predict, answering each prediction in turn
     * with the next choice, and every other question's observation and why right (the others wrong);
     * checks each stage's mark against the lesson's own verdict and returns each prompt with its verdict.
     */
    private static Map<String, Outcome> askAll(Lessons.Entry entry) {
        Playground model = new Playground(entry, LookAheadTest.SPRITES);
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        Map<String, Outcome> asked = new LinkedHashMap<>();
        int rounds = LAPS * PresetScenes.of(model.lesson()).size();
        for (int q = 0; q < rounds; q++) {
            assertThat(mode.phase()).as("%s, question %d", entry.id(), q).isEqualTo(PredictMode.Phase.PREDICT);
            String prompt = mode.question().prompt();
            List<Question.Choice> offered = mode.question().choices();
            Question.Choice guess = offered.get(q % offered.size());
            mode.answer(q % offered.size() + 1);
            NextPreset lesson = (NextPreset) model.lesson().prediction().orElseThrow();
            Outcome truth = switch (lesson.outcome()) {
                case NO_COLLISION -> Outcome.APART;
                case TOUCHING -> Outcome.TOUCHING;
                case OVERLAPPING -> Outcome.OVERLAPPING;
            };
            asked.put(prompt, truth);
            boolean sayRight = q % 2 == 1;
            pick(mode, sayRight, truth);
            pick(mode, sayRight, truth);
            Answers.Row row = mode.answers().rows().get(q);
            String where = entry.id() + ", question " + q + ", " + truth;
            assertThat(row.prediction().right()).as(where).isEqualTo(guess.outcome() == truth);
            assertThat(row.observation().right()).as(where).isEqualTo(sayRight);
            assertThat(row.explanation().right()).as(where).isEqualTo(sayRight);
            assertThat(mode.reveal()).as(where).isNotBlank();
            mode.carryOn();
        }
        return asked;
    }

    /** Answers the stage asked with a choice that says {@code truth} when {@code right}, else with one that does not. */
    private static void pick(PredictMode mode, boolean right, Outcome truth) {
        List<Question.Choice> offered = new ArrayList<>(mode.question().choices());
        Question.Choice chosen = offered.stream().filter(c -> (c.outcome() == truth) == right).findFirst().orElseThrow();
        mode.answer(offered.indexOf(chosen) + 1);
    }
}
