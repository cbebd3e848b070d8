package org.spriteplayground.ui.side;

import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.JButton;
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
 * descriptions. Tab reaches each and Alt with its underlined key ({@link Mnemonics}) works it; a
 * click leaves the focus on the canvas ({@link KeyboardAccess}), so the app's keys keep working.
 */
final class LessonControlsPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The action a focused choice's Space runs. */
    private static final String OPEN_LIST = "SpritePlayground.openList";

    private final transient List<Runnable> syncs = new ArrayList<>();
    private final transient Playground model;
    private boolean syncing;
    private final List<WrapButton> presetButtons = new ArrayList<>();
    private boolean presetPerRow;
    private final transient Map<String, Character> keys;
    private final transient List<ChoiceRow> choices = new ArrayList<>();
    private final transient List<SliderRow> sliders = new ArrayList<>();
    private final List<WrapCheckBox> toggles = new ArrayList<>();

    /** Shows the presets and controls of the lesson on show; each change is announced through {@code model}. */
    LessonControlsPanel(Playground model) {
        super(new MigLayout(
                "insets 0, wrap 2, fillx, hidemode 3", // layout
                "[grow, fill, 50%][grow, fill, 50%]",  // columns: two buttons a row, equal
                "[]4[]"));                             // rows
        this.model = model;
        Lesson lesson = model.lesson();
        keys = Mnemonics.of(lesson);
        setName("lessonControls");
        if (!PresetScenes.of(lesson).isEmpty()) {
            add(PlaybackBar.heading(Texts.text("panel.presets")), "span 2");
            for (Preset preset : PresetScenes.of(lesson)) {
                WrapButton button = new WrapButton(preset.name());
                button.setToolTipText(preset.description());
                KeyboardAccess.reachable(button, Texts.format("panel.preset", preset.name()), preset.description());
                mnemonic(button, preset);
                button.setName(Mnemonics.id(preset));
                button.addActionListener(e -> {
                    if (!syncing) {
                        model.apply(preset);
                    }
                });
                add(button, "wmin 0");
                presetButtons.add(button);
            }
            addComponentListener(new java.awt.event.ComponentAdapter() {
                @Override
                public void componentResized(java.awt.event.ComponentEvent e) {
                    arrangePresets();
                }
            });
        }
        if (!lesson.controls().isEmpty()) {
            add(PlaybackBar.heading(Texts.text("panel.thisLesson")), "newline, span 2, gaptop 8");
            lesson.controls().forEach(this::add);
        }
    }

    /**
     * Puts the presets two to a row while each name fits in half the width, else one to a row: a
     * narrow column (a small window, UI scale 2) shows whole names, never "Corner catc…".
     */
    private void arrangePresets() {
        int half = (getWidth() - SidePanel.scaled(8)) / 2;
        boolean perRow = presetButtons.stream().anyMatch(b -> b.oneLineWidth() > half);
        if (perRow != presetPerRow) {
            presetPerRow = perRow;
            MigLayout layout = (MigLayout) getLayout();
            presetButtons.forEach(b -> layout.setComponentConstraints(b, perRow ? "span 2, wmin 0" : "wmin 0"));
            revalidate();
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
            WrapCheckBox box = new WrapCheckBox(t.label(), t.value().getAsBoolean());
            box.setToolTipText(t.description());
            KeyboardAccess.reachable(box, t.label(), t.description());
            mnemonic(box, t);
            box.setName("control:" + t.label());
            box.addActionListener(e -> changed(t, () -> t.set().accept(box.isSelected())));
            syncs.add(() -> box.setSelected(t.value().getAsBoolean()));
            add(box, "span 2, wmin 0");
            toggles.add(box);
        } else if (control instanceof Control.Choice<?> c) {
            addChoice(c);
        } else if (control instanceof Control.Slider s) {
            JSlider slider = new JSlider(s.min(), s.max(), s.value().getAsInt());
            JLabel value = new JLabel(s.format().apply(s.value().getAsInt()));
            slider.setToolTipText(s.description());
            KeyboardAccess.reachable(slider, s.label(), s.description());
            slider.setName("control:" + s.label());
            slider.addChangeListener(e -> {
                value.setText(s.format().apply(slider.getValue()));
                if (slider.getValue() != s.value().getAsInt()) {
                    changed(s, () -> s.set().accept(slider.getValue()));
                }
            });
            syncs.add(() -> slider.setValue(s.value().getAsInt()));
            JLabel label = new JLabel(s.label());
            label.setToolTipText(s.description());
            KeyboardAccess.label(label, slider, keys.get(Mnemonics.id(s)));
            SliderRow row = new SliderRow(label, value);
            add(label, row.name());
            add(value, row.value());
            sliders.add(row);
            add(slider, "span 2");
        } else if (control instanceof Control.Button b) {
            JButton button = new JButton(b.label());
            button.setToolTipText(b.description());
            KeyboardAccess.reachable(button, b.label(), b.description());
            mnemonic(button, b);
            button.setName("control:" + b.label());
            button.addActionListener(e -> changed(b, b.run()));
            add(button, "span 2");
        }
    }

    private <T> void addChoice(Control.Choice<T> c) {
        JComboBox<String> box = new JComboBox<>(c.options().stream().map(c.optionName()).toArray(String[]::new));
        box.setSelectedIndex(c.selectedIndex());
        box.setToolTipText(c.description());
        KeyboardAccess.reachable(box, c.label(), c.description());
        box.setName("control:" + c.label());
        // FlatLaf opens the list on Space but leaves the key unbound, so it went on to Pause: the box keeps it.
        box.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0), OPEN_LIST);
        box.getActionMap().put(OPEN_LIST, new javax.swing.AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                box.setPopupVisible(true);
            }
        });
        box.addActionListener(e -> changed(c, () -> c.set().accept(c.options().get(box.getSelectedIndex()))));
        syncs.add(() -> box.setSelectedIndex(c.selectedIndex()));
        JLabel label = new JLabel(c.label());
        label.setToolTipText(c.description());
        KeyboardAccess.label(label, box, keys.get(Mnemonics.id(c)));
        ChoiceRow row = new ChoiceRow(label, box);
        add(label, row.label(ChoiceRow.Fit.GRID));
        add(box, row.box(ChoiceRow.Fit.GRID));
        choices.add(row);
    }

    /**
     * Places each choice's label beside or above its box, each slider's value, each preset's name
     * on one line or two, and each switch's name on as many lines as it needs, for the width now,
     * before laying out.
     */
    @Override
    public void doLayout() {
        MigLayout layout = (MigLayout) getLayout();
        boolean moved = choices.stream().map(row -> row.arrange(layout, getWidth(), SidePanel.scaled(8))).reduce(false, Boolean::logicalOr);
        moved |= presetButtons.stream().map(b -> b.fit(presetPerRow ? getWidth() : (getWidth() - SidePanel.scaled(8)) / 2))
                .reduce(false, Boolean::logicalOr);
        moved |= toggles.stream().map(b -> b.fit(getWidth())).reduce(false, Boolean::logicalOr);
        moved |= sliders.stream().map(row -> row.arrange(layout, getWidth(), SidePanel.scaled(8))).reduce(false, Boolean::logicalOr);
        if (moved) {
            revalidate(); // a label above its box, a value below its name, a name on two lines, takes more height
        }
        super.doLayout();
    }

    /** Underlines the button's key, if {@link Mnemonics} gave it one. */
    private void mnemonic(AbstractButton button, Object item) {
        Character key = keys.get(Mnemonics.id(item));
        if (key != null) {
            button.setMnemonic(key);
        }
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
