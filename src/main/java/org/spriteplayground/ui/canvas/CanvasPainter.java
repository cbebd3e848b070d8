package org.spriteplayground.ui.canvas;

import java.awt.AlphaComposite;
import java.awt.Font;
import java.awt.RenderingHints;
import java.awt.GraphicsConfiguration;
import java.awt.Transparency;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.awt.Graphics2D;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Ink;

/**
 * One frame of the canvas's world, off screen, painted into one image compatible with the
 * screen. The canvas paints with it, and so does the render benchmark, so the benchmark times
 * exactly what the canvas does.
 */
public final class CanvasPainter {

    private CanvasPainter() {
    }

    /**
     * Returns an opaque image of {@code width} &times; {@code height} for {@link #paint}: compatible
     * with {@code screen}, or {@code TYPE_INT_RGB} without a screen (as a 24-bit screen's is).
     */
    public static BufferedImage buffer(GraphicsConfiguration screen, int width, int height) {
        return screen != null ? screen.createCompatibleImage(width, height, Transparency.OPAQUE)
                : new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    }

    /**
     * Paints the part {@code shown} of the world ({@link SceneRenderer#shown}) with the playground's
     * overlays with {@code back}, which draws into {@code buffer} (from {@link #buffer}) and covers
     * {@code width} &times; {@code height}, its
     * labels in the UI's {@code font} and its lines {@code lineScale} times as thick as usual, its
     * verdicts only while the playground shows them.
     *
     * @return the legend of every ink painted, which the canvas shows under the world
     */
    public static CanvasLegend paint(BufferedImage buffer, Graphics2D back, int width, int height, Playground model, Aabb shown,
            Map<String, BufferedImage> images, Font font, double lineScale) {
        back.setFont(font);
        return SceneRenderer.paint(back, buffer, width, height, model.simulation().world(), shown, model.overlays(), images, lineScale,
                model.verdictsShown());
    }

    /**
     * Returns the legend of the frame the playground would show on a world {@code width} &times;
     * {@code height} showing the part {@code shown} of it, painted off screen as {@link #paint} paints it:
     * what the canvas's legend band shows with a lesson's first frame.
     */
    public static CanvasLegend legend(int width, int height, Playground model, Aabb shown, Map<String, BufferedImage> images, Font font,
            double lineScale) {
        BufferedImage scratch = buffer(null, Math.max(1, width), Math.max(1, height));
        Graphics2D g = scratch.createGraphics();
        try {
            return paint(scratch, g, scratch.getWidth(), scratch.getHeight(), model, shown, images, font, lineScale);
        } finally {
            g.dispose();
        }
    }

    /** Paints, over the frame {@code width} &times; {@code height} that {@code failure} broke, that drawing failed and why, in {@code font} in bold. */
    static void failed(Graphics2D g, int width, int height, Font font, Throwable failure) {
        g.setComposite(AlphaComposite.SrcOver);
        g.setColor(Palette.background());
        g.fillRect(0, 0, width, height);
        g.setColor(Palette.color(Ink.HIT));
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(font.deriveFont(Font.BOLD));
        g.drawString(Texts.format("canvas.failed", failure.getClass().getSimpleName()), 12, 12 + g.getFontMetrics().getAscent());
    }
}
