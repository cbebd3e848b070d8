package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Component;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JMenuItem;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.experiment.ExperimentDialog;

/**
 * What a person does with the mouse and the file choosers, in the real window: drags, Shift+drags,
 * the wheel, dropped and chosen files, exports, the theme keys.
 */
class HandsOnJourneyIT extends JourneyCase {

    @Test
    void aFalseAlarmLabelGoesWhenTheJetsAreDraggedApart() {
        you.press(KeyEvent.VK_SPACE);
        org.spriteplayground.lesson.FlyingJets jets = (org.spriteplayground.lesson.FlyingJets) you.ask(you.model::lesson);
        // Set up: the waiting jet 85 px ahead, upright; circles (r = 50) meet, pixels do not.
        run(() -> {
            org.spriteplayground.geometry.Vec2 flyer = jets.flyer().pose().position();
            jets.grab(jets.waiting().pose().position(), 1).orElseThrow().moveTo(flyer.plus(new org.spriteplayground.geometry.Vec2(85, 0)));
            you.model.edited();
        });
        assertThat(you.ask(() -> drawnLabels(jets))).anyMatch(t -> t.startsWith("false alarm"));
        java.awt.Point from = you.ask(() -> screen(jets.waiting().pose().position()));
        you.drag(from, 150, 100); // away, down and right: the flight area stops it at its edges
        assertThat(you.ask(() -> drawnLabels(jets))).as("labels after dragging apart").noneMatch(t -> t.startsWith("false alarm"));
        assertThat(you.ask(() -> jets.waiting().pose().position().y())).as("the jet stays inside the world").isLessThanOrEqualTo(jets.bounds().maxY());
    }

    @Test
    void anOpenExperimentListsASpriteDroppedOnTheCanvas(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) throws Exception {
        you.pressMenuKey(KeyEvent.VK_E);
        waitUntil(() -> you.ask(() -> java.util.Arrays.stream(Window.getWindows()).anyMatch(w -> w instanceof ExperimentDialog && w.isShowing())), 5_000);
        ExperimentDialog dialog = you.ask(() -> (ExperimentDialog) java.util.Arrays.stream(Window.getWindows())
                .filter(w -> w instanceof ExperimentDialog && w.isShowing()).findFirst().orElseThrow());
        java.nio.file.Path image = org.spriteplayground.sprite.ImageFiles.disc(folder, "png");
        run(() -> {
            javax.swing.JComponent canvas = (javax.swing.JComponent) you.find("canvas");
            canvas.getTransferHandler().importData(new javax.swing.TransferHandler.TransferSupport(canvas, files(image)));
        });
        waitUntil(() -> you.ask(() -> you.model.lesson() instanceof org.spriteplayground.lesson.FlyingJets j && j.spriteName().equals("disc")), 20_000);
        JComboBox<?> spriteA = (JComboBox<?>) Gui.find(dialog, "experimentSpriteA");
        assertThat(you.ask(() -> {
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < spriteA.getItemCount(); i++) {
                items.add(String.valueOf(spriteA.getItemAt(i)));
            }
            return items;
        })).as("the open dialog follows the library").contains("disc");
    }

    @Test
    void f2DarkensTheWorldAndTheChartAndF1LightensThemAgain() {
        you.press(KeyEvent.VK_SPACE);
        Component canvas = you.find("canvas");
        Component chart = you.find("tightnessChart");
        try {
            you.press(KeyEvent.VK_F1);
            double lightCanvas = you.brightness(canvas);
            double lightChart = you.brightness(chart);
            you.press(KeyEvent.VK_F2);
            assertThat(you.brightness(canvas)).as("the world after F2 (light was %.0f)", lightCanvas).isLessThan(100).isLessThan(lightCanvas - 60);
            assertThat(you.brightness(chart)).as("the chart after F2 (light was %.0f)", lightChart).isLessThan(100).isLessThan(lightChart - 60);
            assertThat(you.ask(() -> ((AbstractButton) menuItem("Dark theme")).isSelected())).isTrue();
            you.press(KeyEvent.VK_F1);
            assertThat(you.brightness(canvas)).as("the world after F1").isGreaterThan(150);
            assertThat(you.brightness(chart)).as("the chart after F1").isGreaterThan(150);
            assertThat(you.ask(() -> ((AbstractButton) menuItem("Dark theme")).isSelected())).isFalse();
        } finally {
            you.press(KeyEvent.VK_F1);
        }
    }

    @Test
    void ctrlOOpensASpriteChosenInTheChooserAndFliesIt(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) throws Exception {
        java.nio.file.Path image = java.nio.file.Files.move(org.spriteplayground.sprite.ImageFiles.disc(folder, "png"), folder.resolve("ball.png"));
        you.pressMenuKey(KeyEvent.VK_O);
        you.chooseFile("Open sprite", image);
        waitUntil(() -> you.ask(() -> you.model.lesson() instanceof org.spriteplayground.lesson.FlyingJets j && j.spriteName().equals("ball")), 20_000);
        assertThat(you.anyDialog()).as("no dialog left open").isFalse();
        you.press(KeyEvent.VK_SPACE);
        assertThat(you.ask(you.model::paused)).as("the keys work at once").isTrue();
    }

    @Test
    void ctrlSWritesTheWorldAloneAtTheChosenScale(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) throws Exception {
        java.nio.file.Path file = folder.resolve("world.png");
        you.pressMenuKey(KeyEvent.VK_S);
        waitUntil(() -> you.find("exportScale") == null && you.ask(() -> java.util.Arrays.stream(Window.getWindows())
                .anyMatch(w -> w.isShowing() && Gui.find(w, "exportScale") != null)), 5_000);
        JComboBox<?> scale = you.ask(() -> (JComboBox<?>) java.util.Arrays.stream(Window.getWindows())
                .filter(Window::isShowing).map(w -> Gui.find(w, "exportScale")).filter(java.util.Objects::nonNull).findFirst().orElseThrow());
        run(() -> scale.setSelectedIndex(1)); // 2×
        you.press(KeyEvent.VK_ENTER);
        you.chooseFile("Export canvas as PNG", file);
        waitUntil(() -> java.nio.file.Files.exists(file), 5_000);
        java.awt.image.BufferedImage written = javax.imageio.ImageIO.read(file.toFile());
        org.spriteplayground.geometry.Aabb world = you.ask(() -> you.model.lesson().bounds());
        assertThat(written.getWidth()).as("width at 2×").isEqualTo((int) Math.ceil(world.width() * 2));
        assertThat(written.getHeight()).as("height at 2×: the world alone, no status line").isEqualTo((int) Math.ceil(world.height() * 2));
        assertThat(you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText())).isEqualTo("Saved " + file);
        assertThat(you.anyDialog()).isFalse();
    }

    @Test
    void shiftDragTurnsAJetAndAPlainDragMovesIt() {
        you.press(KeyEvent.VK_SPACE);
        org.spriteplayground.lesson.FlyingJets jets = (org.spriteplayground.lesson.FlyingJets) you.ask(you.model::lesson);
        org.spriteplayground.geometry.Pose before = you.ask(() -> jets.waiting().pose());
        java.awt.Point centre = you.ask(() -> screen(before.position()));
        you.shiftDrag(new java.awt.Point(centre.x + 15, centre.y), 0, 40); // from beside the centre, round it
        org.spriteplayground.geometry.Pose turned = you.ask(() -> jets.waiting().pose());
        assertThat(turned.position()).as("Shift+drag keeps the jet in place").isEqualTo(before.position());
        assertThat(turned.angle()).as("Shift+drag turns the jet").isNotEqualTo(before.angle());
        you.drag(you.ask(() -> screen(turned.position())), -60, 0);
        org.spriteplayground.geometry.Pose moved = you.ask(() -> jets.waiting().pose());
        assertThat(moved.position().x()).as("a plain drag moves the jet left").isLessThan(turned.position().x() - 20);
        assertThat(moved.angle()).as("a plain drag does not turn it").isEqualTo(turned.angle());
    }

    @Test
    void theWheelResizesTheCircleUnderThePointer() {
        int lesson = Lessons.ALL.indexOf(Lessons.byId(org.spriteplayground.lesson.BorderCrossings.ID).orElseThrow());
        you.openLesson(lesson);
        org.spriteplayground.lesson.BorderCrossings crossings = (org.spriteplayground.lesson.BorderCrossings) you.ask(you.model::lesson);
        org.spriteplayground.geometry.Circle first = you.ask(crossings::first);
        org.spriteplayground.geometry.Circle second = you.ask(crossings::second);
        java.awt.Point centre = you.ask(() -> screen(first.center()));
        you.wheel(centre, -3);
        assertThat(you.ask(crossings::first).radius()).as("wheel away from you grows the circle").isGreaterThan(first.radius());
        you.wheel(centre, 6);
        assertThat(you.ask(crossings::first).radius()).as("wheel towards you shrinks it").isLessThan(first.radius());
        assertThat(you.ask(crossings::second)).as("the other circle").isEqualTo(second);
    }

    private static Component menuItem(String text) {
        for (int m = 0; m < you.frame.getJMenuBar().getMenuCount(); m++) {
            for (Component c : you.frame.getJMenuBar().getMenu(m).getMenuComponents()) {
                if (c instanceof JMenuItem item && text.equals(item.getText())) {
                    return item;
                }
            }
        }
        throw new AssertionError("no menu item " + text);
    }

    private static java.awt.datatransfer.Transferable files(java.nio.file.Path file) {
        return new java.awt.datatransfer.Transferable() {
            @Override
            public java.awt.datatransfer.DataFlavor[] getTransferDataFlavors() {
                return new java.awt.datatransfer.DataFlavor[] {java.awt.datatransfer.DataFlavor.javaFileListFlavor};
            }

            @Override
            public boolean isDataFlavorSupported(java.awt.datatransfer.DataFlavor flavor) {
                return java.awt.datatransfer.DataFlavor.javaFileListFlavor.equals(flavor);
            }

            @Override
            public Object getTransferData(java.awt.datatransfer.DataFlavor flavor) {
                return List.of(file.toFile());
            }
        };
    }

    private static java.awt.Point screen(org.spriteplayground.geometry.Vec2 world) {
        CanvasPanel canvas = (CanvasPanel) you.find("canvas");
        java.awt.geom.Point2D p = canvas.worldToScreen().transform(new java.awt.geom.Point2D.Double(world.x(), world.y()), null);
        java.awt.Point origin = canvas.getLocationOnScreen();
        return new java.awt.Point(origin.x + (int) Math.round(p.getX()), origin.y + (int) Math.round(p.getY()));
    }

    private static List<String> drawnLabels(org.spriteplayground.lesson.Lesson lesson) {
        org.spriteplayground.sim.RecordingDraw draw = new org.spriteplayground.sim.RecordingDraw();
        lesson.draw(draw, you.model.overlays());
        return draw.labels().stream().map(org.spriteplayground.sim.RecordingDraw.Label::text).toList();
    }
}
