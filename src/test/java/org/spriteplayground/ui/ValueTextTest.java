package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the exact-value dialog takes as a number, and how it shows one. */
class ValueTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"123.25", "-4", "+7", ".5", "300.", " 12 "})
    void plainDecimalsAreNumbers(String text) {
        assertThat(ValueText.problem(text)).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "NaN", "Infinity", "1e3", "12f", "0x1p3", "1.2.3", "1,5", "-"})
    void lettersExponentsAndNaNAreNot(String text) {
        assertThat(ValueText.problem(text)).startsWith("Not a number");
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
}
