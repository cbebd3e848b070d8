package org.spriteplayground.sim;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;

/**
 * What a world can ask to have drawn, in world coordinates. Every method does nothing by
 * default, so an implementation draws only what it supports. Whether a shape is outlined or
 * filled is the ink's business (a {@link Ink#WALL} box is filled, an {@link Ink#AABB} box is
 * dashed).
 */
public interface DebugDraw {

    /**
     * Says that about {@code bodies} bodies are drawn from here on: in a crowd an implementation
     * may thicken lines less than it otherwise would, so that lines do not bury what they bound.
     * Ignored by default.
     */
    default void crowd(int bodies) {
    }

    /** Draws the outline of a circle. */
    default void circle(Circle circle, Ink ink) {
    }

    /**
     * Draws the outlines of {@code count} circles in one ink, centred at (xs[i], ys[i]) with
     * radius radii[i]: the bulk path for scenes with thousands of circles, which an
     * implementation may draw without making an object per circle, and with a plainer outline
     * when there are too many to draw at full detail in a frame.
     */
    default void circles(double[] xs, double[] ys, double[] radii, int count, Ink ink) {
        for (int i = 0; i < count; i++) {
            circle(Circle.of(xs[i], ys[i], radii[i]), ink);
        }
    }

    /** Draws the outline of an axis-aligned box. */
    default void box(Aabb box, Ink ink) {
    }

    /** Draws a closed polygon through {@code points}, in order. */
    default void polygon(List<Vec2> points, Ink ink) {
    }

    /**
     * Draws the outline of a convex polygon grown by {@code radius}: every point within the
     * radius of it, its sides moved out by the radius and joined by arcs round its corners.
     */
    default void rounded(List<Vec2> polygon, double radius, Ink ink) {
    }

    /** Draws a capsule: a segment thickened by its radius, with round ends. */
    default void capsule(Capsule capsule, Ink ink) {
    }

    /** Draws a line segment; {@link Ink#HEADING} draws it as an arrow towards {@code to}. */
    default void segment(Vec2 from, Vec2 to, Ink ink) {
    }

    /** Marks a point. */
    default void point(Vec2 at, Ink ink) {
    }

    /**
     * Writes a short text just above a world point, at a size readable on screen. Here and in
     * the other label methods a line break ({@code '\n'}) starts a new line under the last, each
     * line lined up on the left.
     */
    default void label(Vec2 at, String text, Ink ink) {
    }

    /**
     * Writes a short text wholly on one side of a world point, clear of it: above or below it
     * centred across, or left or right of it centred along. A label anchored on a shape's
     * extreme point on that side covers none of the shape. By default the side is ignored.
     */
    default void label(Vec2 at, String text, Ink ink, Side side) {
        label(at, text, ink);
    }

    /**
     * Writes a verdict: a label that says what a test decided or what just happened ("TOUCHING",
     * "reset!", "false alarm: bounding circle"), placed as {@link #label(Vec2, String, Ink, Side)}
     * places a label. A surface that asks what happened rather than telling it (the pupils' figure
     * of a worksheet) writes none; by default a verdict is written as that label.
     */
    default void verdict(Vec2 at, String text, Ink ink, Side side) {
        label(at, text, ink, side);
    }

    /**
     * Returns whether this surface shows verdicts: what {@link #verdict} writes, and the marks
     * that single out the answer of a test, such as the separating axis's highlighted ruler. True
     * by default; a surface that answers false writes no verdict, and a lesson drawing on it draws
     * those marks as it draws their plain neighbours, so that nothing on it tells which is the answer.
     * A mark whose being there, or whose shape, depends on the outcome (where two circles' borders
     * cross, the pixels two sprites share) a lesson draws only where this is true, whatever its ink:
     * a surface that hides verdict inks hides their colour, not how many marks there are, nor the
     * hole that a fill left out leaves in the fills drawn around it.
     */
    default boolean showsVerdicts() {
        return true;
    }

    /**
     * Returns the room a label with {@code text} takes on this surface while it shows {@code view},
     * in world units: its width as x and its height as y, each with the gap that keeps the label
     * off its anchor. A surface that writes labels answers from its font and its world-to-screen
     * scale (so a bigger UI scale or a smaller window gives a bigger answer); by default, the
     * estimate for {@code view} filling the canvas at its usual size with the usual label font.
     */
    default Vec2 labelSize(String text, Aabb view) {
        return LabelEstimate.size(text, view);
    }

    /**
     * Returns how far from its point a point marked in {@link Ink#MARK} reaches on this surface
     * while it shows {@code view} (its ring, a fixed size on screen), in world units, for labels
     * to keep clear of it; by default, the estimate for the canvas at its usual size.
     */
    default double markRadius(Aabb view) {
        return LabelEstimate.markRadius(view);
    }

    /**
     * Draws a label's leader: a hairline in the label's ink from the point it names to the
     * nearest point of its box, for a label that had to be written away from that point.
     */
    default void leader(Vec2 from, Vec2 to, Ink ink) {
    }

    /**
     * Fills cells of a 1-unit raster laid on the world: cell (i, j) is the unit square with its
     * top-left corner at ({@code x + i}, {@code y + j}), filled where {@code on[j * width + i]}.
     * {@link Fill#HATCH} lays stripes in the ink's colour over the cells, {@link Fill#TINT} a
     * see-through wash, so two layers drawn in the same place still read apart.
     */
    default void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
    }

    /** How {@link #cells} fills a cell. */
    enum Fill {
        /** A see-through wash of the ink's colour. */
        TINT,
        /** Diagonal stripes in the ink's colour. */
        HATCH
    }

    /** Which side of its anchor a label is written on (screen directions: above is towards smaller y). */
    enum Side {
        /** Above the anchor, centred on it across. */
        ABOVE,
        /** Below the anchor, centred on it across. */
        BELOW,
        /** Left of the anchor, centred on it along. */
        LEFT,
        /** Right of the anchor, centred on it along. */
        RIGHT;

        /** Returns the side across the anchor from this one. */
        public Side opposite() {
            return switch (this) {
                case ABOVE -> BELOW;
                case BELOW -> ABOVE;
                case LEFT -> RIGHT;
                case RIGHT -> LEFT;
            };
        }

        /** Returns the side whose screen direction is nearest {@code direction} (y grows downwards). */
        public static Side toward(Vec2 direction) {
            if (Math.abs(direction.x()) > Math.abs(direction.y())) {
                return direction.x() > 0 ? RIGHT : LEFT;
            }
            return direction.y() > 0 ? BELOW : ABOVE;
        }
    }

    /**
     * Returns the width and height, in world units, of the image {@link #sprite} draws for
     * {@code spriteName}, for labels to keep off it; empty where this surface draws no such image,
     * as by default.
     */
    default Optional<Vec2> spriteSize(String spriteName) {
        return Optional.empty();
    }

    /** Draws a sprite's image centred at the pose's position and turned by its angle. */
    default void sprite(String spriteName, Pose pose) {
    }

    /**
     * Draws {@code count} copies of one sprite, centred at (xs[i], ys[i]) and turned by
     * angles[i]: the bulk path for scenes with thousands of sprites, which an implementation may
     * draw without making an object per sprite. {@code smooth} asks for bilinear filtering rather
     * than nearest neighbour.
     */
    default void sprites(String spriteName, double[] xs, double[] ys, double[] angles, int count, boolean smooth) {
        for (int i = 0; i < count; i++) {
            sprite(spriteName, Pose.of(xs[i], ys[i], angles[i]));
        }
    }

    /**
     * Tints a sprite's opaque pixels (alpha &ge; 128) at the pose, sampled without smoothing:
     * the pixel truth, as tested.
     */
    default void truth(String spriteName, Pose pose) {
    }
}
