package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.AngleRadiusCheck;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.scene.PresetScenes;
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

    /**
     * An independent estimate of the missed share: seeded uniform centres over the box grown by r,
     * judged by the two tests themselves. With 400,000 centres the standard error is about 0.06
     * percentage points; the readout, rounded to 0.1, must agree within 0.3.
     */
    private static double monteCarloShare(Aabb box, double r, long seed) {
        Random random = new Random(seed);
        double minX = box.minX() - r;
        double minY = box.minY() - r;
        double w = box.width() + 2 * r;
        double h = box.height() + 2 * r;
        int hits = 0;
        int missed = 0;
        for (int i = 0; i < 400_000; i++) {
            Circle c = Circle.of(minX + w * random.nextDouble(), minY + h * random.nextDouble(), r);
            if (Collisions.overlaps(c, box)) {
                hits++;
                if (!Collisions.overlapsByAngleRadius(c, box)) {
                    missed++;
                }
            }
        }
        return 100.0 * missed / hits;
    }

    private double shownShare() {
        String shown = readout("real hits missed");
        assertThat(shown).endsWith(" %");
        return Double.parseDouble(shown.substring(0, shown.length() - 2));
    }

    @Test
    void theMissedShareAgreesWithAnIndependentMonteCarloEstimateIncludingMultiplesOfFour() {
        long seed = 2;
        for (double r : new double[] {10, 25, 32, 40, 44, 61}) {
            lesson.setCircle(Circle.of(400, 120, r));
            assertThat(shownShare()).as("r = " + r).isCloseTo(monteCarloShare(lesson.box(), r, seed++), within(0.3));
        }
        lesson.setCircle(Circle.of(400, 120, 40));
        assertThat(readout("real hits missed")).isEqualTo("13.1 %");
    }

    @Test
    void theMissedShareChangesSmoothlyAsTheRadiusIsWheeled() {
        lesson.setCircle(Circle.of(400, 120, 30));
        double before = shownShare();
        for (double r = 30.25; r <= 50; r += 0.25) {
            lesson.setCircle(Circle.of(400, 120, r));
            double now = shownShare();
            assertThat(Math.abs(now - before)).as("r = " + r).isLessThanOrEqualTo(0.3);
            before = now;
        }
    }

    @Test
    void theCircleStaysInTheViewAndTheWheelStopsAtAThirdOfIt() {
        Handle handle = lesson.grab(lesson.circle().center(), 1).orElseThrow();
        handle.moveTo(new Vec2(1e5, 1e5));
        Circle c = lesson.circle();
        assertThat(c.center()).isEqualTo(new Vec2(lesson.bounds().maxX() - c.radius(), lesson.bounds().maxY() - c.radius()));
        for (int i = 0; i < 100; i++) {
            handle.resizeBy(10);
        }
        assertThat(lesson.circle().radius()).isEqualTo(Math.min(lesson.bounds().width(), lesson.bounds().height()) / 3);
        for (int i = 0; i < 100; i++) {
            handle.resizeBy(-10);
        }
        assertThat(lesson.circle().radius()).isEqualTo(5.0);
    }

    @Test
    void aFullTurnIsNotShownAs360() {
        lesson.setCircle(Circle.of(lesson.box().center().x() + 100, lesson.box().center().y() - 0.01, 25));
        assertThat(readout("angle θ (°)")).isEqualTo("0.0");
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

    @Test
    void resetPutsTheCircleBackToThePresetAndKeepsTheShading() {
        apply("Corner catches");
        Circle preset = lesson.circle();
        ((Control.Toggle) lesson.controls().get(0)).set().accept(false);
        lesson.grab(preset.center(), 1).orElseThrow().moveTo(new Vec2(150, 300));
        lesson.reset();
        assertThat(lesson.circle()).isEqualTo(preset);
        assertThat(((Control.Toggle) lesson.controls().get(0)).value().getAsBoolean()).isFalse();
    }

    private void apply(String name) {
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply().run();
    }

    private String readout(String label) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.label().equals(label)).findFirst().orElseThrow().values().get(0);
    }
}
