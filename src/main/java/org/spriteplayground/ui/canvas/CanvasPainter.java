package org.spriteplayground.ui.canvas;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Transparency;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;

/**
 * One frame of the canvas, off screen: the status strip on top and the lesson's world below it,
 * painted into one image compatible with the screen. The canvas paints with it, and so does the
 * render benchmark, so the benchmark times exactly what the canvas does.
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

    /** Returns the height of the strip above the world that holds the status lines, and {@code meter}'s figures, for the UI's {@code font}. */
    public static int statusHeight(FontMetrics boldMetrics, Playground model, PaintMeter meter) {
        return CanvasStatus.height(boldMetrics, model, meter);
    }

    /** As {@link #statusHeight(FontMetrics, Playground, PaintMeter)} on a canvas {@code width} pixels wide: the status may take two lines. */
    public static int statusHeight(FontMetrics boldMetrics, Playground model, PaintMeter meter, int width) {
        return CanvasStatus.height(boldMetrics, model, meter, width);
    }

    /**
     * Paints the whole frame with {@code back}, which draws into {@code buffer} (from {@link #buffer})
     * and covers {@code width} &times; {@code height}: a status strip {@code top} pixels high, then
     * the world with the playground's overlays.
     *
     * @param meter the meter whose figures the strip shows (for lessons that measure speed)
     * @param images sprite images by name
     * @param font the UI's font: the status lines and the world's labels follow it
     */
    public static void paint(BufferedImage buffer, Graphics2D back, int width, int height, int top, Playground model, PaintMeter meter,
            Map<String, BufferedImage> images, Font font) {
        paint(buffer, back, width, height, top, model, meter, images, font, font, 1, null);
    }

    /**
     * As {@link #paint(BufferedImage, Graphics2D, int, int, int, Playground, PaintMeter, Map, Font)}, the status
     * lines in {@code stripFont}, with the world's lines {@code lineScale} times as thick and the
     * paused banner saying to go on as {@code hint} does (null: the playback keys).
     */
    static void paint(BufferedImage buffer, Graphics2D back, int width, int height, int top, Playground model, PaintMeter meter,
            Map<String, BufferedImage> images, Font font, Font stripFont, double lineScale, PauseHint hint) {
        back.setFont(font);
        back.setColor(Palette.grid());
        back.fillRect(0, 0, width, top);
        back.translate(0, top);
        SceneRenderer.paint(back, buffer, width, Math.max(1, height - top), model.simulation().world(), model.overlays(), images, lineScale);
        back.translate(0, -top);
        CanvasStatus.paint(back, width, top, model, meter, stripFont, hint);
    }

    /** Returns the bold form of {@code font} whose metrics size the status strip. */
    public static Font bold(Font font) {
        return font.deriveFont(Font.BOLD);
    }
}
