package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.util.UIScale;
import javax.swing.JPanel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.Presentation;

/** Large type must not leave the canvas less room than the usual size does: the chart gives way first. */
class CanvasAndChartTest {

    /** The canvas-and-chart column of the app's first window (1160×885) below its playback bar. */
    private static final int WIDTH = 700;
    private static final int HEIGHT = 740;

    @AfterEach
    void usualSize() {
        Presentation.OFF.install();
        FlatLightLaf.setup();
    }

    @Test
    void atEveryPresentationSizeTheCanvasKeepsAtLeastItsUsualHeight() throws Exception {
        FlatLightLaf.setup();
        int usual = canvasHeight(HEIGHT);
        for (Presentation size : new Presentation[] {Presentation.LARGE, Presentation.LARGEST}) {
            size.install();
            FlatLightLaf.setup(); // UIScale follows the default font when the look and feel is set up, as the window's update does
            assertThat(UIScale.getUserScaleFactor()).as("the scale at %s", size).isGreaterThan(1.2f);
            assertThat(canvasHeight(HEIGHT)).as("the canvas's height at %s against %d at the usual size", size, usual).isGreaterThanOrEqualTo(usual);
        }
    }

    @Test
    void atTheUsualSizeTheChartShowsEvenInA1024By768Window() throws Exception {
        FlatLightLaf.setup();
        int column = 640; // 768 less the menu bar and the playback bar
        assertThat(canvasHeight(column)).as("the canvas's share, the chart below it").isLessThan(column * 2 / 3);
    }

    /** Returns the canvas's height in a column {@code height} high, the chart switched on. */
    private static int canvasHeight(int height) throws Exception {
        JPanel canvas = new JPanel();
        CanvasAndChart[] split = new CanvasAndChart[1];
        javax.swing.SwingUtilities.invokeAndWait(() -> {
            Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());
            split[0] = new CanvasAndChart(canvas, new TightnessChartPanel(), model);
            assertThat(split[0].chartShown()).isTrue();
            split[0].setSize(WIDTH, height); // the split hears of its new size from the event queue, as in the window
        });
        int[] canvasHeight = new int[1];
        javax.swing.SwingUtilities.invokeAndWait(() -> {
            split[0].doLayout();
            canvasHeight[0] = canvas.getHeight();
        });
        return canvasHeight[0];
    }
}
