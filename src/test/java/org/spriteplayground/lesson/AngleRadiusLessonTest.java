package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.AngleRadiusCheck;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

class AngleRadiusLessonTest {

    private final AngleRadius lesson = new AngleRadius();

    @Test
    void presetsLandWhereTheirNamesSay() {
        apply("Blind spot (missed)");
        assertThat(Collisions.overlaps(lesson.circle(), lesson.box())).isTrue();
        assertThat(Collisions.overlapsByAngleRadius(lesson.circle(), lesson.box())).isFalse();
        assertThat(readout("exact (closest point)")).isEqualTo("HIT");
        assertThat(readout("seed 002 (angle radius)")).isEqualTo("MISS");
        apply("Box radius catches");
        assertThat(AngleRadiusCheck.of(lesson.circle(), lesson.box()).decidedBy()).isEqualTo(AngleRadiusCheck.Step.BOX_RADIUS);
        apply("Corner catches");
        AngleRadiusCheck corner = AngleRadiusCheck.of(lesson.circle(), lesson.box());
        assertThat(corner.decidedBy()).isEqualTo(AngleRadiusCheck.Step.CORNER);
        assertThat(corner.hit()).isTrue();
        apply("Centre inside");
        assertThat(AngleRadiusCheck.of(lesson.circle(), lesson.box()).decidedBy()).isEqualTo(AngleRadiusCheck.Step.CENTER_INSIDE);
    }

    @Test
    void shadedCellsAreExactlyTheMissedCentresAndTheShareIsMeasured() {
        AngleRadius.Disagreement sampled = lesson.disagreement();
        assertThat(sampled.cells()).isNotEmpty();
        for (Vec2 cell : sampled.cells()) {
            Circle c = new Circle(cell, lesson.circle().radius());
            assertThat(Collisions.overlaps(c, lesson.box())).isTrue();
            assertThat(Collisions.overlapsByAngleRadius(c, lesson.box())).isFalse();
        }
        assertThat(sampled.missedShare()).isBetween(0.01, 0.5);
        assertThat(readout("missed centres")).isEqualTo(Integer.toString(sampled.cells().size()));
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.NONE);
        assertThat(draw.shapes(Ink.SHADE)).hasSize(sampled.cells().size());
        // A tiny circle is missed almost nowhere; the sample follows the radius.
        lesson.setCircle(Circle.of(400, 120, 1));
        assertThat(lesson.disagreement().radius()).isEqualTo(1.0);
        assertThat(lesson.disagreement().missedShare()).isLessThan(sampled.missedShare());
    }

    @Test
    void theWorkingIsDrawnFromTheCheck() {
        apply("Blind spot (missed)");
        AngleRadiusCheck check = AngleRadiusCheck.of(lesson.circle(), lesson.box());
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.NONE);
        assertThat(draw.shapes(Ink.MARK)).contains(check.corner());
        assertThat(draw.shapes(Ink.HEADING)).singleElement().isEqualTo(java.util.List.of(lesson.box().center(), check.rayPoint()));
    }

    private void apply(String name) {
        lesson.presets().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply().run();
    }

    private String readout(String label) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.label().equals(label)).findFirst().orElseThrow().values().get(0);
    }
}
