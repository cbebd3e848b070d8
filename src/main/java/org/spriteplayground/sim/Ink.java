package org.spriteplayground.sim;

import org.spriteplayground.sprite.BoundKind;

/**
 * What a drawn mark means. The renderer picks colour, line style and fill per ink from the
 * theme, so that a meaning never rests on colour alone.
 */
public enum Ink {
    /** A sprite's bounding circle, or a plain circle (solid line). */
    BOUNDING_CIRCLE,
    /** The axis-aligned box of a turned sprite (dashed line). */
    AABB,
    /** The axis-aligned box of a sprite's turned opaque pixels (short dashes). */
    TIGHT_AABB,
    /** A turned box, such as the opaque pixels' own box turning with the sprite (dash-dot line). */
    OBB,
    /** The smallest circle around a sprite's opaque pixels (dotted line). */
    MIN_CIRCLE,
    /** The convex hull of a sprite's opaque pixels (dash-dot-dot line). */
    HULL,
    /** The smallest capsule along a sprite's long axis (long and short dashes). */
    CAPSULE,
    /** The 8-DOP of a sprite's opaque pixels: its tight box with the corners cut (pairs of short dashes). */
    KDOP8,
    /** A centre point (a dot). */
    CENTER,
    /** A heading, from a centre to a nose (an arrow). */
    HEADING,
    /** Where a collision just happened (thick dotted line). */
    HIT,
    /** Two shapes are apart: seed 000's NO_COLLISION (dashed). */
    APART,
    /** Two shapes just touch: TOUCHING (solid, medium). */
    TOUCHING,
    /** Two shapes share area: OVERLAPPING (thick solid). */
    OVERLAPPING,
    /** Helper lines of a construction (thin, dotted). */
    CONSTRUCTION,
    /** A marked point of interest, such as where two borders cross (a ringed dot). */
    MARK,
    /** The gap between two shapes about to meet, too narrow to see at the canvas's scale: the stretch between them with a tick across each end (solid, in a colour no other ink has). */
    GAP,
    /** A solid obstacle (filled). */
    WALL,
    /** A small moving body (filled). */
    DOT,
    /** A translucent region, such as where two tests disagree (filled, see-through). */
    SHADE,
    /** The region swept during one step (filled, see-through). */
    SWEEP,
    /** Plain annotation text. */
    TEXT;

    /** Returns the ink a bound kind is drawn in, on the canvas and in every chart of it. */
    public static Ink of(BoundKind kind) {
        return switch (kind) {
            case CIRCLE -> BOUNDING_CIRCLE;
            case AABB -> AABB;
            case TIGHT_AABB -> TIGHT_AABB;
            case OBB -> OBB;
            case MIN_CIRCLE -> MIN_CIRCLE;
            case HULL -> HULL;
            case CAPSULE -> CAPSULE;
            case KDOP8 -> KDOP8;
            case PIXELS -> TEXT;
        };
    }

    /**
     * Returns whether marks in this ink say what the step brought (a hit, a false alarm, how two
     * shapes lie): a surface that shows no verdicts draws them plainly ({@link ForwardingDraw#withoutVerdicts}).
     */
    public boolean verdict() {
        return this == HIT || this == APART || this == TOUCHING || this == OVERLAPPING;
    }
}
