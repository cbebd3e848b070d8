package org.spriteplayground.lesson.robustness;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.AbstractLesson;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.lesson.WorksheetQuestion;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

/**
 * Floating point: seed 000's walk into contact ({@link Walk}) at a chosen distance from the
 * origin. The picture shows the two circles as they stand next to each other, with both verdicts,
 * and under them a number line whose ticks are neighbouring doubles around Q's centre, with where
 * the walk left Q and where it should be. Nothing moves on its own: the offset is chosen, and Q
 * can be dragged to where its walk should end.
 */
public final class FloatingPoint extends AbstractLesson implements Prediction.NextPreset {

    /** The lesson's fixed id. */
    public static final String ID = "robustness";
    /** The keys of the explanation's sentences that answer a worksheet question: the sheet's first page leaves them out. */
    private static final String SUM = "robust.explanation.sum"; // not shown
    private static final String RELATIVE = "robust.explanation.relative"; // not shown
    private static final String FLIP = "robust.explanation.flip"; // not shown

    /** The most ticks the number line shows. */
    static final int MOST_TICKS = 12;

    private static final Aabb BOUNDS = new Aabb(0, 0, 600, 350);

    /** Where P's centre is drawn: the circles are drawn at their place less the offset. */
    private static final Vec2 DRAWN_P = new Vec2(200, 120);

    /** The number line's ends. */
    private static final Vec2 LINE_FROM = new Vec2(40, 270);
    private static final Vec2 LINE_TO = new Vec2(560, 270);
    /** How far a tick reaches above and below the line. */
    private static final double TICK = 8;

    /** Where Q is drawn furthest left and right: touching P's centre, and at the field's edge. */
    private static final double DRAG_FROM = DRAWN_P.x();
    private static final double DRAG_TO = 560;

    private double offset = Walk.OFFSETS.get(2);
    private double startQ = Walk.START_Q;
    private double resetStartQ = Walk.START_Q;

    /** Sets the lesson up at its start: the circles 10⁸ to the right. */
    public FloatingPoint() {
        super(ID);
    }

    @Override
    public String explanation() {
        return Texts.format("robust.explanation", Texts.text(SUM), Texts.text(FLIP), Texts.text(RELATIVE));
    }

    @Override
    public String inTheApp() {
        return Texts.text("robust.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.format("robust.teacher", Text.exact(Walk.RELATIVE), power(Math.pow(10, Walk.absoluteFlipExponent())));
    }

    /** Returns how far right of seed 000's place the circles stand. */
    public double offset() {
        return offset;
    }

    /** Moves both circles {@code offset} to the right of seed 000's place. */
    public void setOffset(double offset) {
        this.offset = offset;
    }

    /** Returns the walk at the chosen offset, from where Q was put. */
    public Walk walk() {
        return Walk.at(offset, startQ);
    }

    @Override
    public void keepAsStart() {
        resetStartQ = startQ;
    }

    @Override
    public void reset() {
        startQ = resetStartQ;
    }

    /**
     * Returns Q, to be dragged along the line of centres: it is held where it should end, and
     * starts its walk of ten steps of 0.1 from 1 further right; the circle is drawn where the walk
     * leaves it.
     */
    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("Q", new Handle() {
            @Override
            public Vec2 anchor() {
                return new Vec2(DRAWN_P.x() + (startQ - Walk.STEPS * Walk.STEP - Walk.START_P), DRAWN_P.y());
            }

            @Override
            public void moveTo(Vec2 to) {
                double x = Math.max(DRAG_FROM, Math.min(DRAG_TO, to.x()));
                startQ = x - DRAWN_P.x() + Walk.START_P + Walk.STEPS * Walk.STEP;
            }

            @Override
            public double size() {
                return Walk.RADIUS_Q;
            }
        }));
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public String headline() {
        Walk w = walk();
        return Texts.format("robust.headline", power(offset), verdict(w.absolute()), verdict(w.relative()));
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        Labels draw = new Labels(target, bounds());
        Walk w = walk();
        Circle p = new Circle(DRAWN_P, Walk.RADIUS_P);
        Circle q = new Circle(new Vec2(DRAWN_P.x() + (w.xQ() - w.xP()), DRAWN_P.y()), Walk.RADIUS_Q);
        draw.circle(p, Ink.BOUNDING_CIRCLE);
        draw.circle(q, Ink.BOUNDING_CIRCLE);
        draw.point(p.center(), Ink.CENTER);
        draw.point(q.center(), Ink.CENTER);
        draw.label(p, "P", Ink.TEXT);
        draw.label(q, "Q", Ink.TEXT);
        draw.verdictCaption(Labels.edge(Labels.extent(p), DebugDraw.Side.BELOW),
                Texts.format("robust.caption", verdict(w.absolute()), verdict(w.relative())), Ink.TEXT, DebugDraw.Side.BELOW);
        numberLine(draw, w);
        draw.finish();
    }

    /** Draws the ticks at neighbouring doubles, spaced as the doubles are, and Q's place and its intended place on them. */
    private static void numberLine(Labels draw, Walk w) {
        List<Double> ticks = w.ticks(MOST_TICKS);
        double first = ticks.get(0);
        double span = ticks.get(ticks.size() - 1) - first;
        draw.segment(LINE_FROM, LINE_TO, Ink.CONSTRUCTION);
        for (double tick : ticks) {
            double x = at(tick, first, span);
            draw.segment(new Vec2(x, LINE_FROM.y() - TICK), new Vec2(x, LINE_FROM.y() + TICK), Ink.MARK);
        }
        Vec2 walked = new Vec2(at(w.xQ(), first, span), LINE_FROM.y());
        Vec2 intended = new Vec2(at(w.intended(), first, span), LINE_FROM.y());
        // Under the ticks' feet, at a label's gap, before the labels of points, which move off it with a leader back to their point.
        draw.caption(new Vec2((LINE_FROM.x() + LINE_TO.x()) / 2, LINE_FROM.y() + TICK), Texts.text("robust.line.ticks"), Ink.TEXT, DebugDraw.Side.BELOW);
        draw.point(walked, Ink.DOT);
        draw.point(intended, Ink.HIT);
        draw.label(walked, Texts.text("robust.line.walked"), Ink.DOT, DebugDraw.Side.ABOVE);
        draw.label(intended, Texts.text("robust.line.intended"), Ink.HIT, DebugDraw.Side.BELOW);
    }

    /** Returns where the double {@code x} lies on the drawn line, which runs from {@code first} over {@code span}. */
    private static double at(double x, double first, double span) {
        return LINE_FROM.x() + (LINE_TO.x() - LINE_FROM.x()) * ((x - first) / span);
    }

    @Override
    public List<ReadoutTable> readouts() {
        return FloatingPointReadouts.of(walk());
    }

    @Override
    public List<Control> controls() {
        return List.of(new Control.Choice<>(Texts.text("robust.control.offset"), Texts.text("robust.control.offset.help"),
                Walk.OFFSETS, FloatingPoint::power, this::offset, this::setOffset));
    }

    /**
     * Asks what ten steps of 0.1 make, how far Q missed, what each tolerance says, and from which
     * power of ten the fixed one fails.
     */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.robust.sum", a -> a.telling("robust.row.sumShort", "robust.row.sumIsOne").readout("robust.row.sum", 0)).givenAwayByText(SUM).statingItsNumbers(),
                WorksheetQuestion.of("worksheet.q.robust.gap", a -> a.readout("robust.row.gap", 0)).statedInQuiz("quiz.q.robust.gap",
                        l -> new Object[] {Text.exact(walk().xQ() - walk().xP()), Text.exact(Walk.RADIUS_P), Text.exact(Walk.RADIUS_Q)}),
                WorksheetQuestion.of("worksheet.q.robust.absolute", a -> a.readout("robust.row.absolute", 0)).quizzed(a -> verdicts(a.readout("robust.row.absolute", 0))),
                WorksheetQuestion.of("worksheet.q.robust.relative", a -> a.readout("robust.row.relative", 0)).quizzed(a -> verdicts(a.readout("robust.row.relative", 0))).givenAwayByText(RELATIVE),
                WorksheetQuestion.of("worksheet.q.robust.flip", a -> a.readout("robust.row.flip", 0)).givenAwayByText(FLIP));
    }

    /** Predict asks of each preset what the fixed tolerance says of the two circles at its place. */
    @Override
    public Optional<Prediction> prediction() {
        return Optional.of(this);
    }

    @Override
    public Asks asks() {
        return Asks.FIXED_TOLERANCE;
    }

    /**
     * Returns where the preset moves the two circles, "x = 10⁸", not their coordinates: printed in
     * full they would give the answer away, rounded they would hide the point.
     */
    @Override
    public String asked() {
        return Texts.format("robust.asked", power(offset));
    }

    /** Returns what the fixed tolerance says of the walk. */
    @Override
    public CollisionResult outcome() {
        return walk().absolute();
    }

    /** Returns the verdict's words in the language in force: "touching". */
    static String verdict(CollisionResult result) {
        return Texts.text("robust.verdict." + result.name());
    }

    /** Returns a power of ten as a pupil writes it, "10⁸"; 0 as "0". */
    static String power(double tenToK) {
        if (tenToK == 0) {
            return "0";
        }
        String superscripts = "⁰¹²³⁴⁵⁶⁷⁸⁹";
        StringBuilder s = new StringBuilder("10");
        for (char digit : Integer.toString((int) Math.round(Math.log10(tenToK))).toCharArray()) {
            s.append(superscripts.charAt(digit - '0'));
        }
        return s.toString();
    }

    /** Returns {@code right} among the verdicts a tolerance can give: a quiz's choices. */
    private static List<String> verdicts(String right) {
        return WorksheetQuestion.choices(right, java.util.Arrays.stream(CollisionResult.values()).map(r -> Texts.text("robust.verdict." + r.name())).toList());
    }
}
