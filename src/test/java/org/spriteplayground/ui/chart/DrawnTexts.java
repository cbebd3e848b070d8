package org.spriteplayground.ui.chart;

import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Image;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.BufferedImageOp;
import java.awt.image.ImageObserver;
import java.awt.image.RenderedImage;
import java.awt.image.renderable.RenderableImage;
import java.text.AttributedCharacterIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The texts a paint really draws, and where: XChart draws each text as its outline filled in the
 * text colour, so a {@link Graphics2D} that passes every call on to an image's and keeps each
 * shape filled in {@code textColor} (with the transform in force) sees every title, tick label and
 * legend entry, and only those: lines and markers are drawn in other colours or stroked.
 */
public final class DrawnTexts {

    /** One text: its outline as laid out, the render context it was drawn with, and its ink's box on the image. */
    public record Text(Shape outline, FontRenderContext frc, Rectangle2D box) {

        /** Returns whether this is {@code text} in {@code font}: the same outline, glyph for glyph. */
        public boolean says(String text, Font font) {
            return Arrays.equals(coordinates(new TextLayout(text, font, frc).getOutline(null)), coordinates(outline));
        }
    }

    private DrawnTexts() {
    }

    /** Returns the texts {@code paint} draws in {@code textColor} on a {@code width} × {@code height} image. */
    public static List<Text> of(int width, int height, Color textColor, Consumer<Graphics2D> paint) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        List<Text> texts = new ArrayList<>();
        Recorder g = new Recorder(image.createGraphics(), textColor, texts);
        try {
            paint.accept(g);
        } finally {
            g.dispose();
        }
        return texts;
    }

    /** Returns the texts of {@code chart} painted {@code width} × {@code height} in the theme's colours, as on screen. */
    public static List<Text> of(TightnessChartPanel chart, int width, int height) {
        return of(width, height, org.spriteplayground.render.ChartColors.current().text(), g -> chart.paintChart(g, width, height));
    }

    private static double[] coordinates(Shape shape) {
        List<Double> all = new ArrayList<>();
        double[] c = new double[6];
        for (PathIterator i = shape.getPathIterator(null); !i.isDone(); i.next()) {
            int type = i.currentSegment(c);
            all.add((double) type);
            for (int k = 0; k < 6; k++) {
                all.add(Math.rint(c[k] * 100) / 100);
            }
        }
        return all.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** Passes every call to {@code d}, keeping the shapes filled in the text colour. */
    private static final class Recorder extends Graphics2D {
        private final Graphics2D d;
        private final Color textColor;
        private final List<Text> texts;

        Recorder(Graphics2D d, Color textColor, List<Text> texts) {
            this.d = d;
            this.textColor = textColor;
            this.texts = texts;
        }

        @Override
        public void fill(Shape s) {
            if (textColor.equals(d.getColor())) {
                texts.add(new Text(s, d.getFontRenderContext(), d.getTransform().createTransformedShape(s).getBounds2D()));
            }
            d.fill(s);
        }

        @Override
        public Graphics create() {
            return new Recorder((Graphics2D) d.create(), textColor, texts);
        }

        // Everything else passes straight on.
        @Override public void draw(Shape s) { d.draw(s); }
        @Override public boolean drawImage(Image img, AffineTransform xform, ImageObserver obs) { return d.drawImage(img, xform, obs); }
        @Override public void drawImage(BufferedImage img, BufferedImageOp op, int x, int y) { d.drawImage(img, op, x, y); }
        @Override public void drawRenderedImage(RenderedImage img, AffineTransform xform) { d.drawRenderedImage(img, xform); }
        @Override public void drawRenderableImage(RenderableImage img, AffineTransform xform) { d.drawRenderableImage(img, xform); }
        @Override public void drawString(String str, int x, int y) { d.drawString(str, x, y); }
        @Override public void drawString(String str, float x, float y) { d.drawString(str, x, y); }
        @Override public void drawString(AttributedCharacterIterator iterator, int x, int y) { d.drawString(iterator, x, y); }
        @Override public void drawString(AttributedCharacterIterator iterator, float x, float y) { d.drawString(iterator, x, y); }
        @Override public void drawGlyphVector(GlyphVector g, float x, float y) { d.drawGlyphVector(g, x, y); }
        @Override public boolean hit(Rectangle rect, Shape s, boolean onStroke) { return d.hit(rect, s, onStroke); }
        @Override public GraphicsConfiguration getDeviceConfiguration() { return d.getDeviceConfiguration(); }
        @Override public void setComposite(Composite comp) { d.setComposite(comp); }
        @Override public void setPaint(Paint paint) { d.setPaint(paint); }
        @Override public void setStroke(Stroke s) { d.setStroke(s); }
        @Override public void setRenderingHint(RenderingHints.Key hintKey, Object hintValue) { d.setRenderingHint(hintKey, hintValue); }
        @Override public Object getRenderingHint(RenderingHints.Key hintKey) { return d.getRenderingHint(hintKey); }
        @Override public void setRenderingHints(Map<?, ?> hints) { d.setRenderingHints(hints); }
        @Override public void addRenderingHints(Map<?, ?> hints) { d.addRenderingHints(hints); }
        @Override public RenderingHints getRenderingHints() { return d.getRenderingHints(); }
        @Override public void translate(int x, int y) { d.translate(x, y); }
        @Override public void translate(double tx, double ty) { d.translate(tx, ty); }
        @Override public void rotate(double theta) { d.rotate(theta); }
        @Override public void rotate(double theta, double x, double y) { d.rotate(theta, x, y); }
        @Override public void scale(double sx, double sy) { d.scale(sx, sy); }
        @Override public void shear(double shx, double shy) { d.shear(shx, shy); }
        @Override public void transform(AffineTransform tx) { d.transform(tx); }
        @Override public void setTransform(AffineTransform tx) { d.setTransform(tx); }
        @Override public AffineTransform getTransform() { return d.getTransform(); }
        @Override public Paint getPaint() { return d.getPaint(); }
        @Override public Composite getComposite() { return d.getComposite(); }
        @Override public void setBackground(Color color) { d.setBackground(color); }
        @Override public Color getBackground() { return d.getBackground(); }
        @Override public Stroke getStroke() { return d.getStroke(); }
        @Override public void clip(Shape s) { d.clip(s); }
        @Override public FontRenderContext getFontRenderContext() { return d.getFontRenderContext(); }
        @Override public Color getColor() { return d.getColor(); }
        @Override public void setColor(Color c) { d.setColor(c); }
        @Override public void setPaintMode() { d.setPaintMode(); }
        @Override public void setXORMode(Color c1) { d.setXORMode(c1); }
        @Override public Font getFont() { return d.getFont(); }
        @Override public void setFont(Font font) { d.setFont(font); }
        @Override public FontMetrics getFontMetrics(Font f) { return d.getFontMetrics(f); }
        @Override public Rectangle getClipBounds() { return d.getClipBounds(); }
        @Override public void clipRect(int x, int y, int width, int height) { d.clipRect(x, y, width, height); }
        @Override public void setClip(int x, int y, int width, int height) { d.setClip(x, y, width, height); }
        @Override public Shape getClip() { return d.getClip(); }
        @Override public void setClip(Shape clip) { d.setClip(clip); }
        @Override public void copyArea(int x, int y, int width, int height, int dx, int dy) { d.copyArea(x, y, width, height, dx, dy); }
        @Override public void drawLine(int x1, int y1, int x2, int y2) { d.drawLine(x1, y1, x2, y2); }
        @Override public void fillRect(int x, int y, int width, int height) { d.fillRect(x, y, width, height); }
        @Override public void clearRect(int x, int y, int width, int height) { d.clearRect(x, y, width, height); }
        @Override public void drawRoundRect(int x, int y, int w, int h, int aw, int ah) { d.drawRoundRect(x, y, w, h, aw, ah); }
        @Override public void fillRoundRect(int x, int y, int w, int h, int aw, int ah) { d.fillRoundRect(x, y, w, h, aw, ah); }
        @Override public void drawOval(int x, int y, int width, int height) { d.drawOval(x, y, width, height); }
        @Override public void fillOval(int x, int y, int width, int height) { d.fillOval(x, y, width, height); }
        @Override public void drawArc(int x, int y, int w, int h, int start, int arc) { d.drawArc(x, y, w, h, start, arc); }
        @Override public void fillArc(int x, int y, int w, int h, int start, int arc) { d.fillArc(x, y, w, h, start, arc); }
        @Override public void drawPolyline(int[] xs, int[] ys, int n) { d.drawPolyline(xs, ys, n); }
        @Override public void drawPolygon(int[] xs, int[] ys, int n) { d.drawPolygon(xs, ys, n); }
        @Override public void fillPolygon(int[] xs, int[] ys, int n) { d.fillPolygon(xs, ys, n); }
        @Override public boolean drawImage(Image img, int x, int y, ImageObserver o) { return d.drawImage(img, x, y, o); }
        @Override public boolean drawImage(Image img, int x, int y, int w, int h, ImageObserver o) { return d.drawImage(img, x, y, w, h, o); }
        @Override public boolean drawImage(Image img, int x, int y, Color bg, ImageObserver o) { return d.drawImage(img, x, y, bg, o); }
        @Override public boolean drawImage(Image img, int x, int y, int w, int h, Color bg, ImageObserver o) { return d.drawImage(img, x, y, w, h, bg, o); }
        @Override public boolean drawImage(Image img, int dx1, int dy1, int dx2, int dy2, int sx1, int sy1, int sx2, int sy2, ImageObserver o) {
            return d.drawImage(img, dx1, dy1, dx2, dy2, sx1, sy1, sx2, sy2, o);
        }
        @Override public boolean drawImage(Image img, int dx1, int dy1, int dx2, int dy2, int sx1, int sy1, int sx2, int sy2, Color bg, ImageObserver o) {
            return d.drawImage(img, dx1, dy1, dx2, dy2, sx1, sy1, sx2, sy2, bg, o);
        }
        @Override public void dispose() { d.dispose(); }
    }
}
