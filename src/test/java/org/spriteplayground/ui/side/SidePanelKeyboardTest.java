package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JSlider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/** Each lesson's side panel, built headless, as the keyboard and a screen reader meet it. */
class SidePanelKeyboardTest {

    static List<String> ids() {
        return Lessons.ALL.stream().map(Lessons.Entry::id).toList();
    }

    private static Playground model(String id) {
        return new Playground(Lessons.byId(id).orElseThrow(), SpriteLibrary.bundled());
    }

    private static SidePanel panel(String id) {
        return new SidePanel(model(id));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void everyPresetChoiceAndSliderHasItsOwnAltKeyShownInItsLabel(String id) {
        SidePanel panel = panel(id);
        List<Integer> keys = new ArrayList<>();
        List<Component> keyed = new ArrayList<>(Gui.all(panel, c -> c instanceof AbstractButton || c instanceof JLabel));
        keyed.addAll(Gui.all(panel.readoutPart(), c -> c instanceof AbstractButton)); // Export CSV… under the readouts
        for (Component c : keyed) {
            int key = c instanceof AbstractButton b ? b.getMnemonic() : ((JLabel) c).getDisplayedMnemonic();
            String text = c instanceof AbstractButton b ? b.getText() : ((JLabel) c).getText();
            if (key != 0) {
                keys.add(key);
                assertThat(text.toUpperCase(java.util.Locale.ROOT)).as("%s shows its key", text).contains(String.valueOf((char) key));
            }
            boolean needsKey = c.getName() != null && c.getName().startsWith("preset:")
                    || c instanceof JLabel l && (l.getLabelFor() instanceof JComboBox || l.getLabelFor() instanceof JSlider);
            if (needsKey) {
                assertThat(key).as("Alt key of %s", text).isNotZero();
            }
        }
        assertThat(keys).as("Alt keys of %s", id).doesNotHaveDuplicates();
        assertThat(keys).as("the menu bar's keys (File, Edit, Lesson, View, Simulation, Tools, Help)")
                .doesNotContain((int) 'F', (int) 'E', (int) 'L', (int) 'V', (int) 'S', (int) 'T', (int) 'H');
        long combosAndSliders = Gui.all(panel, c -> c instanceof JComboBox || c instanceof JSlider).size();
        assertThat(Gui.all(panel, c -> c instanceof JLabel l && l.getLabelFor() != null)).as("a label names each combo box and slider")
                .hasSize((int) combosAndSliders);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void everyControlTheKeyboardReachesHasANameAndADescription(String id) {
        SidePanel panel = panel(id);
        List<Component> focusable = Gui.all(panel, SidePanelKeyboardTest::tabStop);
        assertThat(focusable).as("Tab stops").isNotEmpty();
        for (Component c : focusable) {
            var context = c.getAccessibleContext();
            assertThat(context.getAccessibleName()).as("accessible name of %s %s", c.getClass().getName(), c.getName()).isNotBlank();
            assertThat(context.getAccessibleDescription()).as("accessible description of %s", c.getName()).isNotBlank();
        }
    }

    /**
     * Returns whether Swing's focus traversal stops at {@code c}: focusable, with keys of its own
     * (a panel or a label is focusable too, but has none). A combo box's arrow button is part of
     * the box, which carries the name.
     */
    private static boolean tabStop(Component c) {
        if (!(c instanceof JComponent j) || !c.isFocusable() || c.getParent() instanceof JComboBox) {
            return false;
        }
        javax.swing.KeyStroke[] keys = j.getInputMap(JComponent.WHEN_FOCUSED).allKeys();
        return c instanceof JComboBox || keys != null && keys.length > 0;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void everyPresetAndControlIsATabStopThatAClickDoesNotKeep(String id) {
        Playground model = model(id);
        SidePanel panel = new SidePanel(model);
        var lesson = model.lesson();
        List<Component> widgets = Gui.all(panel, c -> c.getName() != null && (c.getName().startsWith("preset:") || c.getName().startsWith("control:")));
        assertThat(widgets).hasSize(PresetScenes.of(lesson).size() + lesson.controls().size());
        for (Component c : widgets) {
            assertThat(c.isFocusable()).as("%s is a Tab stop", c.getName()).isTrue();
            assertThat(((JComponent) c).isRequestFocusEnabled()).as("a click on %s leaves the focus where it is", c.getName()).isFalse();
        }
        assertThat(Gui.find(panel.readoutPart(), "exportReadouts").isFocusable()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void choicesAndSlidersPickTheirKeysBeforePresets(String id) {
        var lesson = model(id).lesson();
        Map<String, Character> keys = Mnemonics.of(lesson);
        lesson.controls().stream().filter(c -> c instanceof Control.Choice<?> || c instanceof Control.Slider)
                .forEach(c -> assertThat(keys).as(c.label()).containsKey(Mnemonics.id(c)));
        PresetScenes.of(lesson).forEach(p -> assertThat(keys).as(p.name()).containsKey(Mnemonics.id(p)));
    }

    @org.junit.jupiter.api.Test
    void theFalseAlarmMapsTableComesAndGoesWithItsSwitchWhilePaused() {
        Playground model = model("flying-jets");
        model.setPaused(true);
        SidePanel panel = new SidePanel(model);
        int without = Gui.shownReadouts(panel.readoutPart()).size();
        model.setOverlay(org.spriteplayground.sim.Overlay.FALSE_ALARM_MAP, true);
        assertThat(Gui.shownReadouts(panel.readoutPart()).size()).as("the map's table at once, paused").isGreaterThan(without);
        model.setOverlay(org.spriteplayground.sim.Overlay.FALSE_ALARM_MAP, false);
        assertThat(Gui.shownReadouts(panel.readoutPart()).size()).as("and gone at once").isEqualTo(without);
    }
}
