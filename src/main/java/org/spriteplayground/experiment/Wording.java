package org.spriteplayground.experiment;

import java.text.DecimalFormatSymbols;
import java.text.MessageFormat;
import java.util.Arrays;
import java.util.Locale;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.i18n.Texts;

/**
 * Words that can be written in more than one language: a bundle key's pattern with its
 * arguments kept apart, so that the same working reads in the language in force on screen and
 * in English, with locale-neutral numbers, in a CSV file.
 *
 * @param key the bundle key of the pattern
 * @param args the pattern's arguments: {@link Num}s, {@link Share}s, other wordings, or text as it is
 */
public record Wording(String key, Object... args) {

    /**
     * A number to be written by a {@link String#format} specifier in the numbers' locale.
     *
     * @param spec the specifier, e.g. {@code "%.1f"} or {@code "%,d"}; null for {@link #plain}
     * @param value the number
     */
    public record Num(String spec, Object value) {
    }

    /**
     * A share counted over trials, written with its standard error by {@link Sampled#share(long, long, Locale)}.
     *
     * @param count the trials counted
     * @param of all trials
     */
    public record Share(long count, long of) {
    }

    /** Returns a number {@code value} written by {@code spec} in whatever locale the wording is written. */
    static Num num(String spec, Object value) {
        return new Num(spec, value);
    }

    /** Returns {@code value} written as {@link Csv#number} writes it (1.3, 2), with the locale's decimal separator. */
    static Num plain(double value) {
        return new Num(null, value);
    }

    private static String write(Num n, Locale numbers) {
        if (n.spec() != null) {
            return String.format(numbers, n.spec(), n.value());
        }
        return Csv.number(((Number) n.value()).doubleValue()).replace('.', DecimalFormatSymbols.getInstance(numbers).getDecimalSeparator());
    }

    /** Returns the words in the language in force, numbers written for it. */
    public String text() {
        return in(Texts.locale(), Texts.numbers());
    }

    /** Returns the words in English with locale-neutral numbers (dot decimals, comma thousands) and plain spaces, as files carry them. */
    public String english() {
        return Texts.neutrally(() -> in(Locale.ENGLISH, Locale.ROOT));
    }

    /** Returns the words in {@code words}' language, numbers written for {@code numbers}. */
    public String in(Locale words, Locale numbers) {
        String pattern = Texts.find(key, words);
        if (pattern == null) {
            throw new IllegalArgumentException("No text for " + key);
        }
        if (args.length == 0) {
            return pattern;
        }
        Object[] filled = Arrays.stream(args).map(a -> a instanceof Num n ? write(n, numbers)
                : a instanceof Share s ? Sampled.share(s.count(), s.of(), numbers)
                : a instanceof Wording w ? w.in(words, numbers) : a).toArray();
        return new MessageFormat(pattern, numbers).format(filled);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Wording w && key.equals(w.key) && Arrays.equals(args, w.args);
    }

    @Override
    public int hashCode() {
        return 31 * key.hashCode() + Arrays.hashCode(args);
    }
}
