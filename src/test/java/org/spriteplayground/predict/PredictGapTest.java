package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Prediction.NextContact;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Placement;

/**
 * Every question about a flying pair, in every lesson and scene that has one, is asked with
 * the gap between the circles given: in the question's words and as a mark on the canvas (in world
 * units here), the width of the circles' real gap at the placements the lesson tests; and the
 * step it is about is the very next one, whose verdict the reveal reports.
 */
class PredictGapTest {

    private static final int STEPS = 1_500;

    @Test
    void everyContactQuestionGivesTheGapItIsAbout() {
        int asked = 0;
        for (Lessons.Entry entry : Lessons.ALL) {
            Playground model = new Playground(entry, LookAheadTest.SPRITES);
            if (!(model.lesson().prediction().orElse(null) instanceof NextContact)) {
                continue;
            }
            List<Preset> scenes = new ArrayList<>(PresetScenes.of(model.lesson()));
            scenes.add(0, null);
            for (Preset scene : scenes) {
                model.open(entry);
                if (scene != null) {
                    model.apply(PresetScenes.of(model.lesson()).get(scenes.indexOf(scene) - 1));
                }
                asked += questions(model, entry.id() + (scene == null ? "" : " / " + scene.name()));
            }
        }
        assertThat(asked).as("questions asked").isGreaterThan(20);
    }

    /** Runs Predict in {@code model} for {@link #STEPS} steps, checking each question; returns how many were asked. */
    private static int questions(Playground model, String where) {
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        int asked = 0;
        while (model.simulation().steps() < STEPS) {
            if (mode.phase() == PredictMode.Phase.PREDICT) {
                NextContact jets = (NextContact) model.lesson();
                double apart = apart(jets.flyer(), jets.waiting());
                long step = model.simulation().steps();
                assertThat(apart).as("%s, step %d: the circles are apart when asked", where, step).isPositive();
                Segment gap = mode.gap().orElseThrow();
                assertThat(gap.length()).as("%s, step %d: the gap marked", where, step).isCloseTo(apart, org.assertj.core.data.Offset.offset(1e-9));
                assertThat(mode.question().prompt()).as("%s, step %d", where, step).isEqualTo(Texts.format("predict.circle", apart))
                        .contains(String.format(java.util.Locale.ROOT, "%.2f\u00a0px", apart));
                long hits = jets.realHits(BoundKind.CIRCLE) + jets.falseAlarms(BoundKind.CIRCLE);
                long pixels = jets.realHits(BoundKind.PIXELS);
                mode.answer(2);
                assertThat(model.simulation().steps()).as("%s: the step asked about is the next one", where).isEqualTo(step + 1);
                Outcome truth = jets.realHits(BoundKind.CIRCLE) + jets.falseAlarms(BoundKind.CIRCLE) == hits ? Outcome.MISS
                        : jets.realHits(BoundKind.PIXELS) > pixels ? Outcome.REAL_HIT : Outcome.FALSE_ALARM;
                assertThat(mode.gap()).as("no mark once the step has run").isEmpty();
                PredictModeTest.observeAndExplain(mode);
                assertThat(mode.reveal()).as("%s, step %d", where, step).startsWith(Stages.line(model.lesson().prediction().orElseThrow(), Outcome.MISS, truth) + "\n");
                asked++;
                mode.carryOn();
            } else if (model.paused()) {
                model.setPaused(false);
            } else {
                model.tick();
            }
        }
        mode.setOn(false);
        return asked;
    }

    /** The gap between the bodies' bounding circles at the placements the lesson tests, found here without the predict code. */
    private static double apart(Body a, Body b) {
        Placement pa = Placement.nearest(a.pose());
        Placement pb = Placement.nearest(b.pose());
        return Math.hypot(pb.x() - pa.x(), pb.y() - pa.y()) - a.shape().circleRadius() - b.shape().circleRadius();
    }
}
