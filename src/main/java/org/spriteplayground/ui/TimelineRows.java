package org.spriteplayground.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Container;
import javax.swing.JLabel;
import javax.swing.JSlider;
import net.miginfocom.swing.MigLayout;

/**
 * How the timeline bar's name, slider and text share its width: in one row where the slider keeps
 * at least {@value #USEFUL_LENGTH} pixels (at UI scale 1) beside them, the text in full, else in
 * its short form ({@link #brief}); where even that leaves the slider too short, the slider on a row
 * of its own under the name, with the text after the name where its short form fits there, or on
 * a third row under the slider, so that large type in a small window still leaves the slider a
 * useful length.
 */
final class TimelineRows {

    /** The shortest the slider gets beside its name and text, in pixels at UI scale 1. */
    static final int USEFUL_LENGTH = 100;
    /** The bar's left and right insets, in pixels at UI scale 1 (its MigLayout's "insets 2 8 2 16"). */
    static final int INSETS = 8 + 16;
    /** The gap after the name, in pixels at UI scale 1 (its MigLayout's first column gap). */
    static final int GAP = 8;

    private static final String SLIDER_BESIDE = "cell 1 0, wmin 0";
    private static final String TEXT_BESIDE = "cell 2 0";
    private static final String SLIDER_UNDER = "cell 0 1 3 1, growx, wmin 0";
    private static final String TEXT_AFTER_NAME = "cell 1 0 2 1, wmin 0";
    private static final String TEXT_UNDER = "cell 0 2 3 1, wmin 0";

    private final JLabel title;
    private final JSlider slider;
    private final JLabel where;
    private int rows = 1;
    private boolean brief;

    TimelineRows(JLabel title, JSlider slider, JLabel where) {
        this.title = title;
        this.slider = slider;
        this.where = where;
    }

    /** Adds the name, slider and text to {@code bar}, in one row. */
    void addTo(Container bar) {
        bar.add(title, "cell 0 0");
        bar.add(slider, SLIDER_BESIDE);
        bar.add(where, TEXT_BESIDE);
    }

    /** Returns how many rows the bar has now: 1, 2 or 3. */
    int rows() {
        return rows;
    }

    /** Returns whether the text beside the slider is in its short form, to leave the slider its length. */
    boolean brief() {
        return rows == 1 && brief;
    }

    /**
     * Arranges the parts for a bar {@code width} pixels wide in {@code layout}, whose text is at
     * most {@code briefest} pixels wide in its short form (insets included); returns whether the
     * rows changed.
     */
    boolean arrange(MigLayout layout, Container bar, int width, int briefest) {
        int before = rows;
        layout.setComponentConstraints(slider, SLIDER_BESIDE);
        layout.setComponentConstraints(where, TEXT_BESIDE);
        rows = 1; // measured as one row, the text as wide as its widest, in full and then short
        brief = false;
        if (!sliderFits(layout, bar, width)) {
            brief = true;
            if (!sliderFits(layout, bar, width)) {
                rows = briefest <= afterName(width) ? 2 : 3;
            }
        }
        layout.setComponentConstraints(slider, rows == 1 ? SLIDER_BESIDE : SLIDER_UNDER);
        layout.setComponentConstraints(where, rows == 1 ? TEXT_BESIDE : rows == 2 ? TEXT_AFTER_NAME : TEXT_UNDER);
        return rows != before;
    }

    private boolean sliderFits(MigLayout layout, Container bar, int width) {
        layout.invalidateLayout(bar);
        return layout.preferredLayoutSize(bar).width - slider.getPreferredSize().width + UIScale.scale(USEFUL_LENGTH) <= width;
    }

    /** Returns how wide the text (its insets included) may be in a bar {@code width} pixels wide as now arranged; any width in one row. */
    int room(int width) {
        return rows == 1 ? Integer.MAX_VALUE : rows == 2 ? afterName(width) : width - UIScale.scale(INSETS);
    }

    private int afterName(int width) {
        return width - title.getPreferredSize().width - UIScale.scale(INSETS + GAP);
    }
}
