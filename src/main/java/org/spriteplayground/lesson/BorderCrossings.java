package org.spriteplayground.lesson;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.CircleIntersection.Crossing;
import org.spriteplayground.geometry.CircleIntersection.Tangent;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.StepEvent;

/**
 * Seed 003: where two circle borders cross, by Bourke's construction, in the seed's own units
 * (the view scales them up). Both circles drag and resize; the case is named, the crossing
 * points are shown with the intersections overlay (key I) and the construction lines on request.
 */
public final class BorderCrossings extends AbstractLesson {

    /** The lesson's fixed id. */
    public static final String ID = "border-crossings";

    /**
     * One of the seed's seven test cases.
     *
     * @param name the seed's name for it
     * @param a the first circle (P0, r0)
     * @param b the second circle (P1, r1)
     */
    public record SeedCase(String name, Circle a, Circle b) {
    }

    /** The seed's seven cases, in its order. */
    public static final List<SeedCase> SEED_CASES = List.of(
            new SeedCase("Intersection 1", Circle.of(0, 0, 2), Circle.of(1, 0, 2)), // not shown
            new SeedCase("Intersection 2", Circle.of(2, 3, 4), Circle.of(5.5, 8, 9)), // not shown
            new SeedCase("Intersection 3", Circle.of(8, 9, 3), Circle.of(4, 3, 7)), // not shown
            new SeedCase("Single-point edge collision", Circle.of(0, 0, 2), Circle.of(4, 0, 2)), // not shown
            new SeedCase("Wholly inside", Circle.of(0, 0, 5), Circle.of(1, 0, 2)), // not shown
            new SeedCase("No collision", Circle.of(0, 0, 2), Circle.of(5, 0, 2)), // not shown
            new SeedCase("The same circle twice", Circle.of(0, 0, 5), Circle.of(0, 0, 5))); // not shown

    /** Decimals of every length and coordinate, on the canvas and in the readouts alike. */
    static final int DECIMALS = 5;

    /** The smallest radius the wheel shrinks a circle to, in the seed's units. */
    static final double MIN_RADIUS = 0.1;

    /** How far beyond a crossing point its label is anchored, as a share of the view's larger side. */
    private static final double POINT_LABEL_OFFSET = 0.03;

    private SeedCase current;
    private Circle a;
    private Circle b;
    private Aabb bounds;
    private boolean construction = true;

    /** Starts at the seed's first case. */
    public BorderCrossings() {
        super(ID);
        show(SEED_CASES.get(0));
    }

    @Override
    public String explanation() {
        return Texts.text("border.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("border.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("border.teacher");
    }

    /** Returns where the borders meet: "Border crossings: circles of radius 2 and 2, borders cross at two points". */
    @Override
    public String describe() {
        CircleIntersection now = intersection();
        String meet = Texts.text("border.meet." + now.getClass().getSimpleName());
        return Texts.format("border.describe", Sentences.shortTitle(title()), Text.measured(a.radius(), 0), Text.measured(b.radius(), 0), meet);
    }

    /** Shows one of the seed's cases, refitting the view around it; a reset comes back to it. */
    public void show(SeedCase seedCase) {
        current = seedCase;
        a = seedCase.a();
        b = seedCase.b();
        refit();
    }

    /** Returns the current answer, from the geometry core. */
    public CircleIntersection intersection() {
        return CircleIntersection.of(a, b);
    }

    /** Returns the first circle. */
    public Circle first() {
        return a;
    }

    /** Returns the second circle. */
    public Circle second() {
        return b;
    }

    /** A contact while the two circles meet: their borders cross or touch, or one lies inside the other. */
    @Override
    public Optional<StepEvent> standing() {
        return Collisions.overlaps(a, b) ? Optional.of(StepEvent.CONTACT) : Optional.empty();
    }

    private void refit() {
        double minX = Math.min(a.center().x() - a.radius(), b.center().x() - b.radius());
        double minY = Math.min(a.center().y() - a.radius(), b.center().y() - b.radius());
        double maxX = Math.max(a.center().x() + a.radius(), b.center().x() + b.radius());
        double maxY = Math.max(a.center().y() + a.radius(), b.center().y() + b.radius());
        double margin = 0.25 * Math.max(maxX - minX, maxY - minY);
        bounds = new Aabb(minX - margin, minY - margin, maxX + margin, maxY + margin);
    }

    @Override
    public void keepAsStart() {
        current = new SeedCase(current.name(), a, b);
    }

    @Override
    public void reset() {
        show(current);
    }

    @Override
    public Aabb bounds() {
        return bounds;
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        Labels draw = new Labels(target, bounds());
        draw.circle(a, Ink.BOUNDING_CIRCLE);
        draw.circle(b, Ink.OBB);
        draw.point(a.center(), Ink.CENTER);
        draw.point(b.center(), Ink.CENTER);
        CircleIntersection result = intersection();
        boolean marked = overlays.has(Overlay.INTERSECTIONS);
        draw.label(a, "P₀, r₀", Ink.TEXT);
        draw.label(b, "P₁, r₁", Ink.TEXT);
        if (construction && (result instanceof Crossing || result instanceof Tangent)) {
            drawConstruction(draw, result);
        }
        if (marked) {
            for (Vec2 p : points(result)) {
                draw.point(p, Ink.MARK);
                Vec2 outward = outward(p, result);
                draw.label(p.plus(outward.times(POINT_LABEL_OFFSET * Math.max(bounds.width(), bounds.height()))), Text.point(p, DECIMALS) + " px", Ink.MARK,
                        DebugDraw.Side.toward(outward));
            }
        }
        draw.verdictCaption(Labels.edge(bounds, DebugDraw.Side.BELOW), caseName(result), Ink.HIT, DebugDraw.Side.ABOVE);
        draw.finish();
    }

    /**
     * Draws the centre line, P₀ to P₂ (a, which points away from P₁ when negative), and P₂ to the
     * first crossing (h).
     */
    private void drawConstruction(Labels draw, CircleIntersection result) {
        CircleIntersection.Construction c = CircleIntersection.Construction.of(a, b);
        draw.segment(a.center(), b.center(), Ink.CONSTRUCTION);
        draw.segment(a.center(), c.midpoint(), Ink.CONSTRUCTION);
        draw.point(c.midpoint(), Ink.CENTER);
        draw.label(c.midpoint(), "P₂", Ink.TEXT);
        draw.label(a.center().plus(c.midpoint()).times(0.5), "a = " + Text.number(c.along(), DECIMALS) + " px", Ink.CONSTRUCTION, DebugDraw.Side.BELOW);
        if (result instanceof Crossing crossing) {
            draw.segment(c.midpoint(), crossing.first(), Ink.CONSTRUCTION);
            DebugDraw.Side besideChord = c.direction().x() >= 0 ? DebugDraw.Side.RIGHT : DebugDraw.Side.LEFT;
            draw.label(c.midpoint().plus(crossing.first()).times(0.5), "h = " + Text.number(c.halfChord(), DECIMALS) + " px", Ink.CONSTRUCTION, besideChord);
        }
    }

    /**
     * Returns the way out from a crossing point for its label, outside both circles: along the
     * chord (the line through both crossings, which leaves both discs there), away from its
     * middle; from a tangent point, across the centre line.
     */
    private Vec2 outward(Vec2 p, CircleIntersection result) {
        Vec2 line = b.center().minus(a.center());
        Vec2 across = line.length() == 0 ? new Vec2(0, -1) : new Vec2(line.y(), -line.x()).times(1 / line.length());
        Vec2 outward = p.minus(a.center()).dot(across) >= 0 ? across : across.times(-1);
        if (result instanceof Crossing) {
            Vec2 fromMidpoint = p.minus(CircleIntersection.Construction.of(a, b).midpoint());
            double length = fromMidpoint.length();
            outward = length == 0 ? outward : fromMidpoint.times(1 / length);
        }
        return outward;
    }

    /** Returns where two borders meet: a crossing's two points, a tangent's one, or none. */
    static List<Vec2> points(CircleIntersection result) {
        if (result instanceof Crossing c) {
            return List.of(c.first(), c.second());
        }
        return result instanceof Tangent t ? List.of(t.point()) : List.of();
    }

    /** Returns the name of the case: "Crossing", "Tangent", ... */
    static String caseName(CircleIntersection result) {
        return Texts.text("border.case." + result.getClass().getSimpleName());
    }

    @Override
    public List<ReadoutTable> readouts() {
        CircleIntersection result = intersection();
        double d = Math.sqrt(a.center().distanceSquared(b.center()));
        List<ReadoutTable.Row> rows = new ArrayList<>(List.of(
                ReadoutTable.Row.of("border.case", caseName(result)).asVerdict(),
                ReadoutTable.Row.of("border.d", Text.number(d, DECIMALS)),
                ReadoutTable.Row.of("border.sum", Text.number(a.radius() + b.radius(), DECIMALS)),
                ReadoutTable.Row.of("border.difference", Text.number(Math.abs(a.radius() - b.radius()), DECIMALS))));
        if (result instanceof Crossing || result instanceof Tangent) {
            CircleIntersection.Construction c = CircleIntersection.Construction.of(a, b);
            rows.add(ReadoutTable.Row.of("border.a", Text.number(c.along(), DECIMALS)).asVerdict());
            rows.add(ReadoutTable.Row.of("border.h", Text.number(c.halfChord(), DECIMALS)).asVerdict());
        }
        List<Vec2> points = points(result);
        String[] keys = {"border.first", "border.second"};
        for (int i = 0; i < points.size(); i++) {
            rows.add(ReadoutTable.Row.keyed(points.size() == 1 ? "border.tangentPoint" : keys[i], Texts.text("border.point.tip"),
                    List.of(Text.point(points.get(i), DECIMALS))).asVerdict());
        }
        return List.of(ReadoutTable.ofValues(Texts.text("border.table"), rows.toArray(ReadoutTable.Row[]::new)));
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.of(Overlay.INTERSECTIONS);
    }

    @Override
    public List<Control> controls() {
        return List.of(new Control.Toggle(Texts.text("border.construction"), Texts.text("border.construction.tip"), () -> construction, on -> construction = on));
    }

    /**
     * The two circles. A drag keeps within the view; a placed circle (a scene, a typed value) is
     * taken as it is and the view refits around both, as for one of the seed's cases.
     */
    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("P0", Handles.placedFreely(Handles.circle(this::first, c -> a = c, c -> true, MIN_RADIUS, bounds), c -> a = c, MIN_RADIUS, this::refit)),
                new Piece("P1", Handles.placedFreely(Handles.circle(this::second, c -> b = c, c -> true, MIN_RADIUS, bounds), c -> b = c, MIN_RADIUS, this::refit)));
    }

    /** Asks for the case, the distance, and whether d is beyond the sum and the difference of the radii. */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                // Two marked crossing points, or one, tell the case as plainly as its name.
                WorksheetQuestion.of("worksheet.q.border.case", a -> a.readout("border.case", 0))
                        .statedInQuiz("quiz.q.border.case", l -> new Object[] {Text.point(a.center(), 2), Text.number(a.radius(), 2), Text.point(b.center(), 2), Text.number(b.radius(), 2)})
                        .quizzed(a -> WorksheetQuestion.choices(a.readout("border.case", 0), java.util.Arrays.stream(CircleIntersection.class.getPermittedSubclasses()).map(c -> Texts.text("border.case." + c.getSimpleName())).toList())).givenAwayByMarks(Ink.CONSTRUCTION, Ink.MARK),
                WorksheetQuestion.of("worksheet.q.border.distance", a -> a.readout("border.d", 0))
                        .statedInQuiz("quiz.q.border.distance", l -> new Object[] {Text.point(a.center(), 2), Text.point(b.center(), 2)}),
                WorksheetQuestion.of("worksheet.q.border.sum",
                        a -> beyond(a, "border.sum", CircleIntersection.Separate.class, "worksheet.answer.border.apart", "worksheet.answer.border.notApart")),
                WorksheetQuestion.of("worksheet.q.border.difference",
                        a -> beyond(a, "border.difference", CircleIntersection.Contained.class, "worksheet.answer.border.inside", "worksheet.answer.border.notInside")));
    }

    /**
     * Returns the answer to "what is {@code row}, and is d beyond it?": the row's value, then yes
     * when the circles are in {@code yesCase} (the case the lesson names, so the key agrees with it
     * where d and the row are equal as shown), with d as shown.
     */
    private String beyond(WorksheetQuestion.Answers answers, String row, Class<? extends CircleIntersection> yesCase, String yes, String no) {
        String limit = answers.readout(row, 0);
        String d = answers.readout("border.d", 0);
        return Texts.format(yesCase.isInstance(intersection()) ? yes : no, limit, d);
    }
}
