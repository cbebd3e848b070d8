package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;

/**
 * File &gt; Export quiz… (Ctrl+Shift+M) as a teacher uses it: the save dialog, a name ending in
 * .xml for Moodle XML, in .txt for GIFT, and without an ending the kind chosen in the dialog
 * (Moodle XML at first); the file is said saved, and the lesson on show is left as it was.
 */
class QuizExportIT extends JourneyCase {

    private static final String TITLE = "Save quiz as Moodle XML or GIFT";

    @Test
    void ctrlShiftMWritesMoodleXmlOrGiftByTheNamesEnding(@TempDir Path folder) throws Exception {
        run(() -> you.model.open(Lessons.byId("three-outcomes").orElseThrow()));
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        Gui.settle();
        String before = you.ask(() -> you.model.scene().toString());

        you.press(KeyEvent.VK_M, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
        you.chooseFile(TITLE, folder.resolve("bank"));
        Path xml = folder.resolve("bank.xml");
        // Saved, and the status says which worksheet questions the quiz does not ask, and why.
        waitUntil(() -> status().equals("Saved " + xml + ". Not in the quiz: three-outcomes 3, 4. Another question of the quiz would give their answer away."), 60_000);
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
        assertThat(doc.getElementsByTagName("question").getLength()).isGreaterThan(2);
        long choices = you.ask(() -> org.spriteplayground.quiz.Bank.of(you.model, java.util.Map.of()).items().stream()
                .filter(i -> i.answer() instanceof org.spriteplayground.quiz.Item.Choices).count());
        assertThat(choices).as("the worksheet's outcome question (the seed's own test has the same answer, so it is not asked) and Predict's question with its why").isEqualTo(2);
        assertThat(doc.getElementsByTagName("single").getLength()).as("every multiple choice of the bank").isEqualTo((int) choices);

        you.press(KeyEvent.VK_M, AppActions.menuMask(), InputEvent.SHIFT_DOWN_MASK);
        Path gift = folder.resolve("bank.txt");
        you.chooseFile(TITLE, gift);
        waitUntil(() -> status().startsWith("Saved " + gift + ". Not in the quiz: three-outcomes 3, 4.")
                && status().endsWith("Not in the quiz: three-outcomes 1. They are about the figure, which GIFT cannot hold; Moodle XML can."), 60_000);
        assertThat(Files.readString(gift, StandardCharsets.UTF_8)).startsWith("$CATEGORY: ").contains("::three-outcomes 2::");
        assertThat(you.ask(() -> you.model.scene().toString())).as("the lesson on show is left as it was").isEqualTo(before);
        assertThat(you.anyDialog()).isFalse();
    }

    private static String status() {
        return you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText());
    }
}
