package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Rewind;
import org.spriteplayground.sim.StepEvent;

/**
 * Explain's replay: once the pupil has said what they saw, the steps before the moment are shown
 * again, verdicts hidden and nothing counted or heard anew, and the replay comes back to exactly
 * the moment on show; a preset has nothing before it and holds. Answering during the replay or
 * after it leaves the same score, answers and timeline.
 */
class ExplainReplayTest {

    /** What the pupil sees of a moment: its step, where the flyer stands, the readouts, and the timeline. */
    private record Seen(long step, Pose flyer, List<ReadoutTable> readouts, Rewind.Span span) {
        static Seen of(Playground model) {
            Pose flyer = model.lesson() instanceof FlyingJets jets ? jets.flyer().pose() : null;
            return new Seen(model.simulation().steps(), flyer, model.lesson().readouts(), model.rewind().span());
        }
    }

    private static Playground jets() {
        return new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), LookAheadTest.SPRITES);
    }

    /** Runs to the next question, predicts a miss and says nothing was seen: Explain asks why. */
    private static void toExplain(Playground model, PredictMode mode) {
        for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
            model.tick();
        }
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        mode.answer(1);
        while (mode.phase() == PredictMode.Phase.PREDICT) {
            mode.answer(1); // a question in parts: the first answer of each
        }
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.OBSERVE);
        mode.answer(1);
    }

    @Test
    void inFlyingJetsTheSecondBeforeTheMomentIsShownAgainThenExactlyTheMoment() {
        Playground model = jets();
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
            model.tick();
        }
        mode.answer(1);
        while (mode.phase() == PredictMode.Phase.PREDICT) {
            mode.answer(1);
        }
        Seen moment = Seen.of(model);
        FlyingJets held = (FlyingJets) model.lesson();
        assertThat(moment.step()).as("far enough into the flight for a second before it").isGreaterThan(MomentReplay.STEPS);
        List<Set<StepEvent>> heard = new ArrayList<>();
        long[] serial = {model.simulation().happened().serial()};
        model.addListener(change -> {
            if (model.simulation().happened().serial() != serial[0]) {
                serial[0] = model.simulation().happened().serial();
                heard.add(model.simulation().happened().events());
            }
        });
        mode.answer(1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
        List<Long> shown = new ArrayList<>();
        while (mode.replay().running()) {
            shown.add(model.simulation().steps());
            assertThat(model.verdictsShown()).as("replaying: the canvas does not answer why").isFalse();
            assertThat(model.paused()).isTrue();
            mode.replay().frame();
        }
        assertThat(shown).as("the last second before the moment, a step a frame").hasSize(MomentReplay.STEPS)
                .startsWith(moment.step() - MomentReplay.STEPS).endsWith(moment.step() - 1).isSorted();
        assertThat(Seen.of(model)).as("back at exactly the moment").isEqualTo(moment);
        assertThat(model.lesson()).as("the very state that was on show, the contact held").isSameAs(held);
        assertThat(model.verdictsShown()).as("held: the verdict beside the observation").isTrue();
        assertThat(heard).as("nothing replayed is heard as new").allSatisfy(events -> assertThat(events).isEmpty());
        mode.replay().start();
        assertThat(model.simulation().steps()).as("R plays it again").isEqualTo(moment.step() - MomentReplay.STEPS);
        while (mode.replay().running()) {
            mode.replay().frame();
        }
        assertThat(Seen.of(model)).isEqualTo(moment);
    }

    @Test
    void aPresetHasNothingBeforeItsMomentAndHolds() {
        Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), LookAheadTest.SPRITES);
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        mode.answer(1);
        Seen moment = Seen.of(model);
        mode.answer(1);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
        assertThat(mode.replay().running()).isFalse();
        mode.replay().start();
        assertThat(mode.replay().running()).isFalse();
        assertThat(Seen.of(model)).isEqualTo(moment);
        assertThat(model.verdictsShown()).isTrue();
    }

    /** Three sessions answer alike: why during the replay, after it, and after playing it twice; all end alike. */
    @Test
    void theScoreTheAnswersAndTheTimelineDoNotDependOnTheReplay() {
        List<List<Object>> ends = new ArrayList<>();
        for (int frames : new int[] {0, 10, 2 * MomentReplay.STEPS + 5}) {
            Playground model = jets();
            PredictMode mode = new PredictMode(model);
            mode.setOn(true);
            List<Object> end = new ArrayList<>();
            for (int q = 0; q < 3; q++) {
                toExplain(model, mode);
                for (int f = 0; f < frames; f++) {
                    if (f == MomentReplay.STEPS + 2) {
                        mode.replay().start();
                    }
                    mode.replay().frame();
                }
                mode.answer(2);
                assertThat(mode.phase()).isEqualTo(PredictMode.Phase.REVEALED);
                end.add(Seen.of(model));
                mode.carryOn();
            }
            end.add(mode.scores().of(mode.pupil()));
            end.add(mode.answers().csvLines().stream().map(line -> line.substring(0, line.lastIndexOf(','))).toList()); // not when answered
            end.add(Seen.of(model));
            ends.add(end);
        }
        for (int i = 0; i < ends.get(0).size(); i++) {
            assertThat(ends.get(1).get(i)).as("answered during the replay, item %d", i).isEqualTo(ends.get(0).get(i));
            assertThat(ends.get(2).get(i)).as("answered after it, item %d", i).isEqualTo(ends.get(0).get(i));
        }
    }
}
