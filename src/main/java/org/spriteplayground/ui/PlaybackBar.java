package org.spriteplayground.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import java.util.Collections;
import java.util.Hashtable;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.InputMap;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JSlider;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import javax.swing.border.EmptyBorder;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;

/**
 * The bar above the canvas: pause, step and reset, then "Speed" and its slider, in as many rows as
 * the width needs ({@link WrappingRow}). Its controls are Tab stops that a click does not keep
 * ({@link KeyboardAccess}), so after a click Space, Enter and the letter keys reach the app's
 * shortcuts, and Esc on one gives the keys back to the canvas. The slider shows the playground's
 * speed and sets it; it holds no speed of its own.
 */
public final class PlaybackBar extends WrappingRow {

    PlaybackBar(AppActions actions, Playground model) {
        this(actions.pause, actions.step, actions.reset, model);
    }

    /** The bar with the buttons of {@code pause}, {@code step} and {@code reset} (a test's own, where there is no window). */
    PlaybackBar(Action pause, Action step, Action reset, Playground model) {
        super(UIScale.scale(6));
        setName("playbackBar");
        setBorder(new EmptyBorder(UIScale.scale(4), UIScale.scale(8), UIScale.scale(2), UIScale.scale(16))); // room for the "4×" under the slider's end
        add(arrowsStep(tabStop(unfocusable(new JToggleButton(pause), "pauseButton"))));
        add(tabStop(unfocusable(new JButton(step), "stepButton")));
        add(tabStop(unfocusable(new JButton(reset), "resetButton")));
        JSlider speed = speedSlider(model);
        JLabel label = new JLabel(Texts.text("playback.speed"));
        Accessible.labelled(label, speed);
        add(label);
        add(speed, "growx");
    }

    /** Returns the speed slider, "¼×" to "4×", which follows the playground's speed and sets it. */
    private static JSlider speedSlider(Playground model) {
        JSlider speed = new JSlider(0, Speeds.OFFERED.size() - 1, Speeds.OFFERED.indexOf(1.0)) {
            /** As wide as its tick labels side by side with a space between each two (at ×2 they ran together). */
            @Override
            public Dimension getMinimumSize() {
                int widest = 0;
                int space = 0;
                for (Object each : Collections.list(getLabelTable().elements())) {
                    JLabel tick = (JLabel) each;
                    widest = Math.max(widest, tick.getPreferredSize().width);
                    space = tick.getFontMetrics(tick.getFont()).charWidth(' ');
                }
                // The labels' centres lie a track's length over (labels - 1) apart; the track leaves half the widest label at each end.
                return new Dimension((getLabelTable().size() - 1) * (widest + space) + widest, super.getMinimumSize().height);
            }

            @Override
            public Dimension getMaximumSize() {
                return new Dimension(Math.max(getMinimumSize().width, UIScale.scale(420)), super.getMaximumSize().height);
            }
        };
        Hashtable<Integer, JLabel> labels = new Hashtable<>();
        for (int i = 0; i < Speeds.OFFERED.size(); i++) {
            JLabel tick = new JLabel(Speeds.text(Speeds.OFFERED.get(i)));
            tick.putClientProperty("FlatLaf.styleClass", "small"); // FlatLaf's smaller type: at UI scale 2 and ×2 the row is short
            labels.put(i, tick);
        }
        speed.setLabelTable(labels);
        speed.setPaintLabels(true);
        speed.setSnapToTicks(true);
        speed.setMajorTickSpacing(1);
        speed.setPaintTicks(true);
        speed.setName("speedSlider");
        speed.setToolTipText(Texts.text("playback.speed.tip"));
        Accessible.workedBy(KeyboardAccess.reachable(speed, Texts.text("playback.speed"), speed.getToolTipText()), "- or = or +");
        speed.addChangeListener(e -> model.setSpeed(Speeds.OFFERED.get(speed.getValue())));
        model.addListener(change -> {
            if (change == Change.SPEED || change == Change.LESSON) {
                speed.setValue(Speeds.OFFERED.indexOf(model.speed()));
            }
        });
        return speed;
    }

    /** Returns a sub-heading label in FlatLaf's h4 style. */
    public static JLabel heading(String text) {
        JLabel label = new JLabel(text);
        label.putClientProperty("FlatLaf.styleClass", "h4");
        return label;
    }

    /** Makes {@code button} a Tab stop that a click leaves the focus on the canvas for, as the side panel's controls are. */
    private static <B extends AbstractButton> B tabStop(B button) {
        return KeyboardAccess.reachable(button, button.getText(), button.getToolTipText());
    }

    /**
     * Leaves ← and → (and ↑ ↓) on a focused toggle button to the window's keys, Step back and Step:
     * Swing's toggle button takes them to move among a button group, which would leave them doing
     * nothing with the focus on Pause, though the keys act the same whatever has focus.
     */
    private static <B extends AbstractButton> B arrowsStep(B button) {
        InputMap keys = button.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
        for (String key : new String[] {"LEFT", "RIGHT", "UP", "DOWN", "KP_LEFT", "KP_RIGHT", "KP_UP", "KP_DOWN"}) {
            keys.put(KeyStroke.getKeyStroke(key), "none"); // an unbound name: the key goes on to the window
        }
        return button;
    }

    /** Makes a button that never takes focus, named for tests, with its keys in its tooltip. */
    public static <B extends AbstractButton> B unfocusable(B button, String name) {
        button.setFocusable(false);
        button.setName(name);
        Object key = button.getAction().getValue(Action.ACCELERATOR_KEY);
        if (key != null) {
            button.setToolTipText(button.getToolTipText() + "  [" + AppActions.allKeysText(button.getAction()) + "]");
            Accessible.workedBy(button, AppActions.allKeysText(button.getAction()));
        }
        return button;
    }
}
