package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/**
 * Draws {@link DebugDraw} requests with Java2D: shapes are mapped to the screen first and
 * stroked there, so lines keep their width at any zoom; a sprite is drawn through the world
 * transform, turned about its centre with bilinear filtering, and many sprites at once are
 * pre-turned images blitted whole ({@link SpriteBlits}).
 */
public final class Java2dDraw implements DebugDraw {

    /** Radius in pixels of the ring round a {@link Ink#MARK} point. */
    private static final double MARK_RING = 8;
    /** Under this screen radius (pixels at outline scale 1) {@link #circles} leaves out a crowd whose one-pixel outlines would bury its sprites. */
    static final double MIN_BULK_RADIUS = 6;

    private final Graphics2D g;
    private final AffineTransform worldToScreen;
    private final Map<String, BufferedImage> images;
    private final LabelPainter labels;
    private final TurnedImageCache turned;
    private final BufferedImage into;
    private final float lineScale;
    /** The line scale for outlines: {@link #lineScale}, or less in a {@link #crowd}. */
    private float outlineScale;
    private int bodies; // how many bodies are drawn, as crowd() last said
    private RasterTarget target;
    private boolean targetLooked;
    private final CanvasLegend legend = new CanvasLegend(); // every ink painted so far, or left out as too small

    /**
     * @param g where to draw, in screen pixels; the caller owns and disposes it
     * @param worldToScreen maps world units to screen pixels
     * @param images sprite images by name; unknown names are skipped
     */
    public Java2dDraw(Graphics2D g, AffineTransform worldToScreen, Map<String, BufferedImage> images) {
        this(g, null, worldToScreen, images, TurnedImageCache.shared(), 1f);
    }

    /**
     * As {@link #Java2dDraw(Graphics2D, AffineTransform, Map)}, where {@code g} draws into
     * {@code into}: many sprites and circles are then laid straight onto its pixels when it is an
     * RGB image ({@link RasterTarget}); every line, point mark and arrow head is {@code lineScale}
     * times as thick or large (presentation mode), and the labels follow {@code g}'s font.
     */
    public Java2dDraw(Graphics2D g, BufferedImage into, AffineTransform worldToScreen, Map<String, BufferedImage> images, double lineScale) {
        this(g, into, worldToScreen, images, TurnedImageCache.shared(), (float) lineScale);
    }

    /** As the public constructors, with pre-turned sprites kept in {@code turned}. */
    Java2dDraw(Graphics2D g, BufferedImage into, AffineTransform worldToScreen, Map<String, BufferedImage> images, TurnedImageCache turned, float lineScale) {
        this.g = g;
        this.lineScale = lineScale;
        this.outlineScale = lineScale;
        this.into = into;
        this.turned = turned;
        this.worldToScreen = worldToScreen;
        this.images = images;
        this.labels = new LabelPainter(g, worldToScreen, g.getFont().deriveFont(Font.BOLD, Math.max(13f, g.getFont().getSize2D() + 1)), lineScale);
    }

    /** Returns the legend of what this has painted so far. */
    public CanvasLegend legend() {
        return legend;
    }

    /** Outlines, circles and segments are thickened less in a crowd ({@link Thickness#crowded}); marks and labels keep the line scale. */
    @Override
    public void crowd(int bodies) {
        outlineScale = Thickness.crowded(lineScale, bodies);
        this.bodies = bodies;
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        double r = circle.radius();
        stroke(new Ellipse2D.Double(circle.center().x() - r, circle.center().y() - r, 2 * r, 2 * r), ink);
    }

    /**
     * Outlines {@code count} circles with the ink set once ({@link CircleStamps}); filled inks and circles on paper (a PDF's
     * surface has no device: a stamp's one-pixel line would print a point wide) take the general path, one vector outline each.
     * Where the crowd's one-pixel outlines would bury its sprites ({@link CircleStamps#buries}) the batch is drawn faint, or left
     * out under {@link #MIN_BULK_RADIUS}, each with a legend entry saying so.
     */
    @Override
    public void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
        double largest = Arrays.stream(radii, 0, count).max().orElse(0) * Math.hypot(worldToScreen.getScaleX(), worldToScreen.getShearY());
        double outlines = Math.max(bodies, count) * 2 * Math.PI * largest;
        if (largest < MIN_BULK_RADIUS * outlineScale && CircleStamps.buries(g, outlines)) {
            if (count > 0) {
                legend.tooSmall(ink);
            }
            return;
        }
        if (Palette.fill(ink) != null || Palette.stroke(ink) == null || g.getDeviceConfiguration() == null) {
            DebugDraw.super.circles(xs, ys, radii, count, ink);
            return;
        }
        boolean faint = CircleStamps.buries(g, outlines);
        CircleStamps.draw(g, target(), worldToScreen, xs, ys, radii, count, ink, outlineScale, outlines, faint);
        legend.painted(ink, faint && count > 0);
    }

    @Override
    public void box(Aabb box, Ink ink) {
        stroke(new Rectangle2D.Double(box.minX(), box.minY(), box.width(), box.height()), ink);
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        if (!points.isEmpty()) {
            stroke(path(points), ink);
        }
    }

    /**
     * Outlines the polygon's path stroked twice the radius wide with round joins, its inside
     * filled in: the stroke's outer edge runs the radius out from every side and round every
     * corner on an arc.
     */
    @Override
    public void rounded(List<Vec2> polygon, double radius, Ink ink) {
        if (polygon.isEmpty()) {
            return;
        }
        Path2D core = path(polygon);
        Area grown = new Area(new BasicStroke((float) (2 * radius), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(core));
        grown.add(new Area(core));
        stroke(grown, ink);
    }

    private static Path2D path(List<Vec2> points) {
        Path2D path = new Path2D.Double();
        path.moveTo(points.get(0).x(), points.get(0).y());
        for (Vec2 p : points.subList(1, points.size())) {
            path.lineTo(p.x(), p.y());
        }
        path.closePath();
        return path;
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        Segment spine = capsule.spine();
        Line2D line = new Line2D.Double(spine.from().x(), spine.from().y(), spine.to().x(), spine.to().y());
        float width = (float) (2 * capsule.radius());
        Shape body = width > 0 ? new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(line) : line;
        stroke(body, ink);
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        Point2D a = screen(from);
        Point2D b = screen(to);
        Stroke line = Thickness.stroke(ink, outlineScale);
        g.setColor(colour(ink));
        g.setStroke(line != null ? line : new BasicStroke(1.5f * outlineScale));
        g.draw(new Line2D.Double(a, b));
        if (ink == Ink.HEADING) {
            g.fill(Thickness.arrowHead(a, b, lineScale));
        }
    }

    @Override
    public void point(Vec2 at, Ink ink) {
        Point2D p = screen(at);
        legend.dot(ink);
        g.setColor(Palette.color(ink));
        double dot = 4 * lineScale;
        g.fill(new Ellipse2D.Double(p.getX() - dot, p.getY() - dot, 2 * dot, 2 * dot));
        if (ink == Ink.MARK) {
            double ring = MARK_RING * lineScale;
            g.setStroke(new BasicStroke(2f * lineScale));
            g.draw(new Ellipse2D.Double(p.getX() - ring, p.getY() - ring, 2 * ring, 2 * ring));
        }
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) { label(at, text, ink, Side.ABOVE); }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        legend.labelled(ink, labels.draw(screen(at), text, ink, side));
    }

    /** Measures the label as {@link #label} writes it ({@link LabelPainter#size}). */
    @Override
    public Vec2 labelSize(String text, Aabb view) {
        return labels.size(text);
    }

    /** The ring {@link #point} draws round a {@link Ink#MARK} point (8 pixels and half its 2-pixel line, at the line scale), in world units. */
    @Override
    public double markRadius(Aabb view) {
        return (MARK_RING + 1) * lineScale / Math.hypot(worldToScreen.getScaleX(), worldToScreen.getShearY());
    }

    /** Draws a one-pixel line (at the line scale) in the label's colour. */
    @Override
    public void leader(Vec2 from, Vec2 to, Ink ink) {
        legend.lettered(ink); // a leader belongs to its label
        g.setColor(Palette.color(ink));
        g.setStroke(new BasicStroke(lineScale));
        g.draw(new Line2D.Double(screen(from), screen(to)));
    }

    @Override
    public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
        legend.filled(ink, fill, on); // an entry of its own, with a sample of the cells, not the ink's line
        CellFills.draw(g, worldToScreen, x, y, width, on, Palette.color(ink), fill == Fill.HATCH, lineScale);
    }

    /** Answers from the sprite's image, drawn a world unit to its pixel. */
    @Override
    public Optional<Vec2> spriteSize(String spriteName) {
        return Optional.ofNullable(images.get(spriteName)).map(image -> new Vec2(image.getWidth(), image.getHeight()));
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        BufferedImage image = images.get(spriteName);
        if (image != null) {
            SpriteBlits.drawTransformed(g, worldToScreen, image, pose, true);
        }
    }

    @Override
    public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
        BufferedImage image = images.get(spriteName);
        if (image != null && !SpriteBlits.draw(g, target(), worldToScreen, turned, image, xs, ys, angles, count, smooth)) {
            SpriteBlits.drawTransformed(g, worldToScreen, image, xs, ys, angles, count, smooth);
        }
    }

    @Override
    public void truth(String spriteName, Pose pose) {
        BufferedImage image = images.get(spriteName);
        if (image != null) {
            legend.truth();
            // Nearest neighbour samples each screen pixel's centre, as the turned masks sample cells.
            SpriteBlits.drawTransformed(g, worldToScreen, TruthTints.of(image, Palette.truth()), pose, false);
        }
    }

    private void stroke(Shape worldShape, Ink ink) {
        Shape shape = worldToScreen.createTransformedShape(worldShape);
        legend.painted(ink);
        Color fill = Palette.fill(ink);
        Stroke outline = Thickness.stroke(ink, outlineScale);
        if (fill != null) {
            g.setColor(fill);
            if (outline == null) {
                // A region tiled from cells: without antialiasing the cells meet without seams.
                Object aa = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
                g.fill(shape);
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, aa);
            } else {
                g.fill(shape);
            }
        }
        // A body filled in its line colour (the dot, a wall) is drawn at its true size: its outline would only
        // widen it, by half a line on every side, past a screen edge it touches.
        if (outline != null && !colour(ink).equals(fill)) {
            g.setColor(colour(ink));
            g.setStroke(outline);
            g.draw(shape);
        }
    }

    /** Returns where stamps are laid straight on the image's pixels, or null to draw through {@code g}. */
    private RasterTarget target() {
        if (!targetLooked) {
            target = RasterTarget.of(into, g);
            targetLooked = true;
        }
        return target;
    }

    private Color colour(Ink ink) { // noting the ink for the legend
        legend.painted(ink);
        return Palette.color(ink);
    }

    private Point2D screen(Vec2 world) {
        return worldToScreen.transform(new Point2D.Double(world.x(), world.y()), null);
    }
}
