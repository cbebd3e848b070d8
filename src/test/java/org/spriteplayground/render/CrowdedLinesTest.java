package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Presentation ×2 in a crowd: the stress lesson's 500 bounding circles, on the canvas a 1024×768
 * window leaves at ×2 (about 450 by 280 pixels), are drawn no thicker than at ×1, so they
 * do not bury the jets; a handful of jets still gets lines twice as thick.
 */
class CrowdedLinesTest {

    /** The canvas at presentation ×2 in a 1024×768 window. */
    private static final int WIDTH = 450;
    private static final int HEIGHT = 280;

    @Test
    void fiveHundredJetsAtTwiceAreOutlinedAtTheUsualWidth() {
        Stress stress = stress(500);
        double ratio = inked(stress, 2) / inked(stress, 1);
        assertThat(ratio).as("ink the circles lay at ×2 over that at ×1").isLessThanOrEqualTo(1.1);
    }

    @Test
    void aFewJetsAtTwiceAreStillOutlinedTwiceAsThick() {
        Stress stress = stress(10);
        double ratio = inked(stress, 2) / inked(stress, 1);
        assertThat(ratio).as("ink the circles lay at ×2 over that at ×1").isCloseTo(2, within(0.3));
    }

    @Test
    void theLineScaleFadesToTheUsualWidthAsTheCrowdGrows() {
        assertThat(Thickness.crowded(2f, Thickness.FEW)).isEqualTo(2f);
        assertThat(Thickness.crowded(2f, 100)).isStrictlyBetween(1f, 2f);
        assertThat(Thickness.crowded(2f, 500)).isEqualTo(1f);
        assertThat(Thickness.crowded(1.5f, 10_000)).isEqualTo(1f);
        assertThat(Thickness.crowded(1f, 3)).isEqualTo(1f);
    }

    private static Stress stress(int jets) {
        Stress stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(jets);
        return stress;
    }

    /**
     * Returns how much ink the circles lay on the canvas, painted at {@code lineScale}: each pixel
     * counts by how far the circles change it (its largest change in a colour channel, 1 for a
     * full change), so a line twice as thick counts twice where lines do not overlap.
     */
    private static double inked(Stress stress, double lineScale) {
        BufferedImage without = paint(stress, Overlays.NONE, lineScale);
        BufferedImage with = paint(stress, Overlays.of(Overlay.CIRCLES), lineScale);
        double inked = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int a = with.getRGB(x, y);
                int b = without.getRGB(x, y);
                int change = 0;
                for (int shift = 0; shift < 24; shift += 8) {
                    change = Math.max(change, Math.abs((a >> shift & 0xff) - (b >> shift & 0xff)));
                }
                inked += change / 255.0;
            }
        }
        return inked;
    }

    private static BufferedImage paint(Stress stress, Overlays overlays, double lineScale) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            SceneRenderer.paint(g, image, WIDTH, HEIGHT, stress, overlays, Map.of(), lineScale);
        } finally {
            g.dispose();
        }
        return image;
    }
}
