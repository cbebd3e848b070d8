package org.spriteplayground.worksheet;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.World;
import org.spriteplayground.sprite.BoundKind;

/**
 * The worksheet's figures as vector drawings: the scene painted by {@link SceneRenderer}, as the
 * canvas paints it, and the tightness chart, each through a {@link PdfBoxGraphics2D} in the light
 * theme's colours whatever theme the window wears.
 */
final class FigurePainter {

    /** The light theme's canvas and ink colours, by theme key. */
    private static final Map<String, Color> LIGHT = lightColours();

    private FigurePainter() {
    }

    /** Returns the scene of {@code world} as a form of {@code width} x {@code height} points. */
    static PDFormXObject scene(PDDocument doc, World world, Overlays overlays, Map<String, BufferedImage> images, float width, float height) throws IOException {
        return paint(doc, width, height, g -> {
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
            SceneRenderer.paint(g, Math.round(width), Math.round(height), world, overlays, images);
        });
    }

    /**
     * Returns the area of each bound kind of {@code table} against the turn, with a line at
     * {@code degrees}, as a form of {@code width} x {@code height} points.
     */
    static PDFormXObject chart(PDDocument doc, TightnessTable table, double degrees, float width, float height) throws IOException {
        return paint(doc, width, height, g -> chart(g, table, degrees, width, height));
    }

    private static PDFormXObject paint(PDDocument doc, float width, float height, Consumer<Graphics2D> painter) throws IOException {
        PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, width, height);
        try {
            Palette.paintWith(LIGHT, () -> painter.accept(g));
        } finally {
            g.dispose();
        }
        return g.getXFormObject();
    }

    private static void chart(Graphics2D g, TightnessTable table, double degrees, float width, float height) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 8));
        double top = table.opaquePixels();
        for (TightnessTable.Row row : table.rows()) {
            for (double area : row.areas()) {
                top = Math.max(top, area);
            }
        }
        top *= 1.05;
        Rectangle2D p = new Rectangle2D.Double(50, 14, width - 170, height - 44);
        g.setColor(Palette.background());
        g.fill(p);
        g.setStroke(new BasicStroke(0.5f));
        for (int d = 0; d <= 360; d += 45) {
            double x = p.getX() + p.getWidth() * d / 360;
            g.setColor(Palette.grid());
            g.draw(new Line2D.Double(x, p.getY(), x, p.getMaxY()));
            g.setColor(Color.DARK_GRAY);
            g.drawString(d + "°", (float) x - 6, (float) p.getMaxY() + 11);
        }
        double step = Math.pow(10, Math.floor(Math.log10(top / 2)));
        for (double v = 0; v <= top; v += step) {
            double y = p.getMaxY() - p.getHeight() * v / top;
            g.setColor(Palette.grid());
            g.draw(new Line2D.Double(p.getX(), y, p.getMaxX(), y));
            g.setColor(Color.DARK_GRAY);
            g.drawString(String.format(Texts.numbers(), "%,d", Math.round(v)), (float) p.getX() - 45, (float) y + 3);
        }
        g.drawString(Texts.text("worksheet.chart.turn"), (float) p.getCenterX() - 15, (float) p.getMaxY() + 24);
        List<BoundKind> kinds = TightnessTable.CHART_KINDS; // every enclosing bound, as the app's chart shows them
        for (int k = 0; k < kinds.size(); k++) {
            Path2D curve = new Path2D.Double();
            for (TightnessTable.Row row : table.rows()) {
                double x = p.getX() + p.getWidth() * row.degrees() / 360;
                double y = p.getMaxY() - p.getHeight() * row.area(kinds.get(k)) / top;
                if (curve.getCurrentPoint() == null) {
                    curve.moveTo(x, y);
                } else {
                    curve.lineTo(x, y);
                }
            }
            // The turn closes: the curve returns to its 0° value at 360°.
            curve.lineTo(p.getMaxX(), p.getMaxY() - p.getHeight() * table.rows().get(0).area(kinds.get(k)) / top);
            Ink ink = Ink.of(kinds.get(k));
            g.setColor(Palette.color(ink));
            g.setStroke(Palette.stroke(ink));
            g.draw(curve);
            float ly = (float) p.getY() + 12 + 14 * k;
            g.draw(new Line2D.Double(p.getMaxX() + 10, ly - 3, p.getMaxX() + 34, ly - 3));
            g.setColor(Color.DARK_GRAY);
            g.drawString(kinds.get(k).label(), (float) p.getMaxX() + 40, ly);
        }
        double opaqueY = p.getMaxY() - p.getHeight() * table.opaquePixels() / top;
        g.setColor(Color.DARK_GRAY);
        g.setStroke(new BasicStroke(1f));
        g.draw(new Line2D.Double(p.getX(), opaqueY, p.getMaxX(), opaqueY));
        float opaqueLegend = (float) p.getY() + 12 + 14 * kinds.size();
        g.draw(new Line2D.Double(p.getMaxX() + 10, opaqueLegend - 3, p.getMaxX() + 34, opaqueLegend - 3));
        g.drawString(Texts.text("worksheet.chart.opaque"), (float) p.getMaxX() + 40, opaqueLegend);
        double nowX = p.getX() + p.getWidth() * degrees / 360;
        g.setColor(Palette.color(Ink.HIT));
        g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {5f, 3f}, 0f));
        g.draw(new Line2D.Double(nowX, p.getY(), nowX, p.getMaxY()));
        g.drawString(Texts.text("worksheet.chart.now"), (float) nowX + 3, (float) p.getY() - 2);
        g.setColor(Color.DARK_GRAY);
        g.setStroke(new BasicStroke(0.75f));
        g.draw(p);
    }

    private static Map<String, Color> lightColours() {
        Properties theme = new Properties();
        try (InputStream in = FigurePainter.class.getResourceAsStream("/org/spriteplayground/ui/themes/FlatLightLaf.properties")) {
            if (in != null) {
                theme.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Color> colours = new HashMap<>();
        theme.stringPropertyNames().stream().filter(k -> k.startsWith("SpritePlayground.") && theme.getProperty(k).trim().startsWith("#"))
                .forEach(k -> colours.put(k, Color.decode(theme.getProperty(k).trim())));
        return Map.copyOf(colours);
    }
}
