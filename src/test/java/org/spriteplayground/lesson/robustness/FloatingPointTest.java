package org.spriteplayground.lesson.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.geometry.Circle;

/** The floating-point lesson states what the doubles do: the flips it names happen where it says, and its number line is made of neighbouring doubles. */
class FloatingPointTest {

    @Test
    void tenStepsOfATenthAreNotOneAndAreTheBigDecimalShown() {
        double sum = Walk.tenSteps();
        assertThat(sum).isNotEqualTo(1.0);
        assertThat(Walk.exactly(sum)).isEqualByComparingTo(new BigDecimal("0.99999999999999988897769753748434595763683319091796875"));
        assertThat(BigDecimal.ONE.subtract(Walk.exactly(sum))).as("short of 1 by exactly 2⁻⁵³").isEqualByComparingTo(new BigDecimal(Math.pow(2, -53)));
        assertThat(value(new FloatingPoint(), "robust.row.sumShort")).isEqualTo("1.1102 × 10⁻¹⁶");
        assertThat(value(new FloatingPoint(), "robust.row.sumIsOne")).isEqualTo("no");
    }

    @Test
    void atTheOriginTheWalkIsSeed000sWalkedIntoContactPreset() {
        ThreeOutcomes seed = new ThreeOutcomes();
        seed.place(Circle.of(100, 50, 40), Circle.of(150.00000000000006, 50, 10));
        Walk walk = Walk.at(0);
        assertThat(walk.q()).isEqualTo(seed.second());
        assertThat(walk.squaresDifference()).isCloseTo(-5.9117e-12, org.assertj.core.data.Offset.offset(1e-15));
    }

    @Test
    void theAbsoluteTestFlipsAtTheStatedMagnitudeAndStaysFlippedTheRelativeOneNever() {
        int flip = Walk.absoluteFlipExponent();
        assertThat(flip).as("the flip the text states lies between the presets 10⁶ and 10⁸").isEqualTo(7);
        for (int k = 0; k <= Walk.LAST_EXPONENT; k++) {
            Walk walk = Walk.at(Math.pow(10, k));
            assertThat(walk.absolute() == CollisionResult.TOUCHING).as("absolute at 10^%d", k).isEqualTo(k < flip);
            assertThat(walk.relative()).as("relative at 10^%d", k).isEqualTo(CollisionResult.TOUCHING);
        }
        for (double offset : Walk.OFFSETS) {
            Walk walk = Walk.at(offset);
            assertThat(walk.absolute() == CollisionResult.TOUCHING).as("absolute at %s", offset).isEqualTo(offset < Math.pow(10, flip));
            assertThat(walk.relative()).as("relative at %s", offset).isEqualTo(CollisionResult.TOUCHING);
        }
        FloatingPoint lesson = new FloatingPoint();
        assertThat(lesson.explanation()).contains("x = 10⁷ on");
        assertThat(value(lesson, "robust.row.flip")).isEqualTo("10,000,000");
    }

    @Test
    void eachPresetOffsetShowsItsVerdictsInTheReadouts() {
        FloatingPoint lesson = new FloatingPoint();
        List<String> absolute = List.of("touching", "touching", "apart", "apart");
        for (int i = 0; i < Walk.OFFSETS.size(); i++) {
            lesson.setOffset(Walk.OFFSETS.get(i));
            assertThat(value(lesson, "robust.row.absolute")).as("at %s", Walk.OFFSETS.get(i)).isEqualTo(absolute.get(i));
            assertThat(value(lesson, "robust.row.relative")).isEqualTo("touching");
        }
    }

    @Test
    void theDifferenceLosesItsDigitsAsTheCirclesMoveOut() {
        List<Integer> digits = Walk.OFFSETS.stream().map(o -> FloatingPointReadouts.rightDigits(Walk.at(o))).toList();
        assertThat(digits).containsExactly(14, 11, 8, 1);
        assertThat(Walk.at(1e16).xQ()).as("a step of 0.1 no longer moves Q").isEqualTo(1e16 + 152);
    }

    @Test
    void theNumberLinesTicksAreConsecutiveDoublesAroundBothValues() {
        for (double offset : Walk.OFFSETS) {
            Walk walk = Walk.at(offset);
            List<Double> ticks = walk.ticks(FloatingPoint.MOST_TICKS);
            for (int i = 1; i < ticks.size(); i++) {
                assertThat(ticks.get(i)).as("at %s", offset).isEqualTo(Math.nextUp(ticks.get(i - 1)));
            }
            assertThat(ticks).as("at %s", offset).contains(walk.xQ(), walk.intended());
            assertThat(ticks.get(1) - ticks.get(0)).isEqualTo(Math.ulp(walk.xQ()));
        }
    }

    @Test
    void theOffsetIsAChoiceNamedAsPowersOfTen() {
        FloatingPoint lesson = new FloatingPoint();
        @SuppressWarnings("unchecked")
        Control.Choice<Double> choice = (Control.Choice<Double>) lesson.controls().get(0);
        assertThat(choice.options().stream().map(choice.optionName()).toList()).containsExactly("0", "10⁶", "10⁸", "10¹⁶");
        choice.set().accept(1e16);
        assertThat(lesson.walk().offset()).isEqualTo(1e16);
    }

    private static String value(FloatingPoint lesson, String key) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key)).findFirst()
                .map(ReadoutTable.Row::values).orElseThrow().get(0);
    }
}
