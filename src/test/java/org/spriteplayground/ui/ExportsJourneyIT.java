package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.worksheet.ReadoutsCsv;

/**
 * The exports as a teacher uses them, through the real menu, keys, button and file dialog: Ctrl+S the
 * world as a PNG, File &gt; Worksheet… writes the PDF (two pages, three with a sprite's chart), the side panel's Export CSV… (Alt+X) the readouts as the
 * panel shows them; a file that cannot be written gets one plain line, and the app goes on.
 */
class ExportsJourneyIT extends JourneyCase {

    /** Two pages, the questions and the key; a lesson with a sprite has its tightness chart in the key, after the answers. */
    @ParameterizedTest(name = "{0}: {1} pages")
    @CsvSource({"three-outcomes, 2", "flying-jets, 2"})
    void fileWorksheetWritesThePdf(String lesson, int pages, @TempDir Path folder) throws Exception {
        run(() -> you.model.open(Lessons.byId(lesson).orElseThrow()));
        Gui.settle();
        Path file = folder.resolve("class.pdf");
        chooseWorksheet();
        you.chooseFile("Save worksheet as PDF", file);
        waitUntil(() -> status().equals("Saved " + file), 60_000);
        byte[] bytes = Files.readAllBytes(file);
        assertThat(new String(bytes, 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        try (PDDocument pdf = Loader.loadPDF(bytes)) {
            assertThat(pdf.getNumberOfPages()).isEqualTo(pages);
        }
        assertThat(you.anyDialog()).isFalse();
    }

    /** Ctrl+S, OK at 1×, a file: the world's PNG, one pixel a world unit, written in the background and then said saved. */
    @Test
    void ctrlSWritesTheWorldAsAPng(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("world.png");
        you.pressMenuKey(KeyEvent.VK_S);
        waitUntil(() -> you.dialog("Export canvas as PNG").isPresent(), 5_000);
        you.press(KeyEvent.VK_ENTER); // OK, at the first scale offered: 1×
        you.chooseFile("Export canvas as PNG", file);
        waitUntil(() -> status().equals("Saved " + file), 30_000);
        org.spriteplayground.geometry.Aabb world = you.ask(() -> you.model.lesson().bounds());
        java.awt.image.BufferedImage png = javax.imageio.ImageIO.read(file.toFile());
        assertThat(png.getWidth()).isEqualTo((int) Math.ceil(world.width()));
        assertThat(png.getHeight()).isEqualTo((int) Math.ceil(world.height()));
        assertThat(you.anyDialog()).isFalse();
    }

    @Test
    void altXWritesTheReadoutsTheSidePanelShows(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("readouts.csv");
        you.press(KeyEvent.VK_SPACE); // paused, the panel holds still while it is compared
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        Gui.settle();
        List<String> shown = you.ask(() -> Gui.shownReadouts(you.frame));
        you.press(KeyEvent.VK_X, InputEvent.ALT_DOWN_MASK);
        you.chooseFile("Export readouts as CSV", file);
        waitUntil(() -> Files.exists(file) && status().equals("Saved " + file), 10_000);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines.get(0)).isEqualTo(ReadoutsCsv.HEADER);
        List<String> values = lines.stream().skip(1).map(line -> org.spriteplayground.CsvFields.split(line).get(3)).toList();
        // The panel's text as plain numbers: no thousands separators, the "%" in its own column, a point's two numbers.
        List<String> plain = shown.stream().flatMap(v -> v.startsWith("(") ? java.util.stream.Stream.of(v.substring(1, v.length() - 1).split(", "))
                : java.util.stream.Stream.of(v.equals("—") ? "" : v.replace(",", "").replace(" %", ""))).toList();
        assertThat(values).as("the CSV's values are the panel's, in its order").containsSubsequence(plain);
        assertThat(shown).isNotEmpty();
    }

    @Test
    void aFileThatCannotBeWrittenGetsOneLineAndTheAppGoesOn(@TempDir Path folder) throws Exception {
        Path notAFolder = Files.writeString(folder.resolve("notes.txt"), "a file, not a folder");
        chooseWorksheet();
        you.chooseFile("Save worksheet as PDF", notAFolder.resolve("class.pdf"));
        isOnePlainLine(failureMessage("Cannot save class.pdf"));

        you.click(you.find("canvas"));
        you.press(KeyEvent.VK_X, InputEvent.ALT_DOWN_MASK);
        you.chooseFile("Export readouts as CSV", notAFolder.resolve("readouts.csv"));
        isOnePlainLine(failureMessage("Cannot save readouts.csv"));

        long step = you.ask(() -> you.model.simulation().steps());
        waitUntil(() -> you.ask(() -> you.frame.isShowing() && you.model.simulation().steps() > step), 10_000);
        assertThat(Files.isRegularFile(notAFolder)).isTrue();
    }

    /** A failure's message is one line that says where, with no stack trace and no temporary file's name. */
    private static void isOnePlainLine(String message) {
        assertThat(message).as("one line").doesNotContain("\n").isNotBlank();
        assertThat(message).as("no stack trace or class name").doesNotContain("Exception").doesNotContain("\tat ").doesNotContain(".java");
        assertThat(message).as("it names where").contains("notes.txt");
        assertThat(message).as("no temporary file's name").doesNotContain(".part");
    }

    /** Opens File and clicks Worksheet…, as a person does. */
    private static void chooseWorksheet() {
        JMenu file = you.ask(() -> {
            javax.swing.JMenuBar bar = you.frame.getJMenuBar();
            return IntStream.range(0, bar.getMenuCount()).mapToObj(bar::getMenu).filter(m -> m.getText().equals("File")).findFirst().orElseThrow();
        });
        you.click(file);
        try {
            waitUntil(() -> you.ask(file::isPopupMenuVisible), 2_000);
        } catch (AssertionError notOpen) {
            // Seen once in CI (1 run in 2): the first click on a just-opened window's menu bar left the
            // menu shut. A person then opens it from the keyboard, as here.
            you.press(KeyEvent.VK_ESCAPE);
            you.press(KeyEvent.VK_F, InputEvent.ALT_DOWN_MASK);
        }
        waitUntil(() -> you.ask(file::isPopupMenuVisible), 5_000);
        JMenuItem worksheet = you.ask(() -> IntStream.range(0, file.getItemCount()).mapToObj(file::getItem)
                .filter(i -> i != null && "Worksheet…".equals(i.getText())).findFirst().orElseThrow());
        waitUntil(() -> you.ask(worksheet::isShowing), 5_000);
        Gui.settle();
        you.click(worksheet);
    }

    /** Waits for the failure dialog titled {@code title}, returns its message and closes it. */
    private static String failureMessage(String title) {
        waitUntil(() -> you.dialog(title).isPresent(), 60_000);
        Window dialog = you.dialog(title).orElseThrow();
        String message = you.ask(() -> Gui.all(dialog, c -> c instanceof JOptionPane).stream()
                .map(p -> ((JOptionPane) p).getMessage()).map(m -> m instanceof javax.swing.text.JTextComponent t ? t.getText() : String.valueOf(m)).findFirst().orElse(""));
        you.press(KeyEvent.VK_ENTER);
        waitUntil(() -> !you.anyDialog(), 5_000);
        return message;
    }

    private static String status() {
        return you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText());
    }
}
