package org.spriteplayground.ui.chart;

import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/** The point marks a chart's series wear, one per series, so no series is told by colour alone. */
enum ChartMarker {
    CIRCLE(true),
    SQUARE(true),
    TRIANGLE(true),
    DIAMOND(true),
    CROSS(false),
    DOWN_TRIANGLE(true),
    HEXAGON(true),
    ASTERISK(false),
    PLUS(false);

    private final boolean closed;

    ChartMarker(boolean closed) {
        this.closed = closed;
    }

    /** Returns true for an outline that is filled inside (circle, square...), false for strokes only. */
    boolean closed() {
        return closed;
    }

    /** Returns the mark centred on (x, y), {@code size} pixels across. */
    Shape at(double x, double y, double size) {
        double r = size / 2;
        return switch (this) {
            case CIRCLE -> new Ellipse2D.Double(x - r, y - r, size, size);
            case SQUARE -> new Rectangle2D.Double(x - r * 0.85, y - r * 0.85, size * 0.85, size * 0.85);
            case TRIANGLE -> polygon(x, y - r, x + r, y + r * 0.8, x - r, y + r * 0.8);
            case DIAMOND -> polygon(x, y - r, x + r, y, x, y + r, x - r, y);
            case CROSS -> lines(x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r);
            case DOWN_TRIANGLE -> polygon(x, y + r, x + r, y - r * 0.8, x - r, y - r * 0.8);
            case HEXAGON -> polygon(x + r, y, x + r / 2, y - r * 0.87, x - r / 2, y - r * 0.87, x - r, y, x - r / 2, y + r * 0.87, x + r / 2, y + r * 0.87);
            case ASTERISK -> lines(x, y - r, x, y + r, x - r * 0.87, y - r / 2, x + r * 0.87, y + r / 2, x - r * 0.87, y + r / 2, x + r * 0.87, y - r / 2);
            case PLUS -> lines(x - r, y, x + r, y, x, y - r, x, y + r);
        };
    }

    private static Shape polygon(double... xy) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        return p;
    }

    private static Shape lines(double... xy) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < xy.length; i += 4) {
            p.moveTo(xy[i], xy[i + 1]);
            p.lineTo(xy[i + 2], xy[i + 3]);
        }
        return p;
    }
}
