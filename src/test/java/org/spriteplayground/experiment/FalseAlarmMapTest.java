package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** The false-alarm map against exact areas and against the experiment at the same turns. */
class FalseAlarmMapTest {

    private final SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
    private final SpriteAnalysis crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());

    private static SpriteAnalysis block(int w, int h) {
        int[] argb = new int[w * h];
        Arrays.fill(argb, 0xFF000000);
        return SpriteAnalysis.of(new Sprite("block", AlphaMask.fromArgb(w, h, argb)));
    }

    @Test
    void theCirclesHitAreaIsTheDiscOfTheSummedRadiiUpToTheLattice() {
        // Seed 004's radii from the image sizes: 60 x 80 gives 50, 64 x 64 gives 45.25.
        double reach = Math.hypot(30, 40) + Math.hypot(32, 32);
        FalseAlarmMap map = FalseAlarmMap.of(BoundKind.CIRCLE, jet, 17, crescent, 200);
        // Every lattice point in the disc has its unit square inside the disc grown by half a diagonal,
        // and the disc shrunk by as much is covered by those squares.
        double slack = Math.sqrt(0.5);
        assertThat((double) map.hitArea()).isBetween(Math.PI * (reach - slack) * (reach - slack), Math.PI * (reach + slack) * (reach + slack));
        assertThat((double) map.hitArea()).isCloseTo(Math.PI * reach * reach, within(0.005 * Math.PI * reach * reach));
        assertThat(map.at(95, 0)).isEqualTo(FalseAlarmMap.Cell.FALSE_ALARM);
        assertThat(map.at(96, 0)).isEqualTo(FalseAlarmMap.Cell.NONE);
    }

    /**
     * The pixels share a cell where two cell centres, each inside its turned rectangle, stand the
     * offset apart: so every such offset lies in the exact sum K = A &oplus; &minus;B, and (taking each
     * centre nearest a point of the rectangles shrunk by r = &radic;2/2) every lattice point of K' =
     * (A &minus; r) &oplus; &minus;(B &minus; r) is one. A convex region L holds at least area(L) &minus;
     * r&middot;perimeter(L) lattice points and at most area(L) + r&middot;perimeter(L) + &pi;r&sup2;.
     * Side by side the count is exactly (2w &minus; 1)(2h &minus; 1).
     */
    @Test
    void aSolidRectanglesContactRegionIsTheMinkowskiSumOfTheTurnedRectanglesUpToTheLattice() {
        SpriteAnalysis block = block(40, 12);
        double r = Math.sqrt(0.5);
        for (int[] turns : new int[][] {{0, 0}, {0, 90}, {90, 0}, {30, 75}, {10, 190}, {300, 45}, {7, 13}}) {
            FalseAlarmMap map = FalseAlarmMap.of(BoundKind.PIXELS, block, turns[0], block, turns[1]);
            double outer = minkowskiArea(rectangle(40, 12, turns[0], 1), rectangle(40, 12, turns[1], -1));
            double inner = minkowskiArea(rectangle(40 - 2 * r, 12 - 2 * r, turns[0], 1), rectangle(40 - 2 * r, 12 - 2 * r, turns[1], -1));
            assertThat((double) map.contactArea()).as("turns %d and %d", turns[0], turns[1])
                    .isBetween(inner - r * 4 * (40 + 12 - 4 * r), outer + r * 4 * (40 + 12) + Math.PI * r * r);
            assertThat(map.falseAlarmArea()).isZero();
        }
        assertThat(FalseAlarmMap.of(BoundKind.PIXELS, block, 0, block, 0).contactArea()).isEqualTo(79 * 23);
        assertThat(FalseAlarmMap.of(BoundKind.PIXELS, block, 0, block, 90).contactArea()).as("crossed: about 52 x 52")
                .isBetween(50L * 50, 52L * 52);
    }

    @Test
    void everyEnclosingKindHoldsThePixelsContactAndRaisesAlarmsAroundIt() {
        FalseAlarmMap truth = FalseAlarmMap.of(BoundKind.PIXELS, jet, 40, crescent, 300);
        assertThat(truth.share()).isZero();
        assertThat(truth.hitArea()).isEqualTo(truth.contactArea()).isPositive();
        for (BoundKind kind : BoundKind.values()) {
            FalseAlarmMap map = FalseAlarmMap.of(kind, jet, 40, crescent, 300);
            assertThat(map.contactArea()).as(kind.name()).isEqualTo(truth.contactArea());
            assertThat(map.share()).as(kind.name()).isEqualTo((double) map.falseAlarmArea() / map.hitArea());
            boolean[] alarms = map.cells(FalseAlarmMap.Cell.FALSE_ALARM);
            int counted = 0;
            for (boolean on : alarms) {
                counted += on ? 1 : 0;
            }
            assertThat((long) counted).isEqualTo(map.falseAlarmArea());
        }
        assertThat(FalseAlarmMap.of(BoundKind.CIRCLE, jet, 40, crescent, 300).share())
                .isGreaterThan(FalseAlarmMap.of(BoundKind.OBB, jet, 40, crescent, 300).share());
    }

    @Test
    void theShareIsTheExperimentsFalseAlarmRateAtTheSameTurns() {
        for (BoundKind kind : List.of(BoundKind.CIRCLE, BoundKind.AABB, BoundKind.TIGHT_AABB, BoundKind.OBB, BoundKind.MIN_CIRCLE)) {
            FalseAlarmMap map = FalseAlarmMap.of(kind, jet, 45, crescent, 120);
            FixedTurns.Rate measured = FixedTurns.measure(kind, jet, 45, crescent, 120, 40_000, 5);
            assertThat(measured.falseAlarmRate()).as(kind.name()).isCloseTo(map.share(), within(4 * measured.standardError()));
        }
    }

    @Test
    void theShareDependsOnTheTurnsAsTheExperimentsRateDoes() {
        FalseAlarmMap square = FalseAlarmMap.of(BoundKind.AABB, jet, 0, jet, 0);
        FalseAlarmMap diagonal = FalseAlarmMap.of(BoundKind.AABB, jet, 45, jet, 45);
        assertThat(diagonal.share() - square.share()).as("the image box is loosest at 45°").isGreaterThan(0.1);
        FixedTurns.Rate measured = FixedTurns.measure(BoundKind.AABB, jet, 45, jet, 45, 40_000, 8);
        assertThat(measured.falseAlarmRate()).isCloseTo(diagonal.share(), within(4 * measured.standardError()));
        assertThat(measured.degreesA()).isEqualTo(45);
    }

    /** Corners of a w x h rectangle about its centre, turned clockwise on screen by {@code degrees}, times {@code sign}. */
    private static List<double[]> rectangle(double w, double h, int degrees, int sign) {
        double c = Math.cos(Math.toRadians(degrees));
        double s = Math.sin(Math.toRadians(degrees));
        List<double[]> corners = new ArrayList<>();
        for (double[] p : new double[][] {{-w / 2, -h / 2}, {w / 2, -h / 2}, {w / 2, h / 2}, {-w / 2, h / 2}}) {
            corners.add(new double[] {sign * (p[0] * c - p[1] * s), sign * (p[0] * s + p[1] * c)});
        }
        return corners;
    }

    /** The area of P &oplus; Q: the convex hull of every pairwise sum (monotone chain), then the shoelace formula. */
    private static double minkowskiArea(List<double[]> p, List<double[]> q) {
        List<double[]> sums = new ArrayList<>();
        for (double[] u : p) {
            for (double[] v : q) {
                sums.add(new double[] {u[0] + v[0], u[1] + v[1]});
            }
        }
        sums.sort(Comparator.<double[]>comparingDouble(v -> v[0]).thenComparingDouble(v -> v[1]));
        List<double[]> hull = new ArrayList<>();
        for (int pass = 0; pass < 2; pass++) {
            int start = hull.size();
            for (double[] v : sums) {
                while (hull.size() >= start + 2 && cross(hull.get(hull.size() - 2), hull.get(hull.size() - 1), v) <= 0) {
                    hull.remove(hull.size() - 1);
                }
                hull.add(v);
            }
            hull.remove(hull.size() - 1);
            java.util.Collections.reverse(sums);
        }
        double twice = 0;
        for (int i = 0; i < hull.size(); i++) {
            double[] u = hull.get(i);
            double[] v = hull.get((i + 1) % hull.size());
            twice += u[0] * v[1] - v[0] * u[1];
        }
        return Math.abs(twice) / 2;
    }

    private static double cross(double[] o, double[] a, double[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }
}
