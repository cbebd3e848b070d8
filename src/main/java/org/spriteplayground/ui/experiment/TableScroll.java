package org.spriteplayground.ui.experiment;

import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JScrollPane;
import javax.swing.table.JTableHeader;
import org.spriteplayground.i18n.Texts;

/**
 * The Experiment window's results table in its scroll pane, never shorter than its header,
 * {@link ExperimentLayout#FEWEST_ROWS} rows and a sideways scroll bar; the table's type steps
 * down towards the usual size where its columns would not fit ({@link ExperimentTable#fitWidth});
 * where it is still narrower than the table it asks for the scroll bar's height too, so the bar
 * never covers the last row. Until a run has filled the table, its titles stand over a
 * {@link WaitingLine} saying what Run will count, not over an empty view.
 */
final class TableScroll extends JScrollPane {

    private static final long serialVersionUID = 1L;

    private final ExperimentTable table;
    private final WaitingLine waiting = new WaitingLine(Texts.text("experimentui.waiting.table"), "experimentTableWaiting");
    private boolean sideways;

    TableScroll(ExperimentTable table) {
        super(table);
        this.table = table;
        // The table puts its titles up itself once it is in a window; laid out before that, it has them too.
        setColumnHeaderView(table.getTableHeader());
        table.setFillsViewportHeight(true); // the words stand in the view's room, not in that of no rows
        table.add(waiting);
        table.getModel().addTableModelListener(e -> waiting.setVisible(table.getRowCount() == 0));
        // In the part of the table in view, wherever the view is scrolled to.
        getViewport().addChangeListener(e -> waiting.setBounds(new java.awt.Rectangle(getViewport().getViewPosition(), getViewport().getExtentSize())));
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension preferred = super.getPreferredSize();
        if (narrow()) {
            preferred.height += getHorizontalScrollBar().getPreferredSize().height;
        }
        return preferred;
    }

    /** Each change between wide enough and too narrow asks once more for the height that goes with it (after this layout). */
    @Override
    public void doLayout() {
        super.doLayout();
        if (table.fitWidth(getViewport().getWidth())) { // the view's width: a scroll bar beside the rows takes its own
            javax.swing.SwingUtilities.invokeLater(this::revalidate); // the table's new type, after this layout
        }
        if (narrow() != sideways) {
            sideways = narrow();
            javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
    }

    private boolean narrow() {
        Insets in = getInsets();
        return getWidth() > 0 && getWidth() - in.left - in.right < table.getPreferredSize().width;
    }

    @Override
    public Dimension getMinimumSize() {
        Dimension min = super.getMinimumSize();
        Insets in = getInsets();
        JTableHeader header = table.getTableHeader();
        int headerHeight = header == null ? 0 : header.getPreferredSize().height;
        int sideways = getHorizontalScrollBar().getPreferredSize().height;
        return new Dimension(min.width, in.top + headerHeight + ExperimentLayout.FEWEST_ROWS * table.getRowHeight() + sideways + in.bottom);
    }
}
