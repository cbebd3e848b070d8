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
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.ui.canvas.CanvasStatus;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.experiment.ExperimentDialog;

/**
 * What the README promises a person can do, done as a person does it: keys and clicks in the real
 * window, checked by what the window then shows. Each test starts from a fresh state of the one
 * window, so none depends on another.
 */
class JourneyIT extends JourneyCase {

    @Test
    void everyShortcutDoesTheSameInEveryLessonWithTheChartShownOrHidden() {
        for (boolean chart : new boolean[] {true, false}) {
            run(() -> you.model.setChartVisible(chart));
            for (int i = 0; i < Lessons.ALL.size(); i++) {
                Lessons.Entry entry = Lessons.ALL.get(i);
                if (!chart && !you.ask(() -> entry.factory().apply(you.model.sprites()).focus().isPresent())) {
                    continue; // a lesson with no tightness chart is the same with the chart switched off
                }
                you.openLesson(i);
                String where = entry.id() + (chart ? " with the chart" : " without the chart");
                assertThat(you.ask(() -> you.model.lesson().id())).as("Ctrl+%d", i + 1).isEqualTo(entry.id());
                Component chartPanel = you.find("tightnessChart");
                you.click(chartPanel != null && you.ask(chartPanel::isShowing) ? chartPanel : you.find("canvas"));
                you.press(KeyEvent.VK_ESCAPE); // a click on a piece selects it, and then Enter would type its values

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
                boolean drawn = you.ask(() -> you.model.lesson().overlaysUsed().contains(Overlay.CIRCLES));
                you.press(KeyEvent.VK_B);
                // A switch the lesson does not draw is greyed and deaf: B would change nothing one could see.
                assertThat(you.ask(() -> you.model.overlay(Overlay.CIRCLES))).as("B switches circles in %s (drawn there: %s)", where, drawn)
                        .isEqualTo(drawn != circles);
                you.press(KeyEvent.VK_B);
                assertThat(you.ask(() -> you.model.overlay(Overlay.CIRCLES))).as("B again in %s", where).isEqualTo(circles);
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
        you.openLesson(dotAndWall);
        assertThat(you.ask(you.model::paused)).as("a new lesson runs").isFalse();
        you.press(KeyEvent.VK_SPACE);
        you.click(you.find("canvas"));
        you.press(KeyEvent.VK_ESCAPE); // the click selected the wall: let go, so the arrows steer
        long steps = you.ask(() -> you.model.simulation().steps());
        you.press(KeyEvent.VK_RIGHT);
        assertThat(you.ask(() -> ((javax.swing.text.JTextComponent) you.find("statusBar")).getText())).contains("paused").contains("Space");
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
    void aClickOnTheCanvasStatusStripGivesTheCanvasTheKeys() {
        you.click(you.find("pauseButton"));
        assertThat(you.ask(you.model::paused)).isTrue();
        run(() -> you.find("canvas").transferFocus()); // the keys are elsewhere, as after a Tab
        Gui.settle();
        assertThat(you.ask(() -> you.find("canvas").isFocusOwner())).isFalse();
        you.click(you.find("canvasStatus"));
        assertThat(you.ask(() -> you.find("canvas").isFocusOwner())).as("the strip is part of the canvas").isTrue();
        you.press(KeyEvent.VK_SPACE);
        assertThat(you.ask(you.model::paused)).as("Space after a click on the strip").isFalse();
    }

    @Test
    void pausedStressReadoutsDescribeTheJetsShown() {
        int stress = Lessons.ALL.indexOf(Lessons.byId("stress").orElseThrow());
        you.openLesson(stress);
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
        assertThat(you.ask(() -> CanvasStatus.perfLine(you.model, ((CanvasPanel) you.find("canvas")).paintMeter()))).contains(" ms").doesNotContain("–");
    }

    private static long number(String text) {
        return Long.parseLong(text.replace(",", ""));
    }

    private static List<String> texts(Container root) {
        return Gui.all(root, c -> c instanceof JLabel label && label.getText() != null).stream().map(c -> ((JLabel) c).getText()).toList();
    }
}
