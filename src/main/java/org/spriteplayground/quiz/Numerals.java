package org.spriteplayground.quiz;

import java.math.BigDecimal;
import java.text.DecimalFormatSymbols;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spriteplayground.i18n.Texts;

/** Reads an answer as the answer key prints it as a number with its unit, if it is one. */
final class Numerals {

    /** A number in the language's digits and separators, then perhaps a unit holding no digits nor a colon (after which a reason follows). */
    private static final Pattern NUMBER_UNIT = Pattern.compile("([+\\-\\u2212]?\\d[\\d.,\\u00a0\\u202f ]*?)(?:\\s*([^\\d\\s:][^0-9:]*))?"); // not shown

    private Numerals() {
    }

    /**
     * Returns {@code answer} as a numerical answer whose tolerance is half a unit of its last
     * printed digit (281.5 → 0.05, 3 → 0.5), read with the separators of the language in force;
     * empty for anything else (a point "(300, 40) px", a word, "3.5527 × 10⁻¹⁵").
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
            BigDecimal tolerance = BigDecimal.valueOf(5, Math.max(0, value.scale()) + 1);
            return Optional.of(new Item.Numerical(value, tolerance, m.group(2) == null ? "" : m.group(2).strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
