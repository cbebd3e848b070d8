package org.spriteplayground.quiz;

import java.math.BigDecimal;
import java.text.DecimalFormatSymbols;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spriteplayground.i18n.Texts;

/** Reads an answer as the answer key prints it as a number with its unit, if it is one. */
final class Numerals {

    /**
     * A number in the language's digits and separators, perhaps times a power of ten as the lessons
     * print a tiny one ("5.9605 × 10⁻⁸"), then perhaps a unit holding no digits nor a colon (after
     * which a reason follows).
     */
    private static final Pattern NUMBER_UNIT = Pattern.compile( // not shown
            "([+\\-\\u2212]?\\d[\\d.,\\u00a0\\u202f ]*?)(?:[\\s\\u00a0\\u202f]*×[\\s\\u00a0\\u202f]*10([⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?(?:[\\s\\u00a0\\u202f]*([^\\d\\s\\u00a0\\u202f:×⁰¹²³⁴⁵⁶⁷⁸⁹][^0-9:]*))?");

    /** The raised digits of a power of ten, 0 to 9. */
    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    private Numerals() {
    }

    /**
     * Returns {@code answer} as a numerical answer whose tolerance is half a unit of its last
     * printed digit (281.5 → 0.05, 3 → 0.5, 5.9605 × 10⁻⁸ → 5 × 10⁻¹³), read with the separators
     * of the language in force; empty for anything else (a point "(300, 40) px", a word).
     */
    static Optional<Item.Numerical> of(String answer) {
        Matcher m = NUMBER_UNIT.matcher(answer.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(Texts.numbers());
        String digits = m.group(1).replaceAll("[\\s\\u00a0\\u202f]", "").replace(String.valueOf(symbols.getGroupingSeparator()), "")
                .replace(symbols.getDecimalSeparator(), '.').replace('\u2212', '-');
        try {
            BigDecimal value = new BigDecimal(digits);
            if (m.group(2) != null) {
                value = value.scaleByPowerOfTen(power(m.group(2)));
            }
            BigDecimal tolerance = BigDecimal.valueOf(5, value.scale() + 1);
            return Optional.of(new Item.Numerical(value, tolerance, m.group(3) == null ? "" : m.group(3).strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Returns the power of ten written in raised digits, "⁻⁸" → −8. */
    private static int power(String raised) {
        int power = 0;
        for (char c : raised.replaceFirst("^[⁺⁻]", "").toCharArray()) {
            power = power * 10 + SUPERSCRIPTS.indexOf(c);
        }
        return raised.startsWith("⁻") ? -power : power;
    }
}
