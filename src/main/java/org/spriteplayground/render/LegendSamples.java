package org.spriteplayground.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.spriteplayground.render.CanvasLegend.Entry;
import org.spriteplayground.render.CanvasLegend.Sample;
import org.spriteplayground.render.CanvasLegend.Swatch;
import org.spriteplayground.sim.Ink;

/**
 * Paints the samples of the canvas's legend ({@link CanvasLegend#icon}), each as its marks are
 * painted on the canvas: an ink's line, dot or letters; washed or hatched cells by the very code
 * that fills them ({@link CellFills}); the pixel-truth tint; the dashed ring round the selected piece.
 */
final class LegendSamples {

    private LegendSamples() {
    }

    /** Paints the sample of an entry that is not an ink's lines: cells, the pixel tint, or the selection's ring (drawn as its line). */
    static void other(Graphics2D g, Entry entry, Color truthTint, Stroke ring, double x, double mid, double length, float lineScale) {
        double half = 5 * lineScale;
        if (entry.sample() == Sample.TINT || entry.sample() == Sample.HATCH) {
            AffineTransform cell = AffineTransform.getTranslateInstance(x, mid - half);
            cell.scale(length, 2 * half);
            CellFills.draw(g, cell, 0, 0, 1, new boolean[] {true}, Palette.color(entry.ink()), entry.sample() == Sample.HATCH, lineScale);
        } else if (entry.sample() == Sample.RING) {
            g.setColor(Palette.color(Ink.MARK));
            g.setStroke(ring);
            g.draw(new Line2D.Double(x, mid, x + length, mid));
        } else {
            g.setColor(truthTint);
            g.fill(new Rectangle2D.Double(x, mid - half, length, 2 * half));
        }
    }

    /** Paints the sample of an ink's lines: a dot, letters, or the ink's line over its fill where it has one. */
    static void line(Graphics2D g, Ink ink, Swatch swatch, double x, double mid, double length, float lineScale) {
        double half = 5 * lineScale;
        if (swatch.letters()) {
            g.setColor(swatch.line());
            FontMetrics fm = g.getFontMetrics();
            g.drawString(CanvasLegend.LETTERS, (float) (x + (length - fm.stringWidth(CanvasLegend.LETTERS)) / 2), (float) (mid - fm.getHeight() / 2.0 + fm.getAscent()));
            return;
        }
        if (swatch.dot()) {
            double dot = 4 * lineScale;
            double centre = x + length / 2;
            g.setColor(swatch.line());
            g.fill(new Ellipse2D.Double(centre - dot, mid - dot, 2 * dot, 2 * dot));
            if (swatch.ring()) {
                g.setStroke(new BasicStroke(1.5f * lineScale));
                g.draw(new Ellipse2D.Double(centre - 2 * dot, mid - 2 * dot, 4 * dot, 4 * dot));
            }
            return;
        }
        if (swatch.fill() != null) {
            g.setColor(swatch.fill());
            g.fill(new Rectangle2D.Double(x, mid - half, length, 2 * half));
        }
        if (swatch.line() != null) {
            g.setColor(swatch.line());
            g.setStroke(Thickness.stroke(ink, lineScale));
            g.draw(new Line2D.Double(x, mid, x + length, mid));
            if (swatch.arrow()) {
                Path2D head = new Path2D.Double();
                double size = 8 * lineScale;
                head.moveTo(x + length, mid);
                head.lineTo(x + length - size, mid - size / 2);
                head.lineTo(x + length - size, mid + size / 2);
                head.closePath();
                g.fill(head);
            }
        }
    }
}
