package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.side.WrappedText;

/**
 * The Experiment window's result line, laid out off screen at UI scale 1 and 2 in English,
 * German and French in the width a window there has: it wraps and shows all its words, never
 * cut with "…".
 */
class ExperimentStatusTest {

    private static final SpriteLibrary LIBRARY = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite()));

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}, {1}, {2} px wide")
    @CsvSource({"1, en, 640", "1, de, 520", "2, en, 1000", "2, en, 880", "2, de, 1000", "2, de, 880", "2, fr, 1000", "2, fr, 880"})
    void theResultLineWrapsAndShowsAllItsWords(String scale, String language, int width) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            String done = Texts.format("experimentui.done", 100_000, "crescent", "jet", "1", Texts.format("experimentui.misses", 12));
            JTextArea status = new WrappedText(done, "experimentStatus"); // the result line as the dialog makes it
            JComboBox<String> spriteA = new JComboBox<>(new String[] {"jet"});
            JComboBox<String> spriteB = new JComboBox<>(new String[] {"jet"});
            FalseAlarmMapPanel map = new FalseAlarmMapPanel(LIBRARY, spriteA, spriteB);
            JTextArea theory = new JTextArea(3, 60);
            theory.setLineWrap(true);
            theory.setWrapStyleWord(true);
            JPanel content = ExperimentLayout.content(new ExperimentLayout.Parts(spriteA, spriteB, new JSpinner(new SpinnerNumberModel(100_000, 1, 10_000_000, 1)),
                    new JSpinner(new SpinnerNumberModel(1, 0, 1_000, 1)), new JButton("Run"), new JButton("Cancel"), new JButton("Export CSV…"),
                    new JProgressBar(), status, new ExperimentTable(), theory, new ExperimentChart(), map, map.toggle()));
            content.setSize(width, 2_000);
            OffScreenLook.layOut(content);
            OffScreenLook.layOut(content); // once more, as the content asks once the status has its width
            assertThat(status.getX() + status.getWidth()).as("the line within the window").isLessThanOrEqualTo(width);
            assertThat(status.getText()).isEqualTo(done);
            assertThat(status.getLineWrap()).isTrue();
            assertThat(status.getHeight()).as("room for every wrapped line of \"%s\" at %d px", done, status.getWidth())
                    .isGreaterThanOrEqualTo(status.getPreferredSize().height).isGreaterThan(status.getFontMetrics(status.getFont()).getHeight());
        });
    }


}
