package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JSlider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlay;

/**
 * What the README promises a person can do, done as a person does it: keys and clicks in the real
 * window, checked by what the window then shows. Each test starts from a fresh state of the one
 * window, so none depends on another.
 */
class JourneyIT {

    private static Journey you;

    @BeforeAll
    static void open() throws Exception {
        you = new Journey(Gui.open());
    }

    @AfterAll
    static void close() {
        run(() -> java.util.Arrays.stream(Window.getWindows()).forEach(Window::dispose));
    }

    @BeforeEach
    void afresh() {
        you.startAfresh();
    }

    @Test
    void everyShortcutDoesTheSameInEveryLessonWithTheChartShownOrHidden() {
        for (boolean chart : new boolean[] {true, false}) {
            run(() -> you.model.setChartVisible(chart));
            for (int i = 0; i < Lessons.ALL.size(); i++) {
                Lessons.Entry entry = Lessons.ALL.get(i);
                you.pressMenuKey(KeyEvent.VK_1 + i);
                String where = entry.id() + (chart ? " with the chart" : " without the chart");
                assertThat(you.ask(() -> you.model.lesson().id())).as("Ctrl+%d", i + 1).isEqualTo(entry.id());
                Component chartPanel = you.find("tightnessChart");
                you.click(chartPanel != null && you.ask(chartPanel::isShowing) ? chartPanel : you.find("canvas"));

                you.press(KeyEvent.VK_SPACE);
                assertThat(you.ask(you.model::paused)).as("Space pauses in %s", where).isTrue();
                long steps = you.ask(() -> you.model.simulation().steps());
                you.press(KeyEvent.VK_ENTER);
                assertThat(you.ask(() -> you.model.simulation().steps())).as("Enter steps once in %s", where).isEqualTo(steps + 1);
                you.press(KeyEvent.VK_R);
                assertThat(you.ask(() -> you.model.simulation().steps())).as("R resets in %s", where).isZero();
                you.press(KeyEvent.VK_EQUALS);
                assertThat(you.ask(you.model::speed)).as("= is faster in %s", where).isEqualTo(2.0);
                you.press(KeyEvent.VK_MINUS);
                assertThat(you.ask(you.model::speed)).as("- is slower in %s", where).isEqualTo(1.0);
                boolean circles = you.ask(() -> you.model.overlay(Overlay.CIRCLES));
                you.press(KeyEvent.VK_B);
                assertThat(you.ask(() -> you.model.overlay(Overlay.CIRCLES))).as("B switches circles in %s", where).isNotEqualTo(circles);
                you.press(KeyEvent.VK_B);
                you.press(KeyEvent.VK_SPACE);
                assertThat(you.ask(you.model::paused)).as("Space resumes in %s", where).isFalse();
            }
        }
    }

    @Test
    void ctrlEAndCtrlSOpenTheAppsOwnDialogsEvenWithTheChartFocused() {
        for (boolean chart : new boolean[] {true, false}) {
            run(() -> you.model.setChartVisible(chart));
            Component chartPanel = you.find("tightnessChart");
            you.click(chart ? chartPanel : you.find("canvas"));

            you.pressMenuKey(KeyEvent.VK_E);
            waitUntil(() -> you.ask(() -> java.util.Arrays.stream(Window.getWindows()).anyMatch(w -> w instanceof ExperimentDialog && w.isShowing())), 5_000);
            assertThat(you.dialog("Export")).as("XChart's own export chooser").isEmpty();
            you.closeDialogs();

            you.click(chart ? chartPanel : you.find("canvas")); // back in the main window, as a person clicks
            you.pressMenuKey(KeyEvent.VK_S);
            waitUntil(() -> you.dialog("Export canvas as PNG").isPresent(), 5_000);
            you.closeDialogs();
            assertThat(you.anyDialog()).isFalse();
        }
    }

    @Test
    void resetPutsTheJetsBackButKeepsThePresetsChoice() {
        you.press(KeyEvent.VK_SPACE);
        you.click(you.find("preset:Reset by pixels"));
        @SuppressWarnings("unchecked")
        JComboBox<String> resetWhen = (JComboBox<String>) you.find("control:Reset when");
        Object chosen = you.ask(resetWhen::getSelectedItem);
        assertThat(chosen).isNotEqualTo("bounding circle");
        for (int i = 0; i < 5; i++) {
            you.press(KeyEvent.VK_ENTER);
        }
        you.press(KeyEvent.VK_R);
        assertThat(you.ask(() -> you.model.simulation().steps())).isZero();
        assertThat(you.ask(resetWhen::getSelectedItem)).as("\"Reset when\" after R").isEqualTo(chosen);
    }

    @Test
    void aPresetStartsTheStepCountAgain() {
        you.press(KeyEvent.VK_SPACE);
        for (int i = 0; i < 3; i++) {
            you.press(KeyEvent.VK_ENTER);
        }
        you.click(you.find("preset:Seed 004"));
        assertThat(you.ask(() -> you.model.simulation().steps())).isZero();
        assertThat(you.ask(() -> CanvasStatus.line(you.model))).contains("step 0 ");
    }

    @Test
    void plusAndTheKeypadChangeTheSpeedAndTheSliderFollows() {
        JSlider slider = (JSlider) you.find("speedSlider");
        you.press(KeyEvent.VK_EQUALS, InputEvent.SHIFT_DOWN_MASK); // "+"
        assertThat(you.ask(you.model::speed)).isEqualTo(2.0);
        you.press(KeyEvent.VK_ADD);
        assertThat(you.ask(you.model::speed)).isEqualTo(4.0);
        assertThat(you.ask(slider::getValue)).isEqualTo(4);
        you.press(KeyEvent.VK_SUBTRACT);
        assertThat(you.ask(you.model::speed)).isEqualTo(2.0);
        you.press(KeyEvent.VK_MINUS);
        you.press(KeyEvent.VK_MINUS);
        assertThat(you.ask(you.model::speed)).isEqualTo(0.5);
        assertThat(you.ask(slider::getValue)).isEqualTo(1);
    }

    @Test
    void menusShowKeysAsTypedAndHelpListsTheMouseAndTheLessonKeys() {
        List<String> accelerators = you.ask(() -> {
            List<String> texts = new ArrayList<>();
            for (int m = 0; m < you.frame.getJMenuBar().getMenuCount(); m++) {
                for (Component c : you.frame.getJMenuBar().getMenu(m).getMenuComponents()) {
                    if (c instanceof JMenuItem item && item.getAccelerator() != null) {
                        texts.add(AppActions.keyText(item.getAccelerator()));
                    }
                }
            }
            return texts;
        });
        assertThat(accelerators).contains("-", "=", "?", "Space", "Ctrl+1", "Ctrl+7").noneMatch(t -> t.matches(".*(Slash|Minus|Equals).*"));
        you.press(KeyEvent.VK_SLASH, InputEvent.SHIFT_DOWN_MASK); // "?"
        waitUntil(() -> you.dialog("Keys and mouse").isPresent(), 5_000);
        List<String> shown = you.ask(() -> texts(you.dialog("Keys and mouse").orElseThrow()));
        assertThat(shown).contains("Shift+drag", "Wheel", "Arrows or W A S D", "Ctrl+1", "Ctrl+7", "= or +", "Enter or →");
        you.closeDialogs();
    }

    @Test
    void aLessonOpensRunningAndAPausedLessonSaysSoWhenSteered() {
        you.press(KeyEvent.VK_SPACE);
        assertThat(CanvasStatus.banner(you.model)).contains("Space resumes");
        int dotAndWall = Lessons.ALL.indexOf(Lessons.byId(DotAndWall.ID).orElseThrow());
        you.pressMenuKey(KeyEvent.VK_1 + dotAndWall);
        assertThat(you.ask(you.model::paused)).as("a new lesson runs").isFalse();
        you.press(KeyEvent.VK_SPACE);
        you.click(you.find("canvas"));
        long steps = you.ask(() -> you.model.simulation().steps());
        you.press(KeyEvent.VK_RIGHT);
        assertThat(you.ask(() -> ((JLabel) you.find("statusBar")).getText())).contains("paused").contains("Space");
        assertThat(you.ask(() -> you.model.simulation().steps())).as("→ steers here; it does not step").isEqualTo(steps);
    }

    @Test
    void theSwitchesShowTheModelWhateverChangedIt() {
        run(() -> you.model.setOverlay(Overlay.PIXELS, true));
        assertThat(you.ask(() -> ((AbstractButton) you.find("overlay:PIXELS")).isSelected())).isTrue();
        run(() -> you.model.setPaused(true));
        assertThat(you.ask(() -> ((AbstractButton) you.find("pauseButton")).isSelected())).isTrue();
        you.click(you.find("pauseButton"));
        assertThat(you.ask(you.model::paused)).isFalse();
        assertThat(you.ask(() -> ((AbstractButton) you.find("pauseButton")).isSelected())).isFalse();
    }

    @Test
    void pausedStressReadoutsDescribeTheJetsShown() {
        int stress = Lessons.ALL.indexOf(Lessons.byId("stress").orElseThrow());
        you.pressMenuKey(KeyEvent.VK_1 + stress);
        you.press(KeyEvent.VK_SPACE);
        JSlider jets = (JSlider) you.find("control:Jets");
        run(() -> jets.setValue(10_000)); // as a drag of the slider ends
        you.press(KeyEvent.VK_ENTER);
        run(() -> jets.setValue(100));
        Gui.settle();
        long tested = number(you.ask(() -> ((JLabel) you.find("readout:Broad phase:pairs tested:0")).getText()));
        assertThat(you.ask(() -> ((JLabel) you.find("readout:Broad phase:jets:0")).getText())).isEqualTo("100");
        assertThat(tested).as("pairs tested among 100 jets").isLessThanOrEqualTo(100 * 99 / 2);
        assertThat(you.ask(() -> ((JLabel) you.find("readout:On this machine:one step (ms):0")).getText()))
                .as("the single step was measured").isNotEqualTo("–");
        assertThat(you.ask(() -> CanvasStatus.line(you.model))).contains("paused");
        assertThat(you.ask(() -> CanvasStatus.perfLine(you.model))).contains(" ms").doesNotContain("–");
    }

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
        assertThat(you.ask(() -> ((JLabel) you.find("statusBar")).getText())).isEqualTo("Saved " + file);
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
        you.pressMenuKey(KeyEvent.VK_1 + lesson);
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

    @Test
    void everyOverlaySwitchIsInReachAndReadableAt1024By768AndAt800By560InEveryLesson() {
        java.awt.Dimension before = you.ask(you.frame::getSize);
        try {
            for (java.awt.Dimension size : List.of(new java.awt.Dimension(1024, 768), new java.awt.Dimension(800, 560))) {
                run(() -> {
                    you.frame.setExtendedState(java.awt.Frame.NORMAL);
                    you.frame.setSize(size);
                    you.frame.validate();
                });
                for (int i = 0; i < Lessons.ALL.size(); i++) {
                    you.pressMenuKey(KeyEvent.VK_1 + i);
                    String where = Lessons.ALL.get(i).id() + " at " + size.width + "×" + size.height;
                    boolean used = !you.ask(() -> you.model.overlaysUsed()).isEmpty();
                    assertThat(you.ask(() -> you.find("overlayFooter").isShowing())).as("%s: the overlay footer shows only with switches in it", where).isEqualTo(used);
                    for (Overlay overlay : you.ask(() -> you.model.overlaysUsed())) {
                        javax.swing.JComponent box = (javax.swing.JComponent) you.find("overlay:" + overlay.name());
                        java.awt.Rectangle seen = you.ask(box::getVisibleRect);
                        assertThat(seen.height).as("%s: the %s switch shows whole without scrolling", where, overlay).isEqualTo(you.ask(box::getHeight));
                        assertThat(seen.width).as("%s: the %s switch's width on screen", where, overlay).isEqualTo(you.ask(box::getWidth));
                        assertThat(you.ask(box::getWidth)).as("%s: the %s switch's text is not cut", where, overlay).isGreaterThanOrEqualTo(you.ask(() -> box.getPreferredSize().width));
                    }
                    for (Component preset : you.ask(() -> named(you.frame, "preset:"))) {
                        assertThat(you.ask(preset::getWidth)).as("%s: %s shows its whole name", where, preset.getName())
                                .isGreaterThanOrEqualTo(you.ask(() -> preset.getPreferredSize().width));
                    }
                    for (String name : List.of("pauseButton", "stepButton", "resetButton", "speedSlider")) {
                        javax.swing.JComponent c = (javax.swing.JComponent) you.find(name);
                        assertThat(you.ask(c::getVisibleRect).width).as("%s: %s shows whole", where, name).isEqualTo(you.ask(c::getWidth));
                        assertThat(you.ask(c::getWidth)).as("%s: %s is not squeezed", where, name).isGreaterThanOrEqualTo(you.ask(() -> c.getMinimumSize().width));
                    }
                }
            }
        } finally {
            run(() -> you.frame.setSize(before));
        }
    }

    @Test
    void aLessonWithoutAChartGivesTheCanvasTheWholeHeightAndNoDivider() {
        int lesson = Lessons.ALL.indexOf(Lessons.byId(org.spriteplayground.lesson.ThreeOutcomes.ID).orElseThrow());
        you.pressMenuKey(KeyEvent.VK_1 + lesson);
        Component canvas = you.find("canvas");
        javax.swing.JSplitPane split = (javax.swing.JSplitPane) you.ask(canvas::getParent);
        assertThat(you.ask(split::getDividerSize)).as("divider with no chart").isZero();
        assertThat(you.ask(canvas::getHeight)).as("canvas height").isEqualTo(you.ask(split::getHeight));
        you.pressMenuKey(KeyEvent.VK_1 + Lessons.ALL.indexOf(Lessons.defaultLesson()));
        assertThat(you.ask(split::getDividerSize)).as("divider with the chart").isPositive();
        assertThat(you.ask(() -> you.find("tightnessChart").isShowing())).isTrue();
    }

    private static List<Component> named(Container root, String prefix) {
        List<Component> found = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (c.getName() != null && c.getName().startsWith(prefix) && c.isShowing()) {
                found.add(c);
            }
            if (c instanceof Container inner) {
                found.addAll(named(inner, prefix));
            }
        }
        return found;
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

    private static long number(String text) {
        return Long.parseLong(text.replace(",", ""));
    }

    private static List<String> texts(Container root) {
        List<String> all = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (c instanceof JLabel label && label.getText() != null) {
                all.add(label.getText());
            }
            if (c instanceof Container inner) {
                all.addAll(texts(inner));
            }
        }
        return all;
    }
}
