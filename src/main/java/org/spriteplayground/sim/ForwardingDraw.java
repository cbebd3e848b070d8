package org.spriteplayground.sim;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;

/**
 * A drawing that hands every call on to another: the base of a drawing that changes a few calls
 * (holds labels back, hides some) and passes the rest through unchanged, defaults included.
 */
public abstract class ForwardingDraw implements DebugDraw {

    /** Where every call goes that a subclass does not change. */
    protected final DebugDraw target;

    protected ForwardingDraw(DebugDraw target) {
        this.target = target;
    }

    /**
     * Returns {@code target} as a surface that shows no verdicts ({@link DebugDraw#showsVerdicts}):
     * what a lesson writes as a verdict is left out, and the marks in an ink that says what the
     * step brought ({@link Ink#verdict}) are drawn plainly, in the ink of text, which the legend
     * leaves unnamed (any other ink's name would be a thing the lesson may not have), or, for points,
     * labels and filled cells (the pixels two sprites share), left out; so neither their colour nor the legend tells the answer.
     * Predict draws the canvas so while a question waits.
     */
    public static DebugDraw withoutVerdicts(DebugDraw target) {
        return new ForwardingDraw(target) {
            @Override
            public void verdict(Vec2 at, String text, Ink ink, Side side) {
                // left for the pupil to say
            }

            @Override
            protected Ink ink(Ink ink) {
                return ink.verdict() ? Ink.TEXT : ink;
            }

            @Override
            public void point(Vec2 at, Ink ink) {
                if (!ink.verdict()) {
                    super.point(at, ink);
                }
            }

            @Override
            public void label(Vec2 at, String text, Ink ink) {
                if (!ink.verdict()) {
                    super.label(at, text, ink);
                }
            }

            @Override
            public void label(Vec2 at, String text, Ink ink, Side side) {
                if (!ink.verdict()) {
                    super.label(at, text, ink, side);
                }
            }

            @Override
            public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                if (!ink.verdict()) {
                    super.cells(x, y, width, on, ink, fill);
                }
            }

            @Override
            public boolean showsVerdicts() {
                return false;
            }
        };
    }

    @Override
    public void crowd(int bodies) {
        target.crowd(bodies);
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        target.circle(circle, ink(ink));
    }

    @Override
    public void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
        target.circles(xs, ys, radii, count, ink(ink));
    }

    @Override
    public void box(Aabb box, Ink ink) {
        target.box(box, ink(ink));
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        target.polygon(points, ink(ink));
    }

    @Override
    public void rounded(List<Vec2> polygon, double radius, Ink ink) {
        target.rounded(polygon, radius, ink(ink));
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        target.capsule(capsule, ink(ink));
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        target.segment(from, to, ink(ink));
    }

    @Override
    public void point(Vec2 at, Ink ink) {
        target.point(at, ink);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        target.label(at, text, ink);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        target.label(at, text, ink, side);
    }

    @Override
    public void verdict(Vec2 at, String text, Ink ink, Side side) {
        target.verdict(at, text, ink, side);
    }

    @Override
    public boolean showsVerdicts() {
        return target.showsVerdicts();
    }

    @Override
    public Vec2 labelSize(String text, Aabb view) {
        return target.labelSize(text, view);
    }

    @Override
    public double markRadius(Aabb view) {
        return target.markRadius(view);
    }

    @Override
    public void leader(Vec2 from, Vec2 to, Ink ink) {
        target.leader(from, to, ink(ink));
    }

    @Override
    public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
        target.cells(x, y, width, on, ink(ink), fill);
    }

    @Override
    public Optional<Vec2> spriteSize(String spriteName) {
        return target.spriteSize(spriteName);
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        target.sprite(spriteName, pose);
    }

    @Override
    public void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
        target.sprites(spriteName, xs, ys, angles, count, smooth);
    }

    @Override
    public void truth(String spriteName, Pose pose) {
        target.truth(spriteName, pose);
    }

    /**
     * Returns the ink a line, outline or fill drawn in {@code ink} is handed on in: the same, unless
     * a surface draws some inks as others (one that shows no verdicts draws them plainly).
     */
    protected Ink ink(Ink ink) {
        return ink;
    }
}
