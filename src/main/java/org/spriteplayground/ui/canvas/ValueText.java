package org.spriteplayground.ui.canvas;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormatSymbols;
import org.spriteplayground.i18n.Texts;

/**
 * The text of a typed value: what counts as a number, the one-line message when it does not, and
 * a value as a person types it. A number is written with the decimal separator of
 * {@link Texts#numbers()} ("12,5" in German) and read with it or with a dot ("12.5" everywhere).
 */
public final class ValueText {

    private ValueText() {
    }

    /**
     * Returns the one-line message for {@code text} that is not a finite number as
     * {@link #parse} reads it ("123.25", "-4", "1e9", and "12,5" where a comma separates the
     * decimals), or null when it is one; how far a number may go is the lesson's to say, when it
     * is placed.
     */
    public static String problem(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            return Texts.text("value.problem.empty");
        }
        try {
            return Double.isFinite(parse(t)) ? null : Texts.format("value.problem.infinite", example());
        } catch (NumberFormatException e) {
            return Texts.format("value.problem.notNumber", example());
        }
    }

    /**
     * Returns the number {@code text} holds as {@link Double#parseDouble} reads it once the
     * language's decimal separator, if not a dot, is read as one.
     *
     * @throws NumberFormatException if it holds none
     */
    public static double parse(String text) {
        char decimal = decimalSeparator();
        String t = text.trim();
        return Double.parseDouble(decimal == '.' ? t : t.replace(decimal, '.'));
    }

    /** A value as a person types it: up to six decimals, no exponent, no trailing zeros, no "-0", the language's decimal separator. */
    public static String plain(double value) {
        String text = BigDecimal.valueOf(value).setScale(6, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
        return text.equals("-0") ? "0" : text.replace('.', decimalSeparator());
    }

    private static String example() {
        return plain(123.25);
    }

    private static char decimalSeparator() {
        return DecimalFormatSymbols.getInstance(Texts.numbers()).getDecimalSeparator();
    }
}
