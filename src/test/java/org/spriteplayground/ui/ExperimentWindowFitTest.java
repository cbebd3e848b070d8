package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tools &gt; Experiment in the dark theme, laid out off screen in the room the screen gives it
 * (walk 10): at presentation ×1.5 on a 1024 × 768 screen the tester saw, after a run, only the
 * chart's title (its plot scrolled out of view) and no "False-alarm map" switch.
 */
class ExperimentWindowFitTest {

    /** The fewest rows of pixels of the chart's plot that make its bars readable. */
    private static final int READABLE_PLOT = 100;

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} at presentation {1} on a {2} × {3} screen")
    @CsvSource({"en, LARGE, 1024, 768", "en, LARGEST, 1024, 768", "de, LARGE, 1024, 768", "fr, LARGEST, 1024, 768", "en, OFF, 1600, 1000",
            "en, LARGE, 1600, 1000", "en, LARGEST, 1600, 1000"})
    void afterARunTheMapsSwitchAndTheChartsPlotAreInView(String language, Presentation size, int screenWidth, int screenHeight) throws Exception {
        inDarkLook(language, size, () -> {
            ExperimentParts parts = new ExperimentParts();
            parts.map.stop();
            parts.openOn(screenWidth, screenHeight);
            parts.showRun();
            assertThat(ExperimentParts.plotStandsOut()).as("the plot's colour tells it from the window's").isTrue();
            assertThat(parts.plotRowsSeen()).as("rows of the chart's plot in view (the chart seen at %s)", parts.seen(parts.chart))
                    .isGreaterThanOrEqualTo(READABLE_PLOT);
            assertWhole(parts, parts.map.toggle(), "the map's switch after a run");
            parts.map.toggle().doClick();
            parts.map.stop();
            parts.layOut();
            assertWhole(parts, parts.map.toggle(), "the map's switch with the map shown");
            for (Component c : parts.map.getComponents()) {
                if (c instanceof javax.swing.JComboBox<?> || c instanceof javax.swing.JSpinner) {
                    assertWhole(parts, (JComponent) c, "the map's " + c.getName() + ", once the map is switched on");
                }
            }
        });
    }

    /** Asserts that a person sees all of {@code c}, at least at its preferred size. */
    private static void assertWhole(ExperimentParts parts, JComponent c, String what) {
        Rectangle seen = parts.seen(c);
        assertThat(seen.width >= c.getPreferredSize().width && seen.height >= c.getPreferredSize().height)
                .as("%s seen at %s in a window %s, at its preferred size %s", what, seen, parts.content.getSize(), c.getPreferredSize()).isTrue();
    }

    private static void inDarkLook(String language, Presentation size, Runnable test) throws Exception {
        try {
            SwingUtilities.invokeAndWait(() -> {
                OffScreenLook.use("1", language);
                System.clearProperty("flatlaf.uiScale");
                size.install();
                Theme.DARK.install();
                test.run();
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }
}
