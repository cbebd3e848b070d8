package org.spriteplayground.ui;

import java.awt.event.KeyEvent;
import org.spriteplayground.sim.Overlay;

/**
 * How each overlay switch reads in the UI: its name (menus), its short name (the check boxes in
 * the side column, which must fit two to a row in a narrow column), key and tooltip, which also
 * says the line style, so that nothing depends on telling colours apart.
 */
record OverlayText(String name, String shortName, int key, String tooltip) {

    static OverlayText of(Overlay overlay) {
        return switch (overlay) {
            case SPRITES -> new OverlayText("Sprites", "Sprites", KeyEvent.VK_S, "Draw the sprites themselves");
            case CIRCLES -> new OverlayText("Bounding circles", "Circles", KeyEvent.VK_B, "Circle through the image corners: r = √((w/2)² + (h/2)²); solid line");
            case BOXES -> new OverlayText("AABB", "AABB", KeyEvent.VK_A, "Axis-aligned bounding box of the rotated sprite: the box around the turned image, recomputed every step; dashed line");
            case TIGHT_BOXES -> new OverlayText("Tight AABB", "Tight AABB", KeyEvent.VK_T, "Axis-aligned box around the turned opaque pixels; short dashes");
            case TURNED_BOXES -> new OverlayText("Turned box (OBB)", "Turned box", KeyEvent.VK_O, "The opaque pixels' tight box, turning with the sprite; dash-dot line");
            case MIN_CIRCLES -> new OverlayText("Smallest circle", "Smallest circle", KeyEvent.VK_M, "Smallest circle around the opaque pixels; dotted line");
            case PIXELS -> new OverlayText("Pixel truth", "Pixels", KeyEvent.VK_P, "Tint every opaque pixel (alpha ≥ 128) at the pose the truth is tested at");
            case CENTERS -> new OverlayText("Centre and heading", "Centres", KeyEvent.VK_C, "Each sprite's centre (its pivot) and an arrow to its nose");
            case INTERSECTIONS -> new OverlayText("Crossing points", "Crossings", KeyEvent.VK_I, "Where circle borders cross (seed 003); ringed dots");
        };
    }
}
