package org.spriteplayground.lesson;

import static org.spriteplayground.lesson.Text.fmt;

import java.util.List;
import java.util.function.ToLongFunction;
import org.spriteplayground.sim.BoxTree;
import org.spriteplayground.sim.BroadPhase;
import org.spriteplayground.sim.GridBroadPhase;
import org.spriteplayground.sim.SwarmLayout;

/**
 * The broad-phase lesson's tables: the jets and the structures' sizes, each method's candidate
 * and confirmed pairs (columns grid, sweep and prune, tree), and apart from them each method's
 * time per step on this machine.
 */
final class BroadPhaseReadouts {

    private static final List<String> METHODS = List.of("grid", "sweep & prune", "tree");

    private BroadPhaseReadouts() {
    }

    /** Returns the lesson's readouts for {@code jets} jets laid out in {@code layout}, as the three methods last found them. */
    static List<ReadoutTable> of(int jets, SwarmLayout layout, GridBroadPhase grid, BroadPhase sap, BoxTree tree) {
        List<BroadPhase> phases = List.of(grid, sap, tree);
        long allPairs = (long) jets * (jets - 1) / 2;
        return List.of(
                new ReadoutTable("Jets", List.of("value"), List.of(
                        new ReadoutTable.Row("jets", "How many jets fly.", List.of(fmt("%,d", jets))),
                        new ReadoutTable.Row("huge jets", SwarmLayout.HUGE + " times the others' radius; drawn as circles only.",
                                List.of(fmt("%,d", layout.huge(jets)))),
                        new ReadoutTable.Row("all pairs", "n(n − 1)/2: what testing every pair would cost.", List.of(fmt("%,d", allPairs))),
                        new ReadoutTable.Row("grid cell (px)", "The side of a grid cell: the largest jet's diameter.",
                                List.of(Text.number(grid.cellSize(), 0))),
                        new ReadoutTable.Row("tree levels", "Levels of boxes above the jets' own, " + BoxTree.FANOUT + " boxes to a node at most.",
                                List.of(Integer.toString(tree.levels()))))),
                new ReadoutTable("Each broad phase", METHODS, List.of(
                        row("candidate pairs", "Pairs the method hands to the circle test.", phases, BroadPhase::candidates),
                        row("confirmed pairs", "Candidates whose bounding circles overlap (touching counts).", phases, p -> p.hits()),
                        new ReadoutTable.Row("confirmed share", "Confirmed pairs / candidate pairs: how little the method wastes.",
                                phases.stream().map(BroadPhaseReadouts::share).toList()))));
    }

    private static ReadoutTable.Row row(String label, String help, List<BroadPhase> phases, ToLongFunction<BroadPhase> value) {
        return new ReadoutTable.Row(label, help, phases.stream().map(p -> fmt("%,d", value.applyAsLong(p))).toList());
    }

    private static String share(BroadPhase phase) {
        return phase.candidates() == 0 ? "–" : Text.percent((double) phase.hits() / phase.candidates());
    }

    /** Returns each method's mean time per step, in the order of {@code times}, as a table measured on this machine. */
    static List<ReadoutTable> times(StepTimes times) {
        String help = "Measured on this machine around each method's whole step (filing or sorting or building, then the circle tests), "
                + "the mean of the last " + StepTimes.WINDOW + " steps run";
        List<String> means = java.util.stream.IntStream.range(0, METHODS.size()).mapToObj(m -> millis(times.meanMillis(m))).toList();
        return List.of(new ReadoutTable("Time per step, on this machine", METHODS, List.of(
                new ReadoutTable.Row("mean (ms)", help, means),
                new ReadoutTable.Row("steps measured", "How many steps the means cover, up to " + StepTimes.WINDOW + ".",
                        List.of(Integer.toString(times.steps()), "", "")))));
    }

    private static String millis(double ms) {
        return Double.isNaN(ms) ? "–" : Text.number(ms, 2);
    }
}
