package org.spriteplayground.lesson;

import com.google.auto.service.AutoService;
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
    public static final class Provider extends LessonProvider {
        public Provider() {
            super(20, ID, TITLE, sprites -> new ThreeOutcomes());
        }
    }

    /** The touching bands a teacher can pick, in world units; 0 is the exact comparison. */
    public static final List<Double> TOLERANCES = List.of(0.0, 1e-12, Tolerance.TOUCH, 1e-6, 1e-3, 0.5);

    /**
     * Seed 000's TOUCH_DISTANCE: its band for touching, put on the difference of the squares
     * (r₁ + r₂)² − d² and compared with strict {@code <} on both sides.
     */
    public static final double SEED_TOUCH_DISTANCE = 1e-14;

    /** The smallest radius the wheel shrinks a circle to. */
    static final double MIN_RADIUS = 5;

    private static final Aabb BOUNDS = new Aabb(-40, -40, 280, 220);
    private static final Circle BIG = Circle.of(100, 50, 40);
    private static final Circle SMALL = Circle.of(50, 50, 10);

    private Circle startFirst = BIG;
    private Circle startSecond = SMALL;
    private Circle first = BIG;
    private Circle second = SMALL;
    private double tolerance = Tolerance.TOUCH;
    private boolean pauseOnContact;
    private boolean metAtLastStep;
    private boolean metFirstNow;

    /** Sets the lesson up at its start. */
    public ThreeOutcomes() {
        super(ID, TITLE);
    }

    @Override
    public String explanation() {
        return "Two circles meet when the distance between their centres is at most the sum of their radii. Compare the "
                + "squares, d² against (r₁ + r₂)², and no square root is needed. Equal squares mean the borders just touch; "
                + "a bigger (r₁ + r₂)² means they overlap. Rounding makes exact equality rare: walk a circle into contact "
                + "in steps of 0.1 and the squares end up a hair apart, so the test allows a small tolerance for touching. "
                + "Here that tolerance is a distance: the borders touch when d is within it of r₁ + r₂, and a gap exactly "
                + "equal to it still counts. Seed 000 instead puts its 0.00000000000001 on the difference of the squares and "
                + "uses strict <, so a difference exactly that size is not touching; near 2,500 neighbouring doubles are "
                + "further apart than that, so its band lets only exact equality through.";
    }

    /**
     * Returns what seed 000's own test says: TOUCHING when
     * −{@link #SEED_TOUCH_DISTANCE} &lt; (r₁ + r₂)² − d² &lt; {@link #SEED_TOUCH_DISTANCE}, else
     * OVERLAPPING when (r₁ + r₂)² is bigger, else NO_COLLISION.
     */
    public CollisionResult seedOutcome() {
        double difference = squaresDifference(first, second);
        if (-SEED_TOUCH_DISTANCE < difference && difference < SEED_TOUCH_DISTANCE) {
            return CollisionResult.TOUCHING;
        }
        return difference > 0 ? CollisionResult.OVERLAPPING : CollisionResult.NO_COLLISION;
    }

    private static double squaresDifference(Circle a, Circle b) {
        double sum = a.radius() + b.radius();
        return sum * sum - a.center().distanceSquared(b.center());
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
        second = walkedIntoContact(first, second);
    }

    private static Circle walkedIntoContact(Circle fixed, Circle moving) {
        double x = fixed.center().x() + fixed.radius() + moving.radius() + 1;
        for (int i = 0; i < 10; i++) {
            x -= 0.1;
        }
        return Circle.of(x, fixed.center().y(), moving.radius());
    }

    /**
     * Nothing moves on its own: the circles move only when dragged. A step notes whether they meet
     * (touching or overlapping, with the chosen tolerance), so that "Pause on contact" can stop at
     * the first step they do.
     */
    @Override
    public void step(double seconds) {
        boolean met = outcome() != CollisionResult.NO_COLLISION;
        metFirstNow = met && !metAtLastStep;
        metAtLastStep = met;
    }

    /** Returns whether the circles met at the last step and not at the one before, with "Pause on contact" on. */
    @Override
    public boolean wantsPause() {
        return pauseOnContact && metFirstNow;
    }

    @Override
    public void keepAsStart() {
        startFirst = first;
        startSecond = second;
    }

    @Override
    public void reset() {
        first = startFirst;
        second = startSecond;
        metAtLastStep = false;
        metFirstNow = false;
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        LabelLayout draw = new LabelLayout(target, bounds());
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
        List<Aabb> shapes = List.of(Labels.extent(first), Labels.extent(second));
        List<String> names = List.of("P  r = " + Text.number(first.radius(), 2), "Q  r = " + Text.number(second.radius(), 2));
        List<Labels.Spot> spots = Labels.around(draw, shapes, List.of(), BOUNDS, names);
        for (int i = 0; i < names.size(); i++) {
            spots.get(i).draw(draw, names.get(i), Ink.TEXT);
        }
        if (overlays.has(Overlay.INTERSECTIONS) && CircleIntersection.of(first, second) instanceof CircleIntersection.Crossing c) {
            draw.point(c.first(), Ink.MARK);
            draw.point(c.second(), Ink.MARK);
        }
        double middle = (first.center().x() + second.center().x()) / 2;
        String caption = outcome().name();
        Labels.captionOf(draw, caption, middle, shapes, BOUNDS, 0.1 * BOUNDS.height()).caption(draw, caption, ink);
        draw.finish();
    }

    @Override
    public List<ReadoutTable> readouts() {
        double d2 = first.center().distanceSquared(second.center());
        double sum = first.radius() + second.radius();
        double r2 = sum * sum;
        boolean exactlyEqual = d2 == r2;
        return List.of(new ReadoutTable("Radius hit test", List.of("value"), List.of(
                new ReadoutTable.Row("outcome", "With the tolerance below: touching if the gap is within it.", List.of(outcome().name())),
                new ReadoutTable.Row("d²", "Squared distance between the centres: (Px − Qx)² + (Py − Qy)².", List.of(Text.number(d2, 3))),
                new ReadoutTable.Row("(r₁ + r₂)²", "Squared sum of the radii.", List.of(Text.number(r2, 3))),
                new ReadoutTable.Row("(r₁ + r₂)² − d²", "Positive: overlap. Zero: touching. Negative: apart. Below 0.001 in size it is shown as 3.5527e-15 = 3.5527 × 10⁻¹⁵.",
                        List.of(Text.tiny(r2 - d2))),
                new ReadoutTable.Row("gap d − (r₁ + r₂)", "Distance between the borders in world units (negative inside); tiny gaps as 3.5527e-15 = 3.5527 × 10⁻¹⁵.",
                        List.of(Text.tiny(Math.sqrt(d2) - sum))),
                new ReadoutTable.Row("tolerance", "How wide the touching band is, as a distance between the borders in world units.", List.of(toleranceName(tolerance))),
                new ReadoutTable.Row("d² == (r₁ + r₂)² ?", "What an exact comparison would say.", List.of(exactlyEqual ? "yes" : "no")),
                new ReadoutTable.Row("seed 000 says", "Its own test: touching only if −0.00000000000001 < (r₁ + r₂)² − d² < 0.00000000000001, strictly.",
                        List.of(seedOutcome().name())))));
    }

    /** Returns the circles, how their borders lie and the outcome: "Three outcomes: circles P (radius 40) and Q (radius 10), borders 40 apart: no collision". */
    @Override
    public String describe() {
        return Sentences.circles(title(), first, second, outcome());
    }

    private static String toleranceName(double t) {
        if (t == 0) {
            return "0 (exact ==)";
        }
        return t < Text.TINY ? Text.tiny(t) : Text.exact(t);
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.of(Overlay.INTERSECTIONS);
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Button("Snap to touching", "Move Q along the line of centres to exactly r₁ + r₂ from P.", this::snapToTouching),
                new Control.Choice<>("Tolerance", "How close the borders must be to count as touching, as a distance: d within it of r₁ + r₂, "
                        + "the limit included. (Seed 000 puts its band on (r₁ + r₂)² − d² instead, with strict <.)", TOLERANCES,
                        ThreeOutcomes::toleranceName, this::tolerance, this::setTolerance),
                new Control.Toggle("Pause on contact", "Pause at the first step at which the circles touch or overlap.",
                        () -> pauseOnContact, on -> pauseOnContact = on));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        return Handles.nearest(List.of(first, second), pieces().stream().map(Piece::handle).toList(), at, slop);
    }

    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("P", Handles.circle(this::first, c -> first = c, c -> true, MIN_RADIUS, BOUNDS)),
                new Piece("Q", Handles.circle(this::second, c -> second = c, c -> true, MIN_RADIUS, BOUNDS)));
    }
}
