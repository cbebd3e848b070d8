package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
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

    /** The most bodies whose lines get the full line scale. */
    static final int FEW = 50;

    private static final Map<Stroke, Map<Float, Stroke>> SCALED = new ConcurrentHashMap<>();

    private Thickness() {
    }

    /**
     * Returns the line scale for a crowd of {@code bodies} bodies drawn at {@code scale}: the full
     * scale up to {@value #FEW} bodies, then less and less, {@code scale} to the power
     * {@value #FEW}/bodies, in quarter steps (so few strokes are made), and the usual width (1) by
     * about 300 bodies, where thick lines would bury the bodies they bound. Never below 1.
     */
    static float crowded(float scale, int bodies) {
        if (bodies <= FEW || scale <= 1f) {
            return scale;
        }
        double thinned = Math.pow(scale, FEW / (double) bodies);
        return Math.max(1f, Math.round(thinned * 4) / 4f);
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

    /** Returns the filled head of an arrow from {@code from} to {@code to}, in screen pixels: 11 pixels long at line scale 1. */
    static Shape arrowHead(Point2D from, Point2D to, float lineScale) {
        double angle = Math.atan2(to.getY() - from.getY(), to.getX() - from.getX());
        double size = 11 * lineScale;
        Path2D head = new Path2D.Double();
        head.moveTo(to.getX(), to.getY());
        head.lineTo(to.getX() - size * Math.cos(angle - 0.45), to.getY() - size * Math.sin(angle - 0.45));
        head.lineTo(to.getX() - size * Math.cos(angle + 0.45), to.getY() - size * Math.sin(angle + 0.45));
        head.closePath();
        return head;
    }
}
