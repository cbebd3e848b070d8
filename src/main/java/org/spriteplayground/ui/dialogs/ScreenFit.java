package org.spriteplayground.ui.dialogs;

import java.awt.AWTEvent;
import java.awt.Dialog;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.ComponentEvent;
import java.awt.event.WindowEvent;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import org.spriteplayground.i18n.SeedOutput;
import org.spriteplayground.ui.side.Wrap;

/**
 * Keeps every dialog on the screen it opens on: a long message wraps instead of widening its
 * dialog ({@link #text}), and a dialog that still comes out larger than the screen's usable
 * area (a file chooser or the experiment at presentation ×2 on a 1024×768 screen) is shrunk and
 * moved onto it as it opens or grows, so that its buttons can always be reached.
 */
public final class ScreenFit {

    /** A message is wrapped to at most this share of the screen's usable width. */
    private static final double MESSAGE_SHARE = 0.6;

    private static boolean installed;

    private ScreenFit() {
    }

    /** Starts keeping every dialog the app opens on its screen (once; later calls do nothing). */
    public static synchronized void install() {
        if (installed) {
            return;
        }
        installed = true;
        Toolkit.getDefaultToolkit().addAWTEventListener(event -> {
            boolean opened = event.getID() == WindowEvent.WINDOW_OPENED;
            boolean resized = event.getID() == ComponentEvent.COMPONENT_RESIZED;
            if ((opened || resized) && event.getSource() instanceof Dialog dialog && dialog.isShowing()) {
                keepOnScreen(dialog);
            }
        }, AWTEvent.WINDOW_EVENT_MASK | AWTEvent.COMPONENT_EVENT_MASK);
    }

    /** Shrinks and moves {@code window} onto the usable area of its screen if it is not already within it. */
    static void keepOnScreen(Window window) {
        Rectangle usable = usable(window.getGraphicsConfiguration());
        Rectangle now = window.getBounds();
        Rectangle fitted = fit(now, usable);
        if (!fitted.equals(now)) {
            window.setBounds(fitted);
            // Laid out again once the new size has reached the window, so its contents fit it.
            javax.swing.SwingUtilities.invokeLater(() -> {
                window.invalidate();
                window.validate();
                window.repaint();
            });
        }
    }

    /**
     * Returns {@code bounds} no larger than {@code usable} and moved the least way into it, its
     * centre kept where it can be.
     */
    public static Rectangle fit(Rectangle bounds, Rectangle usable) {
        int w = Math.min(bounds.width, usable.width);
        int h = Math.min(bounds.height, usable.height);
        int x = bounds.x + (bounds.width - w) / 2;
        int y = bounds.y + (bounds.height - h) / 2;
        x = Math.max(usable.x, Math.min(x, usable.x + usable.width - w));
        y = Math.max(usable.y, Math.min(y, usable.y + usable.height - h));
        return new Rectangle(x, y, w, h);
    }

    /** Returns the part of the screen of {@code gc} that windows may use (without task bars), or the main screen's. */
    public static Rectangle usable(GraphicsConfiguration gc) {
        if (gc == null) {
            return GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        }
        Rectangle screen = gc.getBounds();
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        return new Rectangle(screen.x + in.left, screen.y + in.top, screen.width - in.left - in.right, screen.height - in.top - in.bottom);
    }

    /**
     * Returns {@code message} for {@link javax.swing.JOptionPane}: the text itself if it is one
     * line that fits, else {@link #text}'s wrapped text.
     */
    public static Object message(String message) {
        JComponent text = text(message);
        return text instanceof JLabel ? message : text;
    }

    /**
     * Returns {@code message} for a dialog: a label if it is one line that fits, else read-only
     * text in its own lines, wrapped at words (a long path breaks where it must) to a width the
     * screen has room for. A message that quotes a seed's output is a label in Swing's HTML
     * instead, wrapped to that width, that sets the output as code ({@link Wrap#label}).
     */
    static JComponent text(String message) {
        JTextArea area = Wrap.text(message, null);
        FontMetrics metrics = area.getFontMetrics(area.getFont());
        int widest = message.lines().mapToInt(metrics::stringWidth).max().orElse(0);
        int room = (int) (usable(null).width * MESSAGE_SHARE);
        if (widest <= room && !message.contains("\n") && !SeedOutput.holds(message)) {
            return new JLabel(message);
        }
        int width = Math.min(room, widest + metrics.charWidth('m'));
        if (SeedOutput.holds(message) && !message.contains("\n")) {
            JLabel label = new JLabel();
            HelpDialogs.wrap(label, message, width, "left");
            label.getAccessibleContext().setAccessibleName(message);
            return label;
        }
        area.setForeground(UIManager.getColor("Label.foreground"));
        area.setSize(width, Short.MAX_VALUE);
        area.setPreferredSize(new Dimension(width, area.getPreferredSize().height));
        area.getAccessibleContext().setAccessibleName(message);
        return area;
    }
}
