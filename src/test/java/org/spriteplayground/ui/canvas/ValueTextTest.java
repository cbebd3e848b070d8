package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the exact-value dialog takes as a number, and how it shows one. */
class ValueTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"123.25", "-4", "+7", ".5", "300.", " 12 ", "1e9", "1E9", "-2.5e-3", "1e400x"})
    void whatJavaReadsAsANumberIsOne(String text) {
        if (text.endsWith("x")) {
            assertThat(ValueText.problem(text)).startsWith("Not a number");
        } else {
            assertThat(ValueText.problem(text)).isNull();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "1.2.3", "1,5", "-", "e9"})
    void lettersAndStrayMarksAreNot(String text) {
        assertThat(ValueText.problem(text)).startsWith("Not a number");
    }

    @ParameterizedTest
    @ValueSource(strings = {"NaN", "Infinity", "-Infinity", "1e400"})
    void aNumberThatIsNotFiniteIsRefused(String text) {
        assertThat(ValueText.problem(text)).isEqualTo("Type a finite number, like 123.25.");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   "})
    void emptyTextAsksForANumber(String text) {
        assertThat(ValueText.problem(text)).isEqualTo("Type a number.");
    }

    @org.junit.jupiter.api.Test
    void valuesShowAsTypedWithoutExponentOrNegativeZero() {
        assertThat(ValueText.plain(123.25)).isEqualTo("123.25");
        assertThat(ValueText.plain(300)).isEqualTo("300");
        assertThat(ValueText.plain(1e-9)).isEqualTo("0");
        assertThat(ValueText.plain(-0.0)).isEqualTo("0");
        assertThat(ValueText.plain(44.99999999999999)).isEqualTo("45");
    }

    @org.junit.jupiter.api.Test
    void anExactValueKeepsTheDigitsSixDecimalsLoseAndNoMore() {
        assertThat(ValueText.exact(150)).isEqualTo("150");
        assertThat(ValueText.exact(123.25)).isEqualTo("123.25");
        assertThat(ValueText.exact(150.00000000000006)).isEqualTo("150.00000000000006");
        assertThat(ValueText.exact(-1.4210854715202004E-14)).as("shorter with its exponent").isEqualTo("-1.4210854715202004E-14");
        assertThat(ValueText.parse(ValueText.exact(-1.4210854715202004E-14))).isEqualTo(-1.4210854715202004E-14);
        assertThat(ValueText.exact(Math.toDegrees(Math.toRadians(15)), Math::toRadians, Math.toRadians(15))).as("15° kept in radians").isEqualTo("15");
        org.spriteplayground.i18n.Texts.use(java.util.Locale.GERMAN);
        try {
            assertThat(ValueText.exact(150.00000000000006)).isEqualTo("150,00000000000006");
            assertThat(ValueText.parse("150,00000000000006")).isEqualTo(150.00000000000006);
        } finally {
            org.spriteplayground.i18n.Texts.use(null);
        }
    }
}
