package org.spriteplayground.lesson;

import java.util.List;
import java.util.function.ToLongFunction;
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

    /**
     * Returns each method's time per step as its fastest and its slowest of the last steps, in the
     * order of {@code times}, as a table measured on this machine: two rows, not one cell "0.31–0.47",
     * so that three methods' times fit the side column at the presentation's largest type. Each
     * time has two significant digits (0.041, 2.3, 15): the spread of one slow step, often ten
     * times the rest, would otherwise round the fastest away to "0".
     */
    static List<ReadoutTable> times(StepTimes times) {
        String window = String.valueOf(StepTimes.WINDOW);
        List<String> methods = methods();
        List<String> fastest = new java.util.ArrayList<>();
        List<String> slowest = new java.util.ArrayList<>();
        for (int m = 0; m < methods.size(); m++) {
            if (times.steps() == 0) {
                fastest.add("–");
                slowest.add("–");
            } else {
                fastest.add(twoDigits(times.leastMillis(m)));
                slowest.add(twoDigits(times.mostMillis(m)));
            }
        }
        String tip = Texts.format("broad.row.time.tip", window);
        return List.of(new ReadoutTable(Texts.text("broad.table.times"), methods, List.of(
                ReadoutTable.Row.keyed("broad.row.fastest", tip, fastest),
                ReadoutTable.Row.keyed("broad.row.slowest", tip, slowest),
                ReadoutTable.Row.keyed("broad.row.steps", Texts.format("broad.row.steps.tip", window),
                        List.of(Text.count(times.steps()), "", "")))));
    }

    /** Formats {@code millis} to two significant digits: "0.041", "2.3", "15". */
    private static String twoDigits(double millis) {
        int decimals = millis > 0 ? Math.max(0, 1 - (int) Math.floor(Math.log10(millis))) : 1;
        return String.format(Texts.numbers(), "%." + decimals + "f", millis);
    }
}
