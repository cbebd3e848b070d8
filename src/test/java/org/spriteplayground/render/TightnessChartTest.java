package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.AxesChart;
import org.knowm.xchart.internal.chartpart.AxisTickCalculator;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/** The tightness chart's series hold the table's numbers, each bound styled its own way, and a turn moves only the "now" line. */
class TightnessChartTest {

    private final TightnessTable table = TightnessTable.of(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 1);
    private final TightnessChart chart = new TightnessChart(table);

    @Test
    void theTitleNamesTheSpriteInTheLanguageInForce() {
        try {
            org.spriteplayground.i18n.Texts.use(java.util.Locale.FRENCH);
            TightnessChart french = new TightnessChart(table);
            french.title(true);
            assertThat(french.getTitle()).endsWith("avion").doesNotContain("jet");
        } finally {
            org.spriteplayground.i18n.Texts.use(null);
        }
    }

    @Test
    void eachCurveIsItsBoundsAreaAtEveryDegreeClosingTheTurn() {
        for (BoundKind kind : TightnessTable.CHART_KINDS) {
            XYSeries curve = chart.getSeries(kind.name() + " curve");
            assertThat(curve.getXData()).hasSize(361);
            for (int d = 0; d < 360; d++) {
                assertThat(curve.getXData()[d]).isEqualTo(TightnessChart.x(d));
                assertThat(curve.getYData()[d]).as("%s at %d°", kind, d).isEqualTo(table.rows().get(d).area(kind));
            }
            assertThat(curve.getXData()[360]).isEqualTo(TightnessChart.x(360));
            assertThat(curve.getYData()[360]).as("%s at 360°, as at 0°", kind).isEqualTo(table.rows().get(0).area(kind));
        }
        assertThat(chart.getSeries("opaque").getYData()).containsExactly(table.opaquePixels(), table.opaquePixels());
    }

    @Test
    void theMarkersSitOnTheirCurveEvery45DegreesWithNothingBetween() {
        for (BoundKind kind : TightnessTable.CHART_KINDS) {
            XYSeries marks = chart.getSeries(kind.name());
            for (int i = 0; i < marks.getXData().length; i++) {
                double degrees = marks.getXData()[i] * 90;
                double y = marks.getYData()[i];
                if (i % 2 == 0) {
                    assertThat(y).as("%s's marker at %s°", kind, degrees).isEqualTo(table.rows().get((int) Math.round(degrees)).area(kind));
                } else {
                    assertThat(y).as("%s: no line from one marker to the next", kind).isNaN();
                }
            }
        }
    }

    @Test
    void everyBoundHasItsOwnLineStyleAndMarker() {
        List<String> strokes = new ArrayList<>();
        for (BoundKind kind : TightnessTable.CHART_KINDS) {
            strokes.add(java.util.Arrays.toString(TightnessChart.stroke(kind).getDashArray()) + TightnessChart.stroke(kind).getLineWidth());
            assertThat(chart.getSeries(kind.name()).getLineStyle()).isEqualTo(TightnessChart.stroke(kind));
            assertThat(chart.getSeries(kind.name()).getMarker()).isSameAs(TightnessChart.marker(kind));
        }
        strokes.add(java.util.Arrays.toString(chart.getSeries("opaque").getLineStyle().getDashArray()));
        assertThat(strokes).doesNotHaveDuplicates();
        assertThat(TightnessTable.CHART_KINDS.stream().map(TightnessChart::marker)).doesNotHaveDuplicates();
    }

    @Test
    void aTurnMovesTheNowLineAndLeavesTheCurvesAsTheyWere() {
        double[] before = chart.getSeries(BoundKind.AABB.name() + " curve").getYData();
        for (int degrees : new int[] {0, 100, 359}) {
            chart.now(degrees);
            BufferedImage image = new BufferedImage(760, 240, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            chart.paint(g, 760, 240);
            g.dispose();
            int x = (int) Math.round(chart.nowLine(degrees).getX1());
            int y = (int) chart.plotBounds().getCenterY();
            Color hit = Palette.color(Ink.HIT);
            assertThat(java.util.stream.IntStream.rangeClosed(y - 5, y + 5).anyMatch(row -> java.util.stream.IntStream.rangeClosed(x - 1, x + 1)
                    .anyMatch(column -> new Color(image.getRGB(column, row)).equals(hit))))
                    .as("the now line at %d°, x = %d", degrees, x).isTrue();
        }
        assertThat(chart.getSeries(BoundKind.AABB.name() + " curve").getYData()).isSameAs(before);
    }

    /**
     * The area labels stand at least 1.25 type sizes apart (a blank of half a digit between two)
     * at every type size, in every chart tall enough for XChart to take the spacing asked of it
     * (a plot of 160 px or more; below, XChart keeps its own 20 px). Before, XChart's default
     * spacing kept them only a glyph apart, and at UI scale 2 they touched.
     */
    @Test
    void theAreaLabelsStandALineApartAtEveryTypeSize() throws ReflectiveOperationException {
        for (int size = 11; size <= 30; size += 3) {
            for (int height = 300; height <= 700; height += 50) {
                Font font = new Font(Font.SANS_SERIF, Font.PLAIN, size);
                chart.look(ChartColors.printed(), font, true);
                BufferedImage image = new BufferedImage(900, height, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = image.createGraphics();
                chart.paintStill(g, image.getWidth(), image.getHeight());
                g.dispose();
                List<Double> ticks = yTicks();
                assertThat(ticks).as("%d pt at %d px", size, height).hasSizeGreaterThanOrEqualTo(2);
                for (int t = 1; t < ticks.size(); t++) {
                    assertThat(Math.abs(ticks.get(t) - ticks.get(t - 1))).as("%d pt at %d px: labels %s", size, height, yLabels())
                            .isGreaterThanOrEqualTo(1.25 * size);
                }
            }
        }
    }

    /** XChart keeps its axes to itself: the y axis' tick places as it last laid them out, in pixels. */
    private List<Double> yTicks() throws ReflectiveOperationException {
        return yCalculator().getTickLocations();
    }

    private List<String> yLabels() throws ReflectiveOperationException {
        return yCalculator().getTickLabels();
    }

    private AxisTickCalculator yCalculator() throws ReflectiveOperationException {
        Field pairField = AxesChart.class.getDeclaredField("axisPair");
        pairField.setAccessible(true);
        Object pair = pairField.get(chart);
        Method yAxis = pair.getClass().getDeclaredMethod("getYAxis");
        yAxis.setAccessible(true);
        Object axis = yAxis.invoke(pair);
        return (AxisTickCalculator) axis.getClass().getMethod("getAxisTickCalculator").invoke(axis);
    }
}
