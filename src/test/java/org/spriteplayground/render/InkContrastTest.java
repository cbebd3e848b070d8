package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
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
 * Every mark a lesson paints can be made out on a projector: in every theme, each lesson at its
 * start and after each preset, with its overlays on, is painted at a small canvas and a large one
 * (where a crowd's outlines are drawn faint or not); every line ink its legend lists, in the colour
 * its sample shows (a faint ink as it shows over the background), stands out from the canvas
 * background by a WCAG contrast ratio of 3:1 at least, and its line style lays at least as much
 * ink along its length as a solid line one pixel wide, so no dotted or dashed line is a trace.
 */
class InkContrastTest {

    private static final List<String> THEMES = List.of("FlatLightLaf", "FlatDarkLaf", "HighContrastLaf");
    /** The pixels of ink a line style lays, at the least, per pixel of its length: a solid line one pixel wide. */
    private static final double LEAST_INK = 1.0;

    @Test
    void everyLineInkOfEveryLessonStandsOutFromTheBackgroundInEveryTheme() throws IOException {
        SpriteLibrary library = SpriteLibrary.bundled();
        Map<String, BufferedImage> images = new HashMap<>();
        library.names().forEach(name -> images.put(name, SpriteLoader.bundled(name).image()));
        List<String> weak = new ArrayList<>();
        int[] checked = {0};
        for (String theme : THEMES) {
            Map<String, Color> colours = colours(theme);
            for (Lessons.Entry entry : Lessons.ALL) {
                for (int[] size : new int[][] {{400, 250}, {1400, 900}}) {
                    Lesson lesson = entry.factory().apply(library);
                    List<Preset> presets = PresetScenes.of(lesson);
                    for (int state = -1; state < presets.size(); state++) {
                        if (state >= 0) {
                            presets.get(state).apply().run();
                        }
                        Set<Overlay> used = EnumSet.noneOf(Overlay.class);
                        used.addAll(lesson.overlaysUsed());
                        String what = theme + ", " + entry.id() + (state < 0 ? " at its start" : " after preset " + presets.get(state).name()) + ", " + size[0] + " × " + size[1];
                        List<String> found = new ArrayList<>();
                        Palette.paintWith(colours, () -> {
                            BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
                            Graphics2D g = image.createGraphics();
                            try {
                                CanvasLegend legend = SceneRenderer.paint(g, image, size[0], size[1], lesson, new Overlays(used), images, 1);
                                for (Ink ink : legend.inks()) {
                                    CanvasLegend.Swatch swatch = legend.swatch(ink);
                                    if (swatch.line() == null || swatch.stroke() == null) {
                                        continue;
                                    }
                                    double contrast = Palette.contrast(Palette.over(swatch.line(), Palette.background()), Palette.background());
                                    if (contrast < Palette.LEAST_CONTRAST) {
                                        found.add(what + ": " + ink + " contrast " + String.format("%.2f", contrast));
                                    }
                                    double ink1 = inkPerLength(swatch.stroke());
                                    if (ink1 < LEAST_INK) {
                                        found.add(what + ": " + ink + " lays " + String.format("%.2f", ink1) + " px of ink per px of line");
                                    }
                                    checked[0]++;
                                }
                            } finally {
                                g.dispose();
                            }
                        });
                        weak.addAll(found);
                    }
                }
            }
        }
        assertThat(checked[0]).as("line inks checked").isGreaterThan(50);
        assertThat(weak).as("marks too faint to make out").isEmpty();
    }

    @Test
    void aFaintInkIsTheLightestThatKeepsTheLeastContrast() throws IOException {
        for (String theme : THEMES) {
            Palette.paintWith(colours(theme), () -> {
                for (Ink ink : Ink.values()) {
                    Color faint = Palette.faint(ink);
                    Color background = Palette.background();
                    if (faint.getAlpha() < 255) {
                        assertThat(Palette.contrast(Palette.over(faint, background), background)).as("%s faint in %s", ink, theme).isGreaterThanOrEqualTo(Palette.LEAST_CONTRAST);
                        Color lighter = new Color(faint.getRed(), faint.getGreen(), faint.getBlue(), faint.getAlpha() - 1);
                        assertThat(Palette.contrast(Palette.over(lighter, background), background)).as("%s a step fainter in %s", ink, theme).isLessThan(Palette.LEAST_CONTRAST);
                    }
                }
            });
        }
    }

    @Test
    void contrastFollowsWcag() {
        assertThat(Palette.contrast(Color.BLACK, Color.WHITE)).isCloseTo(21, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Palette.contrast(Color.WHITE, Color.WHITE)).isCloseTo(1, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Palette.contrast(new Color(0x767676), Color.WHITE)).isCloseTo(4.54, org.assertj.core.data.Offset.offset(0.01));
    }

    /** Returns the pixels of ink {@code stroke} lays per pixel of a long horizontal line, antialiased as the canvas draws. */
    private static double inkPerLength(Stroke stroke) {
        int length = 600;
        BufferedImage image = new BufferedImage(length + 40, 40, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(Color.BLACK);
            g.setStroke(stroke);
            g.draw(new Line2D.Double(20, 20.5, 20 + length, 20.5));
        } finally {
            g.dispose();
        }
        double ink = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 20; x < 20 + length; x++) {
                ink += (255 - (image.getRGB(x, y) & 0xFF)) / 255.0;
            }
        }
        return ink / length;
    }

    private static Map<String, Color> colours(String theme) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Palette.class.getResourceAsStream("/org/spriteplayground/ui/themes/" + theme + ".properties")) {
            properties.load(in);
        }
        Map<String, Color> colours = new HashMap<>();
        properties.stringPropertyNames().stream().filter(k -> k.startsWith("SpritePlayground.") && properties.getProperty(k).trim().startsWith("#"))
                .forEach(k -> colours.put(k, Color.decode(properties.getProperty(k).trim())));
        return colours;
    }
}
