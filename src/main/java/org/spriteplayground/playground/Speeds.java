package org.spriteplayground.playground;

import java.util.List;
import java.util.Locale;
import org.spriteplayground.i18n.Texts;

/** The speeds the playground offers, and how people write them. */
public final class Speeds {

    /** The speed factors offered, slowest first; 1× is the default. */
    public static final List<Double> OFFERED = List.of(0.25, 0.5, 1.0, 2.0, 4.0);

    private Speeds() {
    }

    /** Returns the offered speed one place slower ({@code direction < 0}) or faster, or {@code current} at either end. */
    static double next(double current, int direction) {
        int at = OFFERED.indexOf(current);
        return OFFERED.get(Math.max(0, Math.min(OFFERED.size() - 1, at + Integer.signum(direction))));
    }

    /** Returns a speed factor as people write it: "¼×", "½×", "1×", "4×". */
    public static String text(double factor) {
        if (factor == 0.25) {
            return "¼×";
        }
        if (factor == 0.5) {
            return "½×";
        }
        return factor == Math.rint(factor) ? String.format(Locale.ROOT, "%.0f×", factor) : String.format(Texts.numbers(), "%.2f×", factor);
    }
}
