package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Stress;
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

    /**
     * The world's frame as a whole-pixel clip keeps exactly the pixels its own shape does, wherever
     * its edges fall within a pixel, with the stroke control the renderer sets; with Java2D's
     * default, which moves a shape's edges to a quarter pixel, the frame keeps its shape.
     */
    @Test
    void theFramesWholePixelClipKeepsThePixelsOfTheFramesShape() {
        for (Object control : new Object[] {RenderingHints.VALUE_STROKE_PURE, RenderingHints.VALUE_STROKE_DEFAULT}) {
            for (int shift : new int[] {0, 7}) {
                for (int i = 0; i < 16; i++) {
                    double left = 3 + i / 8.0;
                    double top = 2 + (15 - i) / 8.0 + 0.03;
                    AffineTransform fit = new AffineTransform(0.37 + i * 0.011, 0, 0, 0.37 + i * 0.011, left, top);
                    Shape frame = fit.createTransformedShape(new Rectangle2D.Double(0, 0, 100 + i, 60 + 3 * i));
                    BufferedImage byShape = filledThrough(frame, control, shift, false);
                    BufferedImage byPixels = filledThrough(frame, control, shift, true);
                    assertThat(differing(byShape, byPixels)).as("frame %s shifted by %d, %s", frame.getBounds2D(), shift, control).isZero();
                    assertThat(count(byPixels, Color.WHITE.getRGB())).as("pixels kept").isPositive();
                }
            }
        }
    }

    /**
     * Fills the whole image white through {@code frame} as a clip (or its whole pixels), on a
     * graphics with stroke control {@code control}, shifted by {@code shift} pixels.
     */
    private static BufferedImage filledThrough(Shape frame, Object control, int shift, boolean wholePixels) {
        BufferedImage image = new BufferedImage(80, 60, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, control);
            g.translate(shift, shift);
            g.clip(wholePixels ? SceneRenderer.wholePixels(frame, g) : frame);
            g.setColor(Color.WHITE);
            g.fillRect(-shift, -shift, 80, 60);
        } finally {
            g.dispose();
        }
        return image;
    }

    /**
     * A crowd's jets and circles are laid straight on the pixels of the image the canvas paints
     * ({@link RasterTarget}), not drawn one by one through the graphics: seen here by handing the
     * paint another image than the one its graphics draws into, which only the laid stamps reach.
     */
    @Test
    void aCrowdIsLaidStraightOnTheImagesPixels() {
        Stress stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(2_000);
        BufferedImage drawn = new BufferedImage(1000, 700, BufferedImage.TYPE_INT_RGB);
        BufferedImage laid = new BufferedImage(1000, 700, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = drawn.createGraphics();
        try {
            g.translate(0, 40); // as the canvas paints the world under its status strip
            SceneRenderer.paint(g, laid, 1000, 620, stress, Overlays.of(Overlay.SPRITES, Overlay.CIRCLES), Map.of("jet", jet.image()));
        } finally {
            g.dispose();
        }
        assertThat(laid.getWidth() * laid.getHeight() - count(laid, Color.BLACK.getRGB())).as("pixels laid on the image").isGreaterThan(20_000);
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
