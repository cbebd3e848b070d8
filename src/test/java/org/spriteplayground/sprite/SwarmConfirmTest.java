package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The swarm's bound tests by entry give the verdicts of {@link Bounds#overlap} on the rounded placements, in either order. */
class SwarmConfirmTest {

    private static final int BODIES = 300;

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({
        "jet, CIRCLE", "jet, AABB", "jet, TIGHT_AABB", "jet, OBB", "jet, MIN_CIRCLE", "jet, PIXELS",
        "jet, HULL", "jet, CAPSULE", "jet, KDOP8", "crescent, HULL", "crescent, CAPSULE", "crescent, KDOP8",
        "crescent, OBB", "crescent, MIN_CIRCLE", "crescent, PIXELS", "big, PIXELS"})
    void everyPairGetsTheVerdictOfBoundsOverlapInBothOrders(String name, BoundKind kind) {
        SpriteAnalysis sprite = name.equals("big") ? big() : SpriteAnalysis.of(SpriteLoader.bundled(name).sprite());
        SplittableRandom random = new SplittableRandom(name.hashCode() * 31L + kind.ordinal());
        double spread = 3 * sprite.circleRadius();
        double[] x = new double[BODIES];
        double[] y = new double[BODIES];
        double[] angle = new double[BODIES];
        int[] bodies = shuffled(random);
        int[] entryOf = new int[BODIES];
        for (int i = 0; i < BODIES; i++) {
            entryOf[bodies[i]] = i;
        }
        SwarmConfirm confirm = new SwarmConfirm(sprite);
        int same = 0;
        int hits = 0;
        for (int round = 0; round < 4; round++) {
            for (int i = 0; i < BODIES; i++) {
                x[i] = 500 + random.nextDouble() * spread;
                y[i] = 300 + random.nextDouble() * spread;
                // Some turns just under a full turn, which round to 0 degrees.
                angle[i] = i % 10 == 0 ? 2 * Math.PI - random.nextDouble() * 0.008 : random.nextDouble() * 2 * Math.PI;
            }
            confirm.place(kind, x, y, angle, entryOf, BODIES);
            int[] first = new int[BODIES * BODIES];
            int[] second = new int[BODIES * BODIES];
            int tested = 0;
            int met = 0;
            for (int i = 0; i < BODIES; i++) {
                Placement pi = placement(x[bodies[i]], y[bodies[i]], angle[bodies[i]]);
                for (int j = i + 1; j < BODIES; j += 1 + random.nextInt(4)) {
                    Placement pj = placement(x[bodies[j]], y[bodies[j]], angle[bodies[j]]);
                    boolean expected = Bounds.overlap(kind, sprite, pi, sprite, pj);
                    assertThat(confirm.overlap(i, j)).as("%s at %s and %s", kind, pi, pj).isEqualTo(expected);
                    assertThat(confirm.overlap(j, i)).as("%s at %s and %s", kind, pj, pi)
                            .isEqualTo(Bounds.overlap(kind, sprite, pj, sprite, pi));
                    first[tested] = i;
                    second[tested++] = j;
                    met += expected ? 1 : 0;
                }
            }
            assertThat(confirm.count(first, second, tested)).as("pairs counted as meeting").isEqualTo(met);
            same += tested;
            hits += met;
        }
        assertThat(hits).as("pairs that meet").isGreaterThan(same / 10);
        assertThat(same - hits).as("pairs that do not").isGreaterThan(same / 10);
    }

    /** The bodies in a random order: entry i holds body bodies[i]. */
    private static int[] shuffled(SplittableRandom random) {
        int[] bodies = new int[BODIES];
        for (int i = 0; i < BODIES; i++) {
            int j = random.nextInt(i + 1);
            bodies[i] = bodies[j];
            bodies[j] = i;
        }
        return bodies;
    }

    /** The stress lesson's rounding: nearest whole pixel, nearest whole degree of a turn in [0, 2π). */
    private static Placement placement(double x, double y, double angle) {
        return new Placement((int) Math.round(x), (int) Math.round(y), (int) Math.round(Math.toDegrees(angle)) % 360);
    }

    /** A sprite too large to turn at load (a ring with a bay), so pixels are read from the source. */
    private static SpriteAnalysis big() {
        int w = 520;
        int h = 400;
        int[] argb = new int[w * h];
        for (int py = 0; py < h; py++) {
            for (int px = 0; px < w; px++) {
                double dx = (px - w / 2.0) / (w / 2.0);
                double dy = (py - h / 2.0) / (h / 2.0);
                double d = dx * dx + dy * dy;
                boolean bay = px > w * 0.7 && Math.abs(py - h / 2) < h / 8;
                argb[py * w + px] = d < 1 && d > 0.35 && !bay ? 0xFF000000 : 0;
            }
        }
        SpriteAnalysis analysis = SpriteAnalysis.of(new Sprite("ring", AlphaMask.fromArgb(w, h, argb)));
        assertThat(analysis.eager).as("too large to turn at load").isFalse();
        return analysis;
    }
}
