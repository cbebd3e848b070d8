package org.spriteplayground.ui;

import java.awt.Font;
import java.awt.Graphics2D;
import java.util.function.Predicate;
import javax.swing.UIManager;

/**
 * The size of a chart's texts. A chart follows the window's text size while its parts fit, but
 * in presentation mode on a small screen it grows less than the rest: labels that overlap or a
 * plot squeezed to a sliver would be read by nobody, so it steps down towards the usual size.
 */
final class ChartFont {

    private ChartFont() {
    }

    /**
     * Returns {@code wanted} (or {@code g}'s font if null) if {@code fits} accepts it; else the
     * largest smaller size, a point at a time, that it accepts, never below the look and feel's
     * usual size (the size with presentation mode off), which it returns when nothing fits.
     */
    static Font fitting(Graphics2D g, Font wanted, Predicate<Font> fits) {
        Font font = wanted != null ? wanted : g.getFont();
        Font usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        float least = Math.min(font.getSize2D(), usual != null ? usual.getSize2D() : font.getSize2D());
        for (float size = font.getSize2D(); size > least; size -= 1) {
            Font tried = font.deriveFont(size);
            if (fits.test(tried)) {
                return tried;
            }
        }
        return font.deriveFont(least);
    }
}
