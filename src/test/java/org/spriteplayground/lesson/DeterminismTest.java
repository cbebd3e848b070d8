package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.lesson.minkowski.MinkowskiLesson;
import org.spriteplayground.lesson.bitmasks.BitmasksLesson;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;

/** The same lesson and the same number of steps give the same state, every time. */
class DeterminismTest {

    static List<Lessons.Entry> entries() {
        return Lessons.ALL;
    }

    /** The lessons where nothing moves on its own: only a drag or a control changes them. */
    private static final java.util.Set<String> STILL = java.util.Set.of(ThreeOutcomes.ID, AngleRadius.ID, BorderCrossings.ID,
            SeparatingAxesLesson.ID, MinkowskiLesson.ID, BitmasksLesson.ID, org.spriteplayground.lesson.robustness.FloatingPoint.ID);

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void tenThousandStepsTwiceGiveTheSameState(Lessons.Entry entry) {
        long first = run(entry, 10_000);
        long second = run(entry, 10_000);
        assertThat(second).isEqualTo(first);
        if (!STILL.contains(entry.id())) {
            assertThat(run(entry, 9_999)).as("the hash sees the state move").isNotEqualTo(first);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void aLessonThatMovesHonoursTheLengthOfTheStep(Lessons.Entry entry) {
        long still = stateHash(steered(entry));
        Lesson oneSixtieth = steered(entry);
        oneSixtieth.step(Simulation.STEP_SECONDS);
        if (stateHash(oneSixtieth) == still) {
            return; // nothing moves on its own here (it waits to be dragged)
        }
        Lesson twice = steered(entry);
        twice.step(2 * Simulation.STEP_SECONDS);
        assertThat(stateHash(twice)).as("a step of 2/60 s is not a step of 1/60 s").isNotEqualTo(stateHash(oneSixtieth));
        Lesson none = steered(entry);
        none.step(0);
        assertThat(stateHash(none)).as("a step of no time moves nothing").isEqualTo(still);
    }

    private static Lesson steered(Lessons.Entry entry) {
        Lesson lesson = entry.factory().apply(LessonsTest.SPRITES);
        lesson.steer(Lesson.Direction.RIGHT, true);
        lesson.steer(Lesson.Direction.DOWN, true);
        return lesson;
    }

    /** Steps a fresh lesson {@code steps} times and hashes everything it would draw and show. */
    static long run(Lessons.Entry entry, int steps) {
        Lesson lesson = entry.factory().apply(LessonsTest.SPRITES);
        lesson.steer(Lesson.Direction.RIGHT, true);
        lesson.steer(Lesson.Direction.DOWN, true);
        Simulation sim = new Simulation(lesson);
        for (int i = 0; i < steps; i++) {
            sim.step();
        }
        return stateHash(lesson);
    }

    /** Every pose and shape drawn with all overlays on, and every readout except wall-clock timings. */
    static long stateHash(Lesson lesson) {
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.ALL);
        long hash = 17;
        for (RecordingDraw.Mark mark : draw.marks()) {
            hash = 31 * hash + mark.toString().hashCode();
        }
        for (ReadoutTable table : lesson.readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                if (!row.label().contains("(ms)")) {
                    hash = 31 * hash + (row.label() + row.values()).hashCode();
                }
            }
        }
        return hash;
    }
}
