package org.spriteplayground.ui.canvas;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormatSymbols;
import java.util.function.DoubleUnaryOperator;
import org.spriteplayground.i18n.Texts;

/**
 * The text of a typed value: what counts as a number, the one-line message when it does not, a
 * value as a person types it, and a value as the exact-values popup shows it. A number is written
 * with the decimal separator of {@link Texts#numbers()} ("12,5" in German) and read with it or
 * with a dot ("12.5" everywhere).
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

    /**
     * A length as the exact-values popup shows it: {@link #plain} where that reads back as the very
     * same number, else the digits of {@link Double#toString}, which do ("150.00000000000006", not
     * "150"), so that Enter with nothing typed changes nothing.
     */
    public static String exact(double value) {
        return exact(value, DoubleUnaryOperator.identity(), value);
    }

    /**
     * A value as the exact-values popup shows it, where typing {@code value} gives the piece {@code
     * read} of it and the piece now has {@code stored} (an angle shown in degrees, kept in
     * radians): {@link #plain} where that gives {@code stored}, else the digits of {@link
     * Double#toString}, which read back as {@code value} exactly, written without exponent or with
     * it, whichever is shorter ("150.00000000000006", "1.4210854715202004E-14").
     */
    public static String exact(double value, DoubleUnaryOperator read, double stored) {
        String rounded = plain(value);
        if (read.applyAsDouble(parse(rounded)) == stored) {
            return rounded;
        }
        String withoutExponent = BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
        String shortest = Double.toString(value);
        return (withoutExponent.length() <= shortest.length() ? withoutExponent : shortest).replace('.', decimalSeparator());
    }

    private static String example() {
        return plain(123.25);
    }

    private static char decimalSeparator() {
        return DecimalFormatSymbols.getInstance(Texts.numbers()).getDecimalSeparator();
    }
}
