package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.Theme;

/**
 * Tools &gt; Experiment in the dark theme, laid out off screen in the room the screen gives it
 * at presentation ×1.5 on a 1024 × 768 screen: before a run, the table and the chart's place say
 * what a run will show, rather than an empty table over a blank band; after a run, the chart's plot
 * is in view, not only its title, and so is the "False-alarm map" switch.
 */
class ExperimentWindowFitTest {

    /** The fewest rows of pixels of the chart's plot that make its bars readable. */
    private static final int READABLE_PLOT = 100;

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} at presentation {1} on a {2} × {3} screen")
    @CsvSource({"en, LARGE, 1024, 768", "en, LARGEST, 1024, 768", "de, LARGE, 1024, 768", "en, OFF, 1600, 1000", "en, LARGE, 1600, 1000",
            "fr, LARGEST, 1600, 1000"})
    void beforeARunTheTableAndTheChartsPlaceSayWhatRunWillShow(String language, Presentation size, int screenWidth, int screenHeight) throws Exception {
        inDarkLook(language, size, () -> {
            ExperimentParts parts = new ExperimentParts();
            parts.openOn(screenWidth, screenHeight);
            JScrollPane rows = rowsPane(parts, parts.content);
            Rectangle underHeader = parts.seen(rows.getViewport());
            assertThat(textsSeenWhole(parts, underHeader)).as("texts a person reads where the table's rows will be, %s", underHeader).isNotEmpty();
            Rectangle table = parts.seen(rows);
            Rectangle toggle = parts.seen(parts.map.toggle());
            Rectangle band = new Rectangle(0, table.y + table.height, parts.content.getWidth(), Math.max(0, toggle.y - table.y - table.height));
            assertThat(band.height).as("room for the chart between the table and the map's switch").isGreaterThan(0);
            assertThat(textsSeenWhole(parts, band)).as("texts a person reads where the chart will be, %s", band).isNotEmpty();
        });
    }

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

    /** Returns the scroll pane that holds the table and its titles. */
    private static JScrollPane rowsPane(ExperimentParts parts, Container in) {
        for (Component c : in.getComponents()) {
            if (c instanceof JScrollPane pane && (pane.getViewport().getView() == parts.table
                    || pane.getColumnHeader() != null && pane.getColumnHeader().getView() == parts.table.getTableHeader())) {
                return pane;
            }
            JScrollPane inner = c instanceof Container k ? rowsPane(parts, k) : null;
            if (inner != null) {
                return inner;
            }
        }
        return null;
    }

    /** Asserts that a person sees all of {@code c}, at least at its preferred size. */
    private static void assertWhole(ExperimentParts parts, JComponent c, String what) {
        Rectangle seen = parts.seen(c);
        assertThat(seen.width >= c.getPreferredSize().width && seen.height >= c.getPreferredSize().height)
                .as("%s seen at %s in a window %s, at its preferred size %s", what, seen, parts.content.getSize(), c.getPreferredSize()).isTrue();
    }

    /** Returns the texts, not blank, of labels, buttons and text areas a person sees whole within {@code area}. */
    private static List<String> textsSeenWhole(ExperimentParts parts, Rectangle area) {
        List<String> texts = new ArrayList<>();
        collect(parts, parts.content, area, texts);
        return texts;
    }

    private static void collect(ExperimentParts parts, Container in, Rectangle area, List<String> texts) {
        for (Component c : in.getComponents()) {
            if (!c.isVisible() || !(c instanceof JComponent j)) {
                continue;
            }
            String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : c instanceof JTextComponent t ? t.getText() : null;
            Rectangle seen = parts.seen(j);
            if (text != null && !text.isBlank() && !seen.isEmpty() && area.contains(seen) && seen.height >= Math.min(j.getHeight(), j.getPreferredSize().height)) {
                texts.add(text);
            }
            collect(parts, j, area, texts);
        }
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
