package org.spriteplayground.lesson;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.AngleRadiusCheck;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.StepEvent;

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

    /** Width of the columns that shade the blind spot, in world units. */
    static final double SHADE_COLUMN = 1;

    /** The smallest radius the wheel shrinks the circle to. */
    static final double MIN_RADIUS = 5;

    private static final Aabb BOUNDS = new Aabb(100, 40, 500, 400);
    private static final Aabb BOX_START = Aabb.centered(300, 220, 20, 200);
    private static final Circle CIRCLE_START = Circle.of(400, 120, 40);

    private final Aabb box = BOX_START;
    private Circle start = CIRCLE_START;
    private Circle circle = CIRCLE_START;
    private boolean shading = true;
    /** The blind spot of the circle's radius and its shading, measured on first use after the radius changed; null until then. */
    private BlindSpot blindSpot;
    private List<Aabb> shade;

    /** Sets the lesson up at its start. */
    public AngleRadius() {
        super(ID);
    }

    @Override
    public String explanation() {
        return Texts.text("angle.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("angle.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("angle.teacher");
    }

    /** Returns the circle. */
    public Circle circle() {
        return circle;
    }

    /**
     * Moves or resizes the circle. A new radius's blind spot is measured when it is next asked
     * for (the readouts ask after every change), so that a replay of a drag through many radii
     * measures only the one it shows.
     */
    public void setCircle(Circle circle) {
        if (circle.radius() != this.circle.radius()) {
            blindSpot = null;
            shade = null;
        }
        this.circle = circle;
    }

    /** Returns the box. */
    public Aabb box() {
        return box;
    }

    /** A contact while the exact test says hit; a false alarm while only seed 002's angle test does. */
    @Override
    public Optional<StepEvent> standing() {
        if (Collisions.overlaps(circle, box)) {
            return Optional.of(StepEvent.CONTACT);
        }
        return AngleRadiusCheck.of(circle, box).hit() ? Optional.of(StepEvent.FALSE_ALARM) : Optional.empty();
    }

    /** Returns the blind spot for the current radius, measured once per radius. */
    BlindSpot blindSpot() {
        if (blindSpot == null) {
            blindSpot = BlindSpot.of(circle.radius(), box);
        }
        return blindSpot;
    }

    /** Returns the columns that shade the current radius's blind spot, worked out once per radius. */
    private List<Aabb> shade() {
        if (shade == null) {
            shade = blindSpot().shading(SHADE_COLUMN);
        }
        return shade;
    }

    @Override
    public void keepAsStart() {
        start = circle;
    }

    @Override
    public void reset() {
        setCircle(start);
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        Labels draw = new Labels(target, bounds());
        if (shading) {
            for (Aabb column : shade()) {
                draw.box(column, Ink.SHADE);
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
        String verdicts = Texts.format("angle.verdicts", verdict(exact), verdict(check.hit()));
        draw.verdict(circle, verdicts, exact == check.hit() ? Ink.TEXT : Ink.HIT);
        boolean upper = check.corner().y() < box.center().y();
        draw.label(check.corner(), Texts.text("angle.corner"), Ink.MARK, upper ? DebugDraw.Side.ABOVE : DebugDraw.Side.BELOW);
        draw.finish();
    }

    /** Returns a step's name as the lesson writes it (British spelling, as in its text). */
    private static String stepName(AngleRadiusCheck.Step step) {
        return switch (step) {
            case CENTER_INSIDE -> Texts.text("angle.centreInside");
            case BOX_RADIUS -> Texts.text("angle.boxRadius");
            case CORNER -> Texts.text("angle.corner");
        };
    }

    /** Returns both tests' verdicts and whether they agree: "Angle radius: a circle of radius 20 and a box, exact test HIT, seed 002 MISS: a missed hit". */
    @Override
    public String describe() {
        boolean exact = Collisions.overlaps(circle, box);
        boolean seed = AngleRadiusCheck.of(circle, box).hit();
        String agreement = Texts.text(exact == seed ? "angle.agree" : exact ? "angle.missedHit" : "angle.falseHit");
        return Texts.format("angle.describe", Sentences.shortTitle(title()), Text.measured(circle.radius(), 0), verdict(exact), verdict(seed), agreement);
    }

    private static String verdict(boolean hit) {
        return Texts.text(hit ? "angle.hit" : "angle.miss");
    }

    @Override
    public List<ReadoutTable> readouts() {
        AngleRadiusCheck check = AngleRadiusCheck.of(circle, box);
        double distance = Math.sqrt(circle.center().distanceSquared(box.center()));
        boolean exact = Collisions.overlaps(circle, box);
        BlindSpot spot = blindSpot();
        return List.of(
                ReadoutTable.ofValues(Texts.text("angle.verdictsTable"),
                        ReadoutTable.Row.of("angle.exact", verdict(exact)),
                        ReadoutTable.Row.of("angle.seed", verdict(check.hit())),
                        ReadoutTable.Row.of("angle.decidedBy", stepName(check.decidedBy()))),
                ReadoutTable.ofValues(Texts.text("angle.working"),
                        ReadoutTable.Row.of("angle.theta", Text.degrees(check.theta())),
                        ReadoutTable.Row.of("angle.boxRadiusRow", Text.number(check.boxRadius(), 1)),
                        ReadoutTable.Row.of("angle.margin", Text.number(distance - circle.radius() - check.boxRadius(), 1)),
                        ReadoutTable.Row.of("angle.cornerMargin", Text.number(Math.sqrt(check.corner().distanceSquared(circle.center())) - circle.radius(), 1))),
                ReadoutTable.ofValues(Texts.text("angle.everyCentre"),
                        ReadoutTable.Row.of("angle.missed", Text.percent(spot.missedShare())),
                        ReadoutTable.Row.of("angle.missedArea", Text.number(spot.missedArea(), 0)),
                        ReadoutTable.Row.of("angle.hitArea", Text.number(spot.hitArea(), 0))));
    }

    @Override
    public List<Control> controls() {
        return List.of(new Control.Toggle(Texts.text("angle.shade"), Texts.text("angle.shade.tip"),
                () -> shading, on -> shading = on));
    }

    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("circle", Handles.circle(this::circle, this::setCircle, c -> true, MIN_RADIUS, BOUNDS)));
    }

    /**
     * Asks what the exact test and seed 002's method say, which step decided, and how many real
     * hits it misses. The circle's verdict colour answers the first, so the pupils' figure draws it
     * as a plain circle; the ring on the nearest corner answers the third, so it is left out.
     */
    @Override
    public List<WorksheetQuestion> questions() {
        // A quiz shows no readouts: the verdict and the step are asked stating where the box and the circle stand.
        return List.of(
                WorksheetQuestion.of("worksheet.q.angle.exact", a -> a.readout("angle.exact", 0)).quizzed(a -> WorksheetQuestion.choices(a.readout("angle.exact", 0), List.of(verdict(true), verdict(false)))).givenAwayByMarks(Ink.BOUNDING_CIRCLE, Ink.APART, Ink.OVERLAPPING)
                        .statedInQuiz("quiz.q.angle.exact", l -> placed()),
                WorksheetQuestion.of("worksheet.q.angle.seed", a -> a.readout("angle.seed", 0)),
                WorksheetQuestion.of("worksheet.q.angle.step", a -> a.readout("angle.decidedBy", 0))
                        .quizzed(a -> WorksheetQuestion.choices(a.readout("angle.decidedBy", 0), java.util.Arrays.stream(AngleRadiusCheck.Step.values()).map(AngleRadius::stepName).toList())).givenAwayByMarks(Ink.CONSTRUCTION, Ink.MARK)
                        .statedInQuiz("quiz.q.angle.step", l -> placed()),
                WorksheetQuestion.of("worksheet.q.angle.missed", a -> a.readout("angle.missed", 0)));
    }

    /** Returns the box's corners and the circle's radius and centre, as a quiz question states them. */
    private Object[] placed() {
        return new Object[] {Text.point(new Vec2(box.minX(), box.minY()), 0), Text.point(new Vec2(box.maxX(), box.maxY()), 0), Text.number(circle.radius(), 0),
            Text.point(circle.center(), 0)};
    }
}
