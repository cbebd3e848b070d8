package org.spriteplayground.worksheet;

import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.World;

/**
 * The lesson's scene as the pupils' page shows it: without the labels its secrets pick, and in a
 * frame a line's room larger than the lesson's bounds all round, grown further to hold what the
 * lesson draws past them (the separating-axes rulers put the first shape's shadow above the top
 * edge), so the figure cuts nothing off. The lesson keeps its labels inside its bounds, often
 * flush with an edge (circle Q's in three-outcomes): the room keeps them off the frame's line. It
 * only draws; stepping and resetting are not its business.
 */
final class PupilsFigure implements World {

    /** Room kept round the lesson's bounds and round a drawing past them, in points of the figure: a thick line's half. */
    private static final double STROKE_ROOM = 4;

    /** The frame grows at most this share of the world's larger side on each side. */
    private static final double MOST_GROWTH = 0.1;

    private final Lesson lesson;
    private final Secrets secrets;
    private final Aabb bounds;

    /**
     * @param lesson the lesson to draw; read, never changed
     * @param secrets the labels to leave out
     * @param overlays which bounds and marks the figure shows
     * @param width the figure's width in points
     * @param height the figure's height in points
     */
    PupilsFigure(Lesson lesson, Secrets secrets, Overlays overlays, float width, float height) {
        this.lesson = lesson;
        this.secrets = secrets;
        DrawnExtent extent = new DrawnExtent();
        lesson.draw(extent, overlays);
        this.bounds = grown(lesson.bounds(), extent.box(), width, height);
    }

    /** Returns {@code world} grown by the room for a line, and to hold {@code drawn} with that room, by a tenth of it at most on a side. */
    static Aabb grown(Aabb world, Aabb drawn, float width, float height) {
        double scale = SceneRenderer.fit(world, Math.round(width), Math.round(height)).getScaleX();
        double room = STROKE_ROOM / scale;
        double most = MOST_GROWTH * Math.max(world.width(), world.height());
        Aabb all = drawn == null ? world : drawn;
        return new Aabb(world.minX() - reach(world.minX() - all.minX(), room, most), world.minY() - reach(world.minY() - all.minY(), room, most),
                world.maxX() + reach(all.maxX() - world.maxX(), room, most), world.maxY() + reach(all.maxY() - world.maxY(), room, most));
    }

    /** How far an edge moves out for a drawing {@code past} beyond it (negative: inside it): past it, if it is, and {@code room} more. */
    private static double reach(double past, double room, double most) {
        return Math.min(most, Math.max(0, past) + room);
    }

    /**
     * Draws the lesson on a surface that shows no verdicts ({@link DebugDraw#showsVerdicts()}):
     * what the lesson writes as a verdict ("false alarm: bounding circle", "reset!", "TOUCHING")
     * says what happened, which is what the sheet asks the pupils to work out. Every other label
     * is handed on but those that would tell an answer a question asks ({@link Secrets#tells}),
     * which leave out their leaders too,
     * and the marks in an ink a question declares its answer given away by are drawn plainly or
     * left out ({@link Secrets#plain}).
     */
    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        lesson.draw(new ForwardingDraw(draw) {
            /** The leader drawn last, held back until its label, which comes next, is written: a label left out takes its leader with it. */
            private Runnable leader = () -> { };

            @Override
            public void label(Vec2 at, String text, Ink ink) {
                if (shown(text, ink)) {
                    super.label(at, text, ink);
                }
            }

            @Override
            public void label(Vec2 at, String text, Ink ink, Side side) {
                if (shown(text, ink)) {
                    super.label(at, text, ink, side);
                }
            }

            /** Returns whether a label is written, drawing its leader first if it is. */
            private boolean shown(String text, Ink ink) {
                boolean shown = !secrets.tells(text) && secrets.plain(ink, true) != null;
                if (shown) {
                    leader.run();
                }
                leader = () -> { };
                return shown;
            }

            @Override
            public void point(Vec2 at, Ink ink) {
                if (secrets.plain(ink, true) != null) {
                    super.point(at, ink);
                }
            }

            @Override
            public void circle(Circle circle, Ink ink) {
                super.circle(circle, secrets.plain(ink, false));
            }

            @Override
            public void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
                super.circles(xs, ys, radii, count, secrets.plain(ink, false));
            }

            @Override
            public void box(Aabb box, Ink ink) {
                super.box(box, secrets.plain(ink, false));
            }

            @Override
            public void polygon(List<Vec2> points, Ink ink) {
                super.polygon(points, secrets.plain(ink, false));
            }

            @Override
            public void rounded(List<Vec2> polygon, double radius, Ink ink) {
                super.rounded(polygon, radius, secrets.plain(ink, false));
            }

            @Override
            public void capsule(Capsule capsule, Ink ink) {
                super.capsule(capsule, secrets.plain(ink, false));
            }

            @Override
            public void segment(Vec2 from, Vec2 to, Ink ink) {
                super.segment(from, to, secrets.plain(ink, false));
            }

            @Override
            public void leader(Vec2 from, Vec2 to, Ink ink) {
                leader = () -> super.leader(from, to, secrets.plain(ink, false));
            }

            @Override
            public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                super.cells(x, y, width, on, secrets.plain(ink, false), fill);
            }

            @Override
            public void verdict(Vec2 at, String text, Ink ink, Side side) {
                // the answer key tells it
            }

            @Override
            public boolean showsVerdicts() {
                return false;
            }
        }, overlays);
    }

    @Override
    public Aabb bounds() {
        return bounds;
    }

    /**
     * Names each ink as the lesson does, so that the figure's legend speaks the lesson's words;
     * but where the lesson's name holds an answer ({@link Secrets#answers}: "where both checks miss
     * an overlap" beside the answer "MISS"), none, so that the legend gives the ink's general name.
     */
    @Override
    public String legendName(Ink ink) {
        String named = lesson.legendName(ink);
        return named == null || secrets.answers(named) ? null : named;
    }

    @Override
    public String legendName(Ink ink, DebugDraw.Fill fill) {
        return lesson.legendName(ink, fill);
    }

    @Override
    public void step(double seconds) {
        throw new UnsupportedOperationException("a worksheet's figure only draws"); // not shown
    }

    @Override
    public void reset() {
        throw new UnsupportedOperationException("a worksheet's figure only draws"); // not shown
    }
}
