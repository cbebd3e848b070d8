package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Ink;

/** Presentation mode's line scale: at ×2 the canvas's lines, point marks and labels are twice as large as at ×1. */
class Java2dDrawThicknessTest {

    private static final int SIZE = 200;
    private static final Aabb VIEW = new Aabb(0, 0, SIZE, SIZE);

    @Test
    void aCircleOutlineIsTwiceAsThickAtTwice() {
        double at1 = outlineWidth(1);
        double at2 = outlineWidth(2);
        assertThat(at1).isGreaterThanOrEqualTo(2);
        assertThat(at2 / at1).isCloseTo(2, within(0.4));
    }

    @Test
    void aMarkedPointAndTheRoomLabelsKeepFromItAreTwiceAsLargeAtTwice() {
        assertThat(markWidth(2) / (double) markWidth(1)).isCloseTo(2, within(0.25));
        double r1 = draw(image(), 1).markRadius(VIEW);
        double r2 = draw(image(), 2).markRadius(VIEW);
        assertThat(r2).isEqualTo(2 * r1);
    }

    @Test
    void aLabelIsTwiceAsLargeWhenTheWindowsFontIs() {
        BufferedImage image = image();
        Graphics2D g = image.createGraphics();
        try {
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
            Vec2 usual = new Java2dDraw(g, null, new AffineTransform(), Map.of(), 1).labelSize("r = 40.00", VIEW);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 28)); // what presentation ×2 makes of the window's 14-point font
            Vec2 large = new Java2dDraw(g, null, new AffineTransform(), Map.of(), 2).labelSize("r = 40.00", VIEW);
            assertThat(large.x() / usual.x()).isCloseTo(2, within(0.2));
            assertThat(large.y() / usual.y()).isCloseTo(2, within(0.2));
        } finally {
            g.dispose();
        }
    }

    /** Returns the width in pixels of a circle's outline where it crosses the middle row, on its left. */
    private static double outlineWidth(double scale) {
        BufferedImage image = image();
        Graphics2D g = image.createGraphics();
        try {
            draw(g, scale).circle(Circle.of(SIZE / 2.0, SIZE / 2.0, 60), Ink.BOUNDING_CIRCLE);
        } finally {
            g.dispose();
        }
        double ink = 0;
        for (int x = 0; x < SIZE / 2; x++) {
            ink += inkShare(image.getRGB(x, SIZE / 2));
        }
        return ink;
    }

    /** Returns the width in pixels of a {@link Ink#MARK} point's ring. */
    private static int markWidth(double scale) {
        BufferedImage image = image();
        Graphics2D g = image.createGraphics();
        try {
            draw(g, scale).point(new Vec2(SIZE / 2.0, SIZE / 2.0), Ink.MARK);
        } finally {
            g.dispose();
        }
        int left = SIZE;
        int right = -1;
        for (int x = 0; x < SIZE; x++) {
            if (inkShare(image.getRGB(x, SIZE / 2)) > 0.5) {
                left = Math.min(left, x);
                right = Math.max(right, x);
            }
        }
        return right - left + 1;
    }

    private static Java2dDraw draw(Graphics2D g, double scale) {
        g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
        return new Java2dDraw(g, null, new AffineTransform(), Map.of(), scale);
    }

    private static Java2dDraw draw(BufferedImage image, double scale) {
        return draw(image.createGraphics(), scale);
    }

    private static BufferedImage image() {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, SIZE, SIZE);
        g.dispose();
        return image;
    }

    /** How far a pixel is from white: 0 for white, 1 for full ink. */
    private static double inkShare(int rgb) {
        Color c = new Color(rgb);
        int darkest = Math.min(c.getRed(), Math.min(c.getGreen(), c.getBlue()));
        return (255 - darkest) / 255.0;
    }
}
