package org.spriteplayground.ui;

import java.awt.event.KeyEvent;
import org.spriteplayground.sim.Overlay;

/**
 * How each overlay switch reads in the UI: its name, key and tooltip, which also says the line
 * style, so that nothing depends on telling colours apart.
 */
record OverlayText(String name, int key, String tooltip) {

    static OverlayText of(Overlay overlay) {
        return switch (overlay) {
            case SPRITES -> new OverlayText("Sprites", KeyEvent.VK_S, "Draw the sprites themselves");
            case CIRCLES -> new OverlayText("Bounding circles", KeyEvent.VK_B, "Circle through the image corners: r = √((w/2)² + (h/2)²); solid line");
            case BOXES -> new OverlayText("AABB", KeyEvent.VK_A, "Axis-aligned bounding box of the rotated sprite: the box around the turned image, recomputed every step; dashed line");
            case TIGHT_BOXES -> new OverlayText("Tight AABB", KeyEvent.VK_T, "Axis-aligned box around the turned opaque pixels; short dashes");
            case TURNED_BOXES -> new OverlayText("Turned box (OBB)", KeyEvent.VK_O, "The opaque pixels' tight box, turning with the sprite; dash-dot line");
            case MIN_CIRCLES -> new OverlayText("Smallest circle", KeyEvent.VK_M, "Smallest circle around the opaque pixels; dotted line");
            case PIXELS -> new OverlayText("Pixel truth", KeyEvent.VK_P, "Tint every opaque pixel (alpha ≥ 128) at the pose the truth is tested at");
            case CENTERS -> new OverlayText("Centre and heading", KeyEvent.VK_C, "Each sprite's centre (its pivot) and an arrow to its nose");
            case INTERSECTIONS -> new OverlayText("Crossing points", KeyEvent.VK_I, "Where circle borders cross (seed 003); ringed dots");
        };
    }
}
