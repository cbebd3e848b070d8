package org.spriteplayground.ui;

import java.awt.event.KeyEvent;
import org.spriteplayground.sim.Overlay;

/**
 * How each overlay switch reads in the UI: its one name, the same in the View menu, Help and the
 * side column (short enough for two check boxes to a row in a narrow column), its key, and its
 * tooltip, which also says the line style, so that nothing depends on telling colours apart.
 */
record OverlayText(String name, int key, String tooltip) {

    static OverlayText of(Overlay overlay) {
        return switch (overlay) {
            case SPRITES -> new OverlayText("Sprites", KeyEvent.VK_S, "Draw the sprites themselves");
            case CIRCLES -> new OverlayText("Circles", KeyEvent.VK_B, "Bounding circles, through the image corners: r = √((w/2)² + (h/2)²); solid line");
            case BOXES -> new OverlayText("AABB", KeyEvent.VK_A, "Axis-aligned bounding box of the rotated sprite: the box around the turned image, recomputed every step; dashed line");
            case TIGHT_BOXES -> new OverlayText("Tight AABB", KeyEvent.VK_T, "Axis-aligned box around the turned opaque pixels; short dashes");
            case TURNED_BOXES -> new OverlayText("Turned box", KeyEvent.VK_O, "Turned box (OBB): the opaque pixels' tight box, turning with the sprite; dash-dot line");
            case MIN_CIRCLES -> new OverlayText("Smallest circle", KeyEvent.VK_M, "Smallest circle around the opaque pixels; dotted line");
            case HULLS -> new OverlayText("Hull", KeyEvent.VK_H, "Convex hull of the opaque pixels, turning with the sprite; dash-dot-dot line");
            case CAPSULES -> new OverlayText("Capsule", KeyEvent.VK_U, "Smallest capsule along the sprite's long axis around the opaque pixels; long and short dashes");
            case KDOPS -> new OverlayText("8-DOP", KeyEvent.VK_K, "8-DOP: the opaque pixels' tight box with its corners cut at 45°, turning with the sprite; pairs of short dashes");
            case PIXELS -> new OverlayText("Pixels", KeyEvent.VK_P, "Pixel truth: tint every opaque pixel (alpha ≥ 128) at the pose the truth is tested at");
            case CENTERS -> new OverlayText("Centres", KeyEvent.VK_C, "Centre and heading: each sprite's centre (its pivot) and an arrow to its nose");
            case INTERSECTIONS -> new OverlayText("Crossings", KeyEvent.VK_I, "Crossing points: where circle borders cross (seed 003); ringed dots");
            case FALSE_ALARM_MAP -> new OverlayText("False-alarm map", KeyEvent.VK_F,
                    "Around the waiting sprite, every place of the flyer's centre where the chosen bound meets: hatched where the pixels do not (a false alarm), washed where they do");
        };
    }
}
