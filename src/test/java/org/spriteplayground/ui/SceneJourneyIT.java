package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.settle;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.DataFlavor;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.swing.JOptionPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneJson;
import org.spriteplayground.sim.Overlay;

/** Scenes as a teacher uses them: saved at home, opened in class, shared as a code, a bad one refused. */
class SceneJourneyIT extends JourneyCase {

    private static final int SHIFT = InputEvent.SHIFT_DOWN_MASK;

    /** Three-outcomes with P moved and resized, the pixels overlay off, speed 2×, paused at step 5. */
    private static Scene setUp() {
        return you.ask(() -> {
            you.model.open(Lessons.byId("three-outcomes").orElseThrow());
            you.model.setPaused(true);
            Piece p = you.model.lesson().pieces().get(0);
            p.handle().place(new Vec2(123.25, 140.5), 0, 33);
            you.model.setOverlay(Overlay.CENTERS, !you.model.overlay(Overlay.CENTERS));
            you.model.setSpeed(2);
            for (int i = 0; i < 5; i++) {
                you.model.step();
            }
            return you.model.scene();
        });
    }

    private static void pressMenuShift(int key) {
        you.press(key, Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx(), SHIFT);
    }

    @Test
    void ctrlShiftSSavesTheSceneAndCtrlShiftOOpensItAgainAsItWas(@TempDir Path folder) throws Exception {
        Scene saved = setUp();
        Path file = folder.resolve("lesson.scene.json");
        you.click(you.find("canvas"));
        pressMenuShift(KeyEvent.VK_S);
        you.chooseFile("Save scene", file);
        waitUntil(() -> Files.exists(file), 5_000);
        assertThat(you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText())).isEqualTo("Saved scene lesson.scene.json");

        run(() -> you.model.open(Lessons.defaultLesson()));
        pressMenuShift(KeyEvent.VK_O);
        you.chooseFile("Open scene", file);
        waitUntil(() -> you.ask(() -> you.model.entry().id().equals("three-outcomes")), 10_000);
        Scene opened = you.ask(you.model::scene);
        assertThat(opened.bodies()).isEqualTo(saved.bodies());
        assertThat(opened.bodies().get(0).x()).isEqualTo(123.25);
        assertThat(opened.overlays()).isEqualTo(saved.overlays());
        assertThat(opened.speed()).isEqualTo(2);
        assertThat(opened.step()).as("a scene opens as a new start: its run's counters are not in it").isZero();
        assertThat(you.ask(you.model::paused)).as("a scene opens paused, showing what was saved").isTrue();
        assertThat(you.anyDialog()).isFalse();
    }

    @Test
    void aSceneCodeCopiedAndPastedGivesTheSameScene() {
        Scene saved = setUp();
        you.click(you.find("canvas"));
        pressMenuShift(KeyEvent.VK_C);
        String code = you.ask(() -> {
            try {
                return (String) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
            } catch (java.awt.datatransfer.UnsupportedFlavorException | java.io.IOException e) {
                throw new AssertionError("the clipboard holds no text", e);
            }
        });
        assertThat(code).startsWith("SP1-").doesNotContain("\n");
        run(() -> you.model.open(Lessons.defaultLesson()));
        pressMenuShift(KeyEvent.VK_V);
        waitUntil(() -> you.ask(() -> you.model.entry().id().equals("three-outcomes")), 10_000);
        assertThat(you.ask(you.model::scene).bodies()).isEqualTo(saved.bodies());
    }

    @Test
    void aBadSceneFileGetsOneLineAndChangesNothing(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("newer.scene.json");
        Files.writeString(file, "{\"schemaVersion\": 7}");
        run(() -> you.model.setPaused(true));
        Scene before = you.ask(you.model::scene);
        you.click(you.find("canvas"));
        pressMenuShift(KeyEvent.VK_O);
        you.chooseFile("Open scene", file);
        waitUntil(() -> you.dialog("Cannot open scene").isPresent(), 10_000);
        Window dialog = you.dialog("Cannot open scene").orElseThrow();
        String message = you.ask(() -> Arrays.stream(org.spriteplayground.Gui.all(dialog, c -> c instanceof JOptionPane).toArray())
                .map(p -> ((JOptionPane) p).getMessage()).map(m -> m instanceof javax.swing.text.JTextComponent t ? t.getText() : String.valueOf(m)).findFirst().orElse(""));
        assertThat(message).isEqualTo(file + ": This scene was made by a newer Sprite Playground (schema 7; this one reads 1).");
        you.closeDialogs();
        assertThat(SceneJson.write(you.ask(you.model::scene))).isEqualTo(SceneJson.write(before));
    }
    @Test
    void aPresetFileTakenFromTheJarOpensAsItsButtonShowsIt(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("02-waiting-jet-at-45.scene.json");
        try (java.io.InputStream in = SceneJourneyIT.class.getResourceAsStream("/org/spriteplayground/presets/flying-jets/02-waiting-jet-at-45.scene.json")) {
            Files.copy(in, file);
        }
        run(() -> you.model.open(Lessons.byId("three-outcomes").orElseThrow()));
        you.click(you.find("canvas"));
        pressMenuShift(KeyEvent.VK_O);
        you.chooseFile("Open scene", file);
        waitUntil(() -> you.ask(() -> you.model.entry().id().equals("flying-jets")), 10_000);
        assertThat(you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText())).as("the status line names the preset the file holds, and the body it leaves at the start")
                .isEqualTo("Opened scene 02-waiting-jet-at-45.scene.json: Waiting jet at 45°. Not in the scene, so at the lesson's start: flyer.");
        Scene opened = you.ask(you.model::scene);
        java.util.List<String> readouts = you.ask(() -> org.spriteplayground.Gui.shownReadouts(you.frame));

        for (int i = 0; i < 5; i++) {
            you.press(KeyEvent.VK_ENTER);
        }
        assertThat(you.ask(you.model::scene).bodies()).as("five steps on, the flying jet has moved").isNotEqualTo(opened.bodies());
        you.click(you.find("preset:Waiting jet at 45°"));
        settle();
        assertThat(you.ask(() -> you.model.history().undoLabel())).isEqualTo("preset Waiting jet at 45°");
        assertThat(you.ask(you.model::paused)).isTrue();
        assertThat(you.ask(you.model::scene).bodies()).as("the file's bodies are the button's").isEqualTo(opened.bodies());
        assertThat(you.ask(() -> org.spriteplayground.Gui.shownReadouts(you.frame))).as("and so is every readout").isEqualTo(readouts);
    }
}
