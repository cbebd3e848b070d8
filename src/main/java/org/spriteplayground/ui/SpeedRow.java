package org.spriteplayground.ui;

import java.awt.Font;
import java.util.Collections;
import java.util.Hashtable;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;
import org.spriteplayground.ui.side.SidePanel;

/**
 * "Speed" and the speed slider, whose tick labels ("¼×" to "4×") stand side by side with a space
 * between each two. Where the row is too narrow for that, "Speed" goes above the slider, and where
 * even the slider alone is, its tick labels' type steps down towards the usual size (UI scale 2 at
 * presentation ×2 in 1600×1000 cut the "2×" and "4×"). The slider shows the playground's speed and
 * sets it; it holds no speed of its own.
 */
final class SpeedRow extends JPanel {

    private static final long serialVersionUID = 1L;

    /** Each step down multiplies the tick labels' type by this. */
    private static final float STEP = 0.9f;

    private final JSlider speed = new JSlider(0, Speeds.OFFERED.size() - 1, Speeds.OFFERED.indexOf(1.0));
    private final JLabel label = new JLabel(Texts.text("playback.speed"));
    /** Whether "Speed" is above the slider. */
    private boolean stacked;
    /** The tick labels' type as a share of the window's type. */
    private float labelShare = 1;

    SpeedRow(Playground model) {
        super(new MigLayout("insets 0, fillx", "", "[]")); // columns: columns(), rows: one, or two when stacked
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
        Accessible.labelled(label, speed);
        add(label);
        add(speed, "wmin 0");
        model.addListener(change -> {
            if (change == Change.SPEED || change == Change.LESSON) {
                speed.setValue(Speeds.OFFERED.indexOf(model.speed()));
            }
        });
        arrange(false, 1);
    }

    /** Puts "Speed" beside the slider and the tick labels at the window's type; returns whether that changed anything. */
    boolean beside() {
        return arrange(false, 1);
    }

    /**
     * Arranges the row for {@code width} pixels: "Speed" beside the slider where both fit, else
     * above it, and the tick labels' type stepped down until the slider fits, though never below
     * the usual size. Returns whether the arrangement changed (the row's height may have).
     */
    boolean fit(int width) {
        if (besideWidth() <= width) {
            return arrange(false, 1);
        }
        float share = 1;
        float floor = usualShare();
        while (least(share) > width && share * STEP >= floor) {
            share *= STEP;
        }
        return arrange(true, share);
    }

    /** Returns the row's least width with "Speed" beside the slider and the tick labels at the window's type. */
    int besideWidth() {
        return label.getPreferredSize().width + gap() + least(1);
    }

    /** Returns the gap between "Speed" and the slider beside it. */
    private static int gap() {
        return SidePanel.scaled(4);
    }

    /** Keeps the columns in step with the labels' size (Ctrl+Shift+P changes it) before the row is measured. */
    void keepColumns() {
        applyLabelFont();
        MigLayout row = (MigLayout) getLayout();
        String columns = columns();
        if (!columns.equals(row.getColumnConstraints())) {
            row.setColumnConstraints(columns);
        }
    }

    private boolean arrange(boolean stack, float share) {
        boolean changed = stack != stacked || share != labelShare;
        stacked = stack;
        labelShare = share;
        ((MigLayout) getLayout()).setComponentConstraints(label, stack ? "wrap" : "");
        keepColumns();
        if (changed) {
            invalidate(); // its size asked afresh: another height, another least width
        }
        return changed;
    }

    /** Sets the tick labels' type at {@link #labelShare} of the window's (as the look's own, so a new look or size resets it). */
    private void applyLabelFont() {
        Font font = labelFont(labelShare);
        for (Object each : Collections.list(speed.getLabelTable().elements())) {
            JLabel tick = (JLabel) each;
            if (!font.equals(tick.getFont())) {
                tick.setFont(font);
            }
        }
    }

    private static Font labelFont(float share) {
        Font base = UIManager.getFont("Label.font");
        return share == 1 ? base : new FontUIResource(base.deriveFont(base.getSize2D() * share));
    }

    /** Returns the share of the window's type that is the usual size (1 unless presentation mode enlarges it). */
    private static float usualShare() {
        Font now = UIManager.getFont("defaultFont");
        Font usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        return now == null || usual == null ? 1 : Math.min(1, usual.getSize2D() / now.getSize2D());
    }

    /**
     * Returns the row's columns: "Speed" (unless it is above), then the slider, at least as wide as
     * its tick labels side by side with a space between each two (at ×2 they ran together as
     * "¼×½×1×2×4×").
     */
    private String columns() {
        int least = least(labelShare);
        String slider = "[grow, fill, " + atLeast(least, 120) + ":" + atLeast(least, 320) + ":" + atLeast(least, 420) + "]";
        return stacked ? slider : "[]" + gap() + "px" + slider + "push";
    }

    /** Returns the slider's least width with its tick labels at {@code share} of the window's type. */
    private int least(float share) {
        java.awt.FontMetrics metrics = speed.getFontMetrics(labelFont(share));
        int widest = 0;
        for (Object each : Collections.list(speed.getLabelTable().elements())) {
            JLabel tick = (JLabel) each;
            java.awt.Insets in = tick.getInsets();
            widest = Math.max(widest, metrics.stringWidth(tick.getText()) + in.left + in.right);
        }
        int gap = metrics.charWidth(' ');
        int labels = speed.getLabelTable().size();
        // The labels' centres lie a track's length over (labels - 1) apart; the track leaves half the widest label at each end.
        return (labels - 1) * (widest + gap) + widest + 2 * gap;
    }

    /** Returns the layout's size {@code usual}, or {@code least} pixels where that is more. */
    private static String atLeast(int least, int usual) {
        return least > usual ? least + "px" : String.valueOf(usual);
    }
}
