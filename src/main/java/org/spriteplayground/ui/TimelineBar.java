package org.spriteplayground.ui;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Rewind;
import org.spriteplayground.sim.Simulation;

/**
 * The timeline under the canvas: a slider over the steps the playground can show again (the last
 * ten minutes, back to where the lesson's step count began: the lesson or scene opened, a preset
 * or a reset) and how far back the one on show is, which is that many steps fewer on the count. Dragging it shows that step, exactly as it was, paused; running or editing from there
 * forgets the steps after it. As on the playback bar, its slider is a Tab stop that a click does
 * not keep, and Esc on it gives the keys back to the canvas, where Shift+Enter and ← step back,
 * Enter and → step on. Where the bar is narrow the text gives only the seconds back
 * ("−1.87 s"), and where that is not enough the slider takes a row of its own ({@link TimelineRows}).
 */
final class TimelineBar extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The step whose text is the widest the label shows: ten minutes back. */
    private static final Rewind.Span WIDEST = new Rewind.Span(0, 36_000, 0);

    private final transient Playground model;
    private final JSlider slider = new JSlider(0, 0, 0);
    /**
     * Beside the slider as wide as its widest text (in full or short), so the slider keeps its
     * length as the text changes; on a row with no slider as wide as its text.
     */
    private final JLabel where = new JLabel() {
        private static final long serialVersionUID = 1L;

        @Override
        public java.awt.Dimension getPreferredSize() {
            java.awt.Dimension d = super.getPreferredSize();
            int widest = width(rows.brief() ? brief(WIDEST) : text(WIDEST));
            return new java.awt.Dimension(rows.rows() == 1 ? Math.max(d.width, widest) : d.width, d.height);
        }
    };
    private final JLabel title = new JLabel(Texts.text("timeline.title"));
    private final transient TimelineRows rows = new TimelineRows(title, slider, where);
    private boolean syncing;

    TimelineBar(Playground model) {
        super(new MigLayout("insets 2 8 2 16, fillx", "[]8[grow, fill]8[]", "[]")); // as TimelineRows.INSETS and GAP
        this.model = model;
        setName("timelineBar");
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
        rows.addTo(this);
        model.addListener(this::changed);
        sync();
    }

    /** Arranges the rows for the bar's width ({@link TimelineRows}) and fits the text to its room. */
    @Override
    public void doLayout() {
        if (getWidth() > 0) {
            if (rows.arrange((MigLayout) getLayout(), this, getWidth(), width(brief(WIDEST)))) {
                javax.swing.SwingUtilities.invokeLater(this::revalidate); // the bar's height changes; asked for once this layout is over
            }
            showWhere();
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

    /** Shows how far back the step on show is, in full where that fits, else briefly. */
    private void showWhere() {
        Rewind.Span span = model.rewind().span();
        String full = text(span);
        where.setText(!rows.brief() && (getWidth() == 0 || width(full) <= rows.room(getWidth())) ? full : brief(span));
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
