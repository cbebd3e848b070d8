package org.spriteplayground.ui.side;

import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.ReadoutTable;

/**
 * The lesson's live numbers as labelled tables. The labels are built once per table layout;
 * each update only sets their texts, so the panel does not flicker at 60 Hz, and a text that
 * keeps its size repaints without laying out the column again. An update that changes any text
 * repaints the whole panel at once, never label by label: the labels' repaints fold into the
 * panel's, so the screen never shows one number of the new step beside the others of the last.
 */
final class ReadoutPanel extends JPanel {

    private final List<ValueLabel> valueLabels = new ArrayList<>();
    private List<String> layoutKey = List.of();
    /** The widest number shown since {@link #layoutKey} changed. */
    private int widest;
    private List<ReadoutTable> shown = List.of();
    /** The rows, counted across the tables, whose names stand over their numbers. */
    private Set<Integer> stackedRows = Set.of();
    /**
     * Each row's name, on one line (shown beside the numbers, else kept to measure), and what
     * stands in its table's names' column on its line (the name, or a blank under it).
     */
    private final List<JLabel> rowNames = new ArrayList<>();
    private final List<JLabel> nameCells = new ArrayList<>();
    /** Each table's grid of names and numbers. */
    private final List<JPanel> grids = new ArrayList<>();

    ReadoutPanel() {
        super(new MigLayout("insets 0, wrap 1, fillx", "[grow, fill]", "[]"));
        setName("readouts");
    }

    /** Shows {@code tables}, rebuilding the labels only when their layout changed. */
    void show(List<ReadoutTable> tables) {
        List<String> key = new ArrayList<>();
        for (ReadoutTable t : tables) {
            key.add(t.title() + t.columns());
            t.rows().forEach(r -> key.add(r.label()));
        }
        if (!key.equals(layoutKey)) {
            widest = 0;
            stackedRows = Set.of(); // another lesson's rows: its layout finds which of these stack
            shown = tables;
            rebuild(tables);
            layoutKey = key;
        }
        int i = 0;
        boolean changed = false;
        for (ReadoutTable t : tables) {
            for (ReadoutTable.Row row : t.rows()) {
                for (String value : row.values()) {
                    changed |= valueLabels.get(i++).show(value);
                }
            }
        }
        if (changed) {
            repaint(); // the labels' own repaints fold into this one: every number on screen is of the same step
        }
    }

    private void rebuild(List<ReadoutTable> tables) {
        removeAll();
        valueLabels.clear();
        rowNames.clear();
        nameCells.clear();
        grids.clear();
        for (ReadoutTable table : tables) {
            // Wrapped, never cut: a title runs longer in some languages than the column is wide.
            JTextArea title = Wrap.text(table.title(), "readoutTitle");
            title.putClientProperty(Wrap.FLATLAF_STYLE_CLASS, "h4");
            add(title, "gaptop 10, w 10:10"); // asks for no width: the numbers set the column's
            // A grid for each table: a long value of one (a sentence, a point) squeezes no other's names.
            int columns = table.columns().size();
            // A table of one number a row lays each row out on its own (name and number share one
            // cell), so a long number in one row narrows no other row's name; with columns the
            // numbers stand in columns under their heads.
            boolean rowByRow = columns == 1;
            JPanel grid = new JPanel(rowByRow ? new MigLayout("insets 0, wrap 1, fillx", "[grow, fill]", "[]2[]") : new MigLayout(
                    "insets 0, wrap " + (columns + 1) + ", fillx",             // layout
                    "[grow, fill]6[right]" + "8[right]".repeat(columns - 1),  // columns: the names, then the numbers, never cut
                    "[]2[]"));                                                 // rows
            grid.setOpaque(false);
            if (columns > 1) {
                grid.add(new JLabel(), "");
                for (String column : table.columns()) {
                    JLabel h = new JLabel(column, SwingConstants.RIGHT);
                    h.putClientProperty("FlatLaf.style", "font: italic"); // a style, not a font: it follows a new font size
                    h.setToolTipText(h.getText());
                    grid.add(h); // as wide as its name: the row names give way, and stack over their numbers if need be
                }
            }
            for (ReadoutTable.Row row : table.rows()) {
                JLabel label = new JLabel(row.label());
                label.setToolTipText(GlossaryMarks.readoutTip(row.label(), row.help()));
                rowNames.add(label);
                if (stackedRows.contains(rowNames.size() - 1)) {
                    // Too long to stand beside its numbers: the name on lines of its own, wrapped, then the numbers.
                    JTextArea name = Wrap.text(row.label(), "readoutName");
                    name.setToolTipText(label.getToolTipText());
                    grid.add(name, "span, w 10:10");
                    label = new JLabel();
                }
                nameCells.add(label);
                grid.add(label, rowByRow ? "split 2, wmin 0, growx" : "wmin 0");
                for (int c = 0; c < columns; c++) {
                    grid.add(value(table, row, c), rowByRow ? "growx 0, gapleft 6" : "");
                }
            }
            grids.add(grid);
            add(grid, "wmin 0");
        }
        revalidate();
        repaint();
    }

    /**
     * Stacks a row's name over its numbers where the name would be cut beside them (a long name in
     * a narrow column, large type), and puts it beside them again once the names' column is wide
     * enough: the numbers a pupil copies and the names they go by both show whole, and only the
     * rows that must take two lines.
     */
    @Override
    public void doLayout() {
        super.doLayout();
        if (getWidth() <= 0 || rowNames.isEmpty()) {
            return;
        }
        grids.forEach(JPanel::doLayout); // the names' columns at this width
        Set<Integer> tooLong = IntStream.range(0, rowNames.size()).filter(i -> rowNames.get(i).getPreferredSize().width > nameCells.get(i).getWidth())
                .boxed().collect(Collectors.toUnmodifiableSet());
        if (!tooLong.equals(stackedRows)) {
            restack(tooLong);
        }
    }

    private void restack(Set<Integer> rows) {
        stackedRows = rows;
        List<String> texts = valueLabels.stream().map(ValueLabel::value).toList();
        rebuild(shown);
        for (int i = 0; i < texts.size() && i < valueLabels.size(); i++) {
            valueLabels.get(i).show(texts.get(i));
        }
        // Asked for after this layout is over (during it a new request would be lost).
        javax.swing.SwingUtilities.invokeLater(this::revalidate);
    }

    /** Returns the labels of the numbers on show, in order. */
    List<JLabel> values() {
        return List.<JLabel>copyOf(valueLabels);
    }

    /** Returns whether some row's name stands on a line over its numbers; for tests. */
    boolean stacked() {
        return !stackedRows.isEmpty();
    }

    /**
     * Returns the widest any table's numbers and their heads have been, side by side, since the
     * tables last changed their rows: numbers are never wrapped or cut (a name stacks over them
     * instead), and the column, which widens to them, does not narrow again as a number changes
     * (the canvas would change size with it).
     */
    int widestValues() {
        for (JPanel grid : grids) {
            widest = Math.max(widest, grid.getMinimumSize().width);
        }
        return widest;
    }

    /** Returns the label of the value in column {@code c} of {@code row}, kept for {@link #show} if the row has one there. */
    private JLabel value(ReadoutTable table, ReadoutTable.Row row, int c) {
        ValueLabel value = new ValueLabel();
        value.putClientProperty("FlatLaf.style", "font: bold");
        value.setForeground(UIManager.getColor("SpritePlayground.readout.value"));
        value.setToolTipText(row.help());
        if (c < row.values().size()) {
            valueLabels.add(value);
            value.setName("readout:" + table.title() + ":" + row.label() + ":" + c);
        }
        return value;
    }

    /**
     * A value whose text changes many times a second. A new text that fits the width the label
     * has needs no new layout of the column, only a repaint (which JLabel does for a changed text
     * alone), so it asks for a layout only when its text needs more room than it was given.
     * A request made while a layout of the window is under way is lost: the invalid column stops
     * it short of the validate root, which that layout then marks valid. So once the events
     * queued now have run, a label still short of room invalidates its whole line of parents and
     * asks again: a value that then never changes (a time measured once) is not left cut.
     */
    private static final class ValueLabel extends JLabel {

        /** The value shown, as the lesson gave it. */
        private String value = "";

        ValueLabel() {
            super("", SwingConstants.RIGHT);
        }

        /**
         * Shows {@code value} as {@link Wrap#label} sets it (a seed's output as code), named by its
         * plain words for a screen reader; returns whether it differs from the value shown before.
         */
        boolean show(String value) {
            if (value.equals(this.value)) {
                return false;
            }
            this.value = value;
            String shown = Wrap.label(value);
            setText(shown);
            getAccessibleContext().setAccessibleName(shown.equals(value) ? null : value);
            return true;
        }

        String value() {
            return value;
        }

        private boolean cut() {
            Dimension wanted = getPreferredSize();
            return wanted.width > getWidth() || wanted.height > getHeight();
        }

        @Override
        public void revalidate() {
            if (cut()) {
                super.revalidate();
                javax.swing.SwingUtilities.invokeLater(() -> {
                    if (cut()) {
                        for (java.awt.Container up = getParent(); up != null; up = up.getParent()) {
                            up.invalidate();
                        }
                        super.revalidate();
                    }
                });
            }
        }
    }

    @Override
    public void updateUI() {
        super.updateUI();
        layoutKey = List.of(); // theme switched: rebuild so value colours follow it
    }
}
