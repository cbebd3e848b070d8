package org.spriteplayground.worksheet;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import javax.swing.Icon;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.ChartColors;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.render.TightnessChart;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.World;

/**
 * The worksheet's figures as vector drawings: the scene painted by {@link SceneRenderer}, as the
 * canvas paints it, and the window's tightness chart ({@link TightnessChart}), each through a {@link PdfBoxGraphics2D} in the light
 * theme's colours whatever theme the window wears.
 */
final class FigurePainter {

    /** The light theme's canvas and ink colours, by theme key: a figure on paper or in a quiz wears them whatever theme the window wears. */
    static final Map<String, Color> LIGHT = themeColours("FlatLightLaf");

    /**
     * The figure's line scale for each point of paper a world pixel takes: the canvas's lines
     * (2.5 px for a bound) beside a 60 px jet are about a 24th of it; on paper, a 40th, so that
     * the bounds do not crowd the small jets of a figure.
     */
    static final double LINES_PER_FIT = 0.6;

    /** The thinnest the figure's lines get against the canvas's: a bound stays a line a printer draws. */
    static final double THINNEST = 0.3;

    private FigurePainter() {
    }

    /** A scene as a form, the legend of the inks painted in it, and its ruler's numbers for the page to write. */
    record Scene(PDFormXObject form, CanvasLegend legend, List<Ruler.Number> ruler) {
    }

    /**
     * Returns the scene of {@code world} as a form of {@code width} x {@code height} points, its
     * lines scaled with the figure ({@link #lineScale}), with the legend of what it painted.
     */
    static Scene scene(PDDocument doc, World world, Overlays overlays, Map<String, BufferedImage> images, float width, float height) throws IOException {
        return scene(doc, world, overlays, images, width, height, null);
    }

    /**
     * As {@link #scene(PDDocument, World, Overlays, Map, float, float)}, with a ruler in world
     * pixels along the top and left edges of {@code ruled} (the lesson's own bounds; none if null),
     * so that a pupil can read positions and lengths off the paper.
     */
    static Scene scene(PDDocument doc, World world, Overlays overlays, Map<String, BufferedImage> images, float width, float height, Aabb ruled) throws IOException {
        Painted[] painted = new Painted[1];
        PDFormXObject form = paint(doc, width, height, g -> painted[0] = paint(g, world, overlays, images, width, height, ruled));
        return new Scene(form, painted[0].legend(), painted[0].ruler());
    }

    /** What {@link #paint(Graphics2D, World, Overlays, Map, float, float, Aabb)} painted: the legend of its inks and its ruler's numbers. */
    record Painted(CanvasLegend legend, List<Ruler.Number> ruler) {
    }

    /**
     * Paints the scene of {@code world} on {@code g}, {@code width} x {@code height} units of
     * {@code g} (points on paper), in the light theme's colours, as {@link #scene} puts it in the
     * PDF: the same marks in the same order, so that a raster painted here shows what the paper
     * does, but for a crowd's circles, which a raster takes as the canvas does ({@code Java2dDraw#circles}).
     */
    static Painted paint(Graphics2D g, World world, Overlays overlays, Map<String, BufferedImage> images, float width, float height, Aabb ruled) {
        CanvasLegend[] legend = new CanvasLegend[1];
        List<Ruler.Number> ruler = new ArrayList<>();
        Palette.paintWith(LIGHT, () -> {
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
            legend[0] = SceneRenderer.paint(g, null, Math.round(width), Math.round(height), world, overlays, images, lineScale(world, width, height));
            if (ruled != null) {
                ruler.addAll(Ruler.paint(g, SceneRenderer.fit(world.bounds(), Math.round(width), Math.round(height)), world.bounds(), ruled));
            }
        });
        return new Painted(legend[0], List.copyOf(ruler));
    }

    /** Returns the sample of {@code entry} of {@code legend}, as the canvas's legend band draws it beside {@code font}, as a form in the light theme's colours. */
    static PDFormXObject icon(PDDocument doc, CanvasLegend legend, CanvasLegend.Entry entry, Font font) throws IOException {
        Icon size = legend.icon(entry, font, 1f);
        return paint(doc, size.getIconWidth(), size.getIconHeight(), g -> legend.icon(entry, font, 1f).paintIcon(null, g, 0, 0));
    }

    /**
     * Returns how thick, against the canvas's, the lines of {@code world}'s figure
     * {@code width} x {@code height} points are: in step with the size its sprites are drawn at
     * ({@link #LINES_PER_FIT} of the points a world pixel takes), from {@link #THINNEST} up to the
     * canvas's own.
     */
    static double lineScale(World world, float width, float height) {
        double fit = SceneRenderer.fit(world.bounds(), Math.round(width), Math.round(height)).getScaleX();
        return Math.max(THINNEST, Math.min(1, fit * LINES_PER_FIT));
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
        TightnessChart chart = new TightnessChart(table);
        chart.now(degrees);
        chart.look(ChartColors.printed(), new Font(Font.SANS_SERIF, Font.PLAIN, 8), false);
        chart.getStyler().setChartTitleVisible(false); // the page titles the chart
        chart.paint(g, Math.round(width), Math.round(height));
    }

    /** Returns the app's colours, by theme key, that the theme file {@code name} (FlatLightLaf, FlatDarkLaf) sets. */
    static Map<String, Color> themeColours(String name) {
        Properties theme = new Properties();
        try (InputStream in = FigurePainter.class.getResourceAsStream("/org/spriteplayground/ui/themes/" + name + ".properties")) {
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
