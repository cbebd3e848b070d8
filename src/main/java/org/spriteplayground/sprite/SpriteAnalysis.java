package org.spriteplayground.sprite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.locationtech.jts.algorithm.ConvexHull;
import org.locationtech.jts.algorithm.MinimumBoundingCircle;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.BoundingCircle;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;

/**
 * Everything derived once from a sprite's opaque pixels, in local coordinates around its pivot
 * (the image centre), each opaque pixel counted as a unit square: the tight box, the convex hull
 * and the smallest enclosing circle of those squares' corners (computed with JTS), the hull's
 * 8-DOP and smallest capsule along the long axis ({@link BoundFits}), and the
 * sprite's masks turned by each whole degree, kept within the budget of {@link #MASKS}. A pose is
 * applied per query.
 */
public final class SpriteAnalysis {

    /** The turned masks of every sprite: 64 MiB across all sprites. */
    public static final TurnCache MASKS = new TurnCache(64L << 20);

    /** The share of {@link #MASKS}' budget a sprite's 360 masks may take for it to be turned whenever a test needs a degree. */
    static final double EAGER_SHARE = 1.0 / 8;

    private final Sprite sprite;
    private final double circleRadius;
    private final Aabb tightBox;
    private final List<Vec2> hull;
    private final Circle minCircle;
    private final List<Vec2> kdop8;
    private final Capsule capsule;
    /** The hull and the 8-DOP made ready for allocation-free tests at whole degrees. */
    final TurningPolygon hullShape;
    final TurningPolygon kdopShape;
    /** The masks turned by each whole degree that the shared budget lets this sprite keep. */
    final TurnCache.Turns<TurnedMask> turned;
    /**
     * Whether masks are cheap enough to build whenever a test needs one: all 360 fit the eager
     * share. Larger sprites are tested without building masks unless one is asked for (see {@link Bounds}).
     */
    final boolean eager;
    /** Per whole degree: every bound's placement-independent numbers, for allocation-free tests. */
    final DegreeTables tables;

    private SpriteAnalysis(Sprite sprite) {
        this.sprite = sprite;
        AlphaMask mask = sprite.mask();
        this.circleRadius = BoundingCircle.radiusFor(sprite.width(), sprite.height());
        List<Coordinate> extremes = rowExtremes(mask);
        if (extremes.isEmpty()) {
            throw new SpriteLoadException(Texts.format("sprite.noOpaque", sprite.name(), String.valueOf(AlphaMask.ALPHA_THRESHOLD)));
        }
        Geometry hullGeometry = new ConvexHull(extremes.toArray(Coordinate[]::new), new GeometryFactory()).getConvexHull();
        // The hull's corners are opaque squares' corners, so its envelope is the squares' own.
        Envelope box = hullGeometry.getEnvelopeInternal();
        this.tightBox = new Aabb(box.getMinX(), box.getMinY(), box.getMaxX(), box.getMaxY());
        Coordinate[] hullCoordinates = hullGeometry.getCoordinates();
        int n = hullCoordinates.length > 1 && hullCoordinates[0].equals2D(hullCoordinates[hullCoordinates.length - 1]) ? hullCoordinates.length - 1 : hullCoordinates.length;
        this.hull = Arrays.stream(hullCoordinates, 0, n).map(c -> new Vec2(c.x, c.y)).toList();
        MinimumBoundingCircle mbc = new MinimumBoundingCircle(hullGeometry);
        Coordinate centre = mbc.getCentre();
        // Grow the circle by the rounding of its own construction, so that it provably holds every corner.
        double radius = mbc.getRadius();
        for (Vec2 v : hull) {
            radius = Math.max(radius, Math.hypot(v.x() - centre.x, v.y() - centre.y));
        }
        this.minCircle = Circle.of(centre.x, centre.y, radius);
        this.tables = new DegreeTables(sprite.width(), sprite.height(), tightBox, hull, minCircle.center());
        this.kdop8 = List.copyOf(BoundFits.kdop8(hull));
        this.capsule = BoundFits.capsule(hull, tightBox);
        this.hullShape = new TurningPolygon(hull);
        this.kdopShape = new TurningPolygon(kdop8);
        // Nothing is turned yet: each degree is turned when first asked for (a bundled sprite's mask
        // in tens of microseconds), so loading a sprite, and so the app's start, waits for no turn.
        this.turned = MASKS.turns(d -> TurnedMask.of(mask, d), TurnedMask::bytes);
        this.eager = IntStream.range(0, 360).mapToLong(d -> new TurnedMask.Turn(mask, d).bytes()).sum() <= MASKS.budget() * EAGER_SHARE;
    }

    /** A copy under another name, sharing everything derived from the pixels. */
    private SpriteAnalysis(SpriteAnalysis original, String name) {
        this.sprite = new Sprite(name, original.sprite.mask());
        this.circleRadius = original.circleRadius;
        this.tightBox = original.tightBox;
        this.hull = original.hull;
        this.minCircle = original.minCircle;
        this.kdop8 = original.kdop8;
        this.capsule = original.capsule;
        this.hullShape = original.hullShape;
        this.kdopShape = original.kdopShape;
        this.tables = original.tables;
        this.turned = original.turned;
        this.eager = original.eager;
    }

    /** Returns the same analysis filed under another name (nothing is computed again). */
    public SpriteAnalysis renamed(String name) {
        return name.equals(sprite.name()) ? this : new SpriteAnalysis(this, name);
    }

    /**
     * Analyses a sprite.
     *
     * @throws SpriteLoadException if it has no opaque pixel
     */
    public static SpriteAnalysis of(Sprite sprite) {
        return new SpriteAnalysis(sprite);
    }

    /**
     * The corners, in local coordinates, of the first and last opaque pixel of each row: the
     * convex hull and the enclosing circle of all opaque squares are those of these points.
     */
    private static List<Coordinate> rowExtremes(AlphaMask mask) {
        double halfW = mask.width() / 2.0;
        double halfH = mask.height() / 2.0;
        List<Coordinate> points = new ArrayList<>();
        for (int y = 0; y < mask.height(); y++) {
            int first = -1;
            int last = -1;
            for (int x = 0; x < mask.width(); x++) {
                if (mask.isOpaque(x, y)) {
                    if (first < 0) {
                        first = x;
                    }
                    last = x;
                }
            }
            if (first >= 0) {
                points.add(new Coordinate(first - halfW, y - halfH));
                points.add(new Coordinate(first - halfW, y + 1 - halfH));
                points.add(new Coordinate(last + 1 - halfW, y - halfH));
                points.add(new Coordinate(last + 1 - halfW, y + 1 - halfH));
            }
        }
        return points;
    }

    /** Returns the sprite. */
    public Sprite sprite() {
        return sprite;
    }

    /** Returns the opaque-pixel count: the true area in px&sup2;. */
    public int opaquePixels() {
        return sprite.opaquePixels();
    }

    /** Returns the tight box of the opaque pixels, local to the pivot. */
    public Aabb tightBox() {
        return tightBox;
    }

    /** Returns the convex hull of the opaque pixels' corners, local to the pivot, in order. */
    public List<Vec2> hull() {
        return hull;
    }

    /** Returns the smallest circle around the opaque pixels' corners, local to the pivot. */
    public Circle minCircle() {
        return minCircle;
    }

    /** Returns the 8-DOP's corners, local to the pivot, in order: the tight box with its corners cut at 45&deg;. */
    public List<Vec2> kdop8() {
        return kdop8;
    }

    /** Returns the smallest capsule along the long axis around the opaque pixels' corners, local to the pivot. */
    public Capsule capsule() {
        return capsule;
    }

    /**
     * Returns the mask turned by {@code degrees} (0-359): the one kept if there is one, else
     * turned now and kept as long as the shared {@link #MASKS} has room for it.
     */
    public TurnedMask turnedMask(int degrees) {
        return turned.get(degrees);
    }

    /** Returns seed 004's bounding radius: the image's half-diagonal. */
    public double circleRadius() {
        return circleRadius;
    }

    /** Returns seed 004's bounding circle at {@code pose}. */
    public Circle circle(Pose pose) {
        return new Circle(pose.position(), circleRadius);
    }

    /** Returns the axis-aligned box of the turned image rectangle at {@code pose}. */
    public Aabb aabb(Pose pose) {
        return Aabb.ofRotatedRect(pose.position().x(), pose.position().y(), sprite.width(), sprite.height(), pose.angle());
    }

    /** Returns the axis-aligned box of the turned opaque pixels' corners at {@code pose}. */
    public Aabb tightAabb(Pose pose) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (Vec2 v : hull) {
            Vec2 p = pose.toWorld(v);
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        return new Aabb(minX, minY, maxX, maxY);
    }

    /** Returns the tight box turned with the sprite at {@code pose}. */
    public Obb obb(Pose pose) {
        return new Obb(pose.toWorld(tightBox.center()), tightBox.width() / 2, tightBox.height() / 2, pose.angle());
    }

    /** Returns the smallest enclosing circle at {@code pose}. */
    public Circle minCircle(Pose pose) {
        return new Circle(pose.toWorld(minCircle.center()), minCircle.radius());
    }

    /** Returns the convex hull turned with the sprite at {@code pose}, its corners in order. */
    public List<Vec2> hull(Pose pose) {
        return hull.stream().map(pose::toWorld).toList();
    }

    /** Returns the 8-DOP turned with the sprite at {@code pose}, its corners in order. */
    public List<Vec2> kdop8(Pose pose) {
        return kdop8.stream().map(pose::toWorld).toList();
    }

    /** Returns the capsule turned with the sprite at {@code pose}. */
    public Capsule capsule(Pose pose) {
        return new Capsule(new Segment(pose.toWorld(capsule.spine().from()), pose.toWorld(capsule.spine().to())), capsule.radius());
    }

    /** Returns the area of a bound at {@code pose}, in px&sup2;; PIXELS gives the opaque count. */
    public double area(BoundKind kind, Pose pose) {
        return switch (kind) {
            case CIRCLE -> circle(pose).area();
            case AABB -> aabb(pose).area();
            case TIGHT_AABB -> tightAabb(pose).area();
            case OBB -> obb(pose).area();
            case MIN_CIRCLE -> minCircle.area();
            case HULL -> hullShape.area();
            case CAPSULE -> 2 * capsule.radius() * capsule.spine().length() + Math.PI * capsule.radius() * capsule.radius();
            case KDOP8 -> kdopShape.area();
            case PIXELS -> opaquePixels();
        };
    }
}
