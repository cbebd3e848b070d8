package org.spriteplayground.ui;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Pattern;

/** The text of a typed value: what counts as a number, the one-line message when it does not, and a value as a person types it. */
final class ValueText {

    /** A plain decimal number: digits with at most one point and a sign; no letters, no exponent, no NaN. */
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)");

    private ValueText() {
    }

    /** Returns the one-line message for {@code text} that is not a plain number, or null when it is one. */
    static String problem(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            return "Type a number.";
        }
        return NUMBER.matcher(t).matches() ? null : "Not a number: type digits, like 123.25.";
    }

    /** A value as a person types it: up to six decimals, no exponent, no trailing zeros, no "-0". */
    static String plain(double value) {
        String text = BigDecimal.valueOf(value).setScale(6, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
        return text.equals("-0") ? "0" : text;
    }
}
