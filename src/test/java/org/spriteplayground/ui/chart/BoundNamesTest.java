package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.TightnessChart;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.BoundKind;

/**
 * One name per bound in each language: the chart's legend calls a bound the same, narrow or wide,
 * and the overlay switch that draws it uses the legend's words (French "rectangle tourné" in both,
 * never "Boîte tournée" beside it; English "smallest circle", never "min. circle").
 */
class BoundNamesTest {

    /** The overlays that draw one bound each, named as the bound is. */
    private static final Map<BoundKind, Overlay> DRAWN_BY = Map.of(BoundKind.AABB, Overlay.BOXES, BoundKind.TIGHT_AABB, Overlay.TIGHT_BOXES,
            BoundKind.OBB, Overlay.TURNED_BOXES, BoundKind.MIN_CIRCLE, Overlay.MIN_CIRCLES, BoundKind.CAPSULE, Overlay.CAPSULES,
            BoundKind.KDOP8, Overlay.KDOPS);

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @Test
    void theLegendNarrowOrWideAndTheOverlaySwitchesNameEachBoundAlike() {
        for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
            Texts.use(language);
            for (BoundKind kind : BoundKind.values()) {
                String shortName = TightnessChart.shortName(kind);
                assertThat(abbreviates(shortName, kind.label())).as("%s %s: the narrow legend's %s shortens the words of the wide one's %s", language, kind, shortName, kind.label()).isTrue();
            }
            DRAWN_BY.forEach((kind, overlay) -> assertThat(overlayName(overlay)).as("%s %s's overlay", language, kind)
                    .isEqualToIgnoringCase(kind.label()));
            assertThat(kind(BoundKind.HULL).toLowerCase(language)).as("%s: the hull's overlay drops only a word", language)
                    .contains(overlayName(Overlay.HULLS).toLowerCase(language));
        }
    }

    /**
     * Returns whether each word of {@code shorter} is in a word of {@code name} ("Kreis" in
     * "Begrenzungskreis") or, ending in a dot, starts one ("kl. Kreis" of "kleinster Kreis").
     */
    private static boolean abbreviates(String shorter, String name) {
        java.util.List<String> words = java.util.Arrays.asList(name.toLowerCase(Locale.ROOT).split(" "));
        return java.util.Arrays.stream(shorter.toLowerCase(Locale.ROOT).split(" ")).allMatch(w -> w.endsWith(".")
                ? words.stream().anyMatch(n -> n.startsWith(w.substring(0, w.length() - 1)))
                : words.stream().anyMatch(n -> n.contains(w)));
    }

    private static String kind(BoundKind kind) {
        return kind.label();
    }

    private static String overlayName(Overlay overlay) {
        return Texts.text("menu.view.overlay." + overlay.name()).replace("&", "");
    }
}
