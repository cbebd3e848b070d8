package org.spriteplayground.lesson;

import com.google.auto.service.AutoService;
import static org.spriteplayground.lesson.Text.fmt;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/**
 * Seed 000: the radius hit test and its three outcomes. Two draggable circles take the colour,
 * line style and name of their outcome; the readouts show the squared quantities being compared
 * and why an exact {@code ==} rarely catches "touching".
 */
public final class ThreeOutcomes extends AbstractLesson {

    /** The lesson's fixed id. */
    public static final String ID = "three-outcomes";

    /** The lesson's title. */
    public static final String TITLE = "Three outcomes: the radius hit test (seed 000)";

    /** Adds this lesson to the catalogue, 2nd in the Lessons menu. */
    @AutoService(LessonProvider.class)
    public static final class Provider implements LessonProvider {
        @Override
        public int menuOrder() {
            return 20;
        }

        @Override
        public Lessons.Entry entry() {
            return new Lessons.Entry(ID, TITLE, sprites -> new ThreeOutcomes());
        }
    }

    /** The touching bands a teacher can pick, in world units; 0 is the exact comparison. */
    public static final List<Double> TOLERANCES = List.of(0.0, 1e-12, Tolerance.TOUCH, 1e-6, 1e-3, 0.5);

    private static final Aabb BOUNDS = new Aabb(-40, -40, 280, 220);
    private static final Circle BIG = Circle.of(100, 50, 40);
    private static final Circle SMALL = Circle.of(50, 50, 10);

    private Circle first = BIG;
    private Circle second = SMALL;
    private double tolerance = Tolerance.TOUCH;

    /** Sets the lesson up at its start. */
    public ThreeOutcomes() {
        super(ID, TITLE);
    }

    @Override
    public String explanation() {
        return "Two circles meet when the distance between their centres is at most the sum of their radii. Compare the "
                + "squares, d² against (r₁ + r₂)², and no square root is needed. Equal squares mean the borders just touch; "
                + "a bigger (r₁ + r₂)² means they overlap. Rounding makes exact equality rare: walk a circle into contact "
                + "in steps of 0.1 and the squares end up a hair apart, so the test allows a small tolerance for touching.";
    }

    /** Returns the outcome under the chosen tolerance. */
    public CollisionResult outcome() {
        return Collisions.classify(first, second, tolerance);
    }

    /** Returns the first circle. */
    public Circle first() {
        return first;
    }

    /** Returns the second circle. */
    public Circle second() {
        return second;
    }

    /** Sets both circles. */
    public void place(Circle a, Circle b) {
        first = a;
        second = b;
    }

    /** Returns the touching band in use. */
    public double tolerance() {
        return tolerance;
    }

    /** Sets the touching band, in world units. */
    public void setTolerance(double tolerance) {
        this.tolerance = tolerance;
    }

    /**
     * Moves the second circle along the line of centres to exact contact with the first (to the
     * right of it if the centres coincide).
     */
    public void snapToTouching() {
        Vec2 offset = second.center().minus(first.center());
        double length = offset.length();
        Vec2 direction = length == 0 ? new Vec2(1, 0) : offset.times(1 / length);
        second = new Circle(first.center().plus(direction.times(first.radius() + second.radius())), second.radius());
    }

    /**
     * Puts the second circle one unit right of contact with the first, then walks it in by ten
     * steps of 0.1: on paper it ends touching, in floating point a few ulps off.
     */
    public void walkIntoContact() {
        double x = first.center().x() + first.radius() + second.radius() + 1;
        for (int i = 0; i < 10; i++) {
            x -= 0.1;
        }
        second = Circle.of(x, first.center().y(), second.radius());
    }

    @Override
    public void step(double seconds) {
        // Nothing moves on its own: the circles move only when dragged.
    }

    @Override
    public void reset() {
        first = BIG;
        second = SMALL;
        tolerance = Tolerance.TOUCH;
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        Ink ink = switch (outcome()) {
            case NO_COLLISION -> Ink.APART;
            case TOUCHING -> Ink.TOUCHING;
            case OVERLAPPING -> Ink.OVERLAPPING;
        };
        draw.circle(first, ink);
        draw.circle(second, ink);
        draw.segment(first.center(), second.center(), Ink.CONSTRUCTION);
        draw.point(first.center(), Ink.CENTER);
        draw.point(second.center(), Ink.CENTER);
        draw.label(new Vec2(first.center().x(), first.center().y() - first.radius()), fmt("P  r = %.2f", first.radius()), Ink.TEXT);
        draw.label(new Vec2(second.center().x(), second.center().y() - second.radius()), fmt("Q  r = %.2f", second.radius()), Ink.TEXT);
        if (overlays.has(Overlay.INTERSECTIONS) && CircleIntersection.of(first, second) instanceof CircleIntersection.Crossing c) {
            draw.point(c.first(), Ink.MARK);
            draw.point(c.second(), Ink.MARK);
        }
        Vec2 middle = first.center().plus(second.center()).times(0.5);
        draw.label(new Vec2(middle.x(), Math.max(first.center().y() + first.radius(), second.center().y() + second.radius()) + 22), outcome().name(), ink);
    }

    @Override
    public List<ReadoutTable> readouts() {
        double d2 = first.center().distanceSquared(second.center());
        double sum = first.radius() + second.radius();
        double r2 = sum * sum;
        boolean exactlyEqual = d2 == r2;
        return List.of(new ReadoutTable("Radius hit test", List.of("value"), List.of(
                new ReadoutTable.Row("outcome", "With the tolerance below: touching if the gap is within it.", List.of(outcome().name())),
                new ReadoutTable.Row("d²", "Squared distance between the centres: (Px − Qx)² + (Py − Qy)².", List.of(fmt("%.6f", d2))),
                new ReadoutTable.Row("(r₁ + r₂)²", "Squared sum of the radii.", List.of(fmt("%.6f", r2))),
                new ReadoutTable.Row("(r₁ + r₂)² − d²", "Positive: overlap. Zero: touching. Negative: apart.", List.of(fmt("%.3e", r2 - d2))),
                new ReadoutTable.Row("gap d − (r₁ + r₂)", "Distance between the borders in world units (negative inside).", List.of(fmt("%.3e", Math.sqrt(d2) - sum))),
                new ReadoutTable.Row("tolerance", "How wide the touching band is, in world units.", List.of(tolerance == 0 ? "0 (exact ==)" : fmt("%.0e", tolerance))),
                new ReadoutTable.Row("d² == (r₁ + r₂)² ?", "What an exact comparison would say.", List.of(exactlyEqual ? "yes" : "no")))));
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.of(Overlay.INTERSECTIONS);
    }

    @Override
    public List<Preset> presets() {
        return List.of(
                new Preset("Full listing", "Big (100, 50) r 40 and small (50, 50) r 10: d² = 2500 = (40 + 10)², touching.", () -> place(BIG, SMALL)),
                new Preset("Worked example", "P (30, 20) r 37 and Q (180, 145) r 50: d² = 38125 > 87² = 7569, no collision.",
                        () -> place(Circle.of(30, 20, 37), Circle.of(180, 145, 50))),
                new Preset("Overlapping", "Move the small circle 10 closer: the squares differ by 1600.", () -> place(BIG, Circle.of(60, 50, 10))),
                new Preset("Walked into contact", "Ten steps of 0.1 into contact: exact == says no, the tolerance says touching.", this::walkIntoContact));
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Button("Snap to touching", "Move Q along the line of centres to exactly r₁ + r₂ from P.", this::snapToTouching),
                new Control.Choice<>("Tolerance", "How close the borders must be to count as touching.", TOLERANCES,
                        t -> t == 0 ? "0 (exact ==)" : fmt("%.0e", t), this::tolerance, this::setTolerance));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        Handle p = Handles.circle(this::first, c -> first = c, c -> true, Handles.MIN_RADIUS);
        Handle q = Handles.circle(this::second, c -> second = c, c -> true, Handles.MIN_RADIUS);
        return Handles.nearest(List.of(first, second), List.of(p, q), at, slop);
    }
}
