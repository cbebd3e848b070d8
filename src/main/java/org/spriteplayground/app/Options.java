package org.spriteplayground.app;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;

/** The arguments of one command: a fixed number of positionals and named options with values. */
final class Options {

    /** As the number of plain words {@link #parse} expects: one or more. */
    static final int SOME = -1;

    private final List<String> positionals;
    private final Map<String, String> values;
    private final List<String> flags;

    private Options(List<String> positionals, Map<String, String> values, List<String> flags) {
        this.positionals = positionals;
        this.values = values;
        this.flags = flags;
    }

    /** The option that sets the language of the window or of a command for one run, anywhere on the command line. */
    static final String LANG = "--lang";

    /** The languages {@value #LANG} takes, by their codes. */
    private static final Map<String, Locale> LANGUAGES = Map.of("en", Locale.ENGLISH, "de", Locale.GERMAN, "fr", Locale.FRENCH);

    /**
     * Takes {@value #LANG} and its value out of {@code args}, wherever they stand, and returns the
     * language it names; null when it is not given.
     *
     * @throws CliCommands.UsageException for a missing or unknown language, or the option given twice
     */
    static Locale language(List<String> args) throws CliCommands.UsageException {
        int at = args.indexOf(LANG);
        if (at < 0) {
            return null;
        }
        if (at + 1 >= args.size()) {
            throw new CliCommands.UsageException(Texts.text("cli.languageNeedsCode"));
        }
        String code = args.get(at + 1);
        Locale language = LANGUAGES.get(code);
        if (language == null) {
            throw new CliCommands.UsageException(Texts.format("cli.unknownLanguage", Shown.name(code)));
        }
        args.subList(at, at + 2).clear();
        if (args.contains(LANG)) {
            throw new CliCommands.UsageException(Texts.format("cli.givenTwice", LANG));
        }
        return language;
    }

    /**
     * Splits {@code args} into exactly {@code positionals} plain words (or one or more: {@link #SOME}), each a {@code what} (for
     * the message: the bundles' {@code cli.expected.WHAT.POSITIONALS} says how many are expected),
     * the {@code known} options, each followed by its value, and the {@code switches}: options with
     * no value.
     *
     * @throws CliCommands.UsageException for an unknown option, a missing value, a repeated option
     *     or the wrong number of plain words
     */
    static Options parse(List<String> args, int positionals, String what, List<String> known, List<String> switches) throws CliCommands.UsageException {
        List<String> words = new ArrayList<>();
        Map<String, String> values = new HashMap<>();
        List<String> flags = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (switches.contains(arg)) {
                if (flags.contains(arg)) {
                    throw new CliCommands.UsageException(Texts.format("cli.givenTwice", arg));
                }
                flags.add(arg);
            } else if (arg.startsWith("--")) {
                if (!known.contains(arg)) {
                    throw new CliCommands.UsageException(Texts.format("cli.unknownOption", arg));
                }
                if (i + 1 >= args.size()) {
                    throw new CliCommands.UsageException(Texts.format("cli.needsValue", arg));
                }
                if (values.put(arg, args.get(++i)) != null) {
                    throw new CliCommands.UsageException(Texts.format("cli.givenTwice", arg));
                }
            } else {
                words.add(arg);
            }
        }
        if (positionals == SOME ? words.isEmpty() : words.size() != positionals) {
            throw new CliCommands.UsageException(Texts.format("cli.expected." + what + "." + (positionals == SOME ? "some" : positionals), words.size())); // not shown
        }
        return new Options(words, values, flags);
    }

    /** Returns whether the switch {@code option} was given. */
    boolean has(String option) {
        return flags.contains(option);
    }

    /** Returns the plain words, in the order given. */
    List<String> positionals() {
        return List.copyOf(positionals);
    }

    String positional(int index) {
        return positionals.get(index);
    }

    /** Returns an option's value, or null if it was not given. */
    String value(String option) {
        return values.get(option);
    }

    /**
     * Returns a number option in [min, max], or {@code fallback} if it was not given.
     *
     * @param range how the allowed values read in an error message, e.g. "from 0.01 to 360"
     */
    double number(String option, double fallback, double min, double max, String range) throws CliCommands.UsageException {
        String text = values.get(option);
        if (text == null) {
            return fallback;
        }
        if (!text.trim().matches("[-+0-9.eE]+")) {
            throw invalid(option, range); // digits of other scripts, as a whole number's option refuses them too
        }
        double v;
        try {
            v = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw invalid(option, range);
        }
        if (v >= min && v <= max) {
            return v;
        }
        throw invalid(option, range);
    }

    /**
     * Returns a whole-number option that {@code problem} allows, or {@code fallback} if it was
     * not given.
     *
     * @param problem returns null for allowed text, else the message's end ("must be ..., was '...'")
     */
    long checked(String option, long fallback, java.util.function.Function<String, String> problem) throws CliCommands.UsageException {
        String text = values.get(option);
        if (text == null) {
            return fallback;
        }
        String message = problem.apply(text);
        if (message != null) {
            throw new CliCommands.UsageException(option + " " + message);
        }
        return ExperimentLimits.parse(text);
    }

    private CliCommands.UsageException invalid(String option, String range) {
        return new CliCommands.UsageException(Texts.format("cli.mustBe", option, range, Shown.name(values.get(option))));
    }
}
