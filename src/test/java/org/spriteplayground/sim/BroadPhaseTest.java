package org.spriteplayground.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The three broad phases against independent counts: each finds exactly the overlapping pairs
 * that testing every pair finds, and hands the circle test exactly the candidates its own rule
 * names, counted here pair by pair (same or neighbouring cell; x intervals that meet; boxes that
 * meet).
 */
class BroadPhaseTest {

    private static final double W = 1920;
    private static final double H = 1200;

    static List<Arguments> swarms() {
        List<Arguments> cases = new java.util.ArrayList<>();
        for (SwarmLayout layout : SwarmLayout.values()) {
            for (int n : new int[] {1, 2, 40, 300, 1500}) {
                cases.add(Arguments.of(layout, n, n % 7 + 11L));
            }
        }
        return cases;
    }

    @ParameterizedTest(name = "{0}, {1} bodies, seed {2}")
    @MethodSource("swarms")
    void everyMethodFindsExactlyThePairsAllPairsFindsFromExactlyTheCandidatesItsRuleNames(SwarmLayout layout, int n, long seed) {
        Swarm swarm = new Swarm(W, H);
        swarm.populate(layout.lay(n, W, H, 30, seed));
        GridBroadPhase grid = new GridBroadPhase(W, H);
        SweepAndPrune sap = new SweepAndPrune();
        BoxTree tree = new BoxTree();
        for (int step = 0; step < 40; step++) {
            Set<Long> truth = AllPairs.of(swarm);
            for (BroadPhase method : List.of(grid, sap, tree)) {
                int hits = method.collide(swarm.xs(), swarm.ys(), swarm.radii(), n);
                assertThat(hits).isEqualTo(method.hits());
                assertThat(pairs(method)).as("%s at step %d", method.getClass().getSimpleName(), step).isEqualTo(truth);
                assertThat(method.candidates()).as("candidates hold the confirmed pairs").isGreaterThanOrEqualTo(hits);
            }
            assertThat(grid.candidates()).as("grid candidates").isEqualTo(neighbouringCells(swarm, grid.cellSize()));
            assertThat(sap.candidates()).as("sweep and prune candidates").isEqualTo(meeting(swarm, false));
            assertThat(tree.candidates()).as("tree candidates").isEqualTo(meeting(swarm, true));
            swarm.move(step < 20 ? 1 / 60.0 : 0.5);
        }
    }

    /** The swarms above and one so crowded that a body sweeps more slots than a block of hits holds. */
    static List<Arguments> swarmsAndACrowd() {
        List<Arguments> cases = new java.util.ArrayList<>(swarms());
        cases.add(Arguments.of(SwarmLayout.FEW_HUGE, 5000, 3L));
        return cases;
    }

    @ParameterizedTest(name = "{0}, {1} bodies, seed {2}")
    @MethodSource("swarmsAndACrowd")
    void theGridHandsItsConfirmationEveryCircleHitOnceLowerBodyFirstAndCountsWhatItConfirms(SwarmLayout layout, int n, long seed) {
        Swarm swarm = new Swarm(W, H);
        swarm.populate(layout.lay(n, W, H, 30, seed));
        RecordingConfirmation recorder = new RecordingConfirmation();
        swarm.grid().confirmWith(recorder);
        for (int step = 0; step < 5; step++) {
            recorder.pairs.clear();
            swarm.step(step < 3 ? 1 / 60.0 : 0.5);
            Set<Long> truth = AllPairs.of(swarm);
            assertThat(recorder.pairs).as("pairs handed over at step %d", step).isEqualTo(truth);
            assertThat(swarm.grid().hits()).isEqualTo(truth.size());
            assertThat(swarm.grid().confirmed()).as("confirmed at step %d", step).isEqualTo(truth.stream().filter(RecordingConfirmation::confirms).count());
            assertThat(pairs(swarm.grid())).as("pairs listed after the confirmation").isEqualTo(truth);
        }
        swarm.grid().confirmWith(null);
        swarm.collide();
        assertThat(swarm.grid().confirmed()).as("without a confirmation every circle hit counts").isEqualTo(swarm.grid().hits());
    }

    /** Keeps the pairs of bodies it is handed, checking each comes once, lower body first; confirms those whose bodies' sum is a multiple of three. */
    private static final class RecordingConfirmation implements GridBroadPhase.Confirmation {
        final Set<Long> pairs = new HashSet<>();
        private int[] bodyIn = new int[0];

        static boolean confirms(long pair) {
            return ((pair >>> 32) + (int) pair) % 3 == 0;
        }

        @Override
        public void filed(int[] slotOf, int n) {
            bodyIn = new int[n];
            for (int b = 0; b < n; b++) {
                bodyIn[slotOf[b]] = b;
            }
        }

        @Override
        public int confirm(int[] first, int[] second, int n) {
            int confirmed = 0;
            for (int k = 0; k < n; k++) {
                int a = bodyIn[first[k]];
                int b = bodyIn[second[k]];
                assertThat(a).as("the lower body first").isLessThan(b);
                long pair = AllPairs.pair(a, b);
                assertThat(pairs.add(pair)).as("pair %d-%d handed over once", a, b).isTrue();
                confirmed += confirms(pair) ? 1 : 0;
            }
            return confirmed;
        }
    }

    @ParameterizedTest(name = "{0}, {1} bodies, seed {2}")
    @MethodSource("swarms")
    void theSameSeedGivesTheSameCounts(SwarmLayout layout, int n, long seed) {
        assertThat(run(layout, n, seed)).isEqualTo(run(layout, n, seed));
    }

    private static List<Long> run(SwarmLayout layout, int n, long seed) {
        Swarm swarm = new Swarm(W, H);
        swarm.populate(layout.lay(n, W, H, 30, seed));
        List<BroadPhase> methods = List.of(new GridBroadPhase(W, H), new SweepAndPrune(), new BoxTree());
        List<Long> counts = new java.util.ArrayList<>();
        for (int step = 0; step < 30; step++) {
            swarm.move(1 / 60.0);
            for (BroadPhase m : methods) {
                counts.add((long) m.collide(swarm.xs(), swarm.ys(), swarm.radii(), n));
                counts.add(m.candidates());
            }
        }
        return counts;
    }

    private static Set<Long> pairs(BroadPhase method) {
        Set<Long> found = new HashSet<>();
        for (int k = 0; k < method.hits(); k++) {
            assertThat(method.hitFirst(k)).isLessThan(method.hitSecond(k));
            assertThat(found.add(AllPairs.pair(method.hitFirst(k), method.hitSecond(k)))).as("pair %d found once", k).isTrue();
        }
        return found;
    }

    /** Pairs whose centres' cells (of side {@code cell}, the last cell holding the far edge) are the same or touch. */
    private static long neighbouringCells(Swarm s, double cell) {
        int cols = (int) Math.ceil(W / cell);
        int rows = (int) Math.ceil(H / cell);
        long count = 0;
        for (int i = 0; i < s.count(); i++) {
            for (int j = i + 1; j < s.count(); j++) {
                int dx = Math.min(cols - 1, (int) (s.xs()[i] / cell)) - Math.min(cols - 1, (int) (s.xs()[j] / cell));
                int dy = Math.min(rows - 1, (int) (s.ys()[i] / cell)) - Math.min(rows - 1, (int) (s.ys()[j] / cell));
                count += Math.abs(dx) <= 1 && Math.abs(dy) <= 1 ? 1 : 0;
            }
        }
        return count;
    }

    /** Pairs whose x intervals (and, with {@code boxes}, y intervals too) meet, widened by the touching tolerance. */
    private static long meeting(Swarm s, boolean boxes) {
        long count = 0;
        double pad = org.spriteplayground.geometry.Tolerance.TOUCH;
        for (int i = 0; i < s.count(); i++) {
            for (int j = i + 1; j < s.count(); j++) {
                double reach = s.radii()[i] + s.radii()[j] + 2 * pad;
                boolean x = Math.abs(s.xs()[i] - s.xs()[j]) <= reach;
                boolean y = Math.abs(s.ys()[i] - s.ys()[j]) <= reach;
                count += x && (y || !boxes) ? 1 : 0;
            }
        }
        return count;
    }
}
