package org.spriteplayground.experiment;

import java.util.Locale;

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

    /** How the allowed trials read in help and messages. */
    public static final String TRIALS_RANGE = String.format(Locale.ROOT, "a whole number from %,d to %,d", MIN_TRIALS, MAX_TRIALS);
    /** How the allowed seeds read in help and messages. */
    public static final String SEED_RANGE = "a whole number (negative allowed)";

    private ExperimentLimits() {
    }

    /** Checks a number of trials typed as text; null if allowed, else "must be ..., was '...'". */
    public static String trialsProblem(String text) {
        Long value = parse(text);
        return value != null && value >= MIN_TRIALS && value <= MAX_TRIALS ? null : "must be " + TRIALS_RANGE + ", was '" + text + "'";
    }

    /** Checks a seed typed as text; null if allowed, else "must be ..., was '...'". */
    public static String seedProblem(String text) {
        return parse(text) != null ? null : "must be " + SEED_RANGE + ", was '" + text + "'";
    }

    /** Returns the whole number {@code text} holds (thousands separators allowed), or null. */
    public static Long parse(String text) {
        try {
            return Long.parseLong(text.trim().replace(",", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
