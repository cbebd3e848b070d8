package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Numbers in the readouts read alike from row to row: a count or area of a thousand or more is
 * grouped as its neighbours are (1,788 beside 7,854), and a negative number wears a true minus
 * sign on screen (−14.532, as the labels' "d − (r₁ + r₂)" and the timeline do) while the files
 * made inside {@link Texts#neutrally} keep the hyphen.
 */
class ReadoutNumbersTest {

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @Test
    void theOpaqueAreaIsGroupedAsTheCircleAreaBesideItIs() {
        FlyingJets jets = new FlyingJets(SpriteLibrary.bundled());
        assertThat(jets.flyer().sprite().opaquePixels()).as("the bundled jet, as the tester saw it").isEqualTo(1788);
        assertThat(value(jets, 0, "jets.opaqueArea")).isEqualTo("1,788");
        assertThat(value(jets, 0, "jets.circleArea")).isEqualTo("7,854");
        Texts.use(Locale.GERMAN);
        assertThat(value(jets, 0, "jets.opaqueArea")).isEqualTo("1.788");
        Texts.use(Locale.FRENCH);
        String circle = value(jets, 0, "jets.circleArea");
        String opaque = value(jets, 0, "jets.opaqueArea");
        assertThat(opaque.charAt(1)).as("French groups 1 788 with the space that 7 854 has: %s", circle).isEqualTo(circle.charAt(1));
    }

    @Test
    void aNegativeReadoutWearsAMinusSignOnScreenAndAHyphenInFiles() {
        ThreeOutcomes lesson = new ThreeOutcomes();
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals("Overlapping")).findFirst().orElseThrow().apply().run();
        assertThat(value(lesson, 0, "three.gap")).isEqualTo("−10.000");
        assertThat(Texts.neutrally(() -> value(lesson, 0, "three.gap"))).as("in a CSV file").isEqualTo("-10.000");
        assertThat(value(lesson, 0, "three.tolerance")).as("a tolerance's name on screen").isEqualTo("1 × 10⁻⁹");
        assertThat(Texts.neutrally(() -> value(lesson, 0, "three.tolerance"))).as("in a CSV file, an exponent keeps its hyphen").isEqualTo("1e-9");

        assertThat(Text.point(new Vec2(0.5, -1.93649), 5)).isEqualTo("(0.50000, −1.93649)");
        assertThat(Text.number(-1234.5, 1)).isEqualTo("−1,234.5");
        assertThat(Text.measured(-14.532, 0)).isEqualTo("−14.532");
        assertThat(Text.count(-2)).isEqualTo("−2");
        assertThat(Texts.neutrally(() -> Text.point(new Vec2(0.5, -1.93649), 5))).isEqualTo("(0.50000, -1.93649)");
        Texts.use(Locale.GERMAN);
        assertThat(Text.number(-1234.5, 1)).isEqualTo("−1.234,5");
    }

    private static String value(Lesson lesson, int table, String key) {
        List<ReadoutTable.Row> rows = lesson.readouts().get(table).rows();
        return rows.stream().filter(r -> r.key().equals(key)).findFirst().orElseThrow(() -> new AssertionError(key + " in " + rows)).values().get(0);
    }
}
