package org.spriteplayground.ui.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dimension;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

/** A strip taller than its share of the column scrolls, and leaves the canvas the rest. */
class StripScrollerTest {

    @Test
    void aTallStripTakesAtMostItsShareAndTheCanvasKeepsTheRest() {
        JPanel strip = new JPanel();
        strip.setPreferredSize(new Dimension(500, 400));
        JPanel canvas = new JPanel();
        JPanel column = new JPanel(new BorderLayout());
        StripScroller scroller = new StripScroller(strip);
        column.add(scroller, BorderLayout.NORTH);
        column.add(canvas, BorderLayout.CENTER);
        column.setSize(500, 300);
        column.doLayout();
        assertThat(scroller.getHeight()).isEqualTo((int) (300 * StripScroller.MOST_SHARE));
        assertThat(canvas.getHeight()).isEqualTo(300 - scroller.getHeight());

        strip.setPreferredSize(new Dimension(500, 60));
        column.doLayout();
        assertThat(scroller.getHeight()).as("a short strip at its own height").isEqualTo(60);
    }

    @Test
    void itShowsExactlyWhileTheStripDoes() {
        JPanel strip = new JPanel();
        strip.setVisible(false);
        assertThat(new StripScroller(strip).isVisible()).isFalse();
    }
}
