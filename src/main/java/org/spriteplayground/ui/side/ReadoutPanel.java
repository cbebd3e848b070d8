package org.spriteplayground.ui.side;

import java.awt.Dimension;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.ReadoutTable;

/**
 * The lesson's live numbers as labelled tables. The labels are built once per table layout;
 * each update only sets their texts, so the panel does not flicker at 60 Hz, and a text that
 * keeps its size repaints its label without laying out the column again.
 */
final class ReadoutPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final List<JLabel> valueLabels = new ArrayList<>();
    private final List<WrappedText> titles = new ArrayList<>();
    /** The titles' width when their wrapped height was last asked for. */
    private int titledWidth;
    private List<String> layoutKey = List.of();
    private List<ReadoutTable> shown = List.of();
    /** The rows of tables with more than one column, counted across the tables, whose names stand over their numbers. */
    private Set<Integer> stackedRows = Set.of();
    /** Each such row's name, and what stands in the names' column on its line (the name, or a blank under it). */
    private final List<JLabel> rowNames = new ArrayList<>();
    private final List<JLabel> nameCells = new ArrayList<>();

    ReadoutPanel() {
        super(new MigLayout("insets 0, fillx", "[]", "[]"));
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
            shown = tables;
            rebuild(tables);
            layoutKey = key;
        }
        int i = 0;
        for (ReadoutTable t : tables) {
            for (ReadoutTable.Row row : t.rows()) {
                for (String value : row.values()) {
                    valueLabels.get(i++).setText(value);
                }
            }
        }
    }

    private void rebuild(List<ReadoutTable> tables) {
        removeAll();
        valueLabels.clear();
        titles.clear();
        rowNames.clear();
        nameCells.clear();
        titledWidth = 0;
        int columns = tables.stream().mapToInt(t -> t.columns().size()).max().orElse(1);
        setLayout(new MigLayout(
                "insets 0, wrap " + (columns + 1) + ", fillx",          // layout
                // Columns: the names, then the values, never cut; a value column's head keeps clear of the one before.
                "[grow, fill]6[right, 50:pref, pref]" + "8[right, 50:pref, pref]".repeat(columns - 1),
                "[]2[]"));                                               // rows
        for (ReadoutTable table : tables) {
            // Wrapped, never cut: a title runs longer in some languages than the column is wide.
            WrappedText title = new WrappedText(table.title(), "readoutTitle") {
                private static final long serialVersionUID = 1L;

                /** As tall as its lines at the width it has, and never asking for width: the column's numbers set that. */
                @Override
                public Dimension getPreferredSize() {
                    return new Dimension(10, super.getPreferredSize().height);
                }
            };
            title.setBorder(null);
            title.putClientProperty("FlatLaf.styleClass", "h4");
            titles.add(title);
            add(title, "span, growx, gaptop 10, wmin 10");
            if (table.columns().size() > 1) {
                add(new JLabel(), "");
                for (int c = 0; c < columns; c++) {
                    JLabel h = new JLabel(c < table.columns().size() ? table.columns().get(c) : "", SwingConstants.RIGHT);
                    h.putClientProperty("FlatLaf.style", "font: italic"); // a style, not a font: it follows a new font size
                    h.setToolTipText(h.getText());
                    add(h); // as wide as its name: the row names give way, and stack over their numbers if need be
                }
            }
            // A table of one column gives each row a line of its own: a long value (a sentence, a
            // point) never squeezes the columns other tables' labels and numbers share, and puts
            // its name over itself only where the two do not fit side by side, the other rows left be.
            boolean ownLines = table.columns().size() == 1;
            for (ReadoutTable.Row row : table.rows()) {
                JLabel label = new JLabel(row.label());
                label.setToolTipText(row.help());
                if (ownLines) {
                    add(new ReadoutLine(label, value(table, row, 0)), "span, growx, wmin 0");
                    continue;
                }
                rowNames.add(label);
                if (stackedRows.contains(rowNames.size() - 1)) {
                    // Too long to stand beside its numbers: the name on a line of its own, then the numbers.
                    add(label, "span, wmin 0");
                    label = new JLabel();
                }
                nameCells.add(label);
                add(label, "wmin 0");
                for (int c = 0; c < columns; c++) {
                    add(value(table, row, c));
                }
            }
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
        int width = titles.isEmpty() ? 0 : titles.get(0).getWidth();
        if (width > 0 && width != titledWidth) {
            // A wrapped title knows its height only once it has its width: lay out once more for
            // each new width (asked for after this layout is over; during it a new request would be lost).
            titledWidth = width;
            javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
        if (getWidth() > 0 && !nameCells.isEmpty()) {
            // Every line's cell in the names' column is as wide as that column.
            int room = nameCells.get(0).getWidth();
            Set<Integer> tooLong = new HashSet<>();
            for (int i = 0; i < rowNames.size(); i++) {
                if (rowNames.get(i).getPreferredSize().width > room) {
                    tooLong.add(i);
                }
            }
            if (!tooLong.equals(stackedRows)) {
                restack(Set.copyOf(tooLong));
            }
        }
    }

    private void restack(Set<Integer> rows) {
        stackedRows = rows;
        List<String> texts = valueLabels.stream().map(JLabel::getText).toList();
        rebuild(shown);
        for (int i = 0; i < texts.size() && i < valueLabels.size(); i++) {
            valueLabels.get(i).setText(texts.get(i));
        }
        // Asked for after this layout is over (during it a new request would be lost).
        javax.swing.SwingUtilities.invokeLater(this::revalidate);
    }

    /** Returns whether some row's name stands on a line over its numbers; for tests. */
    boolean stacked() {
        return !stackedRows.isEmpty();
    }

    /** Returns the label of the value in column {@code c} of {@code row}, kept for {@link #show} if the row has one there. */
    private JLabel value(ReadoutTable table, ReadoutTable.Row row, int c) {
        JLabel value = new ValueLabel();
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
     * A value whose text changes many times a second. A new text of the same size needs no new
     * layout of the column, only a repaint of the label (which JLabel does for a changed text
     * alone), so it asks for a layout only when its preferred size changes.
     */
    private static final class ValueLabel extends JLabel {

        private static final long serialVersionUID = 1L;

        private Dimension laidOutAt;

        ValueLabel() {
            super("", SwingConstants.RIGHT);
        }

        @Override
        public void revalidate() {
            Dimension size = getPreferredSize();
            if (!size.equals(laidOutAt)) {
                laidOutAt = size;
                super.revalidate();
            }
        }
    }

    @Override
    public void updateUI() {
        super.updateUI();
        layoutKey = List.of(); // theme switched: rebuild so value colours follow it
    }
}
