package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Stroke;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spriteplayground.sim.Ink;

/**
 * The canvas's line scale: how much thicker than usual its lines, point marks, arrow heads and
 * label gaps are drawn (1 normally, 1.5 or 2 in presentation mode, so a class can read them from
 * the back of the room). Scaled strokes are made once and kept, so the same scale gives the same
 * stroke object and circle stamps made for it are reused.
 */
final class Thickness {

    private static final Map<Stroke, Map<Float, Stroke>> SCALED = new ConcurrentHashMap<>();

    private Thickness() {
    }

    /** Returns {@code ink}'s line style {@code scale} times as thick, its dashes as much longer; null for a filled-only ink. */
    static Stroke stroke(Ink ink, float scale) {
        return scaled(Palette.stroke(ink), scale);
    }

    /** Returns {@code stroke} {@code scale} times as thick, dashes included; the same stroke at scale 1. */
    static Stroke scaled(Stroke stroke, float scale) {
        if (stroke == null || scale == 1f || !(stroke instanceof BasicStroke basic)) {
            return stroke;
        }
        return SCALED.computeIfAbsent(stroke, s -> new ConcurrentHashMap<>()).computeIfAbsent(scale, k -> {
            float[] dash = basic.getDashArray();
            if (dash != null) {
                dash = dash.clone();
                for (int i = 0; i < dash.length; i++) {
                    dash[i] *= scale;
                }
            }
            return new BasicStroke(basic.getLineWidth() * scale, basic.getEndCap(), basic.getLineJoin(), basic.getMiterLimit(),
                    dash, basic.getDashPhase() * scale);
        });
    }
}
