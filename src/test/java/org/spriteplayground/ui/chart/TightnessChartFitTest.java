package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.TightnessChart;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The tightness chart at every size the window gives it, in every language and presentation size:
 * each text it draws (title, axis titles, tick labels, legend) stands inside the chart and apart
 * from every other, the legend's names stand evenly apart and inside its border, the turn is
 * labelled at both ends, 0&deg; and 360&deg;, and the "now" line stands at its angle between them. The sizes are those of the canvas-and-chart column below the
 * playback bar: a small window, 1024 × 768, and 1600 × 1000.
 */
class TightnessChartFitTest {

    private static final int NOW = 100;

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (int[] column : new int[][] {{560, 520}, {700, 640}, {990, 860}}) {
            for (String language : new String[] {"en", "de", "fr"}) {
                for (Presentation size : new Presentation[] {Presentation.OFF, Presentation.LARGE, Presentation.LARGEST}) {
                    cases.add(Arguments.of(column[0], column[1], language, size));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} × {1} column, {2}, presentation {3}")
    @MethodSource("cases")
    void everyTextStandsInsideAndApartAndTheTurnRunsFrom0To360(int width, int height, String language, Presentation size) throws Exception {
        TightnessChartPanel[] chart = new TightnessChartPanel[1];
        CanvasAndChart[] split = new CanvasAndChart[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            size.install();
            com.formdev.flatlaf.FlatLightLaf.setup(); // UIScale follows the default font when the look is set up, as the window's update does
            Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());
            chart[0] = new TightnessChartPanel();
            split[0] = new CanvasAndChart(new JPanel(), chart[0], model);
            split[0].setSize(width, height);
        });
        try {
            SwingUtilities.invokeAndWait(() -> {
                for (int i = 0; i < 3; i++) {
                    OffScreenLook.layOut(split[0]);
                }
                if (size == Presentation.OFF && width >= 700) {
                    assertThat(split[0].folded()).as("the chart shows at the usual type size from a 1024 × 768 window up").isFalse();
                }
                chart[0].show(new SpriteFocus(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), NOW));
                Component view = chart[0].getComponent(0);
                // Folded, the chart would paint at its usual share once the divider is dragged up or it is exported.
                int w = split[0].folded() ? width : view.getWidth();
                int h = split[0].folded() ? (int) ((height - split[0].getDividerSize()) * (1 - CanvasAndChart.CANVAS_SHARE)) : view.getHeight();
                checkTexts(chart[0], w, h);
                checkLegend(chart[0], w, h);
                checkNowLine(chart[0], w, h);
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }

    private static void checkTexts(TightnessChartPanel chart, int w, int h) {
        List<DrawnTexts.Text> texts = DrawnTexts.of(chart, w, h);
        String where = w + " × " + h;
        assertThat(texts).as("texts in a %s chart", where).hasSizeGreaterThan(5);
        Rectangle2D inside = new Rectangle2D.Double(0, 0, w, h);
        for (int i = 0; i < texts.size(); i++) {
            Rectangle2D box = texts.get(i).box();
            assertThat(inside.contains(box)).as("text %s inside the %s chart", box, where).isTrue();
            for (int j = i + 1; j < texts.size(); j++) {
                assertThat(box.intersects(texts.get(j).box())).as("texts %s and %s apart in the %s chart", box, texts.get(j).box(), where).isFalse();
            }
        }
        Font ticks = chart.chart().getStyler().getAxisTickLabelsFont();
        assertThat(texts).as("0° labelled in the %s chart", where).anyMatch(t -> t.says("0°", ticks));
        assertThat(texts).as("360° labelled in the %s chart", where).anyMatch(t -> t.says("360°", ticks));
    }

    /**
     * The legend's names stand on baselines evenly apart, within a pixel, whatever letters they
     * hold, and each at least 2 px inside the legend's border.
     */
    private static void checkLegend(TightnessChartPanel chart, int w, int h) {
        List<DrawnTexts.Text> texts = DrawnTexts.of(chart, w, h);
        Rectangle2D legend = chart.chart().legendBounds();
        String where = w + " × " + h;
        List<DrawnTexts.Text> names = texts.stream().filter(t -> legend.intersects(t.box())).toList();
        if (chart.fit(w, h).legend() == TightnessChartPanel.Legend.NONE) {
            assertThat(names).as("legend names in the %s chart without its legend", where).isEmpty();
            return;
        }
        assertThat(names).as("legend names in the %s chart", where).hasSizeGreaterThanOrEqualTo(8);
        Rectangle2D inner = new Rectangle2D.Double(legend.getX() + 2, legend.getY() + 2, legend.getWidth() - 4, legend.getHeight() - 4);
        for (DrawnTexts.Text name : names) {
            assertThat(inner.contains(name.box())).as("legend name %s 2 px inside the legend %s in the %s chart", name.box(), legend, where).isTrue();
        }
        // A name is filled from its glyphs' origin: its baseline lies where the outline's own y = 0 lands.
        double[] baselines = names.stream().mapToDouble(t -> t.box().getMinY() - t.outline().getBounds2D().getMinY()).sorted().toArray();
        double[] steps = new double[baselines.length - 1];
        for (int i = 0; i < steps.length; i++) {
            steps[i] = baselines[i + 1] - baselines[i];
        }
        double least = java.util.Arrays.stream(steps).min().orElseThrow();
        double most = java.util.Arrays.stream(steps).max().orElseThrow();
        assertThat(most - least).as("spread of the steps %s between the legend's baselines in the %s chart", java.util.Arrays.toString(steps), where).isLessThanOrEqualTo(1.0);
    }

    /**
     * The "now" line stands where {@value #NOW}&deg; falls between the 0&deg; and 360&deg; labels,
     * as the view paints it on a tick: over the still picture of the rest.
     */
    private static void checkNowLine(TightnessChartPanel chart, int w, int h) {
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        List<DrawnTexts.Text> texts = new ArrayList<>(DrawnTexts.of(chart, w, h));
        Font ticks = chart.chart().getStyler().getAxisTickLabelsFont();
        double zero = tick(texts.stream().filter(t -> t.says("0°", ticks)).findFirst().orElseThrow());
        double full = tick(texts.stream().filter(t -> t.says("360°", ticks)).findFirst().orElseThrow());
        Component view = chart.getComponent(0);
        view.setSize(w, h);
        Graphics2D g = image.createGraphics();
        view.paint(g);
        g.dispose();
        Rectangle2D plot = chart.chart().plotBounds();
        Color hit = Palette.color(Ink.HIT);
        List<Integer> columns = new ArrayList<>();
        for (int y = (int) plot.getCenterY() - 6; y < plot.getCenterY() + 6; y++) {
            for (int x = (int) plot.getMinX(); x < plot.getMaxX(); x++) {
                Color c = new Color(image.getRGB(x, y));
                if (Math.abs(c.getRed() - hit.getRed()) + Math.abs(c.getGreen() - hit.getGreen()) + Math.abs(c.getBlue() - hit.getBlue()) < 30) {
                    columns.add(x);
                }
            }
        }
        double expected = zero + (full - zero) * NOW / 360.0;
        assertThat(columns).as("the now line's ink across the plot's middle").isNotEmpty()
                .allSatisfy(x -> assertThat((double) x).as("a column of the now line").isCloseTo(expected, org.assertj.core.data.Offset.offset(2.0)));
    }

    /** Returns where a tick label's tick stands: XChart centres the label's ink there, then draws it from the glyphs' origin. */
    private static double tick(DrawnTexts.Text label) {
        return label.box().getCenterX() - label.outline().getBounds2D().getX();
    }
}
