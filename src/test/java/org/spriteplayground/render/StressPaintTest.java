package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * What a pupil sees of the stress lesson: the bounding circles of jets against the world's edge
 * change no pixel outside the world's rectangle. The canvas is painted with and without the
 * circles; every pixel whose centre lies outside the rectangle must be the same in both.
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
