package org.spriteplayground.ui;

import com.formdev.flatlaf.ui.FlatToolTipUI;
import com.formdev.flatlaf.util.UIScale;
import java.awt.FontMetrics;
import java.awt.GraphicsConfiguration;
import java.awt.Toolkit;
import java.beans.PropertyChangeListener;
import javax.swing.JComponent;
import javax.swing.JToolTip;
import javax.swing.plaf.ComponentUI;
import javax.swing.plaf.basic.BasicHTML;
import org.spriteplayground.ui.side.WordWrap;

/**
 * FlatLaf's tooltip, with a long plain text broken into lines at its spaces (FlatLaf draws a text's
 * lines where it has line breaks), so that a long one, such as the timeline's of 300 characters,
 * neither runs past the screen's edge nor covers the overlay switches. A line is at most {@value #WIDTH} px at
 * UI scale 1, and never more than half the screen; HTML and texts with their own breaks are left
 * as they are. {@link Theme#install} puts it in place for every theme.
 */
public final class WrappingToolTipUI extends FlatToolTipUI {

    /** The widest line of a tooltip at UI scale 1, in pixels. */
    static final int WIDTH = 480;

    private final PropertyChangeListener wrap = e -> {
        if (e.getSource() instanceof JToolTip tip) {
            wrap(tip);
        }
    };

    public static ComponentUI createUI(JComponent c) {
        return new WrappingToolTipUI();
    }

    @Override
    protected void installListeners(JComponent c) {
        super.installListeners(c);
        c.addPropertyChangeListener("tiptext", wrap);
    }

    @Override
    protected void uninstallListeners(JComponent c) {
        c.removePropertyChangeListener("tiptext", wrap);
        super.uninstallListeners(c);
    }

    /** Breaks {@code tip}'s text into lines if it is plain, on one line and wider than a line may be. */
    private static void wrap(JToolTip tip) {
        String text = tip.getTipText();
        if (text == null || text.indexOf('\n') >= 0 || BasicHTML.isHTMLString(text) || tip.getFont() == null) {
            return;
        }
        FontMetrics fm = tip.getFontMetrics(tip.getFont());
        int room = room(tip.getGraphicsConfiguration());
        if (fm.stringWidth(text) > room) {
            tip.setTipText(String.join("\n", WordWrap.lines(text, fm, room)));
        }
    }

    /** Returns the widest a line may be on the screen of {@code config} (the default screen if null). */
    static int room(GraphicsConfiguration config) {
        int screen = config != null ? config.getBounds().width
                : java.awt.GraphicsEnvironment.isHeadless() ? Integer.MAX_VALUE : Toolkit.getDefaultToolkit().getScreenSize().width;
        return Math.min(UIScale.scale(WIDTH), screen / 2);
    }
}
