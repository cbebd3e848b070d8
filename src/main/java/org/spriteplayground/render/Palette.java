package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Stroke;
import java.util.EnumMap;
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

    private static final Map<Ink, String> KEYS = new EnumMap<>(Map.of(
            Ink.BOUNDING_CIRCLE, "SpritePlayground.ink.boundingCircle",
            Ink.AABB, "SpritePlayground.ink.aabb",
            Ink.CENTER, "SpritePlayground.ink.center",
            Ink.HEADING, "SpritePlayground.ink.heading",
            Ink.HIT, "SpritePlayground.ink.hit",
            Ink.TEXT, "SpritePlayground.ink.text"));

    private static final Map<Ink, Color> FALLBACK = new EnumMap<>(Map.of(
            Ink.BOUNDING_CIRCLE, new Color(0x0072B2),
            Ink.AABB, new Color(0xE69F00),
            Ink.CENTER, new Color(0x009E73),
            Ink.HEADING, new Color(0x009E73),
            Ink.HIT, new Color(0xD55E00),
            Ink.TEXT, new Color(0x222222)));

    private static final Stroke SOLID = new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Stroke DASHED = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {9f, 6f}, 0f);
    private static final Stroke THICK = new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {2f, 8f}, 0f);

    private Palette() {
    }

    /** Returns the theme's colour for an ink. */
    public static Color color(Ink ink) {
        return themed(KEYS.get(ink), FALLBACK.get(ink));
    }

    /** Returns the line style of an ink: circles solid, boxes dashed, hits thick and dotted. */
    public static Stroke stroke(Ink ink) {
        return switch (ink) {
            case AABB -> DASHED;
            case HIT -> THICK;
            default -> SOLID;
        };
    }

    /** Returns the canvas background. */
    public static Color background() {
        return themed("SpritePlayground.canvas.background", new Color(0xF7F7F2));
    }

    /** Returns the colour of the world's border and grid. */
    public static Color grid() {
        return themed("SpritePlayground.canvas.grid", new Color(0xDDDDD5));
    }

    private static Color themed(String key, Color fallback) {
        Color c = UIManager.getColor(key);
        return c != null ? c : fallback;
    }
}
