package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;

class TextTest {

    @Test
    void ordinaryNumbersArePlainDecimalsWithAFixedNumberOfDecimals() {
        assertThat(Text.number(44.25, 2)).isEqualTo("44.25");
        assertThat(Text.number(0.5, 3)).isEqualTo("0.500");
        assertThat(Text.number(-0.004, 2)).isEqualTo("0.00");
        assertThat(Text.number(-0.006, 2)).isEqualTo("−0.01");
    }

    @Test
    void bigValuesGetThousandsSeparators() {
        assertThat(Text.count(1_979_449)).isEqualTo("1,979,449");
        assertThat(Text.number(12_000_000, 0) + " px²").isEqualTo("12,000,000 px²");
        assertThat(Text.number(1234.5, 1)).isEqualTo("1,234.5");
        assertThat(Text.percent(123.4567)).isEqualTo("12,345.7 %");
    }

    @Test
    void pointsKeepTheirCommaForTheSeparatorOnly() {
        assertThat(Text.point(new Vec2(-1.999922, 3.024953), 5)).isEqualTo("(−1.99992, 3.02495)");
        assertThat(Text.point(new Vec2(12345, -0.0001), 0)).isEqualTo("(12345, 0)");
    }

    @Test
    void aFullTurnIsNeverShownAs360() {
        assertThat(Text.degrees(Math.toRadians(359.96))).isEqualTo("0.0");
        assertThat(Text.degrees(Math.toRadians(359.94))).isEqualTo("359.9");
        assertThat(Text.degrees(Math.toRadians(-90))).isEqualTo("270.0");
        assertThat(Text.degrees(2 * Math.PI)).isEqualTo("0.0");
    }

    @Test
    void tinyDifferencesKeepScientificNotationAndOnlyThey() {
        assertThat(Text.tiny(3.552713678800501e-15)).isEqualTo("3.5527 × 10⁻¹⁵");
        assertThat(Text.tiny(-1.4210854715202004e-14)).isEqualTo("−1.4211 × 10⁻¹⁴");
        assertThat(Text.tiny(1e-9)).isEqualTo("1 × 10⁻⁹");
        assertThat(Text.tiny(-5.9117e-4)).isEqualTo("−5.9117 × 10⁻⁴");
        assertThat(Text.tiny(0)).isEqualTo("0");
        assertThat(Text.tiny(900)).isEqualTo("900.000");
        assertThat(Text.tiny(44.25)).isEqualTo("44.250");
    }

    @Test
    void handSetValuesReadBackExactly() {
        assertThat(Text.exact(5.5)).isEqualTo("5.5");
        assertThat(Text.exact(0.001)).isEqualTo("0.001");
        assertThat(Text.exact(1e-6)).isEqualTo("0.000001");
        assertThat(Text.exact(38125)).isEqualTo("38,125");
        assertThat(Text.exact(-2)).isEqualTo("−2");
    }

    @org.junit.jupiter.api.Test
    void measuredValuesShowWhatWasTypedAndRoundWhatWasDragged() {
        assertThat(Text.measured(123.456, 0)).isEqualTo("123.456");
        assertThat(Text.measured(123.4567891, 0)).isEqualTo("123.457");
        assertThat(Text.measured(37.49999999999999, 1)).isEqualTo("37.5");
        assertThat(Text.measured(1234.5, 0)).isEqualTo("1,234.5");
        assertThat(Text.measured(-0.0001, 1)).isEqualTo("0.0");
        assertThat(Text.measuredPoint(new Vec2(12345.25, -0.0001))).isEqualTo("(12345.25, 0)");
        assertThat(Text.measuredDegrees(Math.toRadians(-90))).isEqualTo("270.0");
        assertThat(Text.measuredDegrees(2 * Math.PI)).isEqualTo("0.0");
    }

    @Test
    void germanNumbersUseADecimalCommaAndASemicolonBetweenCoordinates() {
        Texts.use(Locale.GERMAN);
        try {
            assertThat(Text.count(1_979_449)).isEqualTo("1.979.449");
            assertThat(Text.number(12.5, 1)).isEqualTo("12,5");
            assertThat(Text.number(1234.5, 1)).isEqualTo("1.234,5");
            assertThat(Text.percent(0.228)).isEqualTo("22,8 %");
            assertThat(Text.point(new Vec2(12.5, 3), 1)).isEqualTo("(12,5; 3,0)");
            assertThat(Text.measuredPoint(new Vec2(12.5, 3))).isEqualTo("(12,5; 3)");
            assertThat(Text.tiny(3.552713678800501e-15)).isEqualTo("3,5527 × 10⁻¹⁵");
            assertThat(Text.tiny(1e-9)).isEqualTo("1 × 10⁻⁹");
            assertThat(Text.exact(38125.5)).isEqualTo("38.125,5");
            assertThat(Text.degrees(Math.toRadians(359.94))).isEqualTo("359,9");
        } finally {
            Texts.use(null);
        }
    }

    @Test
    void neutralNumbersStayWithADotWhateverTheLanguage() {
        Texts.use(Locale.GERMAN);
        try {
            assertThat(Texts.neutrally(() -> Text.count(1_979_449))).isEqualTo("1,979,449");
            assertThat(Texts.neutrally(() -> Text.number(12.5, 1))).isEqualTo("12.5");
            assertThat(Texts.neutrally(() -> Text.point(new Vec2(12.5, 3), 1))).isEqualTo("(12.5, 3.0)");
            assertThat(Texts.neutrally(() -> Text.tiny(3.552713678800501e-15))).isEqualTo("3.5527e-15");
            assertThat(Texts.neutrally(() -> Text.tiny(-1e-9))).isEqualTo("-1e-9");
        } finally {
            Texts.use(null);
        }
    }

    @Test
    void frenchPointsArePartedBySemicolonsToo() {
        Texts.use(Locale.FRENCH);
        try {
            assertThat(Text.point(new Vec2(12.5, 3), 1)).isEqualTo("(12,5; 3,0)");
        } finally {
            Texts.use(null);
        }
    }
}
