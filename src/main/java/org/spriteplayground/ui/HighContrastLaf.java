package org.spriteplayground.ui;

import com.formdev.flatlaf.FlatDarkLaf;

/**
 * FlatLaf dark made high contrast: pure black behind white text, yellow for focus and selection,
 * thick focus rings, and bright canvas inks; every colour is in {@code HighContrastLaf.properties}
 * beside the other themes' files.
 */
public final class HighContrastLaf extends FlatDarkLaf {

    /** The name FlatLaf and the tests know it by. */
    public static final String NAME = "Sprite Playground High Contrast"; // not shown

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getDescription() {
        return "White on black with yellow focus and selection, for low vision and projectors"; // not shown
    }
}
