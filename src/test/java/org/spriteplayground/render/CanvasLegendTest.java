package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * Every colour a lesson paints on the canvas has its entry in the canvas's legend: each lesson at
 * its start and after each of its presets, with every overlay it uses switched on, is painted as
 * the canvas paints it; every ink colour found on 10 pixels or more must belong to an ink the
 * legend lists; the lesson names what it means by every ink listed (no general name stands in for
 * a meaning the lesson did not give), no two entries share a sample, and every entry reads in
 * English, German and French.
 */
class CanvasLegendTest {

    private static final int WIDTH = 800;
    private static final int HEIGHT = 500;

    @AfterEach
    void english() {
        Texts.use(Locale.ENGLISH);
    }

    @Test
    void everyColourPaintedInEveryLessonAndPresetHasALegendEntry() {
        SpriteLibrary library = SpriteLibrary.bundled();
        Map<String, BufferedImage> images = new HashMap<>();
        library.names().forEach(name -> images.put(name, SpriteLoader.bundled(name).image()));
        List<String> checked = new ArrayList<>();
        int coloursFound = 0;
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(library);
            List<Preset> presets = PresetScenes.of(lesson);
            for (int state = -1; state < presets.size(); state++) {
                String what = entry.id() + (state < 0 ? " at its start" : " after preset " + presets.get(state).name());
                if (state >= 0) {
                    presets.get(state).apply().run();
                }
                Set<Overlay> used = EnumSet.noneOf(Overlay.class);
                used.addAll(lesson.overlaysUsed());
                BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = image.createGraphics();
                CanvasLegend legend;
                try {
                    legend = SceneRenderer.paint(g, image, WIDTH, HEIGHT, lesson, new Overlays(used), images, 1);
                } finally {
                    g.dispose();
                }
                Map<Integer, Set<Ink>> colours = inksOnCanvas(image);
                coloursFound += colours.size();
                for (Map.Entry<Integer, Set<Ink>> found : colours.entrySet()) {
                    assertThat(legend.inks()).as("%s: the legend for colour %06x, painted by one of %s", what, found.getKey(), found.getValue())
                            .containsAnyElementsOf(found.getValue());
                }
                for (Ink ink : legend.inks()) {
                    assertThat(legend.named(ink)).as("%s names what it means by %s", what, ink).isTrue();
                }
                Map<CanvasLegend.Swatch, Ink> swatches = new HashMap<>();
                for (Ink ink : legend.inks()) {
                    assertThat(swatches.put(legend.swatch(ink), ink)).as("%s: the sample of %s is another entry's", what, ink).isNull();
                }
                for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
                    Texts.use(language);
                    assertThat(legend.texts()).as("%s in %s", what, language).doesNotHaveDuplicates()
                            .allSatisfy(text -> assertThat(text).isNotBlank().doesNotContain("legend."));
                }
                Texts.use(Locale.ENGLISH);
                checked.add(what);
            }
        }
        assertThat(checked).as("lessons and presets painted").hasSizeGreaterThan(Lessons.ALL.size());
        assertThat(coloursFound).as("ink colours found on the canvases").isGreaterThan(2 * checked.size());
    }

    @Test
    void eachSampleIsDrawnAsItsInkWasPainted() {
        BufferedImage image = new BufferedImage(200, 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            Java2dDraw draw = new Java2dDraw(g, new java.awt.geom.AffineTransform(), Map.of());
            draw.point(new Vec2(10, 10), Ink.MARK);
            draw.label(new Vec2(10, 10), "(1, 2)", Ink.MARK);
            draw.point(new Vec2(50, 50), Ink.CENTER);
            draw.segment(new Vec2(50, 50), new Vec2(90, 50), Ink.HEADING);
            draw.label(new Vec2(100, 150), "Crossing", Ink.HIT);
            CanvasLegend legend = draw.legend();
            assertThat(legend.swatch(Ink.MARK)).as("a marked point with its coordinates").extracting(CanvasLegend.Swatch::dot, CanvasLegend.Swatch::ring)
                    .containsExactly(true, true);
            assertThat(legend.swatch(Ink.CENTER).dot()).as("a centre point").isTrue();
            assertThat(legend.swatch(Ink.HEADING).arrow()).as("a heading").isTrue();
            assertThat(legend.swatch(Ink.HIT).letters()).as("an ink only written in").isTrue();
        } finally {
            g.dispose();
        }
    }

    /** Returns each ink colour on 10 or more of the image's pixels, with the inks (but plain text) painted in it, line or fill. */
    private static Map<Integer, Set<Ink>> inksOnCanvas(BufferedImage image) {
        Map<Integer, Set<Ink>> byColour = new HashMap<>();
        for (Ink ink : Ink.values()) {
            if (ink != Ink.TEXT) {
                byColour.computeIfAbsent(Palette.color(ink).getRGB() & 0xffffff, c -> EnumSet.noneOf(Ink.class)).add(ink);
                Color fill = Palette.fill(ink);
                if (fill != null && fill.getAlpha() == 255) {
                    byColour.computeIfAbsent(fill.getRGB() & 0xffffff, c -> EnumSet.noneOf(Ink.class)).add(ink);
                }
            }
        }
        byColour.remove(Palette.color(Ink.TEXT).getRGB() & 0xffffff);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                if (byColour.containsKey(rgb)) {
                    counts.merge(rgb, 1, Integer::sum);
                }
            }
        }
        Map<Integer, Set<Ink>> found = new HashMap<>();
        counts.forEach((rgb, n) -> {
            if (n >= 10) {
                found.put(rgb, byColour.get(rgb));
            }
        });
        return found;
    }
}
