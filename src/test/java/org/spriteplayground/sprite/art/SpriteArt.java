package org.spriteplayground.sprite.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Draws the bundled sprites. Each is chosen for what it teaches about bounds: the 60&times;80
 * jet of seed 004, a long thin missile (its circle is mostly air), a wide bomber, a round saucer
 * (the circle is nearly the truth) and a crescent (concave: even the tightest convex shape holds
 * a bite of nothing).
 */
public final class SpriteArt {

    private static final Color OUTLINE = new Color(0x2B3440);

    private SpriteArt() {
    }

    /** Returns every sprite by short name, in menu order. */
    public static Map<String, BufferedImage> all() {
        Map<String, BufferedImage> sprites = new LinkedHashMap<>();
        sprites.put("jet", draw(60, 80, SpriteArt::jet));
        sprites.put("missile", draw(14, 96, SpriteArt::missile));
        sprites.put("bomber", draw(128, 56, SpriteArt::bomber));
        sprites.put("saucer", draw(64, 64, SpriteArt::saucer));
        sprites.put("crescent", draw(64, 64, SpriteArt::crescent));
        return sprites;
    }

    private static BufferedImage draw(int width, int height, Consumer<Graphics2D> painter) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setStroke(new BasicStroke(1.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            painter.accept(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    private static void fill(Graphics2D g, Shape shape, int rgb) {
        g.setColor(new Color(rgb));
        g.fill(shape);
        g.setColor(OUTLINE);
        g.draw(shape);
    }

    private static Path2D polygon(double... xy) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            path.lineTo(xy[i], xy[i + 1]);
        }
        path.closePath();
        return path;
    }

    /** Returns the polygon mirrored about the vertical line x = axis. */
    private static Path2D mirrored(double axis, double... xy) {
        double[] m = xy.clone();
        for (int i = 0; i < m.length; i += 2) {
            m[i] = 2 * axis - m[i];
        }
        return polygon(m);
    }

    private static void jet(Graphics2D g) {
        double[] wing = {24, 30, 2, 55, 2, 62, 24, 53};
        double[] fin = {25, 63, 13, 75, 13, 79, 26, 73};
        fill(g, polygon(wing), 0x5E6F85);
        fill(g, mirrored(30, wing), 0x5E6F85);
        fill(g, polygon(fin), 0x5E6F85);
        fill(g, mirrored(30, fin), 0x5E6F85);
        Path2D body = new Path2D.Double();
        body.moveTo(30, 1);
        body.curveTo(34, 8, 36, 18, 36, 30);
        body.lineTo(36, 66);
        body.lineTo(33, 77);
        body.lineTo(27, 77);
        body.lineTo(24, 66);
        body.lineTo(24, 30);
        body.curveTo(24, 18, 26, 8, 30, 1);
        body.closePath();
        fill(g, body, 0x8A9BB0);
        fill(g, new Ellipse2D.Double(27, 13, 6, 15), 0x7FD8FF);
    }

    private static void missile(Graphics2D g) {
        double[] fin = {3, 72, 0.5, 88, 0.5, 93, 3, 91};
        fill(g, polygon(fin), 0x4A4F57);
        fill(g, mirrored(7, fin), 0x4A4F57);
        fill(g, new Rectangle2D.Double(3, 16, 8, 78), 0xE8E8E8);
        fill(g, polygon(3, 16, 7, 0.5, 11, 16), 0xD0342C);
        fill(g, new Rectangle2D.Double(3, 40, 8, 4), 0xD0342C);
    }

    private static void bomber(Graphics2D g) {
        double[] wing = {58, 18, 1, 26, 1, 33, 58, 34};
        double[] tail = {60, 44, 42, 50, 42, 54, 60, 54};
        fill(g, polygon(wing), 0x6B7A4B);
        fill(g, mirrored(64, wing), 0x6B7A4B);
        fill(g, polygon(tail), 0x6B7A4B);
        fill(g, mirrored(64, tail), 0x6B7A4B);
        for (double x : new double[] {20, 40, 80, 100}) {
            fill(g, new Ellipse2D.Double(x, 16, 8, 14), 0x46512F);
        }
        fill(g, new Ellipse2D.Double(57, 1, 14, 54), 0x7D8C5C);
        fill(g, new Ellipse2D.Double(61, 6, 6, 8), 0x7FD8FF);
    }

    private static void saucer(Graphics2D g) {
        // A faint glow below the opaque threshold: drawn, but not part of the collision truth.
        g.setColor(new Color(0x9BE3A0 | 0x50 << 24, true));
        g.fill(new Ellipse2D.Double(0, 0, 64, 64));
        fill(g, new Ellipse2D.Double(3, 3, 58, 58), 0xB8C2CC);
        fill(g, new Ellipse2D.Double(11, 11, 42, 42), 0x8E99A6);
        fill(g, new Ellipse2D.Double(21, 21, 22, 22), 0x9BE3A0);
        for (int i = 0; i < 8; i++) {
            double a = i * Math.PI / 4;
            fill(g, new Ellipse2D.Double(32 + 25 * Math.cos(a) - 2.5, 32 + 25 * Math.sin(a) - 2.5, 5, 5), 0xFFD23F);
        }
    }

    private static void crescent(Graphics2D g) {
        Area moon = new Area(new Ellipse2D.Double(2, 2, 60, 60));
        moon.subtract(new Area(new Ellipse2D.Double(20, -4, 48, 48)));
        fill(g, moon, 0xF2C94C);
    }
}
