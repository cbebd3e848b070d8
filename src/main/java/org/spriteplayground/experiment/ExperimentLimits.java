package org.spriteplayground.experiment;

import java.text.DecimalFormatSymbols;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;

/**
 * The one set of limits on an experiment's trials and seed, checked the same way by the
 * command line and the Experiment dialog. A check returns null when the value is allowed, else
 * the end of a one-line message ("must be ..., was '...'") for the caller to prefix with the
 * field's name.
 */
public final class ExperimentLimits {

    /** Fewest placements a run makes. */
    public static final int MIN_TRIALS = 1;
    /** Most placements a run makes: a run streams them, so memory does not grow with this. */
    public static final int MAX_TRIALS = 100_000_000;
    /** Placements when none are asked for. */
    public static final int DEFAULT_TRIALS = 100_000;
    /** Seed when none is asked for; any whole number from {@link Long#MIN_VALUE} to {@link Long#MAX_VALUE} is allowed. */
    public static final long DEFAULT_SEED = 1;

    /** Returns how the allowed trials read in help and messages, in the language in force. */
    public static String trialsRange() {
        return new Wording("experiment.trialsRange", Wording.num("%,d", MIN_TRIALS), Wording.num("%,d", MAX_TRIALS)).text();
    }

    /** Returns how the allowed seeds read in help and messages, in the language in force. */
    public static String seedRange() {
        return Texts.text("experiment.seedRange");
    }

    private ExperimentLimits() {
    }

    /** Checks a number of trials typed as text; null if allowed, else "must be ..., was '...'". */
    public static String trialsProblem(String text) {
        Long value = parse(text);
        return value != null && value >= MIN_TRIALS && value <= MAX_TRIALS ? null : Texts.format("experiment.mustBe", trialsRange(), Shown.name(text));
    }

    /** Checks a seed typed as text; null if allowed, else "must be ..., was '...'". */
    public static String seedProblem(String text) {
        return parse(text) != null ? null : Texts.format("experiment.mustBe", seedRange(), Shown.name(text));
    }

    /**
     * Returns the whole number {@code text} holds, or null. Thousands separators are allowed: those
     * of the language numbers are written in (German 1.000, French 1 000), and commas where a comma
     * is not the decimal separator.
     */
    public static Long parse(String text) {
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(Texts.numbers());
        char grouping = symbols.getGroupingSeparator();
        String digits = text.trim().replace(String.valueOf(grouping), "");
        if (symbols.getDecimalSeparator() != ',') {
            digits = digits.replace(",", "");
        }
        if (Character.isSpaceChar(grouping)) {
            digits = digits.replaceAll("\\h", "");
        }
        if (!digits.matches("[-+]?[0-9]+")) {
            return null; // Long.parseLong would take the digits of any script, which nothing else here reads
        }
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
