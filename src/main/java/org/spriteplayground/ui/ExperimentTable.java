package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Locale;
import javax.swing.JTable;
import javax.swing.SwingConstants;
import javax.swing.ToolTipManager;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.DefaultTableModel;
import javax.swing.table.JTableHeader;
import org.spriteplayground.experiment.Experiment;

/**
 * The Experiment dialog's table: one row per bound kind. Counts stay numbers in the model and
 * are shown with thousands separators; every column header has a tooltip saying what it counts,
 * the false-alarm rate and the timing defined in words.
 */
final class ExperimentTable extends JTable {

    private static final long serialVersionUID = 1L;

    /** The column titles, in order. */
    static final List<String> COLUMNS = List.of("kind", "tests", "hits", "false alarms", "misses", "false-alarm rate", "ns / test");

    /** Each column's tooltip, in {@link #COLUMNS} order. */
    static final List<String> TIPS = List.of(
            "The bound tested; pixels is the truth the others are judged against",
            "Placements tested",
            "Placements where the bound reported a touch",
            "Hits where the opaque pixels do not touch",
            "Pixel touches the bound did not report: 0 for every enclosing bound",
            "False-alarm rate = " + Experiment.FALSE_ALARM_RATE,
            "Time per test, in " + Experiment.TIMING);

    private final DefaultTableModel rows;

    ExperimentTable() {
        this(new DefaultTableModel(COLUMNS.toArray(), 0) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        });
    }

    private ExperimentTable(DefaultTableModel rows) {
        super(rows);
        this.rows = rows;
        setName("experimentTable");
        setPreferredScrollableViewportSize(new Dimension(760, 6 * getRowHeight()));
        getColumnModel().getColumn(0).setPreferredWidth(150);
        getColumnModel().getColumn(5).setPreferredWidth(120);
        setDefaultRenderer(Object.class, new Cells());
        ToolTipManager.sharedInstance().registerComponent(getTableHeader());
    }

    /** Shows one row per kind of {@code result}. */
    void show(Experiment.Result result) {
        rows.setRowCount(0);
        for (Experiment.KindStats k : result.stats()) {
            rows.addRow(new Object[] {k.kind().label(), k.tests(), k.hits(), k.falseAlarms(), k.misses(),
                    String.format(Locale.ROOT, "%.1f %%", 100 * k.falseAlarmRate()), String.format(Locale.ROOT, "%.1f", k.nanosPerTest())});
        }
    }

    /** Empties the table. */
    void clear() {
        rows.setRowCount(0);
    }

    /** Returns the text a cell shows. */
    String shownAt(int row, int column) {
        Component c = prepareRenderer(getCellRenderer(row, column), row, column);
        return ((DefaultTableCellRenderer) c).getText();
    }

    @Override
    protected JTableHeader createDefaultTableHeader() {
        return new JTableHeader(columnModel) {
            private static final long serialVersionUID = 1L;

            @Override
            public String getToolTipText(MouseEvent event) {
                int column = columnAtPoint(event.getPoint());
                return column < 0 ? null : TIPS.get(columnModel.getColumn(column).getModelIndex());
            }
        };
    }

    /** Counts with thousands separators, numbers on the right. */
    private static final class Cells extends DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        protected void setValue(Object value) {
            boolean count = value instanceof Long;
            setHorizontalAlignment(count || value instanceof String s && !s.isEmpty() && Character.isDigit(s.charAt(0)) ? SwingConstants.RIGHT : SwingConstants.LEFT);
            setText(count ? String.format(Locale.ROOT, "%,d", (Long) value) : String.valueOf(value));
        }
    }
}
