package org.spriteplayground.lesson;

import com.google.auto.service.AutoService;
import static org.spriteplayground.lesson.Text.fmt;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.AngleRadiusCheck;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

/**
 * Seed 002 against the exact test: a circle dragged around a tall box, both verdicts side by
 * side, the method's box "radius" and chosen corner drawn, and optionally every centre position
 * where the two verdicts disagree. The seed's numbers are scaled by ten: its 2 &times; 20 box is
 * 20 &times; 200 here, its radius-2.5 circle at (3, 5) a radius-25 circle at (30, 50) from the
 * box centre.
 */
public final class AngleRadius extends AbstractLesson {

    /** The lesson's fixed id. */
    public static final String ID = "angle-radius";

    /** The lesson's title. */
    public static final String TITLE = "Angle radius: a flawed circle-box test (seed 002)";

    /** Adds this lesson to the catalogue, 4th in the Lessons menu. */
    @AutoService(LessonProvider.class)
    public static final class Provider implements LessonProvider {
        @Override
        public int menuOrder() {
            return 40;
        }

        @Override
        public Lessons.Entry entry() {
            return new Lessons.Entry(ID, TITLE, sprites -> new AngleRadius());
        }
    }

    /** Spacing of the sampled centre positions, in world units. */
    static final double GRID = 4;

    private static final Aabb BOUNDS = new Aabb(100, 40, 500, 400);
    private static final Aabb BOX_START = Aabb.centered(300, 220, 20, 200);
    private static final Circle CIRCLE_START = Circle.of(400, 120, 40);

    private final Aabb box = BOX_START;
    private Circle circle = CIRCLE_START;
    private boolean shading = true;
    private Disagreement disagreement = sample(CIRCLE_START.radius(), BOX_START);

    /**
     * The sampled centre positions, for one radius and box, where the verdicts differ.
     *
     * @param radius the circle radius sampled
     * @param box the box sampled
     * @param cells the centres (on a {@link #GRID} lattice) that seed 002 misses and the exact test hits
     * @param exactHits how many sampled centres the exact test calls a hit
     */
    record Disagreement(double radius, Aabb box, List<Vec2> cells, int exactHits) {
        /** Returns the share of real hits seed 002 misses. */
        double missedShare() {
            return exactHits == 0 ? 0 : (double) cells.size() / exactHits;
        }
    }

    /** Sets the lesson up at its start. */
    public AngleRadius() {
        super(ID, TITLE);
    }

    @Override
    public String explanation() {
        return "Seed 002 tests a circle against a box by pretending the box has a radius: the distance from its centre to its "
                + "edge along the line towards the circle. If the centres are closer than the circle's radius plus that box "
                + "radius, it is a hit; otherwise it tries the nearest corner. Beside a long edge, away from its middle, both "
                + "checks fail although the circle overlaps the box: the shaded band shows every such centre. The exact test "
                + "clamps the circle's centre into the box and never misses.";
    }

    /** Returns the circle. */
    public Circle circle() {
        return circle;
    }

    /** Moves or resizes the circle. */
    public void setCircle(Circle circle) {
        if (circle.radius() != this.circle.radius()) {
            disagreement = sample(circle.radius(), box);
        }
        this.circle = circle;
    }

    /** Returns the box. */
    public Aabb box() {
        return box;
    }

    /** Returns the sampled disagreement for the current radius, sampled when the radius changed (never while drawing). */
    Disagreement disagreement() {
        return disagreement;
    }

    /** Samples every centre of the lattice over the view for a circle of {@code radius}. */
    static Disagreement sample(double radius, Aabb box) {
        List<Vec2> cells = new ArrayList<>();
        int exactHits = 0;
        for (double y = BOUNDS.minY() + GRID / 2; y < BOUNDS.maxY(); y += GRID) {
            for (double x = BOUNDS.minX() + GRID / 2; x < BOUNDS.maxX(); x += GRID) {
                Circle c = Circle.of(x, y, radius);
                if (Collisions.overlaps(c, box)) {
                    exactHits++;
                    if (!Collisions.overlapsByAngleRadius(c, box)) {
                        cells.add(c.center());
                    }
                }
            }
        }
        return new Disagreement(radius, box, List.copyOf(cells), exactHits);
    }

    @Override
    public void step(double seconds) {
        // Nothing moves on its own.
    }

    @Override
    public void reset() {
        setCircle(CIRCLE_START);
        shading = true;
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        if (shading) {
            double half = GRID / 2;
            for (Vec2 cell : disagreement().cells()) {
                draw.box(new Aabb(cell.x() - half, cell.y() - half, cell.x() + half, cell.y() + half), Ink.SHADE);
            }
        }
        draw.box(box, Ink.WALL);
        boolean exact = Collisions.overlaps(circle, box);
        AngleRadiusCheck check = AngleRadiusCheck.of(circle, box);
        draw.circle(circle, exact ? Ink.OVERLAPPING : Ink.APART);
        draw.segment(box.center(), check.rayPoint(), Ink.HEADING);
        draw.segment(check.rayPoint(), circle.center(), Ink.CONSTRUCTION);
        draw.point(check.corner(), Ink.MARK);
        draw.point(Collisions.closestPoint(box, circle.center()), Ink.CENTER);
        draw.label(new Vec2(circle.center().x(), circle.center().y() - circle.radius()),
                "exact: " + verdict(exact) + "   seed 002: " + verdict(check.hit()), exact == check.hit() ? Ink.TEXT : Ink.HIT);
        draw.label(check.corner(), "corner", Ink.MARK);
    }

    private static String verdict(boolean hit) {
        return hit ? "HIT" : "MISS";
    }

    @Override
    public List<ReadoutTable> readouts() {
        AngleRadiusCheck check = AngleRadiusCheck.of(circle, box);
        double distance = Math.sqrt(circle.center().distanceSquared(box.center()));
        boolean exact = Collisions.overlaps(circle, box);
        Disagreement sampled = disagreement();
        return List.of(
                new ReadoutTable("Verdicts", List.of("value"), List.of(
                        new ReadoutTable.Row("exact (closest point)", "Clamp the centre into the box; hit if within the radius.", List.of(verdict(exact))),
                        new ReadoutTable.Row("seed 002 (angle radius)", "Centre inside, else box radius along the angle, else corner.", List.of(verdict(check.hit()))),
                        new ReadoutTable.Row("decided by", "The step of seed 002's method that answered.", List.of(check.decidedBy().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))))),
                new ReadoutTable("Seed 002's working", List.of("value"), List.of(
                        new ReadoutTable.Row("angle θ (°)", "From the box centre to the circle centre, 0 to 360.", List.of(fmt("%.1f", Math.toDegrees(check.theta())))),
                        new ReadoutTable.Row("box \"radius\"", "Box centre to its edge along θ: half-extent / cos.", List.of(fmt("%.1f", check.boxRadius()))),
                        new ReadoutTable.Row("d − r − box radius", "At 0 or less the second step says hit.", List.of(fmt("%.1f", distance - circle.radius() - check.boxRadius()))),
                        new ReadoutTable.Row("corner distance − r", "At 0 or less the corner step says hit.", List.of(fmt("%.1f", Math.sqrt(check.corner().distanceSquared(circle.center())) - circle.radius()))))),
                new ReadoutTable("Over the whole view", List.of("value"), List.of(
                        new ReadoutTable.Row("real hits missed", "Of the sampled centres (every 4 px) the exact test calls a hit, the share seed 002 misses.",
                                List.of(Text.percent(sampled.missedShare()))),
                        new ReadoutTable.Row("missed centres", "Sampled centre positions in the shaded band.", List.of(Integer.toString(sampled.cells().size()))))));
    }

    @Override
    public List<Preset> presets() {
        Vec2 c = box.center();
        return List.of(
                new Preset("Blind spot (missed)", "Seed 002's missed case: radius 25 at (30, 50) from the box centre, beside the long edge.",
                        () -> setCircle(Circle.of(c.x() + 30, c.y() + 50, 25))),
                new Preset("Box radius catches", "Straight out from the middle of the long edge.", () -> setCircle(Circle.of(c.x() + 30, c.y(), 25))),
                new Preset("Corner catches", "Beyond a corner, just reaching it.", () -> setCircle(Circle.of(c.x() + 25, c.y() + 115, 25))),
                new Preset("Centre inside", "The first step answers at once.", () -> setCircle(Circle.of(c.x() + 5, c.y() - 60, 25))));
    }

    @Override
    public List<Control> controls() {
        return List.of(new Control.Toggle("Shade where they disagree", "Every centre where seed 002 misses a real hit, for this radius.",
                () -> shading, on -> shading = on));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        Handle handle = Handles.circle(this::circle, this::setCircle, c -> true, 2, bounds());
        return Handles.nearest(List.of(circle), List.of(handle), at, slop);
    }
}
