package org.spriteplayground.i18n;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * The one rule for showing a figure that comes from sampling: it keeps the digits its spread
 * supports and no more. A share counted over trials is shown with its standard error, "63.9 ± 0.4
 * %": the error rounded to one significant digit (two when it starts with a 1, so 0.14 does
 * not lose a third of itself to 0.1) and the share to the same decimal place. A time measured over
 * repeated passes is shown as its range, least to most, "3.1–3.7", the range's width setting the
 * decimals in the same way. An expected share from exact geometry is shown to a tenth of a point:
 * it takes positions as continuous, while the experiment puts B on whole pixels, which moves a
 * share by up to about a tenth of a point, so finer digits would claim what the sampling leaves out.
 */
public final class Sampled {

    /** Decimals of an expected percentage: the pixel lattice the theory leaves out moves it by about a tenth of a point. */
    public static final int EXPECTED_DECIMALS = 1;

    private Sampled() {
    }

    /**
     * Returns the standard error of the share {@code count / of}, &radic;(p(1 &minus; p) / of).
     * Where none or all of the trials counted, that formula gives 0, which would claim an exact
     * share; the error is then taken as that of one count either way (p = 1 / of), about 1 / of.
     * NaN with no trials.
     */
    public static double standardError(long count, long of) {
        if (of <= 0) {
            return Double.NaN;
        }
        double p = Math.min(Math.max((double) count / of, 1.0 / of), 1 - 1.0 / of);
        return Math.sqrt(p * (1 - p) / of);
    }

    /**
     * Returns how many decimals a figure keeps whose uncertainty is {@code spread}: so many that
     * the spread shows one significant digit, two when its first digit is 1 (0.4, 0.14, 3, 12);
     * never fewer than 0. A spread of 0 or less (repeated timings that all agreed) keeps one decimal.
     */
    public static int decimals(double spread) {
        if (!(spread > 0) || Double.isInfinite(spread)) {
            return 1;
        }
        int exponent = (int) Math.floor(Math.log10(spread));
        double lead = spread / Math.pow(10, exponent);
        if (lead >= 9.5) {
            exponent++;
            lead = 1;
        }
        int digits = lead < 1.95 ? 2 : 1;
        return Math.max(0, digits - 1 - exponent);
    }

    /** Returns {@code count / of} as a percentage with its standard error, in the numbers' locale in force: "63.9 ± 0.4 %" (the % holds for both); "—" with no trials. */
    public static String share(long count, long of) {
        return share(count, of, Texts.numbers());
    }

    /** As {@link #share(long, long)}, numbers written for {@code numbers}. */
    public static String share(long count, long of, Locale numbers) {
        if (of <= 0) {
            return "—";
        }
        double error = 100 * standardError(count, of);
        String f = "%." + decimals(error) + "f";
        return String.format(numbers, f + " ± " + f + " %%", 100.0 * count / of, error);
    }

    /** Returns a time measured over repeated passes as its range, least to most, in the numbers' locale in force: "3.1–3.7". */
    public static String spread(double least, double most) {
        String f = "%." + decimals(most - least) + "f";
        return String.format(Texts.numbers(), f + "–" + f, least, most);
    }

    /**
     * Returns a time measured over repeated passes as its median with its range, least to most, in
     * the numbers' locale in force, each to two significant digits: "240 (190–310)", "14,000
     * (540–31,000)". Timings move by more than a few percent from one measurement to the next, so
     * a third digit would claim what the machine does not repeat; at least whole units are kept.
     */
    public static String median(double median, double least, double most) {
        return String.format(Texts.numbers(), "%s (%s–%s)", twoDigits(median), twoDigits(least), twoDigits(most));
    }

    private static String twoDigits(double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            return String.format(Texts.numbers(), "%.1f", value);
        }
        java.math.BigDecimal rounded = new java.math.BigDecimal(value).round(new java.math.MathContext(2));
        return String.format(Texts.numbers(), "%,." + Math.max(0, rounded.scale()) + "f", rounded.doubleValue());
    }

    /**
     * Returns an expected share from exact geometry as a percentage rounded to {@link
     * #EXPECTED_DECIMALS} decimal (59.2 for 0.59236): the one rounding of every expected figure,
     * in the window, its words and the command line's CSV alike.
     */
    public static BigDecimal expectedPercent(double ratio) {
        return new BigDecimal(ratio).movePointRight(2).setScale(EXPECTED_DECIMALS, RoundingMode.HALF_UP);
    }

    /** Returns an expected share from exact geometry as a percentage to {@link #EXPECTED_DECIMALS} decimal: "57.3 %"; empty for NaN (no expectation). */
    public static String expected(double ratio) {
        return Double.isNaN(ratio) ? "" : String.format(Texts.numbers(), "%." + EXPECTED_DECIMALS + "f %%", expectedPercent(ratio));
    }
}
