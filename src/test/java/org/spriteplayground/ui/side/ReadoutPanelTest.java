package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.ReadoutTable;

/**
 * The readouts refresh at the tick's rate: a value that fits its label must only repaint it,
 * never ask for the side column to be laid out again; a value wider than its label must, until
 * a layout has given it the room.
 */
class ReadoutPanelTest {

    @Test
    void aValueOfTheSameSizeAsksForNoNewLayout() throws Exception {
        counted(counting -> {
            ReadoutPanel readouts = new ReadoutPanel();
            JPanel column = new JPanel(new BorderLayout());
            column.add(readouts);
            readouts.show(tables("1,234"));
            column.setSize(400, 300);
            org.spriteplayground.ui.LaidOut.layOut(column, 2); // each number has the width its text needs
            counting.layouts = 0;
            for (String value : List.of("1,235", "5,678", "9,000", "1,234")) {
                readouts.show(tables(value));
            }
            assertThat(counting.layouts).as("layouts asked for by four values of the same size").isZero();
            assertThat(value(readouts).getText()).isEqualTo("1,234");

            readouts.show(tables("12,345,678"));
            assertThat(counting.layouts).as("layouts asked for by a wider value").isEqualTo(1);
            assertThat(value(readouts).getText()).isEqualTo("12,345,678");

            // No layout came, as when the request falls inside a layout under way: the next
            // text of the same size, still cut, asks again instead of staying cut.
            readouts.show(tables("12,345,679"));
            assertThat(counting.layouts).as("layouts asked for by a value still wider than its label").isEqualTo(2);
        });
    }

    @Test
    void aLongWordedValueOfAOneColumnTableLeavesTheLabelsOfOtherTablesWhole() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            ReadoutPanel readouts = new ReadoutPanel();
            readouts.show(List.of(
                    new ReadoutTable("Hits", List.of("real", "false"), List.of(
                            new ReadoutTable.Row("bounding circle", "bounding circle", "", List.of("0", "3")),
                            new ReadoutTable.Row("smallest circle", "smallest circle", "", List.of("0", "0")))),
                    new ReadoutTable("Collision", List.of("value"), List.of(
                            new ReadoutTable.Row("reset when", "reset when", "", List.of("bounding circles meet, then the jet starts again"))))));
            JLabel label = (JLabel) Gui.all(readouts, c -> c instanceof JLabel l && "bounding circle".equals(l.getText())).get(0);
            // Room for the first table's labels and numbers, not for the long value beside them.
            int width = label.getPreferredSize().width + 2 * 70 + 40;
            lay(readouts, width);
            for (String name : List.of("bounding circle", "smallest circle")) {
                JLabel l = (JLabel) Gui.all(readouts, c -> c instanceof JLabel j && name.equals(j.getText())).get(0);
                assertThat(l.getWidth()).as("%s shown whole in %d px", name, width).isGreaterThanOrEqualTo(l.getPreferredSize().width);
            }
        });
    }

    @Test
    void inAColumnTooNarrowForNamesBesideNumbersEachNameStandsOverItsNumbersAndBothShowWhole() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            ReadoutPanel readouts = new ReadoutPanel();
            readouts.show(List.of(new ReadoutTable("Each broad phase", List.of("grid", "sweep", "tree"), List.of(
                    new ReadoutTable.Row("candidate pairs", "candidate pairs", "Pairs tested.", List.of("1,762", "4,800", "835")),
                    new ReadoutTable.Row("confirmed share", "confirmed share", "Confirmed / candidates.", List.of("38.1 %", "14.0 %", "80.4 %"))))));
            int wide = readouts.getPreferredSize().width;
            lay(readouts, wide * 2 / 3);
            assertThat(readouts.stacked()).as("stacked at %d of %d px", wide * 2 / 3, wide).isTrue();
            for (Component c : Gui.all(readouts, c -> c instanceof JLabel)) {
                JLabel l = (JLabel) c;
                assertThat(l.getWidth()).as("'%s' whole", l.getText()).isGreaterThanOrEqualTo(l.getPreferredSize().width);
            }
            assertThat(Gui.shownReadouts(readouts)).containsExactly("1,762", "4,800", "835", "38.1 %", "14.0 %", "80.4 %");
            lay(readouts, wide + 20);
            assertThat(readouts.stacked()).as("side by side again at %d px", wide + 20).isFalse();
            assertThat(Gui.shownReadouts(readouts)).containsExactly("1,762", "4,800", "835", "38.1 %", "14.0 %", "80.4 %");
        });
    }

    /**
     * Border crossings at 1024×768 once cut a point's coordinates, too long for the column beside
     * its name: now the name stands over it and everything shows whole; in a wide column they stand
     * side by side again.
     */
    @Test
    void aLongValueStandsUnderItsNameAndShowsWhole() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            ReadoutPanel readouts = new ReadoutPanel();
            readouts.show(List.of(new ReadoutTable("Bourke's construction", List.of("value"), List.of(
                    new ReadoutTable.Row("case", "case", "", List.of("Crossing")),
                    new ReadoutTable.Row("d", "d", "", List.of("1.00000")),
                    new ReadoutTable.Row("α (first)", "α (first)", "", List.of("(−12.34567, −10.12345)"))))));
            javax.swing.JComponent first = label(readouts, "α (first)");
            javax.swing.JComponent point = label(readouts, "(−12.34567, −10.12345)");
            int width = Math.max(first.getPreferredSize().width, point.getPreferredSize().width) + 20;
            lay(readouts, width);
            assertThat(below("α (first)", "(−12.34567, −10.12345)", readouts)).as("the long point under its name at %d px", width).isTrue();
            for (Component c : Gui.all(readouts, c -> c instanceof JLabel l && !l.getText().isEmpty())) {
                JLabel l = (JLabel) c;
                assertThat(l.getWidth()).as("'%s' whole", l.getText()).isGreaterThanOrEqualTo(l.getPreferredSize().width);
                assertThat(SwingUtilities.convertRectangle(l.getParent(), l.getBounds(), readouts).getMaxX()).as("'%s' inside", l.getText())
                        .isLessThanOrEqualTo(width);
            }
            lay(readouts, width + point.getPreferredSize().width + first.getPreferredSize().width);
            assertThat(below("α (first)", "(−12.34567, −10.12345)", readouts)).as("side by side again in a wide column").isFalse();
        });
    }

    /**
     * A table of one number a row, in a column as wide as its longest row (a long name beside a
     * short number, a short name beside a long number): every row stands on one line, as
     * three-outcomes' "gap d − (r₁ + r₂) (px)" beside −10.000 under "seed 000 says" beside
     * "OVERLAPPING (overlapping)", at every width from that up.
     */
    @Test
    void aLongNumberInOneRowLeavesRoomForALongNameInAnother() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            ReadoutPanel readouts = new ReadoutPanel();
            readouts.show(List.of(new ReadoutTable("Radius hit test", List.of("value"), List.of(
                    new ReadoutTable.Row("gap", "gap d − (r₁ + r₂) (px)", "", List.of("−10.000")),
                    new ReadoutTable.Row("d", "d", "", List.of("52")),
                    new ReadoutTable.Row("seed", "seed 000 says", "", List.of("OVERLAPPING (overlapping)"))))));
            int longest = 0;
            for (String[] row : new String[][] {{"gap d − (r₁ + r₂) (px)", "−10.000"}, {"seed 000 says", "OVERLAPPING (overlapping)"}}) {
                longest = Math.max(longest, label(readouts, row[0]).getPreferredSize().width + label(readouts, row[1]).getPreferredSize().width + 12);
            }
            for (int width = longest; width < longest + 60; width += 20) {
                lay(readouts, width);
                assertThat(readouts.stacked()).as("a row stacked at %d px, room for each row on its line", width).isFalse();
                assertThat(below("gap d − (r₁ + r₂) (px)", "−10.000", readouts)).as("at %d px", width).isFalse();
            }
        });
    }

    /** Returns the label reading {@code text} (as a screen reader names it: a seed's output is shown in HTML), or the wrapped text of a name stacked over its numbers. */
    private static javax.swing.JComponent label(ReadoutPanel readouts, String text) {
        return (javax.swing.JComponent) Gui.all(readouts, c -> c instanceof JLabel l && text.equals(l.getAccessibleContext().getAccessibleName())
                || c instanceof javax.swing.text.JTextComponent t && text.equals(t.getText())).get(0);
    }

    /** Returns whether the label reading {@code valueText} lies wholly below the one reading {@code nameText}. */
    private static boolean below(String nameText, String valueText, ReadoutPanel readouts) {
        javax.swing.JComponent name = label(readouts, nameText);
        javax.swing.JComponent value = label(readouts, valueText);
        int nameBottom = SwingUtilities.convertRectangle(name.getParent(), name.getBounds(), readouts).y + name.getHeight();
        return SwingUtilities.convertPoint(value.getParent(), value.getLocation(), readouts).y >= nameBottom;
    }

    @Test
    void withRoomForEverythingTheRowsStaySideBySideLayoutAfterLayout() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            ReadoutPanel readouts = new ReadoutPanel();
            readouts.show(List.of(
                    new ReadoutTable("Hits", List.of("real", "false"), List.of(new ReadoutTable.Row("bounding circle", "bounding circle", "", List.of("0", "3")))),
                    new ReadoutTable("Collision", List.of("value"), List.of(new ReadoutTable.Row("reset on", "reset on", "", List.of("pixels hit"))))));
            int width = readouts.getPreferredSize().width + 40;
            for (int pass = 0; pass < 4; pass++) {
                lay(readouts, width);
                assertThat(readouts.stacked()).as("pass %d at %d px, room for all", pass, width).isFalse();
            }
        });
    }

    /** Lays {@code readouts} out at {@code width}, as its column would, until it keeps its form. */
    private static void lay(ReadoutPanel readouts, int width) {
        for (int pass = 0; pass < 3; pass++) {
            readouts.setSize(width, readouts.getPreferredSize().height);
            readouts.validate();
            readouts.doLayout();
            Gui.all(readouts, c -> c instanceof java.awt.Container).forEach(c -> ((java.awt.Container) c).doLayout());
        }
    }

    @Test
    void newNumbersRepaintThePanelAtOnceSoNoneShowsBesideTheLastStepsNumbers() throws Exception {
        counted(counting -> {
            ReadoutPanel readouts = new ReadoutPanel();
            JPanel column = new JPanel(new BorderLayout());
            column.add(readouts);
            readouts.show(pairs("1,834", "682"));
            column.setSize(400, 300);
            org.spriteplayground.ui.LaidOut.layOut(column, 2);
            counting.repainted.clear();

            readouts.show(pairs("1,841", "679"));
            assertThat(counting.repainted).as("a step's new numbers are painted together, in one repaint of the panel").contains(readouts);

            counting.repainted.clear();
            readouts.show(pairs("1,841", "679"));
            assertThat(counting.repainted).as("the same numbers again ask for no repaint").doesNotContain(readouts);
        });
    }

    /** Runs {@code test} on the event thread with a repaint manager that counts what asks to be laid out or painted again. */
    private static void counted(java.util.function.Consumer<Counting> test) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            RepaintManager before = RepaintManager.currentManager((JComponent) null);
            Counting counting = new Counting();
            RepaintManager.setCurrentManager(counting);
            try {
                test.accept(counting);
            } finally {
                RepaintManager.setCurrentManager(before);
            }
        });
    }

    /** Counts the components that ask to be laid out again, and those that ask to be painted again. */
    private static final class Counting extends RepaintManager {
        int layouts;
        final List<JComponent> repainted = new java.util.ArrayList<>();

        @Override
        public void addInvalidComponent(JComponent component) {
            layouts++;
            super.addInvalidComponent(component);
        }

        @Override
        public void addDirtyRegion(JComponent component, int x, int y, int w, int h) {
            repainted.add(component);
            super.addDirtyRegion(component, x, y, w, h);
        }
    }

    private static List<ReadoutTable> tables(String pairs) {
        return List.of(new ReadoutTable("Broad phase", List.of("value"),
                List.of(new ReadoutTable.Row("pairs tested", "pairs tested", "Candidate pairs.", List.of(pairs)))));
    }

    /** A table of two numbers of one step, as the broad-phase lesson shows candidate and confirmed pairs. */
    private static List<ReadoutTable> pairs(String candidates, String confirmed) {
        return List.of(new ReadoutTable("Each broad phase", List.of("grid"), List.of(
                new ReadoutTable.Row("candidate pairs", "candidate pairs", "", List.of(candidates)),
                new ReadoutTable.Row("confirmed pairs", "confirmed pairs", "", List.of(confirmed)))));
    }

    private static JLabel value(ReadoutPanel readouts) {
        return (JLabel) Gui.all(readouts, c -> "readout:Broad phase:pairs tested:0".equals(c.getName())).get(0);
    }
}
