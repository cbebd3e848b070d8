package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.LoadedSprite;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/** Offscreen paints of seed 004's scene: overlays show up as pixels, in their own colours. */
class SceneRendererTest {

    private final LoadedSprite jet = SpriteLoader.bundled("jet");
    private final FlyingJets scene = new FlyingJets(SpriteLibrary.of(List.of(jet.sprite())));

    @Test
    void fitKeepsTheAspectAndCentresTheWorld() {
        AffineTransform t = SceneRenderer.fit(new Aabb(20, 100, 420, 300), 832, 432);
        assertThat(t.getScaleX()).isEqualTo(t.getScaleY()).isEqualTo(2.0);
        Point2D centre = t.transform(new Point2D.Double(220, 200), null);
        assertThat(centre.getX()).isEqualTo(416.0);
        assertThat(centre.getY()).isEqualTo(216.0);
    }

    @Test
    void boxOverlayAddsItsColourAndSpritesDrawTheJets() {
        BufferedImage plain = paint(Overlays.of());
        BufferedImage boxes = paint(Overlays.of(Overlay.BOXES));
        BufferedImage sprites = paint(Overlays.of(Overlay.SPRITES));
        int aabb = Palette.color(Ink.AABB).getRGB();
        assertThat(count(plain, aabb)).isZero();
        assertThat(count(boxes, aabb)).as("dashed box pixels").isGreaterThan(200);
        assertThat(differing(plain, sprites)).as("jet pixels").isGreaterThan(2 * 1000);
    }

    @Test
    void circleOverlayIsDrawnAtRadiusFifty() {
        BufferedImage circles = paint(Overlays.of(Overlay.CIRCLES));
        AffineTransform t = SceneRenderer.fit(scene.bounds(), 800, 400);
        int circle = Palette.color(Ink.BOUNDING_CIRCLE).getRGB();
        // Screen point straight below the waiting jet's centre, 50 world units down.
        Point2D onBorder = t.transform(new Point2D.Double(300, 250), null);
        Point2D inside = t.transform(new Point2D.Double(300, 230), null);
        assertThat(circles.getRGB((int) Math.round(onBorder.getX()), (int) Math.round(onBorder.getY()) - 1)).isEqualTo(circle);
        assertThat(circles.getRGB((int) inside.getX(), (int) inside.getY())).isNotEqualTo(circle);
    }

    private BufferedImage paint(Overlays overlays) {
        BufferedImage image = new BufferedImage(800, 400, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            SceneRenderer.paint(g, 800, 400, scene, overlays, Map.of("jet", jet.image()));
        } finally {
            g.dispose();
        }
        return image;
    }

    private static int count(BufferedImage image, int rgb) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                n += image.getRGB(x, y) == rgb ? 1 : 0;
            }
        }
        return n;
    }

    private static int differing(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                n += a.getRGB(x, y) != b.getRGB(x, y) ? 1 : 0;
            }
        }
        return n;
    }
}
