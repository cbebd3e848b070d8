package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.Icon;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JRadioButton;
import javax.swing.JTable;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.border.Border;
import javax.swing.border.CompoundBorder;
import javax.swing.border.TitledBorder;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.table.JTableHeader;
import javax.swing.table.TableCellRenderer;
import javax.swing.text.View;

/**
 * Finds texts on show that do not fit their place: a label's or button's (menus of the menu bar
 * too) that Swing would cut with "…" or that is wider than the room inside the insets, a titled
 * border's title wider than its component, a table column's header wider than the column.
 */
final class Clipping {

    private Clipping() {
    }

    /**
     * Returns a line for each text on show below {@code root} that is cut, naming the component,
     * as the next paint shows it: a layout a changed text asked for is done first, as Swing does
     * it before it paints. Call on the event thread.
     */
    static List<String> clipped(Container root) {
        RepaintManager.currentManager(root).validateInvalidComponents();
        List<String> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Container root, List<String> found) {
        for (Component c : root.getComponents()) {
            if (!c.isShowing()) {
                continue;
            }
            if (c instanceof JLabel label) {
                text(label, label.getText(), label.getIcon(), label.getIconTextGap(), label.getVerticalAlignment(), label.getHorizontalAlignment(),
                        label.getVerticalTextPosition(), label.getHorizontalTextPosition(), found);
            } else if (c instanceof AbstractButton button) {
                text(button, button.getText(), icon(button), button.getIconTextGap(), button.getVerticalAlignment(), button.getHorizontalAlignment(),
                        button.getVerticalTextPosition(), button.getHorizontalTextPosition(), found);
            }
            if (c instanceof JComponent j) {
                title(j, j.getBorder(), found);
            }
            if (c instanceof JTable table && table.getTableHeader() != null) {
                headers(table, found);
            }
            if (c instanceof Container inner) {
                collect(inner, found);
            }
        }
    }

    /** A check box or radio button draws its box where it has no icon of its own. */
    private static Icon icon(AbstractButton button) {
        if (button.getIcon() != null) {
            return button.getIcon();
        }
        return button instanceof JCheckBox ? UIManager.getIcon("CheckBox.icon") : button instanceof JRadioButton ? UIManager.getIcon("RadioButton.icon") : null;
    }

    private static void text(JComponent c, String text, Icon icon, int gap, int vAlign, int hAlign, int vPos, int hPos, List<String> found) {
        if (text == null || text.isBlank()) {
            return;
        }
        Insets in = c.getInsets();
        Rectangle room = new Rectangle(in.left, in.top, c.getWidth() - in.left - in.right, c.getHeight() - in.top - in.bottom);
        View html = (View) c.getClientProperty(BasicHTML.propertyKey);
        if (html != null) {
            float least = html.getMinimumSpan(View.X_AXIS);
            if (least > room.width) {
                found.add(describe(c, text) + ": its longest word needs " + Math.round(least) + " px, it has " + room.width);
            }
            return;
        }
        FontMetrics fm = c.getFontMetrics(c.getFont());
        Rectangle iconAt = new Rectangle();
        Rectangle textAt = new Rectangle();
        String laid = SwingUtilities.layoutCompoundLabel(c, fm, text, icon, vAlign, hAlign, vPos, hPos, room, iconAt, textAt, gap);
        int needed = SwingUtilities.computeStringWidth(fm, text) + (icon != null && hPos != SwingUtilities.CENTER ? icon.getIconWidth() + gap : 0);
        if (!laid.equals(text) || needed > room.width) {
            found.add(describe(c, text) + ": needs " + needed + " px inside its insets, has " + room.width + (laid.equals(text) ? "" : ", shows '" + laid + "'"));
        }
    }

    private static void title(JComponent c, Border border, List<String> found) {
        if (border instanceof CompoundBorder compound) {
            title(c, compound.getOutsideBorder(), found);
            title(c, compound.getInsideBorder(), found);
        } else if (border instanceof TitledBorder titled && titled.getTitle() != null && !titled.getTitle().isBlank()
                && titled.getMinimumSize(c).width > c.getWidth()) {
            found.add("titled border '" + titled.getTitle() + "' of " + describe(c, null) + ": needs " + titled.getMinimumSize(c).width + " px, has " + c.getWidth());
        }
    }

    private static void headers(JTable table, List<String> found) {
        JTableHeader header = table.getTableHeader();
        for (int col = 0; col < table.getColumnCount(); col++) {
            Object value = table.getColumnModel().getColumn(col).getHeaderValue();
            TableCellRenderer renderer = table.getColumnModel().getColumn(col).getHeaderRenderer();
            renderer = renderer != null ? renderer : header.getDefaultRenderer();
            Component cell = renderer.getTableCellRendererComponent(table, value, false, false, -1, col);
            int width = table.getColumnModel().getColumn(col).getWidth();
            if (cell.getPreferredSize().width > width) {
                found.add("table header '" + value + "' of " + describe(table, null) + ": needs " + cell.getPreferredSize().width + " px, has " + width);
            }
        }
    }

    private static String describe(Component c, String text) {
        Class<?> type = c.getClass();
        while (type.getSimpleName().isEmpty()) {
            type = type.getSuperclass();
        }
        return type.getSimpleName() + (text != null ? " '" + text + "'" : "") + " named " + c.getName();
    }
}
