package org.spriteplayground.sim;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;

/**
 * The room a label takes when nothing better is known: the world's view shown on the canvas at
 * its usual size ({@value #CANVAS_WIDTH} &times; {@value #CANVAS_HEIGHT} pixels of world, margins
 * and status strip left out) with the label font at its usual size (14-point bold: about 8.5
 * pixels a character, a 19-pixel line). A surface that draws labels itself measures them
 * instead ({@link DebugDraw#labelSize}).
 */
final class LabelEstimate {

    /** Pixels of world the canvas shows across at its usual size. */
    static final double CANVAS_WIDTH = 720;

    /** Pixels of world the canvas shows down at its usual size. */
    static final double CANVAS_HEIGHT = 420;

    /** Pixels a label takes across, the gap to its anchor included. */
    static final double PIXELS_ACROSS = 24;

    /** Pixels each character of a label takes along. */
    static final double PIXELS_PER_CHARACTER = 8.5;

    /** Pixels a label takes along besides its characters: its background's padding and the gap to its anchor. */
    static final double PIXELS_PADDING = 12;

    /** Pixels each line of a label after its first adds down. */
    static final double PIXELS_PER_LINE = 19;

    /** Pixels a marked point's ring reaches from the point, its line's width included. */
    static final double PIXELS_MARK = 9;

    private LabelEstimate() {
    }

    /** Returns the estimated world units a screen pixel shows of {@code view}. */
    static double pixel(Aabb view) {
        return Math.max(view.width() / CANVAS_WIDTH, view.height() / CANVAS_HEIGHT);
    }

    /** Returns the estimated reach of a marked point's ring, in world units, on {@code view}. */
    static double markRadius(Aabb view) {
        return PIXELS_MARK * pixel(view);
    }

    /**
     * Returns the estimated width (x) and height (y) of {@code text}'s label, in world units, on
     * {@code view}: as wide as its longest line, a line taller for each line break.
     */
    static Vec2 size(String text, Aabb view) {
        double pixel = pixel(view);
        String[] lines = text.split("\n", -1);
        int longest = 0;
        for (String line : lines) {
            longest = Math.max(longest, line.length());
        }
        return new Vec2((PIXELS_PADDING + longest * PIXELS_PER_CHARACTER) * pixel, (PIXELS_ACROSS + (lines.length - 1) * PIXELS_PER_LINE) * pixel);
    }
}
