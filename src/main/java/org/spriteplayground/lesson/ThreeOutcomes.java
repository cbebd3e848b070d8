package org.spriteplayground.lesson;

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
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.StepEvent;

/**
 * Seed 000: the radius hit test and its three outcomes. Two draggable circles take the colour,
 * line style and name of their outcome; the readouts show the squared quantities being compared
 * and why an exact {@code ==} rarely catches "touching".
 */
public final class ThreeOutcomes extends AbstractLesson implements Prediction.NextPreset {

    /** The lesson's fixed id. */
    public static final String ID = "three-outcomes";

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
        super(ID);
    }

    @Override
    public String explanation() {
        return Texts.format("three.explanation", Text.number(0.1, 1));
    }

    @Override
    public String inTheApp() {
        return Texts.text("three.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.format("three.teacher", Text.number(0.1, 1), Text.exact(1e-14), Text.count(2500));
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

    /** Predict asks which outcome the next preset brings. */
    @Override
    public Optional<Prediction> prediction() {
        return Optional.of(this);
    }

    /** Returns the outcome under the chosen tolerance. */
    @Override
    public CollisionResult outcome() {
        return Collisions.classify(first, second, tolerance);
    }

    @Override
    public String asked() {
        return Prediction.NextPreset.inNumbers(first, second, tolerance, outcome());
    }

    /** A contact while the radius test says touching or overlapping. */
    @Override
    public Optional<StepEvent> standing() {
        return outcome() == CollisionResult.NO_COLLISION ? Optional.empty() : Optional.of(StepEvent.CONTACT);
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
    public String pausedBecause() {
        return wantsPause() ? Texts.text("three.pausedBecause") : null;
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
        Labels draw = new Labels(target, bounds());
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
        // A mark ring's width out, the labels stay clear of the ring the canvas draws round a selected circle.
        double ring = draw.markRadius(BOUNDS);
        draw.label(Circle.of(first.center().x(), first.center().y(), first.radius() + ring), Texts.format("three.label.p", Text.number(first.radius(), 2)), Ink.TEXT);
        draw.label(Circle.of(second.center().x(), second.center().y(), second.radius() + ring), Texts.format("three.label.q", Text.number(second.radius(), 2)), Ink.TEXT);
        // How many points the borders cross at says the outcome: two overlapping, one touching.
        if (overlays.has(Overlay.INTERSECTIONS) && draw.showsVerdicts()) {
            BorderCrossings.points(CircleIntersection.of(first, second)).forEach(p -> draw.point(p, Ink.MARK));
        }
        draw.verdictCaption(Labels.edge(BOUNDS, DebugDraw.Side.BELOW), verdict(outcome()), ink, DebugDraw.Side.ABOVE);
        draw.finish();
    }

    /** Returns the verdict's words in the pupil's language: "TOUCHING" in English, "BERÜHREND" in German. */
    private static String verdict(CollisionResult result) {
        return Texts.text("three.verdict." + result.name());
    }

    @Override
    public List<ReadoutTable> readouts() {
        double d2 = first.center().distanceSquared(second.center());
        double sum = first.radius() + second.radius();
        double r2 = sum * sum;
        boolean exactlyEqual = d2 == r2;
        return List.of(ReadoutTable.ofValues(Texts.text("three.table"),
                ReadoutTable.Row.of("three.outcome", verdict(outcome())).asVerdict(),
                // The radius test's working decides the outcome as surely as its verdict does.
                ReadoutTable.Row.of("three.d2", Text.number(d2, 3)).asVerdict(),
                ReadoutTable.Row.of("three.sum2", Text.number(r2, 3)).asVerdict(),
                ReadoutTable.Row.of("three.difference", Text.tiny(r2 - d2)).asVerdict(),
                ReadoutTable.Row.of("three.gap", Text.tiny(Math.sqrt(d2) - sum)).asVerdict(),
                ReadoutTable.Row.of("three.tolerance", toleranceName(tolerance)),
                ReadoutTable.Row.of("three.exact", Texts.text(exactlyEqual ? "lessoncommon.yes" : "lessoncommon.no")).asVerdict(),
                ReadoutTable.Row.of("three.seed", Texts.text("three.seedSays." + seedOutcome().name())).asVerdict()));
    }

    /** Returns the circles, how their borders lie and the outcome: "Three outcomes: circles P (radius 40) and Q (radius 10), borders 40 apart: no collision". */
    @Override
    public String describe() {
        return Sentences.circles(title(), first, second, outcome());
    }

    private static String toleranceName(double t) {
        if (t == 0) {
            return Texts.text("three.exactTolerance");
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
                new Control.Button(Texts.text("three.snap"), Texts.text("three.snap.tip"), this::snapToTouching),
                new Control.Choice<>(Texts.text("three.toleranceChoice"), Texts.text("three.toleranceChoice.tip"), TOLERANCES,
                        ThreeOutcomes::toleranceName, this::tolerance, this::setTolerance),
                new Control.Toggle(Texts.text("flying.pauseOnContact"), Texts.text("three.pauseOnContact.tip"),
                        () -> pauseOnContact, on -> pauseOnContact = on));
    }

    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("P", Handles.circle(this::first, c -> first = c, c -> true, MIN_RADIUS, BOUNDS)),
                new Piece("Q", Handles.circle(this::second, c -> second = c, c -> true, MIN_RADIUS, BOUNDS)));
    }

    /**
     * Asks for the outcome, the two squared lengths it compares, and what seed 000 says. The
     * outcome's answer gives the difference it rests on: the two squares are shown to three places
     * and print the same when the outcome turns on a difference of 10⁻¹².
     */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.outcomes.outcome", a -> Texts.format("worksheet.a.outcomes.outcome",
                        a.telling("three.gap", "three.exact").readout("three.outcome", 0), a.readout("three.difference", 0)))
                        .givenAwayByMarks(Ink.BOUNDING_CIRCLE, Ink.APART, Ink.TOUCHING, Ink.OVERLAPPING, Ink.MARK)
                        .quizzed(a -> outcomes("three.verdict.", outcome())),
                // A quiz shows no readouts: each question states the numbers its answer is worked out from.
                WorksheetQuestion.of("worksheet.q.outcomes.distance", a -> a.readout("three.d2", 0)).naming(l -> new Object[] {
                    Text.point(first.center(), 2), Text.point(second.center(), 2)}).statingItsNumbers(),
                WorksheetQuestion.of("worksheet.q.outcomes.radii", a -> a.readout("three.sum2", 0)).naming(l -> new Object[] {
                    Text.number(first.radius(), 2), Text.number(second.radius(), 2)}).statingItsNumbers(),
                WorksheetQuestion.of("worksheet.q.outcomes.seed", a -> a.readout("three.seed", 0)).quizzed(a -> outcomes("three.seedSays.", seedOutcome())));
    }

    /** Returns the three outcomes' names under bundle keys {@code prefix} + outcome, {@code right}'s first: a quiz's choices. */
    private static List<String> outcomes(String prefix, CollisionResult right) {
        return WorksheetQuestion.choices(Texts.text(prefix + right.name()), java.util.Arrays.stream(CollisionResult.values()).map(r -> Texts.text(prefix + r.name())).toList());
    }
}
