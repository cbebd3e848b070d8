package org.spriteplayground.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import javax.swing.JLabel;
import javax.swing.JSlider;
import javax.swing.border.EmptyBorder;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Rewind;
import org.spriteplayground.sim.Simulation;

/**
 * The timeline under the canvas: a slider over the steps the playground can show again (the last
 * ten minutes, back to where the lesson's step count began: the lesson or scene opened, a preset
 * or a reset) and how far back the one on show is, which is that many steps fewer on the count.
 * Dragging it shows that step, exactly as it was, paused; running or editing from there forgets
 * the steps after it. As on the playback bar, its slider is a Tab stop that a click does not keep,
 * and Esc on it gives the keys back to the canvas, where Shift+Enter and ← step back, Enter and →
 * step on. The name, the slider (never shorter than {@value #USEFUL_LENGTH} px at UI scale 1) and
 * the text take as many rows as the width needs ({@link WrappingRow}); where the text in full
 * would not share a row with the other two, it gives only the seconds back ("−1.87 s").
 */
final class TimelineBar extends WrappingRow {

    /** The shortest the slider gets, in pixels at UI scale 1. */
    static final int USEFUL_LENGTH = 100;
    /** The step whose text is the widest the label shows: ten minutes back. */
    private static final Rewind.Span WIDEST = new Rewind.Span(0, 36_000, 0);

    private final transient Playground model;
    private final JSlider slider = new JSlider(0, 0, 0) {
        @Override
        public Dimension getMinimumSize() {
            return new Dimension(UIScale.scale(USEFUL_LENGTH), super.getMinimumSize().height);
        }
    };
    /** As wide as its widest text in the form it shows, so the slider keeps its length as the text changes. */
    private final JLabel where = new JLabel() {
        @Override
        public Dimension getPreferredSize() {
            Dimension d = super.getPreferredSize();
            return new Dimension(Math.max(d.width, width(brief ? brief(WIDEST) : text(WIDEST))), d.height);
        }

        @Override
        public Dimension getMinimumSize() {
            return getPreferredSize();
        }
    };
    private final JLabel title = new JLabel(Texts.text("timeline.title"));
    private boolean brief;
    private boolean syncing;

    TimelineBar(Playground model) {
        super(UIScale.scale(8));
        this.model = model;
        setName("timelineBar");
        setBorder(new EmptyBorder(UIScale.scale(2), UIScale.scale(8), UIScale.scale(2), UIScale.scale(16)));
        slider.setName("timelineSlider");
        slider.setToolTipText(Texts.text("timeline.tip"));
        Accessible.workedBy(KeyboardAccess.reachable(slider, Texts.text("timeline.title"), slider.getToolTipText()), Texts.text("timeline.keys"));
        slider.addChangeListener(e -> {
            if (!syncing && slider.isEnabled()) {
                long step = model.rewind().span().first() + slider.getValue();
                if (step != model.rewind().span().position()) {
                    model.rewind().show(step);
                }
            }
        });
        where.setName("timelineWhere");
        Accessible.labelled(title, slider);
        add(title);
        add(slider, "growx");
        add(where);
        model.addListener(this::changed);
        sync();
    }

    /** Gives the text in full where it fits in one row with the name and the slider, else briefly, then lays the rows out. */
    @Override
    public void doLayout() {
        if (getWidth() > 0) {
            int oneRow = title.getPreferredSize().width + slider.getMinimumSize().width + width(text(WIDEST)) + 2 * UIScale.scale(8);
            boolean shorter = oneRow > getWidth() - getInsets().left - getInsets().right;
            if (shorter != brief) {
                brief = shorter;
                showWhere();
                ((net.miginfocom.swing.MigLayout) getLayout()).invalidateLayout(this); // the text's new width, not the one MigLayout measured
            }
        }
        super.doLayout();
    }

    private void changed(Change change) {
        if (change == Change.STEPS || change == Change.LESSON || change == Change.SCENE) {
            sync();
        }
    }

    private void sync() {
        Rewind.Span span = model.rewind().span();
        syncing = true;
        try {
            boolean empty = span.last() == span.first();
            // With nothing to go back to, the knob stands at the end, where "now" is, and does not move.
            slider.setMaximum(empty ? 1 : (int) (span.last() - span.first()));
            slider.setValue(empty ? 1 : (int) (span.position() - span.first()));
            slider.setEnabled(!empty);
        } finally {
            syncing = false;
        }
        showWhere();
    }

    private void showWhere() {
        Rewind.Span span = model.rewind().span();
        where.setText(brief ? brief(span) : text(span));
    }

    /** Returns how wide {@code text} is in the text's font, its insets included. */
    private int width(String text) {
        java.awt.Insets in = where.getInsets();
        return where.getFontMetrics(where.getFont()).stringWidth(text) + in.left + in.right;
    }

    /** Returns how far back the step on show is: "now", or "−112 steps (1.87 s)". */
    static String text(Rewind.Span span) {
        long back = span.last() - span.position();
        if (back == 0) {
            return Texts.text("timeline.now");
        }
        return Texts.format(back == 1 ? "timeline.backOne" : "timeline.back", back, String.format(Texts.numbers(), "%.2f", back * Simulation.STEP_SECONDS));
    }

    /** Returns how far back the step on show is in seconds alone: "now", or "−1.87 s". */
    static String brief(Rewind.Span span) {
        long back = span.last() - span.position();
        return back == 0 ? Texts.text("timeline.now") : String.format(Texts.numbers(), "−%.2f s", back * Simulation.STEP_SECONDS);
    }
}
