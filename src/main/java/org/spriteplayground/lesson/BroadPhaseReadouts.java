package org.spriteplayground.lesson;

import java.util.List;
import java.util.function.ToLongFunction;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.BoxTree;
import org.spriteplayground.sim.BroadPhase;
import org.spriteplayground.sim.GridBroadPhase;
import org.spriteplayground.sim.SwarmLayout;

/**
 * The broad-phase lesson's tables: the jets and the structures' sizes, each method's candidate
 * and confirmed pairs (columns grid, sweep and prune, tree), and apart from them each method's
 * time per step on this machine, fastest to slowest.
 */
final class BroadPhaseReadouts {

    private BroadPhaseReadouts() {
    }

    /** Returns the lesson's readouts for {@code jets} jets laid out in {@code layout}, as the three methods last found them. */
    static List<ReadoutTable> of(int jets, SwarmLayout layout, GridBroadPhase grid, BroadPhase sap, BoxTree tree) {
        List<BroadPhase> phases = List.of(grid, sap, tree);
        long allPairs = (long) jets * (jets - 1) / 2;
        return List.of(
                ReadoutTable.ofValues(Texts.text("broad.table.jets"),
                        ReadoutTable.Row.of("broad.row.jets", Text.count(jets)),
                        ReadoutTable.Row.keyed("broad.row.huge", Texts.format("broad.row.huge.tip", String.valueOf(SwarmLayout.HUGE)),
                                List.of(Text.count(layout.huge(jets)))),
                        ReadoutTable.Row.of("broad.row.allPairs", Text.count(allPairs)),
                        ReadoutTable.Row.of("broad.row.cell", Text.number(grid.cellSize(), 0)),
                        ReadoutTable.Row.keyed("broad.row.levels", Texts.format("broad.row.levels.tip", String.valueOf(BoxTree.FANOUT)),
                                List.of(Integer.toString(tree.levels())))),
                new ReadoutTable(Texts.text("broad.table.each"), methods(), List.of(
                        row("candidates", phases, BroadPhase::candidates),
                        row("confirmed", phases, p -> p.hits()),
                        ReadoutTable.Row.of("broad.row.share", phases.stream().map(BroadPhaseReadouts::share).toList()))));
    }

    /** The three methods' column titles, in readout order. */
    private static List<String> methods() {
        return List.of(Texts.text("broad.column.grid"), Texts.text("broad.column.sweep"), Texts.text("broad.column.tree"));
    }

    /** A row of one count per method. */
    private static ReadoutTable.Row row(String name, List<BroadPhase> phases, ToLongFunction<BroadPhase> value) {
        return ReadoutTable.Row.of("broad.row." + name, phases.stream().map(p -> Text.count(value.applyAsLong(p))).toList());
    }

    private static String share(BroadPhase phase) {
        return phase.candidates() == 0 ? "–" : Text.percent((double) phase.hits() / phase.candidates());
    }

    /** Returns each method's time per step as its fastest to slowest, in the order of {@code times}, as a table measured on this machine. */
    static List<ReadoutTable> times(StepTimes times) {
        String window = String.valueOf(StepTimes.WINDOW);
        List<String> methods = methods();
        List<String> ranges = java.util.stream.IntStream.range(0, methods.size()).mapToObj(m -> range(times, m)).toList();
        return List.of(new ReadoutTable(Texts.text("broad.table.times"), methods, List.of(
                ReadoutTable.Row.keyed("broad.row.range", Texts.format("broad.row.range.tip", window), ranges),
                ReadoutTable.Row.keyed("broad.row.steps", Texts.format("broad.row.steps.tip", window),
                        List.of(Text.count(times.steps()), "", "")))));
    }

    /** Returns method {@code m}'s fastest to slowest step in ms, "0.31–0.47", or "–" before any step. */
    private static String range(StepTimes times, int m) {
        return times.steps() == 0 ? "–" : Sampled.spread(times.leastMillis(m), times.mostMillis(m));
    }
}
