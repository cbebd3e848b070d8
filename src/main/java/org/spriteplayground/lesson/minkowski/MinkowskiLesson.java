package org.spriteplayground.lesson.minkowski;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Gjk;
import org.spriteplayground.geometry.MinkowskiDifference;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Support;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.lesson.TwoSpritesLesson;
import org.spriteplayground.lesson.WorksheetQuestion;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The Minkowski difference and GJK: two sprites' turned boxes or hulls, P and Q, or P's bounding
 * circle and Q's box, in the field on the left; their difference P &ominus; Q around the origin
 * in the inset on the right (for the circle, a box with rounded corners), with the
 * GJK iteration on show (its search direction, support point and simplex), stepped back and forth
 * by two buttons. Moving a shape shows GJK's last iteration again. Optionally, the region where
 * Q's centre may lie for the shapes to meet (a Minkowski sum) is outlined around P.
 */
public final class MinkowskiLesson extends TwoSpritesLesson implements Prediction.NextPreset {

    /** The lesson's fixed id. */
    public static final String ID = "minkowski";

    /** Which shapes are tested. */
    public enum Shapes {
        /** The opaque pixels' tight boxes, turning with the sprites. */
        BOXES,
        /** The convex hulls of the opaque pixels. */
        HULLS,
        /** P's bounding circle (through the corners of its image) against Q's tight box. */
        CIRCLE;

        /** Returns the name shown in the choice ({@code minkowski.shapes.boxes}, {@code .hulls}, {@code .circle}). */
        public String label() {
            return Texts.text("minkowski.shapes." + name().toLowerCase(Locale.ROOT));
        }
    }

    /** The step shown after every move: GJK's last. */
    private static final int LAST = Integer.MAX_VALUE;

    private static final String SPRITE = "jet"; // not shown

    private Shapes shapes = Shapes.BOXES;
    private boolean reach;
    private int step = LAST;

    /** Whether a question on whether 0 lies inside P ⊖ Q waits: then P ⊖ Q and GJK, which answer it, are not shown. */
    private boolean asking;

    /** Sets the lesson up at its start, with two of the library's jets. */
    public MinkowskiLesson(SpriteLibrary library) {
        super(ID, library, SPRITE, Pose.of(110, 175, 0), Pose.of(225, 200, Math.toRadians(30)));
    }

    @Override
    public String explanation() {
        return Texts.text("minkowski.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("minkowski.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("minkowski.teacher");
    }

    /** Returns which shapes are tested. */
    public Shapes shapes() {
        return shapes;
    }

    /** Chooses which shapes are tested, and shows GJK's last step for them. */
    public void setShapes(Shapes shapes) {
        this.shapes = shapes;
        step = LAST;
    }

    /** Returns whether the region where Q's centre may lie for the shapes to meet is outlined. */
    public boolean showsReach() {
        return reach;
    }

    /** Shows GJK's last step after every placement. */
    @Override
    protected void moved() {
        step = LAST;
    }

    /** Returns P's bounding circle: round its centre, through the corners of its image. */
    public Circle circleP() {
        return library().get(spriteP()).circle(poseP());
    }

    /**
     * Returns P's shape of the chosen kind as a convex polygon, which {@link #radiusP()} grows:
     * its box or hull, or the circle's centre alone.
     */
    public List<Vec2> shapeP() {
        return switch (shapes) {
            case BOXES -> boxP().corners();
            case HULLS -> hullP();
            case CIRCLE -> List.of(circleP().center());
        };
    }

    /** Returns how far P's polygon is grown all round: the circle's radius, 0 for a box or a hull. */
    public double radiusP() {
        return shapes == Shapes.CIRCLE ? circleP().radius() : 0;
    }

    /** Returns Q's shape of the chosen kind, as a convex polygon: its hull, else its box. */
    public List<Vec2> shapeQ() {
        return shapes == Shapes.HULLS ? hullQ() : boxQ().corners();
    }

    /**
     * Returns P &ominus; Q as a convex polygon, which {@link #radiusP()} grows: for the circle,
     * its centre less Q's box, a box as large whose corners the radius rounds.
     */
    public List<Vec2> difference() {
        return MinkowskiDifference.of(shapeP(), shapeQ());
    }

    /** Returns whether the origin lies in P &ominus; Q, its border included (as near as {@link Tolerance#TOUCH}). */
    public boolean originInside() {
        return toPolygon() <= radiusP() + Tolerance.TOUCH;
    }

    /** Returns the distance from the origin to the polygon {@link #difference()}, 0 inside it. */
    private double toPolygon() {
        List<Vec2> d = difference();
        return MinkowskiDifference.contains(d, Vec2.ZERO) ? 0 : MinkowskiDifference.nearestOnBorder(d, Vec2.ZERO).length();
    }

    /** A contact while 0 lies in P &ominus; Q: the shapes touch or overlap. */
    @Override
    public Optional<StepEvent> standing() {
        return originInside() ? Optional.of(StepEvent.CONTACT) : Optional.empty();
    }

    /** Returns the distance from the origin to P &ominus; Q: the gap between the shapes; 0 when the origin is in it. */
    public double gap() {
        return originInside() ? 0 : toPolygon() - radiusP();
    }

    /**
     * Returns the border point of P &ominus; Q nearest the origin when the shapes overlap: the
     * shortest move of Q that parts them; zero when apart.
     */
    public Vec2 pushOut() {
        return shapes == Shapes.CIRCLE ? MinkowskiDifference.pushOut(circleP(), shapeQ()) : MinkowskiDifference.pushOut(shapeP(), shapeQ());
    }

    /**
     * Returns GJK between P and Q, P first: on the circle itself for the circle, whose support
     * point is its centre plus the radius along the search direction.
     */
    public Gjk.Result gjk() {
        return Gjk.of(shapes == Shapes.CIRCLE ? Support.of(circleP()) : Support.of(shapeP()), Support.of(shapeQ()));
    }

    /**
     * Returns whether another test finds the shapes overlapping: the separating axes for boxes
     * and hulls; for the circle, dot-and-wall's test, whether the box's point nearest the
     * circle's centre is within the radius, in the box's own frame.
     */
    public boolean crossCheck() {
        if (shapes != Shapes.CIRCLE) {
            return SeparatingAxes.of(shapeP(), shapeQ()).overlapping();
        }
        Obb box = boxQ();
        Vec2 centre = circleP().center().minus(box.center()).rotate(-box.angle());
        return Collisions.overlaps(new Circle(centre, circleP().radius()), new Aabb(-box.halfWidth(), -box.halfHeight(), box.halfWidth(), box.halfHeight()));
    }

    /**
     * Returns where Q's centre may lie for the shapes to meet, as a convex polygon that
     * {@link #radiusP()} grows: P &oplus; (−(Q − c)), every p − q + c for Q's centre c, a
     * Minkowski sum around P.
     */
    public List<Vec2> reach() {
        Vec2 centre = poseQ().position();
        return MinkowskiDifference.of(shapeP(), shapeQ().stream().map(q -> q.minus(centre)).toList());
    }

    /** Takes Q by its box, else P by its box or, while P is its circle, anywhere in the circle. */
    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        Optional<Handle> byBox = super.grab(at, slop);
        double reach = radiusP() + slop;
        if (byBox.isPresent() || shapes != Shapes.CIRCLE || circleP().center().distanceSquared(at) > reach * reach) {
            return byBox;
        }
        return Optional.of(pieces().get(0).handle());
    }

    /** Returns the index of GJK's iteration on show, from 0. */
    public int shownStep() {
        return Math.min(step, gjk().steps().size() - 1);
    }

    /** Shows GJK's next iteration; at its last, stays there. */
    public void next() {
        step = Math.min(shownStep() + 1, gjk().steps().size() - 1);
    }

    /** Shows GJK's previous iteration; at its first, stays there. */
    public void back() {
        step = Math.max(shownStep() - 1, 0);
    }

    /** Says what the difference shows, as the inset's verdict does; GJK's own verdict is in its table. */
    @Override
    public String headline() {
        return originInside() ? Texts.format("minkowski.headline.inside", Text.number(pushOut().length(), 1))
                : Texts.format("minkowski.headline.outside", Text.number(gap(), 1));
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        MinkowskiDrawing.draw(this, new Labels(target, bounds()), overlays);
    }

    @Override
    public List<ReadoutTable> readouts() {
        return MinkowskiReadouts.of(this);
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Choice<>(Texts.text("minkowski.control.shapes"), Texts.text("minkowski.control.shapes.help"),
                        List.of(Shapes.values()), Shapes::label, this::shapes, this::setShapes),
                new Control.Button(Texts.text("minkowski.control.back"), Texts.text("minkowski.control.back.help"), this::back),
                new Control.Button(Texts.text("minkowski.control.next"), Texts.text("minkowski.control.next.help"), this::next),
                new Control.Toggle(Texts.text("minkowski.control.reach"), Texts.text("minkowski.control.reach.help"), () -> reach, on -> reach = on));
    }

    /** Predict asks of each preset whether 0 lies inside P ⊖ Q. */
    @Override
    public Optional<Prediction> prediction() {
        return Optional.of(this);
    }

    @Override
    public Asks asks() {
        return Asks.ZERO_INSIDE;
    }

    @Override
    public void asking(boolean waiting) {
        asking = waiting;
    }

    /** Returns whether a question waits on where 0 lies ({@link #asking(boolean)}): P and Q alone are then shown. */
    public boolean waiting() {
        return asking;
    }

    /** Returns the shapes and where they stand, as the readouts give them: "the jets' boxes, P's centre at (150, 175) px, ...". */
    @Override
    public String asked() {
        return Texts.format("minkowski.asked", shapes.label(), Text.point(poseP().position(), 0), Text.point(poseQ().position(), 0),
                Text.number(Math.toDegrees(poseQ().angle() - poseP().angle()), 0));
    }

    /** Returns OVERLAPPING when 0 lies in P ⊖ Q (the shapes meet), else NO_COLLISION. */
    @Override
    public CollisionResult outcome() {
        return originInside() ? CollisionResult.OVERLAPPING : CollisionResult.NO_COLLISION;
    }

    /**
     * Asks whether the origin is in the difference, then how far apart the shapes are (GJK's
     * distance) when it is not, or how far Q must be pushed out when it is, and how many steps GJK took.
     */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.minkowski.inside", a -> a.readout("minkowski.row.inside", 0))
                        .quizzed(a -> WorksheetQuestion.choices(a.readout("minkowski.row.inside", 0), List.of(Texts.text("minkowski.yes"), Texts.text("minkowski.no"))))
                        .statedInQuiz("quiz.q.minkowski.inside", l -> new Object[] {shapes == Shapes.CIRCLE
                            ? Texts.format("quiz.q.minkowski.circle", Text.point(circleP().center(), 1), Text.number(circleP().radius(), 1))
                            : Texts.format("quiz.q.minkowski.corners", corners(shapeP())), corners(shapeQ())}),
                WorksheetQuestion.of("worksheet.q.minkowski.distance", a -> a
                        .telling("minkowski.row.sofar", "minkowski.row.support", "minkowski.row.onP", "minkowski.row.onQ").readout("minkowski.row.distance", 0))
                        .when(lesson -> !originInside()),
                WorksheetQuestion.of("worksheet.q.minkowski.push", a -> { // the push-out's length, worked out from its x and y in the readout
                    a.telling("minkowski.row.push");
                    return Text.number(pushOut().length(), 1) + " px";
                })
                        .when(lesson -> originInside()),
                WorksheetQuestion.of("worksheet.q.minkowski.steps", a -> a.telling("minkowski.row.step").readout("minkowski.row.steps", 0)));
    }
}
