package org.spriteplayground.ui.experiment;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.DefaultTableModel;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.ui.side.Wrap;

/**
 * The Experiment dialog's table: one row per bound kind. Counts stay numbers in the model and
 * are shown with thousands separators; every column header has a tooltip saying what it counts,
 * the share of hits that were false and the timing defined in words. Measured shares and times
 * keep the digits their spread supports ({@link Sampled}). The last three columns set the measured
 * hit rate beside the exact one of {@link Theory} (none for the pixels: no formula holds for a
 * shape that is not convex) and the share of hits that were false the bound would have if the sprites were
 * their convex hulls; an exact hit rate's cell tooltip says how that kind's number is worked out.
 */
public final class ExperimentTable extends JTable {

    /** The columns' ids, in order; each has a title {@code experimentui.column.ID} and a tooltip {@code experimentui.tip.ID}. */
    static final List<String> COLUMNS = List.of("kind", "tests", "hits", "falseAlarms", "misses", "falseAlarmRate", "nsPerTest",
            "hitRate", "exactHitRate", "convexRate");

    /** The column of the exact hit rate, whose cells explain themselves in a tooltip. */
    private static final int EXACT = 8;

    /** Returns the column titles, in {@link #COLUMNS} order, in the language in force. */
    public static List<String> titles() {
        return COLUMNS.stream().map(id -> Texts.text("experimentui.column." + id)).toList();
    }

    /** Returns each column's tooltip, in {@link #COLUMNS} order, in the language in force; three of them name a figure of the run. */
    public static List<String> tips() {
        Map<String, Object> figures = Map.of("falseAlarmRate", Experiment.falseAlarmRate(), "nsPerTest", Experiment.timing(),
                "exactHitRate", Experiment.SPREAD);
        return COLUMNS.stream().map(id -> figures.containsKey(id) ? Texts.format("experimentui.tip." + id, figures.get(id))
                : Texts.text("experimentui.tip." + id)).toList();
    }

    private final DefaultTableModel rows;
    private final List<String> hows = new ArrayList<>();
    /** Counts the changes of rows, so that a fit knows whether the cells it measured are still those shown. */
    private int shown;
    /** What the columns were last fitted to (type, titles' type, rows, look); the same again needs no measuring. */
    private List<Object> columnsFitted = List.of();
    /** What {@link #fitWidth} last fitted to (width, the UI's types, rows, look) and whether the type changed then. */
    private List<Object> widthFitted = List.of();

    ExperimentTable() {
        this(new DefaultTableModel(titles().toArray(), 0) {
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
        setDefaultRenderer(Object.class, new Cells());
        fitColumns();
    }

    /** Shows one row per kind of {@code result}, beside what {@code theory} expects, in place of any rows shown before. */
    void show(Experiment.Result result, Theory theory) {
        rows.setRowCount(0);
        hows.clear();
        for (Experiment.KindStats k : result.stats()) {
            Theory.Expectation e = theory.of(k.kind());
            rows.addRow(new Object[] {k.kind(), k.tests(), k.hits(), k.falseAlarms(), k.misses(),
                    k.kind() == BoundKind.PIXELS ? "" : Sampled.share(k.falseAlarms(), k.hits()), Sampled.spread(k.nanosLeast(), k.nanosMost()),
                    Sampled.share(k.hits(), k.tests()), Sampled.expected(e.hitRate()), Sampled.expected(e.hullFalseAlarmRate())});
            hows.add(e.how());
        }
        shown++;
        fitColumns();
    }

    /**
     * Makes every column as wide as its widest cell, of those shown and of the widest a run with
     * the default trials gives (so the window opens wide enough for the results), and as its
     * title, which takes two lines where one would widen the column; in the table's font, so at
     * any UI scale no count is cut. Where the window is narrower the table scrolls sideways.
     */
    private void fitColumns() {
        // Every cell's renderer is measured (HTML titles among them), and a layout asks for a fit: only a change measures again.
        List<Object> now = Arrays.asList(getFont(), getTableHeader().getFont(), shown, UIManager.getLookAndFeel());
        if (now.equals(columnsFitted)) {
            return;
        }
        columnsFitted = now;
        // Half an em between columns: with the cells' own margins, numbers stand clear of their neighbours.
        int gap = getFontMetrics(getFont()).charWidth('m') / 2;
        List<List<Object>> widest = widestCells();
        List<String> tips = tips();
        for (int column = 0; column < getColumnCount(); column++) {
            TableColumn c = getColumnModel().getColumn(column);
            int model = c.getModelIndex();
            int at = column;
            int cells = Stream.concat(widest.get(model).stream().map(value -> getDefaultRenderer(Object.class).getTableCellRendererComponent(this, value, false, false, 0, at)),
                    IntStream.range(0, getRowCount()).mapToObj(row -> prepareRenderer(getCellRenderer(row, at), row, at)))
                    .mapToInt(cell -> cell.getPreferredSize().width).max().orElse(0);
            TableCellRenderer header = getTableHeader().getDefaultRenderer();
            String title = getModel().getColumnName(model);
            int oneLine = header.getTableCellRendererComponent(this, title, false, false, -1, column).getPreferredSize().width;
            c.setHeaderValue(oneLine > cells ? twoLines(title) : title);
            // A renderer of its own, so that the header is as tall as its tallest title (it measures only one with the default),
            // handing to the default one of the look in force and giving the title its tooltip, which the header shows.
            String tip = tips.get(model);
            c.setHeaderRenderer((t, value, selected, focused, row, col) -> {
                Component shown = t.getTableHeader().getDefaultRenderer().getTableCellRendererComponent(t, value, selected, focused, row, col);
                ((javax.swing.JComponent) shown).setToolTipText(tip);
                return shown;
            });
            int titleWidth = header.getTableCellRendererComponent(this, c.getHeaderValue(), false, false, -1, column).getPreferredSize().width;
            c.setPreferredWidth(Math.max(cells, titleWidth) + gap);
        }
    }

    /** Returns {@code title} on two lines (HTML), broken at the space nearest its middle; a title of one word as it is. */
    private static String twoLines(String title) {
        int at = Wrap.breakAt(title);
        return at < 0 ? title : Stream.of(title.substring(0, at), title.substring(at + 1)).map(line -> line.replace("&", "&amp;").replace("<", "&lt;"))
                .collect(Collectors.joining("<br>", "<html><center>", "</center></html>"));
    }

    /**
     * Returns, per column, the values among which is the widest a run with the default trials
     * commonly shows (a share near a half, to two decimals; a test of up to a tenth of a microsecond
     * timed to a tenth of a nanosecond); the rows shown are measured too, so a wider one still fits.
     */
    private static List<List<Object>> widestCells() {
        List<Object> kinds = List.of((Object[]) BoundKind.values());
        List<Object> count = List.of((long) ExperimentLimits.DEFAULT_TRIALS);
        List<Object> share = List.of(Sampled.share(ExperimentLimits.DEFAULT_TRIALS / 2, ExperimentLimits.DEFAULT_TRIALS));
        List<Object> expected = List.of(Sampled.expected(1));
        return List.of(kinds, count, count, count, count, share, List.of(Sampled.spread(99.1, 99.9)), share, expected, expected);
    }

    /**
     * Draws the table and its titles at the largest type, from the UI's down to the usual size
     * (presentation off), at which every column fits {@code width}, so that at presentation ×1.5 on a
     * 1024 × 768 screen the last column's title shows whole, with no sideways scroll bar.
     * Below the usual size it never goes; there the table scrolls sideways.
     *
     * @return whether the type changed, so the table's size did
     */
    boolean fitWidth(int width) {
        java.awt.Font ui = UIManager.getFont("Table.font");
        java.awt.Font titles = UIManager.getFont("TableHeader.font");
        java.awt.Font usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        if (ui == null || titles == null || usual == null || width <= 0) {
            return false;
        }
        // Every layout of the window asks; the same width, types, rows and look fit as they did.
        List<Object> now = Arrays.asList(width, ui, titles, usual, shown, UIManager.getLookAndFeel());
        if (now.equals(widthFitted)) {
            return false;
        }
        widthFitted = now;
        java.awt.Font was = getFont();
        float size = ui.getSize2D();
        while (true) {
            float scale = size / ui.getSize2D();
            // Resources, so a new look (another presentation size) puts the UI's type back.
            setFont(new javax.swing.plaf.FontUIResource(ui.deriveFont(size)));
            getTableHeader().setFont(new javax.swing.plaf.FontUIResource(titles.deriveFont(titles.getSize2D() * scale)));
            fitRows();
            fitColumns();
            if (getPreferredSize().width <= width || size - 1 < usual.getSize2D()) {
                break;
            }
            size -= 1;
        }
        return !getFont().equals(was);
    }

    /**
     * Makes the rows as tall for the table's type as the look makes them for its own (20 px rows
     * for 16 px lines): where the type steps down to fit, rows kept the height of the window's
     * large type, and at ×2 on a 1024 × 768 screen the table took the room the chart needed.
     */
    private void fitRows() {
        int line = getFontMetrics(getFont()).getHeight();
        setRowHeight(line + line / 4);
    }

    /** Every kind's row, as wide as the columns want. */
    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return new Dimension(getPreferredSize().width, BoundKind.values().length * getRowHeight());
    }

    /** Fills the width of a wide enough view; in a narrower one keeps the columns' widths and scrolls. */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return getParent() instanceof JViewport view && view.getWidth() >= getPreferredSize().width;
    }

    @Override
    public String getToolTipText(MouseEvent event) {
        int row = rowAtPoint(event.getPoint());
        int column = columnAtPoint(event.getPoint());
        return row >= 0 && column >= 0 && convertColumnIndexToModel(column) == EXACT ? hows.get(row) : null;
    }

    /** Returns the text a cell shows. */
    String shownAt(int row, int column) {
        Component c = prepareRenderer(getCellRenderer(row, column), row, column);
        return ((DefaultTableCellRenderer) c).getText();
    }

    /** A kind's name on the left (even one that starts with a digit, 8-DOP); counts with thousands separators and rates on the right. */
    private static final class Cells extends DefaultTableCellRenderer {
        @Override
        protected void setValue(Object value) {
            setHorizontalAlignment(value instanceof BoundKind ? SwingConstants.LEFT : SwingConstants.RIGHT);
            setText(value instanceof BoundKind k ? k.label() : value instanceof Long n ? String.format(Texts.numbers(), "%,d", n) : String.valueOf(value));
        }
    }
}
