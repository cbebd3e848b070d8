package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Stroke;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import javax.swing.UIManager;
import org.spriteplayground.sim.Ink;

/**
 * Colour and line style for each {@link Ink}, plus the canvas colours. Colours are theme keys
 * ({@code SpritePlayground.ink.*} in the FlatLaf properties files) with a fallback from the
 * Okabe-Ito palette, which stays distinct for colour-blind viewers; line styles differ as well,
 * so no meaning rests on colour alone.
 */
public final class Palette {

    private static final Map<Ink, Color> FALLBACK = new EnumMap<>(Ink.class);
    private static final Map<Ink, String> KEYS = new EnumMap<>(Ink.class);

    static {
        for (Ink ink : Ink.values()) {
            KEYS.put(ink, "SpritePlayground.ink." + camel(ink));
            // Okabe-Ito hues; the theme files override them per look.
            FALLBACK.put(ink, new Color(switch (ink) {
                case BOUNDING_CIRCLE, APART, DOT -> 0x0072B2;
                case AABB -> 0xC77C00;
                case TIGHT_AABB -> 0x3A9AD9;
                case OBB -> 0xCC79A7;
                case MIN_CIRCLE -> 0x009E73;
                case HULL -> 0x5D3A9B;
                case CAPSULE -> 0x8C6D1F;
                case KDOP8 -> 0x0F7F8C;
                case CENTER, HEADING -> 0x007A5A;
                case HIT, OVERLAPPING, MARK, SHADE -> 0xD55E00;
                case TOUCHING -> 0x7A5CC0;
                case CONSTRUCTION -> 0x555555;
                case WALL -> 0x4A4F57;
                case SWEEP -> 0x56B4E9;
                case GAP -> 0xB0006A;
                case TEXT -> 0x222222;
            }));
        }
    }

    private static final Stroke SOLID = new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Stroke THIN = new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Stroke DASHED = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {9f, 6f}, 0f);
    private static final Stroke DASH_DOT = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {12f, 4f, 2f, 4f}, 0f);
    private static final Stroke DOTTED = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {1f, 4f}, 0f);
    private static final Stroke SHORT_DASHES = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {4f, 4f}, 0f);
    private static final Stroke ROUND_DOTS = new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.1f, 6f}, 0f);
    private static final Stroke DASH_DOT_DOT = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {10f, 3f, 2f, 3f, 2f, 3f}, 0f);
    private static final Stroke LONG_SHORT = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {14f, 4f, 5f, 4f}, 0f);
    private static final Stroke DASH_PAIRS = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {3f, 2f, 3f, 6f}, 0f);
    private static final Stroke THICK = new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Stroke THICK_DOTTED = new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {2f, 8f}, 0f);

    /** The theme key that asks for shaded regions nearly opaque (high contrast). */
    private static final String STRONG_SHADE = "SpritePlayground.strongShade";

    /** Colours that stand in for the installed theme's on one thread, while a figure is painted. */
    private static final ThreadLocal<Map<String, Color>> STAND_IN = new ThreadLocal<>();

    private Palette() {
    }

    /**
     * Runs {@code paint} on this thread with {@code colours} (theme key to colour) in place of the
     * installed theme's: a printed page keeps the light look while the window shows the dark one.
     */
    public static void paintWith(Map<String, Color> colours, Runnable paint) {
        Map<String, Color> before = STAND_IN.get();
        STAND_IN.set(colours);
        try {
            paint.run();
        } finally {
            STAND_IN.set(before);
        }
    }

    /** Returns the theme's colour for an ink: key {@code SpritePlayground.ink.NAME}, NAME in camel case. */
    public static Color color(Ink ink) {
        return themed(KEYS.get(ink), FALLBACK.get(ink));
    }

    /**
     * Returns the line style of an ink, each differing from the others by more than colour; null
     * for a see-through region that is filled only.
     */
    public static Stroke stroke(Ink ink) {
        return switch (ink) {
            case AABB, APART -> DASHED;
            case OBB -> DASH_DOT;
            case TIGHT_AABB -> SHORT_DASHES;
            case MIN_CIRCLE -> ROUND_DOTS;
            case HULL -> DASH_DOT_DOT;
            case CAPSULE -> LONG_SHORT;
            case KDOP8 -> DASH_PAIRS;
            case HIT -> THICK_DOTTED;
            case OVERLAPPING -> THICK;
            case CONSTRUCTION -> DOTTED;
            case SWEEP -> THIN;
            case SHADE -> null;
            default -> SOLID;
        };
    }

    /**
     * Returns how shapes of an ink are filled: null for outline only, else the paint (see-through
     * for regions, solid for bodies and walls).
     */
    public static Color fill(Ink ink) {
        Color c = color(ink);
        return switch (ink) {
            case WALL, DOT -> c;
            // Nearly opaque in the high-contrast look, whose theme asks for it: see-through, the shade read at 3:1 on black.
            case SHADE -> new Color(c.getRed(), c.getGreen(), c.getBlue(), STAND_IN.get() == null && UIManager.getBoolean(STRONG_SHADE) ? 235 : 140);
            case SWEEP, OVERLAPPING -> new Color(c.getRed(), c.getGreen(), c.getBlue(), 50);
            default -> null;
        };
    }

    /** The least contrast (WCAG 2 ratio) of a mark against the canvas background: WCAG's bar for graphics a viewer must make out. */
    public static final double LEAST_CONTRAST = 3;

    /**
     * Returns an ink's colour made faint: as see-through as it can be while a line of it alone still
     * stands out from the canvas background by {@link #LEAST_CONTRAST}. A crowd's outlines drawn in
     * it leave the sprites under and between them readable, as a tangle of full-strength lines
     * would not, and each outline can still be made out on a projector.
     */
    public static Color faint(Ink ink) {
        Color c = color(ink);
        Color background = background();
        for (int alpha = 0; alpha < 255; alpha++) {
            Color faint = new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
            if (contrast(over(faint, background), background) >= LEAST_CONTRAST) {
                return faint;
            }
        }
        return c;
    }

    /** Returns {@code colour} as it shows laid over the opaque {@code background}. */
    public static Color over(Color colour, Color background) {
        double a = colour.getAlpha() / 255.0;
        return new Color((int) Math.round(colour.getRed() * a + background.getRed() * (1 - a)),
                (int) Math.round(colour.getGreen() * a + background.getGreen() * (1 - a)),
                (int) Math.round(colour.getBlue() * a + background.getBlue() * (1 - a)));
    }

    /** Returns the contrast ratio of two opaque colours by WCAG 2's formula: from 1 (the same) to 21 (black on white). */
    public static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** Returns WCAG 2's relative luminance of an opaque colour. */
    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(int channel) {
        double v = channel / 255.0;
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /** Returns the tint laid over opaque pixels by the pixel-truth overlay: see-through. */
    public static Color truth() {
        Color c = themed("SpritePlayground.truth", new Color(0xD55E00));
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), 120);
    }

    /** Returns the canvas background. */
    public static Color background() {
        return themed("SpritePlayground.canvas.background", new Color(0xF7F7F2));
    }

    /** Returns the colour of the world's border and grid. */
    public static Color grid() {
        return themed("SpritePlayground.canvas.grid", new Color(0xDDDDD5));
    }

    private static String camel(Ink ink) {
        StringBuilder name = new StringBuilder();
        for (String part : ink.name().toLowerCase(Locale.ROOT).split("_")) {
            name.append(name.length() == 0 ? part : Character.toUpperCase(part.charAt(0)) + part.substring(1));
        }
        return name.toString();
    }

    private static Color themed(String key, Color fallback) {
        Map<String, Color> standIn = STAND_IN.get();
        Color c = standIn != null ? standIn.get(key) : UIManager.getColor(key);
        return c != null ? c : fallback;
    }
}
