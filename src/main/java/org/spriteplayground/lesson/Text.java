package org.spriteplayground.lesson;

import java.util.Locale;
import org.spriteplayground.geometry.Vec2;

/** Number formatting for readouts and labels: one locale, so a decimal point is always a point. */
final class Text {

    private Text() {
    }

    /** Formats with {@link Locale#ROOT}. */
    static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }

    /** Formats a ratio as a percentage with one decimal: "22.8 %". */
    static String percent(double ratio) {
        return fmt("%.1f %%", 100 * ratio);
    }

    /** Formats a point as "(x, y)" with the given decimals. */
    static String point(Vec2 p, int decimals) {
        String f = "%." + decimals + "f";
        return fmt("(" + f + ", " + f + ")", p.x(), p.y());
    }
}
