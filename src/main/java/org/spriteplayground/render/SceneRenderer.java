package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.World;

/** Paints a world into a rectangle of the screen: background, world frame, then the world's marks. */
public final class SceneRenderer {

    /** Screen pixels kept free around the world. */
    private static final int MARGIN = 16;

    /** The fewest screen pixels a world's {@linkplain World#readableLength() readable length} is drawn across on the canvas. */
    public static final double READABLE_PX = 16;

    private SceneRenderer() {
    }

    /** Returns the least height of an area {@code width} wide in which {@link #fit} draws {@code world} as large as the width allows. */
    public static int heightFittingWidth(Aabb world, int width) {
        double scale = Math.max(1, width - 2.0 * MARGIN) / Math.max(world.width(), 1e-9);
        return (int) Math.ceil(world.height() * scale + 2.0 * MARGIN);
    }

    /**
     * Returns the transform that fits {@code world} into a {@code width} &times; {@code height}
     * area with a uniform scale, centred, leaving a small margin. Never a zero scale.
     */
    public static AffineTransform fit(Aabb world, int width, int height) {
        double availableW = Math.max(1, width - 2.0 * MARGIN);
        double availableH = Math.max(1, height - 2.0 * MARGIN);
        double scale = Math.max(1e-3, Math.min(availableW / Math.max(world.width(), 1e-9), availableH / Math.max(world.height(), 1e-9)));
        double offsetX = (width - world.width() * scale) / 2 - world.minX() * scale;
        double offsetY = (height - world.height() * scale) / 2 - world.minY() * scale;
        AffineTransform t = new AffineTransform();
        t.translate(offsetX, offsetY);
        t.scale(scale, scale);
        return t;
    }

    /**
     * Returns the part of {@code world} that a {@code width} &times; {@code height} view shows: all
     * of it where {@link #fit} draws its {@linkplain World#readableLength() readable length} at least
     * {@value #READABLE_PX} pixels long, else as much as fits at that scale, centred on
     * {@code centre} (null: the world's centre) as nearly as the world's edges allow.
     */
    public static Aabb shown(World world, Vec2 centre, int width, int height) {
        Aabb b = world.bounds();
        double readable = world.readableLength();
        if (readable <= 0 || fit(b, width, height).getScaleX() * readable >= READABLE_PX) {
            return b;
        }
        double scale = READABLE_PX / readable;
        double w = Math.min(b.width(), Math.max(1, width - 2.0 * MARGIN) / scale);
        double h = Math.min(b.height(), Math.max(1, height - 2.0 * MARGIN) / scale);
        Vec2 c = centre == null ? b.center() : centre;
        double x = Math.max(b.minX(), Math.min(b.maxX() - w, c.x() - w / 2));
        double y = Math.max(b.minY(), Math.min(b.maxY() - h, c.y() - h / 2));
        return new Aabb(x, y, x + w, y + h);
    }

    /**
     * Paints {@code world} with the given overlays into {@code g}, which covers a
     * {@code width} &times; {@code height} area. Sets its own rendering hints on {@code g}. What the
     * world draws is clipped to its bounds, as in an export: a circle touching the edge does not spill
     * past it.
     */
    public static void paint(Graphics2D g, int width, int height, World world, Overlays overlays, Map<String, BufferedImage> images) {
        paint(g, null, width, height, world, overlays, images);
    }

    /**
     * As {@link #paint(Graphics2D, int, int, World, Overlays, Map)}, where {@code g} draws into
     * {@code into}: many sprites and circles are then laid straight onto its pixels.
     */
    public static void paint(Graphics2D g, BufferedImage into, int width, int height, World world, Overlays overlays,
            Map<String, BufferedImage> images) {
        paint(g, into, width, height, world, overlays, images, 1);
    }

    /**
     * As {@link #paint(Graphics2D, BufferedImage, int, int, World, Overlays, Map)}, with the world's
     * lines and point marks {@code lineScale} times as thick (presentation mode).
     *
     * @return the legend of every ink painted, for the canvas to paint at its foot
     */
    public static CanvasLegend paint(Graphics2D g, BufferedImage into, int width, int height, World world, Overlays overlays,
            Map<String, BufferedImage> images, double lineScale) {
        return paint(g, into, width, height, world, overlays, images, lineScale, true);
    }

    /**
     * As {@link #paint(Graphics2D, BufferedImage, int, int, World, Overlays, Map, double)}, with the
     * world's verdicts left out unless {@code verdicts} ({@link ForwardingDraw#withoutVerdicts}).
     */
    public static CanvasLegend paint(Graphics2D g, BufferedImage into, int width, int height, World world, Overlays overlays,
            Map<String, BufferedImage> images, double lineScale, boolean verdicts) {
        return paint(g, into, width, height, world, world.bounds(), overlays, images, lineScale, verdicts);
    }

    /**
     * As {@link #paint(Graphics2D, BufferedImage, int, int, World, Overlays, Map, double, boolean)},
     * showing only the part {@code shown} of the world ({@link #shown}), fitted to the area and
     * framed; what lies outside it is clipped away.
     */
    public static CanvasLegend paint(Graphics2D g, BufferedImage into, int width, int height, World world, Aabb shown, Overlays overlays,
            Map<String, BufferedImage> images, double lineScale, boolean verdicts) {
        hints(g);
        g.setColor(Palette.grid());
        g.fillRect(0, 0, width, height);
        AffineTransform worldToScreen = fit(shown, width, height);
        Aabb b = shown;
        Shape frame = worldToScreen.createTransformedShape(new Rectangle2D.Double(b.minX(), b.minY(), b.width(), b.height()));
        g.setColor(Palette.background());
        g.fill(frame);
        g.setColor(Palette.grid().darker());
        g.setStroke(new BasicStroke(1f));
        g.draw(frame);
        Shape clip = g.getClip();
        g.clip(wholePixels(frame, g));
        Java2dDraw draw = new Java2dDraw(g, into, worldToScreen, images, lineScale);
        draw.legend().namedBy(world);
        world.draw(verdicts ? draw : ForwardingDraw.withoutVerdicts(draw), overlays);
        g.setClip(clip);
        return draw.legend();
    }

    /**
     * Paints {@code world} alone, edge to edge: one world unit to one unit of {@code g}, whose own
     * transform (a scale of 2 for a 2&times; export) sizes shapes, lines and labels alike.
     */
    public static void paintWorldOnly(Graphics2D g, World world, Overlays overlays, Map<String, BufferedImage> images) {
        hints(g);
        Aabb b = world.bounds();
        g.setColor(Palette.background());
        g.fill(new Rectangle2D.Double(0, 0, b.width(), b.height()));
        world.draw(new Java2dDraw(g, AffineTransform.getTranslateInstance(-b.minX(), -b.minY()), images), overlays);
    }

    /**
     * Returns the pixels Java2D fills for {@code frame}, an axis-aligned rectangle, as a whole-pixel
     * rectangle where {@code g} only shifts by whole pixels and keeps shapes where they are (the
     * pure stroke control {@link #hints} sets), else the frame itself: those whose centres lie in
     * it, the left and top edges included. As a clip it keeps the same pixels as the frame, and it
     * lets many sprites and circles be laid straight on the image's pixels ({@link RasterTarget}).
     */
    static Shape wholePixels(Shape frame, Graphics2D g) {
        AffineTransform t = g.getTransform();
        if ((t.getType() & ~AffineTransform.TYPE_TRANSLATION) != 0 || t.getTranslateX() != Math.rint(t.getTranslateX())
                || t.getTranslateY() != Math.rint(t.getTranslateY())
                || g.getRenderingHint(RenderingHints.KEY_STROKE_CONTROL) != RenderingHints.VALUE_STROKE_PURE) {
            return frame;
        }
        Rectangle2D b = frame.getBounds2D();
        int left = (int) Math.ceil(b.getMinX() - 0.5);
        int top = (int) Math.ceil(b.getMinY() - 0.5);
        int right = (int) Math.ceil(b.getMaxX() - 0.5);
        int bottom = (int) Math.ceil(b.getMaxY() - 0.5);
        return new Rectangle(left, top, right - left, bottom - top);
    }

    private static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
    }
}
