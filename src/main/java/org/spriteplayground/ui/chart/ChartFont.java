package org.spriteplayground.ui.chart;

import java.awt.Font;
import java.util.function.Predicate;
import javax.swing.UIManager;

/**
 * The size of a chart's texts. A chart follows the window's text size while its parts fit, but
 * in presentation mode on a small screen it grows less than the rest: labels that overlap or a
 * plot squeezed to a sliver would be read by nobody, so it steps down towards the usual size.
 * It never reaches it: in presentation mode a chart's texts are always larger than with it off,
 * and never smaller at &times;2 than at &times;1.5.
 */
public final class ChartFont {

    /** The sizes tried are the usual size and steps of an eighth of it, so every mode tries the smaller modes' sizes too. */
    private static final int STEPS = 8;
    /** The least a chart's type grows, as a share of what presentation mode adds to the window's texts. */
    private static final float LEAST_GROWTH = 0.25f;

    private ChartFont() {
    }

    /**
     * Returns {@code font} if {@code fits} accepts it; else the
     * largest smaller size, in steps of an eighth of the look and feel's usual size (the size with
     * presentation mode off), that it accepts, never below {@link #least}, which it returns when
     * nothing fits.
     */
    public static Font fitting(Font font, Predicate<Font> fits) {
        Font usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        return usual == null ? font : fitting(font, least(usual), fits);
    }

    /**
     * Returns {@code font} if {@code fits} accepts it; else the largest smaller size, in steps of an
     * eighth of the look and feel's usual size, that it accepts, never below {@code smallest} points,
     * which it returns when nothing fits.
     */
    public static Font fitting(Font font, float smallest, Predicate<Font> fits) {
        Font usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        if (usual == null || fits.test(font)) {
            return font;
        }
        float step = usual.getSize2D() / STEPS;
        float least = Math.min(font.getSize2D(), smallest);
        for (int i = (int) Math.ceil(font.getSize2D() / step - 1e-3) - 1; i * step > least + 1e-3; i--) {
            Font tried = font.deriveFont(i * step);
            if (fits.test(tried)) {
                return tried;
            }
        }
        return font.deriveFont(least);
    }

    /**
     * Returns the least size a chart's text takes: the usual size, grown by a quarter of what
     * presentation mode grows the window's texts by (&times;1.5: an eighth larger, &times;2: a quarter).
     */
    private static float least(Font usual) {
        Font now = UIManager.getFont("defaultFont");
        float factor = now == null ? 1 : Math.max(1, now.getSize2D() / usual.getSize2D());
        float step = usual.getSize2D() / STEPS;
        float grown = usual.getSize2D() * (1 + LEAST_GROWTH * (factor - 1));
        return step * (float) Math.floor(grown / step + 1e-3);
    }
}
