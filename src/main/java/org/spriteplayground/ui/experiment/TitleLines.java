package org.spriteplayground.ui.experiment;

import java.awt.Component;
import javax.swing.JTable;
import javax.swing.table.TableCellRenderer;

/**
 * A column title shown on one line or on two, the way the header's usual renderer (of the theme
 * in force) draws it: a long title over narrow numbers takes two lines rather than widening its column.
 */
final class TitleLines implements TableCellRenderer {

    private final String shown;

    /** Draws the text {@code shown}, whatever the column's title is. */
    TitleLines(String shown) {
        this.shown = shown;
    }

    @Override
    public Component getTableCellRendererComponent(JTable table, Object value, boolean selected, boolean focused, int row, int column) {
        TableCellRenderer usual = table.getTableHeader().getDefaultRenderer();
        return usual.getTableCellRendererComponent(table, shown, selected, focused, row, column);
    }

    /**
     * Returns {@code title} on two lines (HTML), broken at the space nearest its middle; a title
     * of one word as it is.
     */
    static String split(String title) {
        int middle = title.length() / 2;
        int best = -1;
        for (int i = 0; i < title.length(); i++) {
            if (title.charAt(i) == ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) {
                best = i;
            }
        }
        if (best < 0) {
            return title;
        }
        return "<html><center>" + escaped(title.substring(0, best)) + "<br>" + escaped(title.substring(best + 1)) + "</center></html>";
    }

    private static String escaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
