package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.Gui;
import org.spriteplayground.app.Main;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.predict.Answers;
import org.spriteplayground.predict.PredictMode;

/**
 * Two pupils answer Predict in one session, one after the other at the same computer; the second
 * saves only her own answers with File &gt; Export my answers… (Ctrl+Shift+E), in a file named after
 * her, and the teacher reads that file in the Class results window and with the {@code class}
 * command, where it counts one pupil.
 */
class OwnAnswersJourneyIT extends JourneyCase {

    private static PredictMode mode() {
        return you.ask(you.frame::predictMode);
    }

    private static void waitFor(PredictMode.Phase phase) {
        waitUntil(() -> you.ask(() -> mode().phase()) == phase, 10_000);
    }

    /** Names the pupil in the dialog titled {@code title} that is opening. */
    private static void name(String title, String pupil) {
        waitUntil(() -> you.dialog(title).isPresent(), 5_000);
        Window dialog = you.dialog(title).orElseThrow();
        run(() -> ((JTextField) Gui.all(dialog, c -> c instanceof JTextField).get(0)).setText(pupil));
        you.press(KeyEvent.VK_ENTER);
        waitUntil(() -> you.dialog(title).isEmpty(), 5_000);
    }

    /** Answers the question asked, stage by stage, with key 1 each time, and waits for the reveal. */
    private static void answerWithOnes() {
        waitFor(PredictMode.Phase.PREDICT);
        you.press(KeyEvent.VK_1);
        waitFor(PredictMode.Phase.OBSERVE);
        you.press(KeyEvent.VK_1);
        waitFor(PredictMode.Phase.EXPLAIN);
        you.press(KeyEvent.VK_1);
        waitFor(PredictMode.Phase.REVEALED);
    }

    private static JMenuItem fileItem(String text) {
        return you.ask(() -> {
            JMenu file = you.frame.getJMenuBar().getMenu(0);
            return Arrays.stream(file.getMenuComponents()).filter(c -> c instanceof JMenuItem m && text.equals(m.getText())).map(JMenuItem.class::cast)
                    .findFirst().orElseThrow();
        });
    }

    @Test
    void aPupilSavesOnlyHerOwnAnswersWhichTheClassResultsRead(@TempDir Path folder) throws Exception {
        JMenuItem mine = fileItem("Export my answers…");
        assertThat(you.ask(mine::getAccelerator)).isEqualTo(KeyStroke.getKeyStroke(KeyEvent.VK_E, AppActions.menuMask() | InputEvent.SHIFT_DOWN_MASK));
        assertThat(you.<String>ask(() -> mine.getToolTipText())).startsWith("Saves only your answers");
        List<Integer> mnemonics = you.ask(() -> Arrays.stream(you.frame.getJMenuBar().getMenu(0).getMenuComponents())
                .filter(c -> c instanceof JMenuItem).map(c -> ((JMenuItem) c).getMnemonic()).toList());
        assertThat(you.ask(mine::getMnemonic)).as("M, the File menu's only one").isEqualTo(KeyEvent.VK_M);
        assertThat(mnemonics).doesNotHaveDuplicates();

        you.openLesson(1);
        waitUntil(() -> you.ask(() -> you.model.entry().id()).equals(ThreeOutcomes.ID), 5_000);
        you.pressMenuKey(KeyEvent.VK_P);
        name("Predict", "Ada");
        answerWithOnes();
        you.press(KeyEvent.VK_ENTER); // Continue: the next question
        waitFor(PredictMode.Phase.PREDICT);
        you.click(you.find("predictPupil"));
        name("Pupil", "Ben/Chloe");
        answerWithOnes();
        assertThat(you.ask(() -> mode().answers().rows().stream().map(Answers.Row::pupil).toList())).containsExactly("Ada", "Ben/Chloe");

        you.press(KeyEvent.VK_E, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
        waitUntil(() -> you.fileChooser("Export my answers") != null, 5_000);
        assertThat(you.ask(() -> you.fileChooser("Export my answers").getSelectedFile().getName())).as("named after the pupil")
                .isEqualTo("Ben_Chloe-answers.csv");
        Path csv = folder.resolve("Ben_Chloe-answers.csv");
        you.chooseFile("Export my answers", csv);
        waitUntil(() -> Files.exists(csv), 5_000);
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(2).first().isEqualTo(Answers.HEADER);
        assertThat(lines.get(1)).startsWith("Ben/Chloe,three-outcomes,");

        you.press(KeyEvent.VK_R, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
        you.chooseFile("Open answers CSVs", csv);
        waitUntil(() -> you.ask(() -> Gui.find(you.dialog("Class results").orElseThrow(), "classResults.table") instanceof JTable t && t.getRowCount() == 1), 10_000);
        JTable table = (JTable) you.ask(() -> Gui.find(you.dialog("Class results").orElseThrow(), "classResults.table"));
        assertThat(you.ask(() -> table.getValueAt(0, 2))).as("pupils who answered").isEqualTo(1);

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"class", csv.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(exit).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(out.toString(StandardCharsets.UTF_8).lines().toList()).as("a header and one question").hasSize(2);
    }
}
