package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** The exact expectations beside what the experiment measures. */
class TheoryTest {

    /** A solid rectangle: convex, so its hull is itself and only the pixel lattice stands between theory and pixels. */
    private static SpriteAnalysis block(int w, int h) {
        int[] argb = new int[w * h];
        Arrays.fill(argb, 0xFF000000);
        return SpriteAnalysis.of(new Sprite("block", AlphaMask.fromArgb(w, h, argb)));
    }

    @Test
    void aSolidRectanglesMeasuredRatesLandWithinAPointOfTheExactOnes() {
        SpriteAnalysis block = block(200, 60);
        Theory theory = Theory.of(block, block);
        Experiment.Result measured = Experiment.run(block, block, 200_000, 7);
        for (BoundKind kind : new BoundKind[] {BoundKind.CIRCLE, BoundKind.AABB}) {
            Experiment.KindStats s = measured.of(kind);
            assertThat((double) s.hits() / s.tests()).as("hit rate of %s", kind).isCloseTo(theory.of(kind).hitRate(), within(0.01));
            assertThat(s.falseAlarmRate()).as("false-alarm rate of %s", kind).isCloseTo(theory.of(kind).hullFalseAlarmRate(), within(0.01));
        }
        Experiment.KindStats box = measured.of(BoundKind.OBB);
        assertThat((double) box.hits() / box.tests()).as("the turned box is the rectangle itself").isCloseTo(theory.hullRate(), within(0.01));
        double pixels = (double) measured.of(BoundKind.PIXELS).hits() / measured.trials();
        assertThat(pixels).as("a convex sprite's pixels meet as its hull does, less the lattice").isCloseTo(theory.hullRate(), within(0.01));
        assertThat(theory.of(BoundKind.CIRCLE).hitRate()).isCloseTo(1 / 1.69, within(1e-12));
    }

    @Test
    void aNonConvexPairsPixelsMeetClearlyLessThanTheirHulls() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        Theory theory = Theory.of(jet, jet);
        Experiment.Result measured = Experiment.run(jet, jet, 200_000, 3);
        double pixels = (double) measured.of(BoundKind.PIXELS).hits() / measured.trials();
        assertThat(theory.hullRate() - pixels).as("the hulls' room the jets do not fill").isGreaterThan(0.02);
        for (BoundKind kind : BoundKind.values()) {
            Experiment.KindStats s = measured.of(kind);
            assertThat((double) s.hits() / s.tests()).as("hit rate of %s", kind)
                    .isCloseTo(kind == BoundKind.PIXELS ? pixels : theory.of(kind).hitRate(), within(0.004));
        }
        assertThat(theory.of(BoundKind.AABB).how()).as("the jets' image boxes reach out of the sampling disc").contains("cut to the sampling disc");
        assertThat(theory.gap(measured)).as("the pixels' share with its error").containsPattern("The pixels met in \\d\\d\\.\\d+ ± 0\\.\\d+ % of placements")
                .contains("1,788 of 2,825\u00A0px²");
    }

    @Test
    void boundsReachingOutOfTheSamplingDiscAreCutToIt() {
        // A bar along the top edge of a square image: its smallest circle sits off the pivot, and
        // the square's boxes at 45 degrees reach past the sampling disc's rim. Checked against a
        // seeded count with B's pivot anywhere in the disc (no lattice) and whole-degree turns.
        int side = 100;
        int[] argb = new int[side * side];
        Arrays.fill(argb, 0, 4 * side, 0xFF000000);
        SpriteAnalysis bar = SpriteAnalysis.of(new Sprite("bar", AlphaMask.fromArgb(side, side, argb)));
        Theory theory = Theory.of(bar, bar);
        java.util.Random random = new java.util.Random(13);
        int trials = 2_000_000;
        int aabb = 0;
        int min = 0;
        for (int i = 0; i < trials; i++) {
            double r = theory.reach() * Math.sqrt(random.nextDouble());
            double t = random.nextDouble() * 2 * Math.PI;
            Pose pa = Pose.of(0, 0, Math.toRadians(random.nextInt(360)));
            Pose pb = Pose.of(r * Math.cos(t), r * Math.sin(t), Math.toRadians(random.nextInt(360)));
            aabb += Collisions.overlaps(bar.aabb(pa), bar.aabb(pb)) ? 1 : 0;
            min += Collisions.overlaps(bar.minCircle(pa), bar.minCircle(pb)) ? 1 : 0;
        }
        assertThat(theory.of(BoundKind.AABB).how()).contains("cut to the sampling disc");
        assertThat(theory.of(BoundKind.MIN_CIRCLE).how()).contains("cut to the sampling disc");
        // About 3.5 standard deviations of the count; not cutting would be off by 0.0014 and 0.002.
        assertThat((double) aabb / trials).isCloseTo(theory.of(BoundKind.AABB).hitRate(), within(0.0012));
        assertThat((double) min / trials).isCloseTo(theory.of(BoundKind.MIN_CIRCLE).hitRate(), within(0.0012));
    }

    @Test
    void hullAreaAndPerimeterAreTheHandAndShoelaceValues() {
        Theory rectangles = Theory.of(block(200, 60), block(30, 10));
        assertThat(rectangles.hullA()).isEqualTo(new Theory.Hull(12_000, 520, 12_000));
        assertThat(rectangles.hullB()).isEqualTo(new Theory.Hull(300, 80, 300));
        // A pixel disc of radius 20 (centres within 20 of the middle): its hull lies between the
        // circle through the outermost centres and the one round the outermost corners.
        int side = 40;
        int[] argb = new int[side * side];
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                argb[y * side + x] = Math.hypot(x + 0.5 - 20, y + 0.5 - 20) <= 20 ? 0xFF000000 : 0;
            }
        }
        SpriteAnalysis disc = SpriteAnalysis.of(new Sprite("disc", AlphaMask.fromArgb(side, side, argb)));
        Theory.Hull hull = Theory.of(disc, disc).hullA();
        assertThat(hull.area()).isCloseTo(shoelace(disc), within(1e-9)).isBetween(Math.PI * 400, Math.PI * 21 * 21);
        assertThat(hull.perimeter()).isBetween(2 * Math.PI * 20, 2 * Math.PI * 21);
    }

    private static double shoelace(SpriteAnalysis s) {
        double twice = 0;
        int n = s.hull().size();
        for (int i = 0; i < n; i++) {
            var p = s.hull().get(i);
            var q = s.hull().get((i + 1) % n);
            twice += p.x() * q.y() - q.x() * p.y();
        }
        return Math.abs(twice) / 2;
    }

    @Test
    void theBoxesExpectationIsTheFactoredMeanWhenTheBoxesStayInTheDisc() {
        SpriteAnalysis a = block(200, 60);
        SpriteAnalysis b = block(90, 30);
        Theory theory = Theory.of(a, b);
        assertThat(theory.of(BoundKind.AABB).how()).doesNotContain("cut");
        double[] wa = new double[360];
        double[] ha = new double[360];
        double[] wb = new double[360];
        double[] hb = new double[360];
        for (int d = 0; d < 360; d++) {
            Aabb p = Aabb.ofRotatedRect(0, 0, 200, 60, Math.toRadians(d));
            Aabb q = Aabb.ofRotatedRect(0, 0, 90, 30, Math.toRadians(d));
            wa[d] = p.width();
            ha[d] = p.height();
            wb[d] = q.width();
            hb[d] = q.height();
        }
        double factored = meanProduct(wa, ha) + meanProduct(wb, hb) + mean(wa) * mean(hb) + mean(wb) * mean(ha);
        assertThat(theory.of(BoundKind.AABB).hitRate() * Math.PI * theory.reach() * theory.reach()).isCloseTo(factored, within(1e-6));
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElseThrow();
    }

    private static double meanProduct(double[] u, double[] v) {
        double sum = 0;
        for (int i = 0; i < u.length; i++) {
            sum += u[i] * v[i];
        }
        return sum / u.length;
    }

    @Test
    void theKinematicMeanMatchesASeededCountOfOverlappingTurnedBoxes() {
        // Boxes 30 x 10 and 20 x 16 at uniform angles, B's centre uniform in a 100 x 100 square.
        java.util.Random random = new java.util.Random(11);
        int trials = 400_000;
        int met = 0;
        for (int i = 0; i < trials; i++) {
            var a = new org.spriteplayground.geometry.Obb(org.spriteplayground.geometry.Vec2.ZERO, 15, 5, random.nextDouble() * 2 * Math.PI);
            var b = new org.spriteplayground.geometry.Obb(new org.spriteplayground.geometry.Vec2(random.nextDouble() * 100 - 50, random.nextDouble() * 100 - 50),
                    10, 8, random.nextDouble() * 2 * Math.PI);
            met += org.spriteplayground.geometry.Collisions.overlaps(a, b) ? 1 : 0;
        }
        double counted = 10_000.0 * met / trials;
        double exact = Theory.kinematic(300, 80, 320, 72);
        double sd = 10_000.0 * Math.sqrt(exact / 10_000 * (1 - exact / 10_000) / trials);
        assertThat(counted).isCloseTo(exact, within(4 * sd));
        // The same mean, taken over whole degrees from the boxes' exact meeting areas.
        ConvexPolygon p = new ConvexPolygon(block(30, 10).hull());
        ConvexPolygon q = new ConvexPolygon(block(20, 16).hull());
        assertThat(p.meetingArea(q, 0)).isCloseTo(50.0 * 26, within(1e-9));
        assertThat(p.meetingArea(q, 90)).isCloseTo(46.0 * 30, within(1e-9));
        double wholeDegrees = java.util.stream.IntStream.range(0, 360).mapToDouble(d -> p.meetingArea(q, d)).average().orElseThrow();
        assertThat(wholeDegrees).isCloseTo(exact, within(exact * 1e-4));
    }

    @Test
    void aTrianglesDifferenceBodyIsSixTimesItsAreaAndItsDoubleFourTimes() {
        ConvexPolygon triangle = new ConvexPolygon(java.util.List.of(new org.spriteplayground.geometry.Vec2(0, 0),
                new org.spriteplayground.geometry.Vec2(4, 0), new org.spriteplayground.geometry.Vec2(0, 3)));
        assertThat(triangle.area()).isEqualTo(6);
        assertThat(triangle.perimeter()).isEqualTo(12);
        assertThat(triangle.meetingArea(triangle, 0)).isCloseTo(36, within(1e-9));
        assertThat(triangle.meetingArea(triangle, 180)).isCloseTo(24, within(1e-9));
    }

    @Test
    void wholeDegreesChangeTheHullsChanceByAHundredthOfAPointAtMost() {
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        SpriteAnalysis crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());
        Theory theory = Theory.of(jet, crescent);
        assertThat(theory.hullRateWholeDegrees()).isCloseTo(theory.hullRate(), within(1e-4));
        for (Theory.Expectation e : theory.expectations()) {
            if (e.kind().encloses()) {
                assertThat(e.hitRate()).as("%s holds the hull", e.kind()).isGreaterThanOrEqualTo(theory.hullRate());
                assertThat(e.hullFalseAlarmRate()).isCloseTo(1 - theory.hullRate() / e.hitRate(), within(1e-12));
            }
        }
    }
}
