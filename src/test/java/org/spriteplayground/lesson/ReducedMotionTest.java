package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Motion;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;

/** With reduced motion, flying-jets' hit leaves a static mark where it would flash for a third of a second. */
class ReducedMotionTest {

    private final FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);
    private final Simulation sim = new Simulation(lesson);

    @AfterEach
    void motionAsUsual() {
        Motion.setReduced(false);
    }

    @Test
    void usuallyTheHitFlashesAndThenIsGone() {
        steps(100); // the circles meet at step 100
        assertThat(hitMarks()).isNotEmpty();
        assertThat(labels()).contains("reset!");
        steps(JetFlight.FLASH_STEPS);
        assertThat(hitMarks()).isEmpty();
        assertThat(labels()).doesNotContain("reset!");
    }

    @Test
    void withReducedMotionTheHitLeavesAQuietMarkThatStaysUntilTheNext() {
        Motion.setReduced(true);
        assertThat(labels()).as("before any hit").doesNotContain(Texts.text("jets.lastReset"));
        steps(100);
        List<RecordingDraw.Mark> mark = staticMarks();
        assertThat(mark).hasSize(1);
        assertThat(hitMarks()).as("no flash").isEmpty();
        assertThat(labels()).contains(Texts.text("jets.lastReset")).doesNotContain("reset!");
        for (int i = 0; i < JetFlight.FLASH_STEPS + 30; i++) {
            sim.step();
            assertThat(hitMarks()).isEmpty();
            assertThat(staticMarks()).as("the same mark, in the same place, step after step").isEqualTo(mark);
        }
        sim.reset();
        assertThat(labels()).as("after a reset").doesNotContain(Texts.text("jets.lastReset"));
    }

    private void steps(int n) {
        for (int i = 0; i < n; i++) {
            sim.step();
        }
    }

    private List<RecordingDraw.Mark> drawn() {
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.DEFAULT);
        return draw.marks();
    }

    private List<RecordingDraw.Mark> hitMarks() {
        return drawn().stream().filter(m -> m.ink() == Ink.HIT && m.kind().equals("circle")).toList();
    }

    private List<RecordingDraw.Mark> staticMarks() {
        // The circle only: its label gives way where the flyer passes over it, as any label on the canvas does.
        return drawn().stream().filter(m -> m.ink() == Ink.CONSTRUCTION && m.kind().equals("circle")).toList();
    }

    private List<Object> labels() {
        return drawn().stream().filter(m -> m.kind().equals("label")).map(RecordingDraw.Mark::shape).toList();
    }
}
