package org.spriteplayground.ui;

import java.util.EnumMap;
import java.util.Hashtable;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleConsumer;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JToggleButton;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.sim.Overlay;

/**
 * Overlay switches, playback buttons and the speed slider. Nothing here takes keyboard focus,
 * so Space, Enter and the letter keys always reach the app's shortcuts.
 */
final class ControlPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The speed factors the slider offers, slowest first. */
    static final double[] SPEEDS = {0.25, 0.5, 1, 2, 4};

    private final JSlider speed = new JSlider(0, SPEEDS.length - 1, 2);
    private final JLabel overlaysHeading = heading("Overlays");
    private final Map<Overlay, JCheckBox> overlayBoxes = new EnumMap<>(Overlay.class);

    ControlPanel(AppActions actions, DoubleConsumer speedChanged) {
        super(new MigLayout(
                "insets 0, wrap 3, fillx, hidemode 3", // layout
                "[grow, fill][grow, fill][grow, fill]", // columns
                "[]4[]"));                          // rows
        add(overlaysHeading, "span, wrap");
        for (Overlay overlay : Overlay.values()) {
            JCheckBox box = check(actions.overlay(overlay), "overlay:" + overlay.name());
            overlayBoxes.put(overlay, box);
            add(box, "span 3");
        }

        add(heading("Playback"), "span, gaptop 8");
        add(unfocusable(new JToggleButton(actions.pause()), "pauseButton"));
        add(unfocusable(new JButton(actions.step()), "stepButton"));
        add(unfocusable(new JButton(actions.reset()), "resetButton"));

        Hashtable<Integer, JLabel> labels = new Hashtable<>();
        for (int i = 0; i < SPEEDS.length; i++) {
            labels.put(i, new JLabel(speedLabel(SPEEDS[i])));
        }
        speed.setLabelTable(labels);
        speed.setPaintLabels(true);
        speed.setSnapToTicks(true);
        speed.setMajorTickSpacing(1);
        speed.setPaintTicks(true);
        speed.setFocusable(false);
        speed.setName("speedSlider");
        speed.setToolTipText("Simulation speed: steps of 1/60 s per frame (slower: -, faster: =)");
        speed.addChangeListener(e -> speedChanged.accept(SPEEDS[speed.getValue()]));
        add(new JLabel("Speed"), "span, split 2, gaptop 8");
        add(speed, "growx");
    }

    /** Shows only the overlay switches a lesson draws (their keys keep working regardless). */
    void showOverlays(Set<Overlay> used) {
        overlayBoxes.forEach((overlay, box) -> box.setVisible(used.contains(overlay)));
        overlaysHeading.setVisible(!used.isEmpty());
    }

    /** Moves the slider one notch; {@code direction} is -1 or +1. */
    void nudgeSpeed(int direction) {
        speed.setValue(Math.max(0, Math.min(SPEEDS.length - 1, speed.getValue() + direction)));
    }

    /** Returns a speed factor as the slider labels it: "¼×", "2×". */
    static String speedLabel(double factor) {
        if (factor == 0.25) {
            return "¼×";
        }
        if (factor == 0.5) {
            return "½×";
        }
        return String.format(Locale.ROOT, "%.0f×", factor);
    }

    static JLabel heading(String text) {
        JLabel label = new JLabel(text);
        label.putClientProperty("FlatLaf.styleClass", "h4");
        return label;
    }

    private static JCheckBox check(Action action, String name) {
        return unfocusable(new JCheckBox(action), name);
    }

    private static <B extends AbstractButton> B unfocusable(B button, String name) {
        button.setFocusable(false);
        button.setName(name);
        Object key = button.getAction().getValue(Action.ACCELERATOR_KEY);
        if (key != null) {
            button.setToolTipText(button.getToolTipText() + "  [" + AppActions.keyText((javax.swing.KeyStroke) key) + "]");
        }
        return button;
    }
}
