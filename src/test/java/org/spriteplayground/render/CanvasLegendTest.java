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
 * the canvas paints it; every ink colour found on 10 pixels or more (lines, fills, and see-through
 * fills and washes as they show over the background; the sprites' own colours aside) must belong to
 * an ink the legend lists, and one on 100 pixels or more must show in an entry's sample, so a wash
 * is sampled as a wash and not only as its ink's line; the lesson names what it means by every ink listed (no general name stands in for
 * a meaning the lesson did not give), no two entries share a sample, and every entry reads in
 * English, German and French.
 */
class CanvasLegendTest {

    private static final int WIDTH = 800;
    private static final int HEIGHT = 500;
    /** The pixels a colour covers, at the least, for it to be an area (a fill, a wash) that an entry's sample must show. */
    private static final int AREA = 100;

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
                Map<Integer, Set<Ink>> colours = inksOnCanvas(image, 10);
                Set<Integer> sprites = spriteColours(lesson, images);
                colours.keySet().removeAll(sprites);
                Map<Integer, Set<Ink>> areas = inksOnCanvas(image, AREA);
                areas.keySet().removeAll(sprites);
                coloursFound += colours.size();
                Set<Integer> sampled = sampleColours(legend);
                for (Map.Entry<Integer, Set<Ink>> found : colours.entrySet()) {
                    assertThat(legend.inks()).as("%s: the legend for colour %06x, painted by one of %s", what, found.getKey(), found.getValue())
                            .containsAnyElementsOf(found.getValue());
                }
                for (Map.Entry<Integer, Set<Ink>> found : areas.entrySet()) {
                    assertThat(sampled).as("%s: an entry's sample shows colour %06x, painted by one of %s on %d pixels or more", what, found.getKey(),
                            found.getValue(), AREA).contains(found.getKey());
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

    /**
     * Returns each ink colour on {@code least} or more of the image's pixels, with the inks (but plain text)
     * painted in it: its line, its fill, and its see-through fills and washed cells as they show
     * over the world's background.
     */
    /** Returns the colours of the lesson painted with its sprites alone: the sprites' own colours, which no ink accounts for. */
    private static Set<Integer> spriteColours(Lesson lesson, Map<String, BufferedImage> images) {
        Set<Integer> colours = colours(lesson, Overlays.of(Overlay.SPRITES), images);
        colours.removeAll(colours(lesson, Overlays.NONE, images));
        return colours;
    }

    /** Returns the colours of the lesson painted with {@code overlays}. */
    private static Set<Integer> colours(Lesson lesson, Overlays overlays, Map<String, BufferedImage> images) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            SceneRenderer.paint(g, image, WIDTH, HEIGHT, lesson, overlays, images, 1);
        } finally {
            g.dispose();
        }
        Set<Integer> colours = new java.util.HashSet<>();
        for (int rgb : image.getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH)) {
            colours.add(rgb & 0xffffff);
        }
        return colours;
    }

    /** Returns {@code colour} as it shows filled over the world's background. */
    private static int overBackground(Color colour) {
        BufferedImage pixel = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = pixel.createGraphics();
        try {
            g.setColor(Palette.background());
            g.fillRect(0, 0, 1, 1);
            g.setColor(colour);
            g.fillRect(0, 0, 1, 1);
        } finally {
            g.dispose();
        }
        return pixel.getRGB(0, 0) & 0xffffff;
    }

    /** Returns the colours of the legend's samples, each painted over the world's background as the band shows it. */
    private static Set<Integer> sampleColours(CanvasLegend legend) {
        Set<Integer> colours = new java.util.HashSet<>();
        java.awt.Font font = new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13);
        for (CanvasLegend.Entry entry : legend.entries()) {
            javax.swing.Icon icon = legend.icon(entry, font, 1f);
            BufferedImage image = new BufferedImage(icon.getIconWidth(), icon.getIconHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            try {
                g.setColor(Palette.background());
                g.fillRect(0, 0, image.getWidth(), image.getHeight());
                icon.paintIcon(null, g, 0, 0);
            } finally {
                g.dispose();
            }
            for (int rgb : image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth())) {
                colours.add(rgb & 0xffffff);
            }
        }
        return colours;
    }

    private static Map<Integer, Set<Ink>> inksOnCanvas(BufferedImage image, int least) {
        Map<Integer, Set<Ink>> byColour = new HashMap<>();
        for (Ink ink : Ink.values()) {
            if (ink != Ink.TEXT) {
                byColour.computeIfAbsent(Palette.color(ink).getRGB() & 0xffffff, c -> EnumSet.noneOf(Ink.class)).add(ink);
                Color fill = Palette.fill(ink);
                if (fill != null) {
                    byColour.computeIfAbsent(overBackground(fill), c -> EnumSet.noneOf(Ink.class)).add(ink);
                }
                boolean[] cell = {true};
                BufferedImage washed = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = washed.createGraphics();
                try {
                    g.setColor(Palette.background());
                    g.fillRect(0, 0, 4, 4);
                    CellFills.draw(g, java.awt.geom.AffineTransform.getScaleInstance(4, 4), 0, 0, 1, cell, Palette.color(ink), false, 1f);
                } finally {
                    g.dispose();
                }
                byColour.computeIfAbsent(washed.getRGB(2, 2) & 0xffffff, c -> EnumSet.noneOf(Ink.class)).add(ink);
            }
        }
        byColour.remove(Palette.background().getRGB() & 0xffffff);
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
            if (n >= least) {
                found.put(rgb, byColour.get(rgb));
            }
        });
        return found;
    }
}
