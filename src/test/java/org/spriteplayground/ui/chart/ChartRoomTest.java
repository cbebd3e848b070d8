package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.FontMetrics;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Presentation;

/**
 * The tightness chart below the canvas either shows readably, with its legend and a plot at
 * the UI's type size, or folds away: at UI scale 2 in a 1600×1000 window it once kept a plot about
 * 70 px tall with no legend and a y-axis label taller than the plot.
 */
class ChartRoomTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}, presentation {1}, {2}: column {3} × {4}")
    @CsvSource({"2, OFF, en, 990, 780", "2, OFF, en, 990, 820", "2, OFF, en, 990, 860", "2, OFF, en, 990, 900", "2, OFF, de, 990, 780", "1, OFF, en, 700, 740", "1, OFF, en, 620, 640",
            "1, LARGE, en, 700, 740", "1, LARGEST, en, 1000, 880", "2, LARGE, en, 990, 780"})
    void theChartShowsWithItsLegendOrFolds(String scale, Presentation size, String language, int width, int height) throws Exception {
        CanvasAndChart[] split = new CanvasAndChart[1];
        TightnessChartPanel[] chart = new TightnessChartPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            size.install();
            com.formdev.flatlaf.FlatLightLaf.setup(); // UIScale follows the default font when the look is set up, as the window's update does
            Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());
            chart[0] = new TightnessChartPanel();
            split[0] = new CanvasAndChart(new JPanel(), chart[0], model);
            split[0].setSize(width, height); // the split hears of its new size from the event queue, as in the window
        });
        SwingUtilities.invokeAndWait(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    OffScreenLook.layOut(split[0]); // wrapped text knows its height once it has its width
                }
                if (split[0].folded()) {
                    return;
                }
                Component view = chart[0].getComponent(0);
                assertThat(view.getHeight()).as("the plot's height at scale %s", scale).isPositive();
                int w = view.getWidth();
                int h = view.getHeight();
                // At the size the chart paints its texts: the UI's, stepped down towards the usual size where the plot is squeezed.
                TightnessChartPanel.Fit fit = chart[0].fit(w, h);
                FontMetrics fm = view.getFontMetrics(fit.font());
                assertThat(fit.legend()).as("the legend in a %d × %d chart", w, h).isNotEqualTo(TightnessChartPanel.Legend.NONE);
                assertThat(fit.plot().height).as("the plot's height in a %d × %d chart: two labelled ticks up", w, h).isGreaterThanOrEqualTo(3 * fm.getHeight());
            } finally {
                Presentation.OFF.install();
            }
        });
    }

    @ParameterizedTest(name = "scale {0}, presentation {1}, {2}: the chart dragged to {3} px of {4}")
    @CsvSource({"2, LARGEST, en, 460, 990, 860", "2, LARGEST, de, 460, 990, 860", "2, LARGEST, en, 380, 990, 860", "2, LARGEST, en, 450, 990, 860",
            "1, LARGEST, en, 240, 700, 600", "2, OFF, en, 420, 990, 860"})
    void theChartDraggedUpKeepsAPlotUnderItsCaptionOrFoldsIt(String scale, Presentation size, String language, int chartHeight, int width, int height)
            throws Exception {
        CanvasAndChart[] split = new CanvasAndChart[1];
        TightnessChartPanel[] chart = new TightnessChartPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            size.install();
            com.formdev.flatlaf.FlatLightLaf.setup();
            Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());
            chart[0] = new TightnessChartPanel();
            split[0] = new CanvasAndChart(new JPanel(), chart[0], model);
            split[0].setSize(width, height);
        });
        SwingUtilities.invokeAndWait(() -> {
            try {
                OffScreenLook.layOut(split[0]);
                split[0].setDividerLocation(height - split[0].getDividerSize() - chartHeight); // the teacher drags the chart up
                for (int i = 0; i < 3; i++) {
                    OffScreenLook.layOut(split[0]);
                }
                if (chart[0].getHeight() == 0) { // a chart too short to read folds away (CanvasAndChart.setDividerLocation)
                    assertThat(chart[0].readable(width, chartHeight)).as("a %d × %d chart, folded", width, chartHeight).isFalse();
                    return;
                }
                assertThat(chart[0].getHeight()).as("the chart's height").isBetween(chartHeight - 10, chartHeight);
                Component view = chart[0].getComponent(0);
                int w = view.getWidth();
                int h = view.getHeight();
                int plotHeight = chart[0].fit(w, h).plot().height;
                Component caption = chart[0].getComponent(1);
                int line = caption.getFontMetrics(caption.getFont()).getHeight();
                if (chart[0].captionShown()) {
                    assertThat(plotHeight).as("the plot's height over a caption of %d px in a %d × %d chart", caption.getHeight(), w, chart[0].getHeight())
                            .isGreaterThanOrEqualTo(3 * line);
                } else {
                    assertThat(h).as("the plot's view once the caption folds").isEqualTo(chart[0].getHeight());
                }
            } finally {
                Presentation.OFF.install();
            }
        });
    }

    @ParameterizedTest(name = "scale {0}: presentation {1} to {2}")
    @CsvSource({"2, OFF, LARGEST", "2, LARGEST, OFF", "1, OFF, LARGE"})
    void theDividerStaysWhereTheTeacherDraggedItAcrossPresentationSizes(String scale, Presentation before, Presentation after) throws Exception {
        CanvasAndChart[] split = new CanvasAndChart[1];
        TightnessChartPanel[] chart = new TightnessChartPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, "en");
            before.install();
            com.formdev.flatlaf.FlatLightLaf.setup();
            Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());
            chart[0] = new TightnessChartPanel();
            split[0] = new CanvasAndChart(new JPanel(), chart[0], model);
            split[0].setSize(990, 860);
        });
        settle(split[0]);
        double[] share = new double[1];
        SwingUtilities.invokeAndWait(() -> {
            split[0].setDividerLocation(450); // the teacher drags the chart up, leaving the canvas its least height
            java.awt.Component divider = ((javax.swing.plaf.basic.BasicSplitPaneUI) split[0].getUI()).getDivider();
            divider.dispatchEvent(new java.awt.event.MouseEvent(divider, java.awt.event.MouseEvent.MOUSE_RELEASED, 0, 0, 2, 2, 1, false,
                    java.awt.event.MouseEvent.BUTTON1));
            share[0] = share(split[0]);
            after.install();
            com.formdev.flatlaf.FlatLightLaf.setup();
            SwingUtilities.updateComponentTreeUI(split[0]); // as FlatLaf.updateUI() does for the window
            split[0].setSize(990, 800); // the playback bar above takes more of the window
        });
        try {
            settle(split[0]);
            SwingUtilities.invokeAndWait(() -> {
                if (chart[0].getHeight() == 0) { // a chart too short to read at the new size folds away
                    int room = split[0].getHeight() - split[0].getDividerSize();
                    assertThat(chart[0].readable(split[0].getWidth(), room - (int) (room * share[0]))).as("the chart at the kept share, folded").isFalse();
                    return;
                }
                assertThat(share(split[0])).as("the canvas's share of the height after the change").isCloseTo(share[0], org.assertj.core.data.Offset.offset(0.01));
                if (after == Presentation.OFF) { // a chart of 540 px at the usual size has room for the line under it
                    assertThat(chart[0].captionShown()).as("the line under a %s chart after the change", chart[0].getSize()).isTrue();
                }
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }

    /** Lays {@code split} out as the window would, letting it hear of its size and new look from the event queue. */
    private static void settle(CanvasAndChart split) throws Exception {
        for (int i = 0; i < 3; i++) {
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(split));
        }
    }

    /** Returns the canvas's share of the split's height. */
    private static double share(CanvasAndChart split) {
        return split.getDividerLocation() / (double) (split.getHeight() - split.getDividerSize());
    }
}
