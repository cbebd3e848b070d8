package org.spriteplayground.lesson.robustness;

import java.util.List;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Text;

/**
 * The floating-point lesson's numbers: ten steps of 0.1 and the double they make, digit for
 * digit; then the walk at the chosen offset: both centres, d = xQ − xP with how many of its
 * digits are still right (the rest were lost when two big, nearly equal numbers were
 * subtracted), the squares' difference and the gap, and the two verdicts.
 */
final class FloatingPointReadouts {

    /** The significant digits a double holds, about: 2⁻⁵³ is 1.1 × 10⁻¹⁶. */
    static final int DOUBLE_DIGITS = 16;

    private FloatingPointReadouts() {
    }

    /** Returns the readouts of the walk {@code w}. */
    static List<ReadoutTable> of(Walk w) {
        double sum = Walk.tenSteps();
        return List.of(
                ReadoutTable.ofValues(Texts.text("robust.table.tenSteps"),
                        row("sum", Text.exact(sum)),
                        row("sumShort", Text.tiny(1 - sum)),
                        row("sumIsOne", Texts.text(sum == 1.0 ? "lessoncommon.yes" : "lessoncommon.no"))),
                ReadoutTable.ofValues(Texts.format("robust.table.walk", FloatingPoint.power(w.offset())),
                        row("xP", Text.exact(w.xP())),
                        row("xQ", Text.exact(w.xQ())),
                        row("spacing", Text.tiny(w.spacing())),
                        // d exact, or all its digits right, tells the gap the tolerances are asked about.
                        row("d", Text.exact(w.xQ() - w.xP())).asVerdict(),
                        row("digits", Text.count(rightDigits(w))).asVerdict(),
                        row("difference", Text.tiny(w.squaresDifference())).asVerdict(),
                        row("gap", Text.tiny(w.gap())).asVerdict(),
                        row("absolute", FloatingPoint.verdict(w.absolute())).asVerdict(),
                        row("band", Text.tiny(w.relativeBand())),
                        row("relative", FloatingPoint.verdict(w.relative())).asVerdict(),
                        row("flip", Text.count((long) Math.pow(10, Walk.absoluteFlipExponent()))).asVerdict()));
    }

    /**
     * Returns how many leading significant digits of d agree with the 50 it should be: all
     * {@link #DOUBLE_DIGITS} when it is 50, else those before the error's first digit.
     */
    static int rightDigits(Walk w) {
        double d = w.xQ() - w.xP();
        double sum = Walk.RADIUS_P + Walk.RADIUS_Q;
        if (d == sum) {
            return DOUBLE_DIGITS;
        }
        return Math.max(0, Math.min(DOUBLE_DIGITS, (int) Math.floor(-Math.log10(Math.abs(d - sum) / sum))));
    }


    private static ReadoutTable.Row row(String name, String value) {
        return ReadoutTable.Row.of("robust.row." + name, value);
    }
}
