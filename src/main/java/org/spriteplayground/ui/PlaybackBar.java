package org.spriteplayground.ui;

import com.formdev.flatlaf.util.UIScale;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.InputMap;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.playground.Playground;

/**
 * The bar above the canvas: pause, step and reset, and the speed ({@link SpeedRow}) beside them,
 * or below them where the row would not fit (large text in a small window), the buttons then
 * folding into more rows where one is wider than the bar. Its controls are Tab stops that a click
 * does not keep ({@link KeyboardAccess}), so after a click Space, Enter and the letter keys reach
 * the app's shortcuts, and Esc on one gives the keys back to the canvas. The speed row shows the
 * playground's speed and sets it; it holds no speed of its own.
 */
public final class PlaybackBar extends JPanel {

    private static final long serialVersionUID = 1L;

    /** "Speed" and the slider, beside the buttons or on a row of their own. */
    private final SpeedRow speedRow;
    /** Pause, Step and Reset: in one row, or in more where the bar is narrower than that row. */
    private final JPanel buttons = new JPanel();
    private boolean oneRow = true;

    private static final String BESIDE = "";
    private static final String BELOW = "newline, span, growx";
    /** The buttons over the speed: no wider than the bar, in more rows if need be. */
    private static final String BUTTONS_ABOVE = "wmin 0, growx, span";

    PlaybackBar(AppActions actions, Playground model) {
        this(actions.pause(), actions.step(), actions.reset(), model);
    }

    /** The bar with the buttons of {@code pause}, {@code step} and {@code reset} (a test's own, where there is no window). */
    PlaybackBar(Action pause, Action step, Action reset, Playground model) {
        super(new MigLayout(
                "insets 4 8 2 16, fillx",                   // layout: room on the right for the "4×" under the slider's end
                "[]16[grow, fill]",                         // columns: the buttons, then "Speed" and the slider
                "[]"));                                     // rows
        setName("playbackBar");
        buttons.setOpaque(false);
        FlowRows.install(buttons, UIScale.scale(6));
        buttons.add(arrowsStep(tabStop(unfocusable(new JToggleButton(pause), "pauseButton"))));
        buttons.add(tabStop(unfocusable(new JButton(step), "stepButton")));
        buttons.add(tabStop(unfocusable(new JButton(reset), "resetButton")));
        add(buttons);
        speedRow = new SpeedRow(model);
        add(speedRow, BESIDE);
    }

    /**
     * Puts the speed on a row of its own when the buttons and the speed's least width do not fit
     * side by side, and back when they do; the buttons then take more rows where one row of them
     * is wider than the bar (long names in large type), and the speed row arranges itself for the
     * room it has ({@link SpeedRow#fit}). A row of its own ends as far inside the bar's right edge
     * as it starts inside the left: it spans the buttons' column, which with the gap after it may
     * reach past the bar and cut the slider's "4×".
     */
    @Override
    public void doLayout() {
        MigLayout layout = (MigLayout) getLayout();
        if (getWidth() > 0) {
            // Beside the speed, the buttons are one row wide (their own layout would fold them to the width they have).
            String beside = "w " + ((FlowRows) buttons.getLayout()).oneRowWidth(buttons) + "px!";
            layout.setComponentConstraints(buttons, beside);
            layout.setComponentConstraints(speedRow, "wmin " + speedRow.besideWidth() + "px");
            boolean fits = layout.minimumLayoutSize(this).width <= getWidth();
            layout.setComponentConstraints(buttons, fits ? beside : BUTTONS_ABOVE);
            layout.setComponentConstraints(speedRow, fits ? BESIDE : BELOW);
            boolean changed;
            if (fits) {
                changed = speedRow.beside();
            } else {
                super.doLayout(); // to learn where the speed's own row starts
                changed = speedRow.fit(getWidth() - 2 * speedRow.getX());
            }
            if (changed) {
                layout.invalidateLayout(this); // the row's new size, not the one measured above
            }
            if (fits != oneRow || changed) {
                oneRow = fits;
                javax.swing.SwingUtilities.invokeLater(this::revalidate); // the bar's height changes; asked for once this layout is over
            }
        } else {
            speedRow.keepColumns();
        }
        super.doLayout();
        int room = getWidth() - 2 * speedRow.getX();
        if (!oneRow && speedRow.getWidth() > room) {
            speedRow.setSize(Math.max(0, room), speedRow.getHeight());
        }
    }

    /** Asks for the slider's least width at the labels' size now (Ctrl+Shift+P changes it) before the bar is measured. */
    @Override
    public java.awt.Dimension getPreferredSize() {
        speedRow.keepColumns();
        return super.getPreferredSize();
    }

    @Override
    public java.awt.Dimension getMinimumSize() {
        speedRow.keepColumns();
        return super.getMinimumSize();
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
