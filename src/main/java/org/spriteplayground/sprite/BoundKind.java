package org.spriteplayground.sprite;

import org.spriteplayground.i18n.Texts;
/**
 * The nine bounds a sprite can be tested by, the truth last. The first eight
 * enclose every opaque pixel, so they never miss a real hit; they differ in how many false
 * alarms they raise and how fast they are.
 */
public enum BoundKind {
    /** Seed 004's circle: radius = half-diagonal of the image, the same at every angle. */
    CIRCLE("circle"),
    /** The axis-aligned box of the turned image rectangle. */
    AABB("aabb"),
    /** The axis-aligned box of the turned opaque pixels (their exact corners, not a raster). */
    TIGHT_AABB("tight_aabb"),
    /** The tight box of the opaque pixels, turning with the sprite. */
    OBB("obb"),
    /** The smallest circle around the opaque pixels' corners. */
    MIN_CIRCLE("min_circle"),
    /** The convex hull of the opaque pixels' corners, turning with the sprite. */
    HULL("hull"),
    /** The smallest capsule along the sprite's long axis around the opaque pixels, turning with it. */
    CAPSULE("capsule"),
    /**
     * The 8-direction discrete-orientation polytope, turning with the sprite: the least and
     * greatest shadow of the opaque pixels' corners on the directions 0&deg;, 45&deg;, 90&deg;
     * and 135&deg; of the sprite's frame (the tight box with its corners cut).
     */
    KDOP8("kdop8"),
    /** The opaque pixels themselves: the truth. */
    PIXELS("pixels");

    private final String csvName;

    BoundKind(String csvName) {
        this.csvName = csvName;
    }

    /** Returns the lower-case name used in CSV files and on the command line. */
    public String csvName() {
        return csvName;
    }

    /** Returns the name shown in the UI, in the language in force ({@code bound.<csv name>}). */
    public String label() {
        return Texts.text("bound." + csvName);
    }

    /** Returns whether this kind encloses all opaque pixels (every kind but {@link #PIXELS}). */
    public boolean encloses() {
        return this != PIXELS;
    }
}
