package org.spriteplayground.experiment;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Sampled;

/** Small CSV helpers: plain numbers, and writing lines to a file. */
public final class Csv {

    private Csv() {
    }

    /** Returns {@code text} as one RFC 4180 field: quoted, its quotes doubled, where it holds a comma, quote or line break. */
    public static String field(String text) {
        return text.matches("(?s).*[,\"\r\n].*") ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }

    /** Formats a number without exponent or trailing zeros: 0, 1.5, 359.25. */
    public static String number(double value) {
        BigDecimal d = BigDecimal.valueOf(value).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    /** Formats a fraction with six decimals, dot decimal (0.573210), or nothing where there is no value (NaN). */
    public static String fraction(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.6f", value);
    }

    /** Formats an expected share from exact geometry as a fraction to the digits the window shows it with (0.592 for 59.2 %), or nothing for NaN. */
    public static String expected(double value) {
        return Double.isNaN(value) ? "" : Sampled.expectedPercent(value).movePointLeft(2).toPlainString();
    }

    /** Writes {@code lines}, each ended by a newline, as UTF-8, atomically: the old file stays whole until the new one is. */
    public static void write(Path file, List<String> lines) throws FileProblem {
        SafeFiles.writeLines(file, lines);
    }
}
