package org.spriteplayground.lesson;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormatSymbols;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;

/**
 * Number formatting for everything a pupil reads, in the locale of {@link Texts#numbers()} (German
 * 1.979.449 and 12,5 on screen; 1,979,449 and 12.5 inside {@link Texts#neutrally}): plain decimals, never scientific notation for ordinary numbers; thousands separators on
 * big values (1,979,449); a fixed number of decimals chosen per kind of value by the caller; no
 * "-0.00"; a true minus sign (−14.5) on screen, a hyphen in files. The one exception is {@link #tiny(double)}, for differences whose smallness is the
 * point.
 */
public final class Text {

    /**
     * The most decimals a piece's own position or angle shows ({@link #measured}): enough for
     * any value a pupil types into the exact-values dialog (123.456, 37.25), few enough that a
     * dragged 123.4567891 reads as 123.457.
     */
    static final int MEASURED_DECIMALS = 3;

    /** Below this size (and above 0) a difference is shown in scientific notation by {@link #tiny}. */
    public static final double TINY = 1e-3;

    /** The significant digits a percentage keeps before its one shown decimal is rounded ({@link #percent}). */
    static final int PERCENT_DIGITS = 9;

    private Text() {
    }

    /**
     * Formats {@code value} with exactly {@code decimals} decimals and thousands separators:
     * {@code number(1979449, 0)} is "1,979,449", {@code number(44.25, 2)} is "44.25". A value
     * that rounds to zero is shown without a minus sign.
     */
    public static String number(double value, int decimals) {
        return minus(String.format(Texts.numbers(), "%,." + decimals + "f", noNegativeZero(value, decimals)));
    }

    /** Formats a whole count with thousands separators: "1,979,449". */
    public static String count(long n) {
        return minus(String.format(Texts.numbers(), "%,d", n));
    }

    /**
     * Formats a ratio as a percentage with one decimal: "22.8 %". The percentage is first cut to
     * {@link #PERCENT_DIGITS} significant digits, so floating-point noise cannot flip a rounding:
     * 1,788 / 4,800.000000001 (a turned box's area) reads 37.3 %, as 1,788 / 4,800 does.
     */
    static String percent(double ratio) {
        double shown = Double.isFinite(ratio) ? new BigDecimal(100 * ratio).round(new MathContext(PERCENT_DIGITS)).doubleValue() : 100 * ratio;
        return number(shown, 1) + " %";
    }

    /**
     * Formats a point as "(x, y)" with the given decimals and no thousands separators (a comma
     * inside a coordinate pair would read as a third number); where the decimal separator is a
     * comma the coordinates are parted by a semicolon: "(12,5; 3,0)".
     */
    public static String point(Vec2 p, int decimals) {
        String f = "%." + decimals + "f";
        return pair(String.format(Texts.numbers(), f, noNegativeZero(p.x(), decimals)),
                String.format(Texts.numbers(), f, noNegativeZero(p.y(), decimals)));
    }

    /** Formats a point as "(x, y)", each coordinate with every digit it has ({@link #exact}) but no thousands separators. */
    static String exactPoint(Vec2 p) {
        return pair(exactUngrouped(p.x()), exactUngrouped(p.y()));
    }

    private static String exactUngrouped(double value) {
        BigDecimal d = new BigDecimal(Double.toString(value)).stripTrailingZeros();
        int scale = Math.max(0, d.scale());
        return String.format(Texts.numbers(), "%." + scale + "f", d.setScale(scale));
    }

    /** Returns "(x, y)", or "(x; y)" where the decimal separator is a comma, so the pair reads as two numbers. */
    private static String pair(String x, String y) {
        boolean decimalComma = DecimalFormatSymbols.getInstance(Texts.numbers()).getDecimalSeparator() == ',';
        return "(" + minus(x) + (decimalComma ? "; " : ", ") + minus(y) + ")";
    }

    /** Formats an angle in radians as degrees from 0.0 to 359.9, one decimal: a full turn is 0.0, never 360.0. */
    public static String degrees(double radians) {
        double degrees = Math.toDegrees(radians) % 360;
        if (degrees < 0) {
            degrees += 360;
        }
        return Math.round(degrees * 10) >= 3600 ? number(0, 1) : number(degrees, 1);
    }

    /**
     * Formats a piece's own coordinate or size so that a typed value reads back as typed: rounded
     * to {@link #MEASURED_DECIMALS} decimals, then without trailing zeros down to {@code least}
     * decimals, with thousands separators: 123.456 is "123.456", 80 is "80" ({@code least} 0),
     * 37.49999999999999 is "37.5" and a dragged 123.4567891 is "123.457". Never "-0".
     */
    static String measured(double value, int least) {
        return measured(value, least, true);
    }

    /** As {@link #measured(double, int)}, without thousands separators if not {@code grouped}. */
    private static String measured(double value, int least, boolean grouped) {
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(MEASURED_DECIMALS, RoundingMode.HALF_UP);
        if (rounded.signum() == 0) {
            rounded = BigDecimal.ZERO.setScale(MEASURED_DECIMALS);
        }
        int scale = Math.max(least, Math.max(0, rounded.stripTrailingZeros().scale()));
        return minus(String.format(Texts.numbers(), (grouped ? "%,." : "%.") + scale + "f", rounded.setScale(scale, RoundingMode.UNNECESSARY)));
    }

    /**
     * Formats a piece's position as "(x, y)" ("(x; y)" where the decimal separator is a comma), each coordinate as {@link #measured(double, int)}
     * with no decimal it does not need and no thousands separators: "(123.456, 80)".
     */
    static String measuredPoint(Vec2 p) {
        return pair(measured(p.x(), 0, false), measured(p.y(), 0, false));
    }

    /**
     * Formats a piece's own turn in radians as degrees from 0.0 up to 359.999, as
     * {@link #measured(double, int)} with at least one decimal: a typed 37.25 is "37.25", a typed
     * 37.5 is "37.5" (not 37.49999999999999), and a full turn is "0.0", never "360.0".
     */
    static String measuredDegrees(double radians) {
        double degrees = Math.toDegrees(radians) % 360;
        if (degrees < 0) {
            degrees += 360;
        }
        boolean fullTurn = BigDecimal.valueOf(degrees).setScale(MEASURED_DECIMALS, RoundingMode.HALF_UP).compareTo(BigDecimal.valueOf(360)) >= 0;
        return measured(fullTurn ? 0 : degrees, 1);
    }

    /**
     * Formats a difference whose smallness is the point, as in the "walked into contact"
     * demonstration: exactly 0 is "0"; a size below {@link #TINY} is in the scientific notation
     * taught at school, with at most four decimals and no padding zeros ("3.5527 × 10⁻¹⁵",
     * "−1.4211 × 10⁻¹⁴", "1 × 10⁻⁹"), or as a program reads it inside {@link Texts#neutrally}
     * ("3.5527e-15"); anything bigger is a plain number with three decimals ("900.000").
     */
    public static String tiny(double value) {
        if (value == 0) {
            return "0";
        }
        if (Math.abs(value) >= TINY) {
            return number(value, 3);
        }
        String s = String.format(Texts.numbers(), "%.4e", value).replaceFirst("[.,]?0+e", "e");
        if (Texts.numbers().equals(java.util.Locale.ROOT)) {
            return s.replaceFirst("e([+-])0(\\d)", "e$1$2");
        }
        int e = s.indexOf('e');
        int exponent = Integer.parseInt(s.substring(e + 1));
        StringBuilder power = new StringBuilder(exponent < 0 ? "⁻" : "");
        for (char digit : Integer.toString(Math.abs(exponent)).toCharArray()) {
            power.append(SUPERSCRIPT_DIGITS.charAt(digit - '0'));
        }
        return minus(s.substring(0, e)) + " × 10" + power;
    }

    /** The digits 0 to 9 raised, for a power of ten. */
    private static final String SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    /**
     * Formats a value set by hand (a preset's coordinate, a tolerance choice) as the shortest
     * plain decimal that reads back as it, with thousands separators: 5.5, 0.001, 38,125.
     */
    public static String exact(double value) {
        BigDecimal d = new BigDecimal(Double.toString(value)).stripTrailingZeros();
        int scale = Math.max(0, d.scale());
        return minus(String.format(Texts.numbers(), "%,." + scale + "f", d.setScale(scale)));
    }

    /** The minus sign a person reads: U+2212, as wide as the plus and the digits, where a hyphen looks like a dash. */
    static final char MINUS = '\u2212';

    /**
     * Returns {@code formatted} with each hyphen before a digit made a true minus sign ({@link #MINUS}),
     * but for an exponent's ("1e-9"), on screen only: inside {@link Texts#neutrally} (files other programs read, where
     * {@link Texts#numbers()} is ROOT) the hyphen stays.
     */
    private static String minus(String formatted) {
        return Texts.numbers().equals(java.util.Locale.ROOT) ? formatted : formatted.replaceAll("(?<![eE])-(?=\\d)", String.valueOf(MINUS));
    }

    /** Returns 0 for a value that shows as zero at {@code decimals}, so that no "-0.0" appears. */
    private static double noNegativeZero(double value, int decimals) {
        return Math.abs(value) * Math.pow(10, decimals) < 0.5 ? 0.0 : value;
    }
}
