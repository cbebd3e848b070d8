package org.spriteplayground.ui;

import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
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
    private boolean stacked;
    /** The width the rows need side by side, measured when they were stacked. */
    private int sideBySideWidth;

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
        titledWidth = 0;
        int columns = tables.stream().mapToInt(t -> t.columns().size()).max().orElse(1);
        setLayout(new MigLayout(
                "insets 0, wrap " + (columns + 1) + ", fillx",          // layout
                "[grow, left]" + "[right, 70:pref, pref]".repeat(columns), // columns: label, then values, never cut
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
                if (stacked) {
                    // Too narrow for a label beside its numbers: the label on a line of its own, then the numbers.
                    add(label, "span, wmin 0");
                    label = new JLabel();
                }
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
     * Stacks each row's label over its numbers when a label would be cut beside them (large type
     * in a narrow column), and puts them side by side again once the column is as wide as that
     * needs: the numbers a pupil copies and the names they go by both show whole.
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
        if (!stacked && getWidth() > 0 && rowLabelCut()) {
            sideBySideWidth = getPreferredSize().width;
            restack(true);
        } else if (stacked && getWidth() >= sideBySideWidth) {
            restack(false);
        }
    }

    /**
     * Returns whether a row's name is cut: a name laid out here narrower than it asks (a row of its
     * own, {@link ReadoutLine}, stacks by itself).
     */
    private boolean rowLabelCut() {
        for (java.awt.Component c : getComponents()) {
            boolean rowName = c instanceof JLabel l && !(l instanceof ValueLabel) && l.getToolTipText() != null;
            if (rowName && c.getWidth() < c.getPreferredSize().width) {
                return true;
            }
        }
        return false;
    }

    private void restack(boolean stack) {
        stacked = stack;
        List<String> texts = valueLabels.stream().map(JLabel::getText).toList();
        rebuild(shown);
        for (int i = 0; i < texts.size() && i < valueLabels.size(); i++) {
            valueLabels.get(i).setText(texts.get(i));
        }
        // Asked for after this layout is over (during it a new request would be lost).
        javax.swing.SwingUtilities.invokeLater(this::revalidate);
    }

    /** Returns whether each row's label stands on a line over its numbers; for tests. */
    boolean stacked() {
        return stacked;
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
