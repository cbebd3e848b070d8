package org.spriteplayground.ui.side;

import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.ui.KeyboardAccess;
import org.spriteplayground.ui.PlaybackBar;

/**
 * A lesson's presets (one click each) and its own controls, built from the lesson's headless
 * descriptions, one to a row: a choice's and a slider's name over it, so that no name or box
 * needs more than the column's width; a name wider than the column takes two lines, as a
 * preset's does ({@link Wrap}). Tab reaches each and Alt with its underlined key
 * ({@link Mnemonics}) works it; a click leaves the focus on the canvas ({@link KeyboardAccess}),
 * so the app's keys keep working.
 */
final class LessonControlsPanel extends JPanel {

    /** The action a focused choice's Space runs. */
    private static final String OPEN_LIST = "SpritePlayground.openList";

    private final transient List<Runnable> syncs = new ArrayList<>();
    private final transient Playground model;
    private boolean syncing;
    private final transient Map<String, Character> keys;

    /** Shows the presets and controls of the lesson on show; each change is announced through {@code model}. */
    LessonControlsPanel(Playground model) {
        super(new MigLayout(
                "insets 0, wrap 1, fillx, hidemode 3", // layout
                "[grow, fill]",                        // columns: one control a row, as wide as the column
                "[top]4[top]"));                       // rows: top, not baseline: a name on two lines has no one baseline
        this.model = model;
        Lesson lesson = model.lesson();
        keys = Mnemonics.of(lesson);
        setName("lessonControls");
        if (!PresetScenes.of(lesson).isEmpty()) {
            add(PlaybackBar.heading(Texts.text("panel.presets")));
            for (Preset preset : PresetScenes.of(lesson)) {
                JButton button = described(Wrap.of(new JButton(preset.name())), preset, Texts.format("panel.preset", preset.name()), preset.description());
                button.addActionListener(e -> {
                    if (!syncing) {
                        model.apply(preset);
                    }
                });
                add(button, "wmin 0");
            }
        }
        if (!lesson.controls().isEmpty()) {
            add(PlaybackBar.heading(Texts.text("panel.thisLesson")), "gaptop 8");
            lesson.controls().forEach(this::add);
        }
    }

    /** Sets every widget from the lesson's current values (after a reset, a drag, a preset). */
    void sync() {
        syncing = true;
        try {
            syncs.forEach(Runnable::run);
        } finally {
            syncing = false;
        }
    }

    private void add(Control control) {
        if (control instanceof Control.Toggle t) {
            JCheckBox box = described(Wrap.of(new JCheckBox(t.label(), t.value().getAsBoolean())), t, t.label(), t.description());
            box.addActionListener(e -> changed(t, () -> t.set().accept(box.isSelected())));
            syncs.add(() -> box.setSelected(t.value().getAsBoolean()));
            add(box, "wmin 0");
        } else if (control instanceof Control.Choice<?> c) {
            addChoice(c);
        } else if (control instanceof Control.Slider s) {
            JSlider slider = labelled(new JSlider(s.min(), s.max(), s.value().getAsInt()), s);
            JLabel value = new JLabel(s.format().apply(s.value().getAsInt()));
            slider.addChangeListener(e -> {
                value.setText(s.format().apply(slider.getValue()));
                if (slider.getValue() != s.value().getAsInt()) {
                    changed(s, () -> s.set().accept(slider.getValue()));
                }
            });
            syncs.add(() -> slider.setValue(s.value().getAsInt()));
            add(slider, "split 2, growx, wmin 0");
            add(value, "growx 0");
        } else if (control instanceof Control.Button b) {
            JButton button = described(Wrap.of(new JButton(b.label())), b, b.label(), b.description());
            button.addActionListener(e -> changed(b, b.run()));
            add(button, "wmin 0");
        }
    }

    /**
     * Gives {@code widget} the tooltip, Tab stop and name of {@code item} (a preset or control),
     * and a button its Alt key where {@link Mnemonics} gave it one; returns the widget.
     */
    private <C extends JComponent> C described(C widget, Object item, String spoken, String description) {
        widget.setToolTipText(description);
        KeyboardAccess.reachable(widget, spoken, description);
        widget.setName(Mnemonics.id(item));
        if (widget instanceof AbstractButton button && keys.get(Mnemonics.id(item)) != null) {
            button.setMnemonic(keys.get(Mnemonics.id(item)));
        }
        return widget;
    }

    /** Adds the name of {@code control} over {@code widget}, its Alt key underlined; returns the widget, described. */
    private <C extends JComponent> C labelled(C widget, Control control) {
        JLabel label = new JLabel(control.label());
        label.setToolTipText(control.description());
        KeyboardAccess.label(label, widget, keys.get(Mnemonics.id(control)));
        add(Wrap.of(label), "wmin 0");
        return described(widget, control, control.label(), control.description());
    }

    private <T> void addChoice(Control.Choice<T> c) {
        JComboBox<String> box = labelled(new JComboBox<>(c.options().stream().map(c.optionName()).toArray(String[]::new)), c);
        box.setSelectedIndex(c.selectedIndex());
        // FlatLaf opens the list on Space but leaves the key unbound, so it went on to Pause: the box keeps it.
        box.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0), OPEN_LIST);
        box.getActionMap().put(OPEN_LIST, new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                box.setPopupVisible(true);
            }
        });
        box.addActionListener(e -> changed(c, () -> c.set().accept(c.options().get(box.getSelectedIndex()))));
        syncs.add(() -> box.setSelectedIndex(c.selectedIndex()));
        add(box, "growx 0, wmin 0"); // as wide as its longest item, no wider
    }

    /** Shows each preset's, toggle's and button's name on one line or two, for the width now, before laying out. */
    @Override
    public void doLayout() {
        Wrap.fit(this);
        super.doLayout();
    }

    private void changed(Control control, Runnable change) {
        if (syncing) {
            return;
        }
        model.history().edit(control.label(), control instanceof Control.Slider, () -> {
            change.run();
            model.controlChanged(control);
        });
    }
}
