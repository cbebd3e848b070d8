package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.draw.BroadPhaseOverlay;
import org.spriteplayground.sim.BroadPhase;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.SwarmLayout;

/** The broad-phase lesson: its readouts against counts made here, its overlay against the jets, its choices kept. */
class BroadPhasesTest {

    private final BroadPhases lesson = new BroadPhases(LessonsTest.SPRITES);

    @ParameterizedTest
    @EnumSource(SwarmLayout.class)
    void theReadoutsCountWhatEachMethodDidAndTheThreeConfirmExactlyThePairsThatOverlap(SwarmLayout layout) {
        lesson.setLayout(layout);
        lesson.setJets(400);
        for (int step = 0; step <= 30; step++) {
            Set<Long> truth = allPairs();
            List<String> candidates = values("candidate pairs");
            List<String> confirmed = values("confirmed pairs");
            for (int m = 0; m < 3; m++) {
                BroadPhase phase = lesson.phase(BroadPhaseMethod.values()[m]);
                assertThat(pairs(phase)).as("%s at step %d", phase.getClass().getSimpleName(), step).isEqualTo(truth);
                assertThat(number(confirmed.get(m))).isEqualTo(truth.size());
                assertThat(number(candidates.get(m))).isEqualTo(phase.candidates()).isGreaterThanOrEqualTo(truth.size());
            }
            lesson.step(Simulation.STEP_SECONDS);
        }
    }

    @Test
    void aFewHugeJetsGrowTheGridsCellsAndItsCandidatesWhileTheTreesBarelyMove() {
        lesson.setJets(1_000);
        long gridUniform = number(values("candidate pairs").get(0));
        long treeUniform = number(values("candidate pairs").get(2));
        assertThat(readout("grid cell (px)")).isEqualTo("100");
        lesson.setLayout(SwarmLayout.FEW_HUGE);
        assertThat(readout("huge jets")).isEqualTo("10");
        assertThat(readout("grid cell (px)")).isEqualTo("500");
        long grid = number(values("candidate pairs").get(0));
        long tree = number(values("candidate pairs").get(2));
        assertThat(grid).as("grid candidates with huge jets").isGreaterThan(10 * gridUniform);
        assertThat(tree).as("tree candidates with huge jets").isLessThan(2 * treeUniform);
        assertThat(number(values("candidate pairs").get(1))).as("sweep and prune").isLessThan(grid / 3);
    }

    @Test
    void inFlocksTheGridsOccupiedCellsHoldSeveralJetsEach() {
        lesson.setJets(600);
        double uniform = jetsPerOccupiedCell();
        int uniformMost = mostInACell();
        lesson.setLayout(SwarmLayout.CLUSTERED);
        assertThat(jetsPerOccupiedCell()).isGreaterThan(1.5 * uniform);
        assertThat(mostInACell()).isGreaterThan(uniformMost);
    }

    @Test
    void theGridOverlayWashesEachOccupiedCellOncePerJetUpToFour() {
        lesson.setLayout(SwarmLayout.CLUSTERED);
        lesson.step(Simulation.STEP_SECONDS);
        double cell = lesson.phase(BroadPhaseMethod.GRID) instanceof org.spriteplayground.sim.GridBroadPhase g ? g.cellSize() : 0;
        Map<Aabb, Integer> drawn = new HashMap<>();
        for (Object box : draw().shapes(Ink.SWEEP)) {
            drawn.merge((Aabb) box, 1, Integer::sum);
        }
        Map<Aabb, Integer> expected = new HashMap<>();
        for (Map.Entry<Aabb, Integer> e : occupancy(cell).entrySet()) {
            expected.put(e.getKey(), Math.min(BroadPhaseOverlay.DEEPEST, e.getValue()));
        }
        assertThat(drawn).isEqualTo(expected);
    }

    @Test
    void sweepAndPruneShowsEachJetsIntervalAsABarUnderTheSkyAndBarsInOneLaneNeverMeet() {
        lesson.setShown(BroadPhaseMethod.SWEEP_AND_PRUNE);
        lesson.step(Simulation.STEP_SECONDS);
        Aabb sky = Stress.world(lesson.jets());
        assertThat(lesson.bounds().maxY()).isGreaterThan(sky.maxY());
        RecordingDraw draw = draw();
        List<Aabb> bars = new ArrayList<>();
        for (Ink ink : List.of(Ink.SWEEP, Ink.SHADE)) {
            draw.shapes(ink).forEach(b -> bars.add((Aabb) b));
        }
        assertThat(bars).hasSize(lesson.jets());
        List<Aabb> expected = new ArrayList<>();
        for (int i = 0; i < lesson.jets(); i++) {
            double x = lesson.swarm().xs()[i];
            double r = lesson.swarm().radii()[i];
            expected.add(new Aabb(Math.max(0, x - r), 0, Math.min(sky.maxX(), x + r), 0));
        }
        assertThat(bars).allSatisfy(b -> assertThat(b.minY()).isGreaterThan(sky.maxY()))
                .allSatisfy(b -> assertThat(b.maxY()).isLessThanOrEqualTo(lesson.bounds().maxY()));
        assertThat(bars.stream().map(b -> new Aabb(b.minX(), 0, b.maxX(), 0)).sorted(BY_X).toList())
                .usingElementComparator((a, b) -> Math.abs(a.minX() - b.minX()) < 1e-6 && Math.abs(a.maxX() - b.maxX()) < 1e-6 ? 0 : 1)
                .containsExactlyElementsOf(expected.stream().sorted(BY_X).toList());
        for (Aabb a : bars) {
            for (Aabb b : bars) {
                if (a != b && a.minY() == b.minY()) {
                    assertThat(a.maxX() < b.minX() || b.maxX() < a.minX()).as("%s and %s share a lane", a, b).isTrue();
                }
            }
        }
        lesson.setShown(BroadPhaseMethod.GRID);
        assertThat(lesson.bounds()).isEqualTo(sky);
    }

    private static final java.util.Comparator<Aabb> BY_X = java.util.Comparator.comparingDouble(Aabb::minX).thenComparingDouble(Aabb::maxX);

    @Test
    void theTreesTopBoxesTogetherHoldEveryJet() {
        lesson.setShown(BroadPhaseMethod.TREE);
        lesson.step(Simulation.STEP_SECONDS);
        List<Object> top = draw().shapes(Ink.AABB);
        assertThat(top).hasSizeBetween(2, org.spriteplayground.sim.BoxTree.FANOUT);
        for (int i = 0; i < lesson.jets(); i++) {
            Circle c = circle(i);
            assertThat(top).as("jet %d", i).anyMatch(b -> ((Aabb) b).contains(new Vec2(c.center().x() - c.radius(), c.center().y() - c.radius()))
                    && ((Aabb) b).contains(new Vec2(c.center().x() + c.radius(), c.center().y() + c.radius())));
        }
    }

    @Test
    void circlesDrawnAsTouchingAreExactlyTheJetsInAnOverlappingPair() {
        lesson.setLayout(SwarmLayout.FEW_HUGE);
        lesson.step(Simulation.STEP_SECONDS);
        Set<Long> truth = allPairs();
        Set<Circle> touching = new HashSet<>();
        for (long p : truth) {
            touching.add(circle((int) (p >>> 32)));
            touching.add(circle((int) p));
        }
        RecordingDraw draw = draw();
        assertThat(new HashSet<>(draw.shapes(Ink.TOUCHING))).isEqualTo(touching);
        assertThat(draw.shapes(Ink.TOUCHING).size() + draw.shapes(Ink.BOUNDING_CIRCLE).size()).isEqualTo(lesson.jets());
        assertThat(draw.count("sprite")).as("no sprite for the huge jets").isEqualTo(lesson.jets() - SwarmLayout.FEW_HUGE.huge(lesson.jets()));
    }

    @Test
    void changingTheCountOrDraggingAJetWhilePausedRecomputesEveryMethod() {
        lesson.step(Simulation.STEP_SECONDS);
        lesson.setJets(50);
        assertThat(number(values("confirmed pairs").get(1))).isEqualTo(allPairs().size());
        Handle handle = lesson.grab(new Vec2(lesson.swarm().xs()[0], lesson.swarm().ys()[0]), 1).orElseThrow();
        handle.moveTo(new Vec2(lesson.swarm().xs()[1] + 3, lesson.swarm().ys()[1]));
        assertThat(allPairs()).contains(0L << 32 | 1);
        for (String confirmed : values("confirmed pairs")) {
            assertThat(number(confirmed)).isEqualTo(allPairs().size());
        }
    }

    @Test
    void resetPutsTheJetsBackAndKeepsTheCountTheLayoutAndTheMethodShown() {
        BroadPhases fresh = new BroadPhases(LessonsTest.SPRITES);
        fresh.setJets(250);
        fresh.setLayout(SwarmLayout.CLUSTERED);
        lesson.setJets(250);
        lesson.setLayout(SwarmLayout.CLUSTERED);
        lesson.setShown(BroadPhaseMethod.TREE);
        for (int i = 0; i < 40; i++) {
            lesson.step(Simulation.STEP_SECONDS);
        }
        lesson.reset();
        assertThat(lesson.jets()).isEqualTo(250);
        assertThat(lesson.layout()).isEqualTo(SwarmLayout.CLUSTERED);
        assertThat(lesson.shown()).isEqualTo(BroadPhaseMethod.TREE);
        assertThat(lesson.swarm().xs()).isEqualTo(fresh.swarm().xs());
        assertThat(lesson.readouts()).isEqualTo(fresh.readouts());
    }

    @Test
    void theSameStepsGiveTheSameCounts() {
        BroadPhases other = new BroadPhases(LessonsTest.SPRITES);
        for (BroadPhases l : List.of(lesson, other)) {
            l.setLayout(SwarmLayout.FEW_HUGE);
            for (int i = 0; i < 300; i++) {
                l.step(Simulation.STEP_SECONDS);
            }
        }
        assertThat(other.readouts()).isEqualTo(lesson.readouts());
        assertThat(other.swarm().xs()).isEqualTo(lesson.swarm().xs());
    }

    @Test
    void timesAreMeasuredApartFromTheReadoutsAsTheFastestToSlowestOfTheLastSixtySteps() {
        assertThat(lesson.measured().get(0).rows().get(0).values()).containsOnly("–");
        for (int i = 0; i < 70; i++) {
            lesson.step(Simulation.STEP_SECONDS);
            ReadoutTable times = lesson.measured().get(0);
            assertThat(times.rows().get(0).label()).contains("(ms)");
            assertThat(times.rows().get(1).label()).contains("(ms)");
            for (int m = 0; m < 3; m++) {
                assertThat(Double.parseDouble(times.rows().get(0).values().get(m))).as("fastest ≤ slowest")
                        .isLessThanOrEqualTo(Double.parseDouble(times.rows().get(1).values().get(m)));
            }
            assertThat(times.rows().get(2).values().get(0)).isEqualTo(Integer.toString(Math.min(i + 1, StepTimes.WINDOW)));
        }
        assertThat(lesson.readouts().stream().flatMap(t -> t.rows().stream()).map(ReadoutTable.Row::label)).noneMatch(l -> l.contains("ms"));
        lesson.setJets(100);
        assertThat(lesson.measured().get(0).rows().get(0).values()).as("new jets, no times yet").containsOnly("–");
    }

    @Test
    void aSteadyStepOfTwoThousandJetsAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        lesson.setJets(BroadPhases.MAX_JETS);
        for (int i = 0; i < 60; i++) {
            lesson.step(Simulation.STEP_SECONDS);
        }
        // Steady means once compiled: code still interpreted, or running while the compiler swaps
        // it, can allocate what the compiled code keeps in registers, so the least of five runs counts.
        long thread = Thread.currentThread().getId();
        long least = Long.MAX_VALUE;
        for (int run = 0; run < 5; run++) {
            long before = threads.getThreadAllocatedBytes(thread);
            for (int i = 0; i < 30; i++) {
                lesson.step(Simulation.STEP_SECONDS);
            }
            least = Math.min(least, threads.getThreadAllocatedBytes(thread) - before);
        }
        assertThat(least).isZero();
    }

    private int mostInACell() {
        return occupancy(100).values().stream().mapToInt(Integer::intValue).max().orElseThrow();
    }

    private double jetsPerOccupiedCell() {
        Map<Aabb, Integer> cells = occupancy(100);
        return (double) lesson.jets() / cells.size();
    }

    /** Each cell of side {@code cell} that holds a jet's centre, cut at the sky's edge, with how many it holds. */
    private Map<Aabb, Integer> occupancy(double cell) {
        Aabb sky = Stress.world(lesson.jets());
        Map<Aabb, Integer> cells = new HashMap<>();
        for (int i = 0; i < lesson.jets(); i++) {
            double x = Math.min(Math.ceil(sky.maxX() / cell) - 1, Math.floor(lesson.swarm().xs()[i] / cell)) * cell;
            double y = Math.min(Math.ceil(sky.maxY() / cell) - 1, Math.floor(lesson.swarm().ys()[i] / cell)) * cell;
            cells.merge(new Aabb(x, y, Math.min(sky.maxX(), x + cell), Math.min(sky.maxY(), y + cell)), 1, Integer::sum);
        }
        return cells;
    }

    private RecordingDraw draw() {
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.ALL);
        return draw;
    }

    private Set<Long> allPairs() {
        Set<Long> pairs = new HashSet<>();
        for (int i = 0; i < lesson.jets(); i++) {
            for (int j = i + 1; j < lesson.jets(); j++) {
                if (Collisions.overlaps(circle(i), circle(j))) {
                    pairs.add((long) i << 32 | j);
                }
            }
        }
        return pairs;
    }

    private static Set<Long> pairs(BroadPhase phase) {
        Set<Long> found = new HashSet<>();
        for (int k = 0; k < phase.hits(); k++) {
            found.add((long) phase.hitFirst(k) << 32 | phase.hitSecond(k));
        }
        return found;
    }

    private Circle circle(int jet) {
        return Circle.of(lesson.swarm().xs()[jet], lesson.swarm().ys()[jet], lesson.swarm().radii()[jet]);
    }

    private List<String> values(String label) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.label().equals(label)).findFirst().orElseThrow().values();
    }

    private String readout(String label) {
        return values(label).get(0);
    }

    private static long number(String grouped) {
        assertThat(grouped).matches("\\d{1,3}(,\\d{3})*");
        return Long.parseLong(grouped.replace(",", ""));
    }
}
