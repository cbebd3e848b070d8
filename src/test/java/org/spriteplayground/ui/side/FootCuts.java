package org.spriteplayground.ui.side;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JSlider;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.spriteplayground.Gui;

/**
 * What the foot of one of the side column's scrolling parts cuts: a control or row across it, or a
 * heading left whole above it with what it heads below. Shared by the off-screen tests
 * ({@link ReadoutsInViewTest}) and the real window's ({@link org.spriteplayground.ui.PresetsInViewIT}). Call on the event
 * thread.
 */
public final class FootCuts {

    private FootCuts() {
    }

    /** Returns the buttons, choices and sliders in {@code view} that show when it is scrolled to them. */
    public static List<Component> controls(JViewport view) {
        return Gui.all(view, c -> (c instanceof AbstractButton || c instanceof JComboBox<?> || c instanceof JSlider) && visibleIn(c, view));
    }

    /** Returns a fault for each of {@code parts} that {@code view}'s foot crosses. */
    public static List<String> crossing(String where, JViewport view, List<Component> parts) {
        List<String> faults = new ArrayList<>();
        for (Component c : parts) {
            Rectangle r = in(view, c);
            if (r.y < view.getHeight() && r.y + r.height > view.getHeight()) {
                faults.add(where + ": " + c.getName() + " crosses the foot (" + r.y + "–" + (r.y + r.height) + " of " + view.getHeight() + " px)");
            }
        }
        return faults;
    }

    /** Returns a fault for each of {@code headings} whole in {@code view} while the first of {@code below} under it is out of view. */
    public static List<String> alone(String where, JViewport view, List<Component> headings, List<Component> below) {
        List<String> faults = new ArrayList<>();
        for (Component h : headings) {
            Rectangle r = in(view, h);
            int next = below.stream().mapToInt(c -> in(view, c).y).filter(y -> y >= r.y + r.height).min().orElse(-1);
            if (r.y + r.height <= view.getHeight() && next >= view.getHeight()) {
                faults.add(where + ": heading " + (h instanceof JLabel l ? l.getText() : h instanceof JTextComponent t ? t.getText() : h.getName()) + " alone at the foot (" + r.y + "–" + (r.y + r.height) + ", next at " + next + " of " + view.getHeight() + " px)");
            }
        }
        return faults;
    }

    /** Returns whether {@code c} and every container between it and {@code top} are visible. */
    public static boolean visibleIn(Component c, Component top) {
        for (Component at = c; at != null && at != top; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static Rectangle in(JViewport view, Component c) {
        return SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), view);
    }
}
