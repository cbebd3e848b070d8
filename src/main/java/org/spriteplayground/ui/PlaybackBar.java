package org.spriteplayground.ui;

import com.formdev.flatlaf.util.UIScale;
import java.util.Hashtable;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JToggleButton;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;

/**
 * The bar above the canvas: pause, step and reset, and the speed slider beside them, or below
 * them where the row would not fit (large text in a small window). Its controls are Tab stops
 * that a click does not keep ({@link KeyboardAccess}), so after a click Space, Enter and the
 * letter keys reach the app's shortcuts, and Esc on one gives the keys back to the canvas. The slider
 * shows the playground's speed and sets it; it holds no speed of its own.
 */
final class PlaybackBar extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient Playground model;
    private final JSlider speed = new JSlider(0, Speeds.OFFERED.size() - 1, Speeds.OFFERED.indexOf(1.0));
    /** "Speed" and the slider, beside the buttons or on a row of their own. */
    private final JPanel speedRow = new JPanel(new MigLayout("insets 0, fillx", "", "[]")); // its columns: speedColumns()
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
        this.model = model;
        setName("playbackBar");
        buttons.setOpaque(false);
        FlowRows.install(buttons, UIScale.scale(6));
        buttons.add(tabStop(unfocusable(new JToggleButton(pause), "pauseButton")));
        buttons.add(tabStop(unfocusable(new JButton(step), "stepButton")));
        buttons.add(tabStop(unfocusable(new JButton(reset), "resetButton")));
        add(buttons);

        Hashtable<Integer, JLabel> labels = new Hashtable<>();
        for (int i = 0; i < Speeds.OFFERED.size(); i++) {
            labels.put(i, new JLabel(Speeds.text(Speeds.OFFERED.get(i))));
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
        JLabel speedLabel = new JLabel(Texts.text("playback.speed"));
        Accessible.labelled(speedLabel, speed);
        speedRow.add(speedLabel);
        speedRow.add(speed, "wmin 0");
        add(speedRow, BESIDE);
        model.addListener(change -> {
            if (change == Change.SPEED || change == Change.LESSON) {
                speed.setValue(Speeds.OFFERED.indexOf(model.speed()));
            }
        });
    }

    /**
     * Puts the speed on a row of its own when the buttons and the slider's least width do not fit
     * side by side, and back when they do; the buttons then take more rows where one row of them
     * is wider than the bar (long names in large type). A row of its own ends as far inside the
     * bar's right edge as it starts inside the left: it spans the buttons' column, which with the
     * gap after it may reach past the bar and cut the slider's "4×".
     */
    @Override
    public void doLayout() {
        MigLayout layout = (MigLayout) getLayout();
        fitSpeedColumns();
        if (getWidth() > 0) {
            // Beside the speed, the buttons are one row wide (their own layout would fold them to the width they have).
            String beside = "w " + ((FlowRows) buttons.getLayout()).oneRowWidth(buttons) + "px!";
            layout.setComponentConstraints(buttons, beside);
            layout.setComponentConstraints(speedRow, BESIDE);
            boolean fits = layout.minimumLayoutSize(this).width <= getWidth();
            layout.setComponentConstraints(buttons, fits ? beside : BUTTONS_ABOVE);
            layout.setComponentConstraints(speedRow, fits ? BESIDE : BELOW);
            if (fits != oneRow) {
                oneRow = fits;
                javax.swing.SwingUtilities.invokeLater(this::revalidate); // the bar's height changes; asked for once this layout is over
            }
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
        fitSpeedColumns();
        return super.getPreferredSize();
    }

    @Override
    public java.awt.Dimension getMinimumSize() {
        fitSpeedColumns();
        return super.getMinimumSize();
    }

    private void fitSpeedColumns() {
        MigLayout row = (MigLayout) speedRow.getLayout();
        String columns = speedColumns();
        if (!columns.equals(row.getColumnConstraints())) {
            row.setColumnConstraints(columns);
        }
    }

    /**
     * Returns the speed row's columns: "Speed", then the slider, at least as wide as its tick labels
     * side by side with a space between each two (at ×2 they ran together as "¼×½×1×2×4×").
     */
    private String speedColumns() {
        int widest = 0;
        for (Object label : java.util.Collections.list(speed.getLabelTable().elements())) {
            widest = Math.max(widest, ((JLabel) label).getPreferredSize().width);
        }
        int gap = speed.getFontMetrics(speed.getFont()).charWidth(' ');
        int labels = speed.getLabelTable().size();
        // The labels' centres lie a track's length over (labels - 1) apart; the track leaves half the widest label at each end.
        int least = (labels - 1) * (widest + gap) + widest + 2 * gap;
        return "[]4[grow, fill, " + atLeast(least, 120) + ":" + atLeast(least, 320) + ":" + atLeast(least, 420) + "]push";
    }

    /** Returns the layout's size {@code usual}, or {@code least} pixels where that is more. */
    private static String atLeast(int least, int usual) {
        return least > usual ? least + "px" : String.valueOf(usual);
    }

    /** Returns a sub-heading label in FlatLaf's h4 style. */
    static JLabel heading(String text) {
        JLabel label = new JLabel(text);
        label.putClientProperty("FlatLaf.styleClass", "h4");
        return label;
    }

    /** Makes {@code button} a Tab stop that a click leaves the focus on the canvas for, as the side panel's controls are. */
    private static <B extends AbstractButton> B tabStop(B button) {
        return KeyboardAccess.reachable(button, button.getText(), button.getToolTipText());
    }

    /** Makes a button that never takes focus, named for tests, with its keys in its tooltip. */
    static <B extends AbstractButton> B unfocusable(B button, String name) {
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
