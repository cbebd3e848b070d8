package org.spriteplayground.ui;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** The text of a typed value: what counts as a number, the one-line message when it does not, and a value as a person types it. */
final class ValueText {

    private ValueText() {
    }

    /**
     * Returns the one-line message for {@code text} that is not a finite number as
     * {@link Double#parseDouble} reads it ("123.25", "-4", "1e9"), or null when it is one; how
     * far a number may go is the lesson's to say, when it is placed.
     */
    static String problem(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            return "Type a number.";
        }
        try {
            return Double.isFinite(Double.parseDouble(t)) ? null : "Type a finite number, like 123.25.";
        } catch (NumberFormatException e) {
            return "Not a number: type digits, like 123.25.";
        }
    }

    /** A value as a person types it: up to six decimals, no exponent, no trailing zeros, no "-0". */
    static String plain(double value) {
        String text = BigDecimal.valueOf(value).setScale(6, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
        return text.equals("-0") ? "0" : text;
    }
}
