package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * What a pupil sees of the stress lesson: the bounding circles of jets against the world's edge
 * change no pixel outside the world's rectangle (the canvas painted with and without the circles
 * must agree there), and the jets stay readable among their circles at every count.
 */
class StressPaintTest {

    private static final int WIDTH = 1400;
    private static final int HEIGHT = 900;

    @ParameterizedTest(name = "{0} jets")
    @ValueSource(ints = {100, 500, 10_000})
    void theCirclesOfJetsAtTheEdgeStayInsideTheWorld(int jets) {
        Stress stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(jets);
        for (int i = 0; i < 90; i++) {
            stress.step(Simulation.STEP_SECONDS);
        }
        BufferedImage without = paint(stress, Overlays.NONE);
        BufferedImage with = paint(stress, Overlays.of(Overlay.CIRCLES));
        Aabb b = stress.bounds();
        Rectangle2D world = SceneRenderer.fit(b, WIDTH, HEIGHT).createTransformedShape(new Rectangle2D.Double(b.minX(), b.minY(), b.width(), b.height())).getBounds2D();
        int spilled = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                if (!world.contains(x + 0.5, y + 0.5) && with.getRGB(x, y) != without.getRGB(x, y)) {
                    spilled++;
                }
            }
        }
        assertThat(spilled).as("pixels the circles changed outside the world's rectangle").isZero();
    }

    /**
     * The jets stay readable among their circles at every count, on the canvas of a 1600×1000 and
     * of a 1024×768 window: the circles leave at least 90 % of the pixels the jets change
     * untouched (the rest are the half-clear pixels at their edges), and lay little ink on the world around them (each pixel counted by how far the
     * circles change it, 1 for a full change), so they read as a light mesh, not a solid tangle: at most a fifth, as faint outlines still stand out
     * from the canvas at 3:1 (InkContrastTest), which at 10,000 jets in a small window lays about 15 %.
     */
    @ParameterizedTest(name = "{0} jets on {1}×{2}")
    @CsvSource({"1, 1180, 730", "100, 1180, 730", "1000, 1180, 730", "10000, 1180, 730",
        "1, 700, 480", "100, 700, 480", "1000, 700, 480", "10000, 700, 480"})
    void theJetsStayReadableAmongTheirCircles(int jets, int width, int height) {
        Stress stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(jets);
        Map<String, BufferedImage> images = Map.of("jet", SpriteLoader.bundled("jet").image());
        int[] sky = pixels(stress, Overlays.NONE, images, width, height);
        int[] jetsOnly = pixels(stress, Overlays.of(Overlay.SPRITES), images, width, height);
        int[] circled = pixels(stress, Overlays.of(Overlay.SPRITES, Overlay.CIRCLES), images, width, height);
        int jetPixels = 0;
        int clear = 0;
        double ink = 0;
        for (int i = 0; i < sky.length; i++) {
            if (jetsOnly[i] != sky[i]) {
                jetPixels++;
                clear += circled[i] == jetsOnly[i] ? 1 : 0;
            } else {
                ink += change(circled[i], jetsOnly[i]);
            }
        }
        assertThat((double) clear / jetPixels).as("share of the jets' pixels the circles leave untouched").isGreaterThanOrEqualTo(0.9);
        assertThat(ink / (sky.length - jetPixels)).as("the circles' ink on the canvas around the jets").isLessThanOrEqualTo(0.2);
    }

    /** Returns how far one pixel differs from another: its largest change in a colour channel, 1 for a full change. */
    private static double change(int a, int b) {
        int change = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            change = Math.max(change, Math.abs((a >> shift & 0xff) - (b >> shift & 0xff)));
        }
        return change / 255.0;
    }

    private static int[] pixels(Stress stress, Overlays overlays, Map<String, BufferedImage> images, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            SceneRenderer.paint(g, image, width, height, stress, overlays, images, 1);
        } finally {
            g.dispose();
        }
        return image.getRGB(0, 0, width, height, null, 0, width);
    }

    private static BufferedImage paint(Stress stress, Overlays overlays) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            SceneRenderer.paint(g, WIDTH, HEIGHT, stress, overlays, Map.of());
        } finally {
            g.dispose();
        }
        return image;
    }
}
