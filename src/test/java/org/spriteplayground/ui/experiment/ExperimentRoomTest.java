package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.side.WrappedText;

/**
 * Tools &gt; Experiment at presentation ×1.5 on a 1024 × 768 screen: before a run the hidden chart
 * keeps no room, so the part under the table shows no empty area with a lone scroll bar; the gap's
 * sentence does not end in "pixels' is the hulls' kinematic formula".
 */
class ExperimentRoomTest {

    private static final SpriteLibrary LIBRARY = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite()));

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} at presentation {1} on a {2} × {3} screen")
    @CsvSource({"en, LARGE, 1024, 768", "de, LARGE, 1024, 768", "en, OFF, 1600, 1000"})
    void beforeARunThePartUnderTheTableShowsWhatItHoldsWithoutAScrollBar(String language, Presentation size, int screenWidth, int screenHeight)
            throws Exception {
        try {
            SwingUtilities.invokeAndWait(() -> {
                OffScreenLook.use("1", language);
                System.clearProperty("flatlaf.uiScale");
                size.install();
                com.formdev.flatlaf.FlatLightLaf.setup();
                JComboBox<String> spriteA = new JComboBox<>(new String[] {"jet"});
                JComboBox<String> spriteB = new JComboBox<>(new String[] {"jet"});
                FalseAlarmMapPanel map = new FalseAlarmMapPanel(LIBRARY, spriteA, spriteB);
                ExperimentTable table = new ExperimentTable();
                JTextArea theory = new JTextArea(3, 60);
                theory.setLineWrap(true);
                theory.setWrapStyleWord(true);
                ExperimentChart chart = new ExperimentChart();
                JPanel content = ExperimentLayout.content(new ExperimentLayout.Parts(spriteA, spriteB,
                        new JSpinner(new SpinnerNumberModel(ExperimentLimits.DEFAULT_TRIALS, 1, ExperimentLimits.MAX_TRIALS, 1)),
                        new JSpinner(new SpinnerNumberModel(1, 0, 1_000, 1)), new JButton(Texts.text("experimentui.run")),
                        new JButton(Texts.text("experimentui.cancel")), new JButton(Texts.text("experimentui.export")), new JProgressBar(),
                        new WrappedText(Texts.text("experimentui.start"), "experimentStatus"), table, theory, chart, map, map.toggle()));
                map.stop();
                Dimension packed = content.getPreferredSize();
                content.setSize(Math.min(packed.width, screenWidth - 16), Math.min(packed.height, screenHeight - 40));
                OffScreenLook.layOut(content);
                OffScreenLook.layOut(content);
                JScrollPane lower = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, chart);
                assertThat(lower.getVerticalScrollBar().isVisible() && lower.getVerticalScrollBar().getHeight() > 0)
                        .as("a scroll bar beside the part under the table before a run (%s in a view %s)", lower.getViewport().getView().getPreferredSize(),
                                lower.getViewport().getSize())
                        .isFalse();
                assertThat(SwingUtilities.convertPoint(map.toggle(), 0, map.toggle().getHeight(), content).y).as("the map's toggle in view")
                        .isLessThanOrEqualTo(content.getHeight());
                SpriteAnalysis jet = LIBRARY.get("jet");
                Experiment.Result result = Experiment.run(jet, jet, 2_000, 1);
                theory.setText(Texts.format("experimentui.theory", Theory.of(jet, jet).gap(result)));
                assertThat(theory.getText()).as("the gap's last sentence").doesNotContain("pixels' is").doesNotContain("die der Pixel ist");
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }

    /** After a run at presentation ×1.5 on a 1024 × 768 screen the last column's title was cut to "e h…" and the table scrolled sideways. */
    @ParameterizedTest(name = "{0} at presentation {1} on a {2} × {3} screen")
    @CsvSource({"en, LARGE, 1024, 768", "de, LARGE, 1024, 768", "fr, LARGE, 1024, 768"})
    void afterARunAtLargeTypeEveryColumnShows(String language, Presentation size, int screenWidth, int screenHeight) throws Exception {
        try {
            SwingUtilities.invokeAndWait(() -> {
                OffScreenLook.use("1", language);
                System.clearProperty("flatlaf.uiScale");
                size.install();
                com.formdev.flatlaf.FlatLightLaf.setup();
                JComboBox<String> spriteA = new JComboBox<>(new String[] {"jet"});
                JComboBox<String> spriteB = new JComboBox<>(new String[] {"jet"});
                FalseAlarmMapPanel map = new FalseAlarmMapPanel(LIBRARY, spriteA, spriteB);
                ExperimentTable table = new ExperimentTable();
                JPanel content = ExperimentLayout.content(new ExperimentLayout.Parts(spriteA, spriteB,
                        new JSpinner(new SpinnerNumberModel(ExperimentLimits.DEFAULT_TRIALS, 1, ExperimentLimits.MAX_TRIALS, 1)),
                        new JSpinner(new SpinnerNumberModel(1, 0, 1_000, 1)), new JButton(Texts.text("experimentui.run")),
                        new JButton(Texts.text("experimentui.cancel")), new JButton(Texts.text("experimentui.export")), new JProgressBar(),
                        new WrappedText(Texts.text("experimentui.start"), "experimentStatus"), table, new JTextArea(3, 60), new ExperimentChart(), map,
                        map.toggle()));
                map.stop();
                Dimension packed = content.getPreferredSize();
                content.setSize(Math.min(packed.width, screenWidth - 16), Math.min(packed.height, screenHeight - 40));
                SpriteAnalysis jet = LIBRARY.get("jet");
                table.show(Experiment.run(jet, jet, 2_000, 1), Theory.of(jet, jet));
                for (int i = 0; i < 3; i++) {
                    OffScreenLook.layOut(content);
                }
                JViewport rows = (JViewport) table.getParent();
                assertThat(table.getPreferredSize().width).as("the table's columns within its view %d px wide", rows.getWidth())
                        .isLessThanOrEqualTo(rows.getWidth());
                float usual = javax.swing.UIManager.getLookAndFeelDefaults().getFont("defaultFont").getSize2D();
                assertThat(table.getFont().getSize2D()).as("the table's type, against %s at the usual size", usual).isGreaterThanOrEqualTo(usual);
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }
}
