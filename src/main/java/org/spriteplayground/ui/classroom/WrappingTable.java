package org.spriteplayground.ui.classroom;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.TableColumn;
import javax.swing.table.TableModel;
import org.spriteplayground.i18n.Texts;

/**
 * A table that shows every header and cell whole in the width it is given, with no sideways
 * scroll bar: a text wider than its column goes on as many lines as it needs, broken where a line
 * may break in the language in force (at a space, after a hyphen; never at a no-break space, so
 * "67 %" stays whole), and each row is as tall as its tallest cell. The columns of numbers are as
 * wide as their content; one column of text (the question) takes the width left. The numbers'
 * columns stand in the first of three ways that leaves the table lowest: header and cells each on
 * one line; the header on more lines; the cells too ("2 of 3" over "(67 %)"), so that a narrow
 * screen at presentation ×2 still shows every column and a wide one every row on one line.
 * Only where even the last is wider than the view does the table keep that width and scroll sideways.
 */
final class WrappingTable extends JTable {

    /** The model column that takes the width the others leave. */
    private final int text;
    /** Counts the model's changes, so that a layout knows whether the texts it measured are still those shown. */
    private int changes;
    /** What the columns and type were last fitted to (widths, the UI's types, look, texts, order); the same again needs no measuring. */
    private List<Object> fitted = List.of();
    /** The least width at which every column shows whole, as last fitted: the view's width that the table fills. */
    private int least;
    /** Where lines may break, in the language {@link #breakerLocale}. */
    private BreakIterator breaker;
    private Locale breakerLocale;

    /** A table of {@code model} whose column {@code text} (in the model) takes the width left. */
    WrappingTable(TableModel model, int text) {
        super(model);
        this.text = text;
        model.addTableModelListener(e -> changes++);
        setDefaultRenderer(String.class, new Cells());
        // Counts in the middle of their columns, so that none stands against the text beside it ("3 2 of 3").
        ((DefaultTableCellRenderer) getDefaultRenderer(Number.class)).setHorizontalAlignment(SwingConstants.CENTER);
    }

    /** Gives each column its width, and each header and row its height, for the width the table has now. */
    @Override
    public void doLayout() {
        int room = getParent() instanceof JViewport view ? view.getWidth() : getWidth();
        List<Object> now = Arrays.asList(room, getWidth(), UIManager.getFont("Table.font"), UIManager.getFont("TableHeader.font"),
                UIManager.getLookAndFeel(), Texts.locale(), changes, Collections.list(getColumnModel().getColumns()));
        if (!now.equals(fitted)) {
            fitType(room);
            least = least();
            fitColumns(getWidth());
            fitted = now;
        }
        super.doLayout();
        fitRows();
    }

    /** Fills the view's width as long as every column fits it whole; scrolls sideways only where none would. */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return getParent() == null || least <= getParent().getWidth();
    }

    /** Every row, as tall as it is laid out now. */
    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return new Dimension(600, Math.max(getRowHeight(), getPreferredSize().height));
    }

    /**
     * Sets the table's and its titles' type to the UI's or, where even the narrowest columns are
     * wider than {@code width} (presentation ×2 on a 1024 × 768 screen in German), to the largest
     * smaller size at which they fit, never below the usual size (presentation off).
     */
    private void fitType(int width) {
        Font ui = UIManager.getFont("Table.font");
        Font titles = UIManager.getFont("TableHeader.font");
        Font usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        if (ui == null || titles == null || usual == null || width <= 0 || getTableHeader() == null) {
            return;
        }
        for (float size = ui.getSize2D();; size -= 1) {
            float scale = size / ui.getSize2D();
            // Resources, so that another look (another presentation size) puts the UI's type back.
            Font font = new FontUIResource(ui.deriveFont(size));
            Font header = new FontUIResource(titles.deriveFont(titles.getSize2D() * scale));
            if (!font.equals(getFont()) || !header.equals(getTableHeader().getFont())) {
                setFont(font);
                getTableHeader().setFont(header);
            }
            if (least() <= width || size - 1 < usual.getSize2D()) {
                return;
            }
        }
    }

    /** Returns the least width at which every column shows whole: each as narrow as its widest word. */
    private int least() {
        int least = 0;
        for (int c = 0; c < getColumnCount(); c++) {
            least += widths(c)[2];
        }
        return least;
    }

    /**
     * Sets the columns' widths for a table {@code width} wide: the numbers' columns fixed in the way
     * that leaves the fewest lines, the text column the rest; and each header's lines.
     */
    private void fitColumns(int width) {
        int columns = getColumnCount();
        int[][] widths = new int[columns][];
        for (int c = 0; c < columns; c++) {
            widths[c] = widths(c);
        }
        int[] chosen = null;
        int fewest = Integer.MAX_VALUE;
        for (int way = 0; way < 3; way++) {
            int[] tried = new int[columns];
            int others = 0;
            int textAt = -1;
            for (int c = 0; c < columns; c++) {
                if (convertColumnIndexToModel(c) == text) {
                    textAt = c;
                } else {
                    tried[c] = widths[c][way];
                    others += tried[c];
                }
            }
            if (textAt >= 0) {
                tried[textAt] = width - others;
                if (tried[textAt] < widths[textAt][2]) {
                    continue;
                }
            }
            int lines = lines(tried);
            if (lines < fewest) {
                fewest = lines;
                chosen = tried;
            }
        }
        if (chosen == null) { // narrower than any way allows: each column as narrow as its widest word, and the table scrolls
            chosen = new int[columns];
            for (int c = 0; c < columns; c++) {
                chosen[c] = widths[c][2];
            }
        }
        boolean headers = false;
        for (int c = 0; c < columns; c++) {
            TableColumn column = getColumnModel().getColumn(c);
            boolean roomy = convertColumnIndexToModel(c) == text;
            column.setMinWidth(roomy ? widths[c][2] : chosen[c]);
            column.setMaxWidth(roomy ? Integer.MAX_VALUE : chosen[c]);
            column.setPreferredWidth(chosen[c]);
            if (column.getHeaderRenderer() == null) {
                // Each column's own, so that the header is as tall as its tallest title (it measures only one with the default).
                column.setHeaderRenderer((t, value, selected, focused, row, col) -> t.getTableHeader().getDefaultRenderer()
                        .getTableCellRendererComponent(t, value, selected, focused, row, col));
            }
            String title = getModel().getColumnName(column.getModelIndex());
            String shown = title(lines(title, headerMetrics(), chosen[c] - pad(c)));
            headers |= !shown.equals(column.getHeaderValue());
            column.setHeaderValue(shown);
        }
        if (headers && getTableHeader() != null) {
            getTableHeader().revalidate();
        }
    }

    /**
     * Makes every row as tall as its tallest cell at the columns' widths now. The window's layout
     * works out the table's room from its height, so a change asks for that layout again; once the
     * one under way is over, as a request made during it would be lost (the scroll pane round the
     * table is a validate root, and the layout marks the window valid when it ends).
     */
    private void fitRows() {
        int least = getRowHeight();
        boolean changed = false;
        for (int row = 0; row < getRowCount(); row++) {
            int height = least;
            for (int c = 0; c < getColumnCount(); c++) {
                height = Math.max(height, prepareRenderer(getCellRenderer(row, c), row, c).getPreferredSize().height);
            }
            if (getRowHeight(row) != height) {
                setRowHeight(row, height);
                changed = true;
            }
        }
        Container scroll = SwingUtilities.getAncestorOfClass(JScrollPane.class, this);
        if (changed && scroll != null && scroll.getParent() instanceof JComponent around) {
            SwingUtilities.invokeLater(around::revalidate);
        }
    }

    /**
     * Returns column {@code c}'s widths (in the view's order): its header and cells each on one
     * line; its header on as many lines as its widest word needs, its cells on one; and both as
     * narrow as their widest word.
     */
    private int[] widths(int c) {
        int model = convertColumnIndexToModel(c);
        FontMetrics cells = getFontMetrics(getFont());
        String title = getModel().getColumnName(model);
        int titleLine = headerMetrics().stringWidth(title);
        int titleWord = widestWord(title, headerMetrics());
        int cellLine = 0;
        int cellWord = 0;
        for (int row = 0; row < getModel().getRowCount(); row++) {
            String value = shownText(row, c);
            cellLine = Math.max(cellLine, cells.stringWidth(value));
            cellWord = Math.max(cellWord, widestWord(value, cells));
        }
        int pad = pad(c);
        return new int[] {Math.max(titleLine, cellLine) + pad, Math.max(titleWord, cellLine) + pad, Math.max(titleWord, cellWord) + pad};
    }

    /** Returns the text model row {@code row} shows in view column {@code c}, on one line: its value's, as the default cells show it. */
    private String shownText(int row, int c) {
        return String.valueOf(getModel().getValueAt(row, convertColumnIndexToModel(c)));
    }

    /**
     * Returns how many lines the header and every row take with the columns {@code widths} wide:
     * each row counts its cell of most lines.
     */
    private int lines(int[] widths) {
        int header = 0;
        for (int c = 0; c < widths.length; c++) {
            header = Math.max(header, lines(getModel().getColumnName(convertColumnIndexToModel(c)), headerMetrics(), widths[c] - pad(c)).size());
        }
        FontMetrics metrics = getFontMetrics(getFont());
        int all = header;
        for (int row = 0; row < getModel().getRowCount(); row++) {
            int most = 1;
            for (int c = 0; c < widths.length; c++) {
                most = Math.max(most, lines(shownText(row, c), metrics, widths[c] - pad(c)).size());
            }
            all += most;
        }
        return all;
    }

    /** Returns the width a cell of column {@code c} takes beyond its text: the look's margins in a cell, two spaces and the lines between cells. */
    private int pad(int c) {
        Component cell = getDefaultRenderer(Object.class).getTableCellRendererComponent(this, "", false, false, 0, c);
        Insets insets = cell instanceof JComponent j ? j.getInsets() : new Insets(0, 0, 0, 0);
        return insets.left + insets.right + getFontMetrics(getFont()).stringWidth("  ") + getIntercellSpacing().width;
    }

    private FontMetrics headerMetrics() {
        return getFontMetrics(getTableHeader() != null && getTableHeader().getFont() != null ? getTableHeader().getFont() : getFont());
    }

    /**
     * Returns {@code text} broken into lines no wider than {@code room} where the language in force
     * lets a line break, each line as full as it can be; a word wider than {@code room} stands on a
     * line of its own. A word elided with an apostrophe stays with the next ("l’image").
     */
    private List<String> lines(String text, FontMetrics metrics, int room) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int end = 0;
        for (int at : breaks(text)) {
            if (end > start && metrics.stringWidth(text.substring(start, at).strip()) > room) {
                lines.add(text.substring(start, end).strip());
                start = end;
            }
            end = at;
        }
        lines.add(text.substring(start).strip());
        return lines;
    }

    /** Returns the width of the widest part of {@code text} that no line may break. */
    private int widestWord(String text, FontMetrics metrics) {
        int widest = 0;
        int from = 0;
        for (int at : breaks(text)) {
            widest = Math.max(widest, metrics.stringWidth(text.substring(from, at).strip()));
            from = at;
        }
        return widest;
    }

    /** Returns where a line may break in {@code text}, in order, its end included; not after an apostrophe. */
    private List<Integer> breaks(String text) {
        if (!Texts.locale().equals(breakerLocale)) {
            breakerLocale = Texts.locale();
            breaker = BreakIterator.getLineInstance(breakerLocale);
        }
        breaker.setText(text);
        List<Integer> breaks = new ArrayList<>();
        for (int at = breaker.next(); at != BreakIterator.DONE; at = breaker.next()) {
            char before = text.charAt(at - 1);
            if (at == text.length() || (before != '’' && before != '\'')) {
                breaks.add(at);
            }
        }
        return breaks;
    }

    /** Returns a header's {@code lines} as its label's text: as it is if one, else Swing's HTML, one line under the other, centred. */
    private static String title(List<String> lines) {
        if (lines.size() == 1) {
            return lines.get(0);
        }
        return lines.stream().map(line -> line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))
                .collect(Collectors.joining("<br>", "<html><center>", ""));
    }

    /**
     * A text cell: the default one, or where its text needs more lines than one at its column's
     * width, plain text in the default one's type, colours and margins, broken into those lines
     * (not Swing's HTML, which a layout of every cell would parse anew each time).
     */
    private final class Cells extends DefaultTableCellRenderer {
        private final JTextArea lines = new JTextArea();

        @Override
        public Component getTableCellRendererComponent(JTable table, Object value, boolean selected, boolean focused, int row, int column) {
            super.getTableCellRendererComponent(table, value, selected, focused, row, column);
            String plain = getText() == null ? "" : getText();
            int room = getColumnModel().getColumn(column).getWidth() - pad(column);
            List<String> wrapped = lines(plain, getFontMetrics(getFont()), room);
            if (room <= 0 || wrapped.size() == 1) {
                return this;
            }
            lines.setText(String.join("\n", wrapped));
            lines.setFont(getFont());
            lines.setForeground(getForeground());
            lines.setBackground(getBackground());
            lines.setBorder(getBorder());
            return lines;
        }
    }
}
