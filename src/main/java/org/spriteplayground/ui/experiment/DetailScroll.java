package org.spriteplayground.ui.experiment;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import org.spriteplayground.ui.side.SidePanel;

/**
 * The part of the Experiment window under the results table, in its scroll pane: the chart, the
 * words on the gap between pixels and hulls, and the false-alarm map when it is switched on, one
 * under another. The chart comes first and its plot is never scrolled or squeezed out of view: the
 * pane is never shorter than the chart's {@linkplain ExperimentChart#getMinimumSize() least
 * readable height}, and where it is shorter than the chart would like, the chart fills it and the
 * words and the map scroll under it (at presentation ×1.5 on a 1024 × 768 screen the words came
 * first and only the chart's title was left in view). Switched on, the map is scrolled into view.
 */
final class DetailScroll extends JScrollPane {

    private static final long serialVersionUID = 1L;

    /** Pixels between the parts, at UI scale 1. */
    private static final int GAP = 8;

    private final ExperimentChart chart;

    DetailScroll(ExperimentChart chart, JTextArea theory, JPanel map) {
        super(new Parts(chart, theory, map), VERTICAL_SCROLLBAR_AS_NEEDED, HORIZONTAL_SCROLLBAR_NEVER);
        this.chart = chart;
        setName("experimentDetails");
        setBorder(null);
        getVerticalScrollBar().setUnitIncrement(theory.getFontMetrics(theory.getFont()).getHeight());
    }

    @Override
    public Dimension getMinimumSize() {
        Insets in = getInsets();
        return new Dimension(super.getMinimumSize().width, in.top + chart.getMinimumSize().height + in.bottom);
    }

    /** The chart, the words and the map, as wide as the pane; see the class comment for their heights. */
    private static final class Parts extends JPanel implements Scrollable {

        private static final long serialVersionUID = 1L;

        private final ExperimentChart chart;
        private final JTextArea theory;
        private final JPanel map;
        private boolean mapWasShown;

        Parts(ExperimentChart chart, JTextArea theory, JPanel map) {
            super(null);
            this.chart = chart;
            this.theory = theory;
            this.map = map;
            setLayout(new Stack());
            add(chart);
            add(theory);
            add(map);
        }

        /**
         * Brings the map's top into view once, when it has just been switched on: it comes under
         * the chart and the words, out of view on a small screen, so ticking its switch seemed to do
         * nothing. The view is moved, not asked to scroll, which would lay this panel out again.
         */
        @Override
        public void doLayout() {
            super.doLayout();
            boolean justShown = map.isVisible() && !mapWasShown;
            mapWasShown = map.isVisible();
            if (justShown && getParent() instanceof JViewport view) {
                int bottom = Math.max(0, getHeight() - view.getHeight());
                view.setViewPosition(new java.awt.Point(0, Math.min(map.getY(), bottom)));
            }
        }

        /**
         * The chart's height for a view {@code view} px tall with parts {@code under} px under it:
         * all the view leaves them, where that keeps the plot readable; else the chart's own height,
         * or the view's where that is less, never less than readable, the parts under it scrolling.
         */
        private int chartHeight(int view, int under) {
            int least = chart.getMinimumSize().height;
            if (view - under >= least) {
                return view - under;
            }
            return Math.max(least, Math.min(view, chart.getPreferredSize().height));
        }

        /** Returns the height of the words and the map under the chart at {@code width}, with the gaps above them. */
        private int under(int width) {
            int gap = SidePanel.scaled(GAP);
            int under = 0;
            if (!theory.getText().isEmpty()) {
                theory.setSize(width, Short.MAX_VALUE);
                under += gap + theory.getPreferredSize().height;
            }
            if (map.isVisible()) {
                under += gap + map.getPreferredSize().height;
            }
            return under;
        }

        private int viewHeight() {
            return getParent() instanceof JViewport v ? v.getHeight() : 0;
        }

        /** Lays the chart, the words and the map out one under another. */
        private final class Stack implements LayoutManager {

            @Override
            public void layoutContainer(Container parent) {
                int width = getWidth();
                int gap = SidePanel.scaled(GAP);
                int y = chartHeight(Math.max(viewHeight(), 0), under(width));
                chart.setBounds(0, 0, width, y);
                theory.setSize(width, Short.MAX_VALUE);
                int words = theory.getText().isEmpty() ? 0 : theory.getPreferredSize().height;
                theory.setBounds(0, y + (words > 0 ? gap : 0), width, words);
                y += words > 0 ? gap + words : 0;
                if (map.isVisible()) {
                    map.setBounds(0, y + gap, width, map.getPreferredSize().height);
                }
            }

            @Override
            public Dimension preferredLayoutSize(Container parent) {
                int width = getWidth() > 0 ? getWidth() : chart.getPreferredSize().width;
                int under = under(width);
                int view = viewHeight();
                int chartHeight = view > 0 ? chartHeight(view, under) : chart.getPreferredSize().height;
                return new Dimension(Math.max(chart.getPreferredSize().width, theory.getPreferredSize().width), chartHeight + under);
            }

            @Override
            public Dimension minimumLayoutSize(Container parent) {
                return new Dimension(0, chart.getMinimumSize().height);
            }

            @Override
            public void addLayoutComponent(String name, Component comp) {
                // Stack knows its three parts.
            }

            @Override
            public void removeLayoutComponent(Component comp) {
                // Stack knows its three parts.
            }
        }

        /** Room for the chart, the map if shown, and the words: their lines, or before a run as many as the words' area asks for. */
        @Override
        public Dimension getPreferredScrollableViewportSize() {
            int width = getWidth() > 0 ? getWidth() : chart.getPreferredSize().width;
            int words = theory.getText().isEmpty() ? SidePanel.scaled(GAP) + theory.getPreferredSize().height : 0;
            return new Dimension(chart.getPreferredSize().width, chart.getPreferredSize().height + under(width) + words);
        }

        @Override
        public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
            return getFontMetrics(getFont()).getHeight();
        }

        @Override
        public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
            return orientation == SwingConstants.VERTICAL ? visible.height : visible.width;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return getParent() instanceof JViewport v && v.getHeight() >= getPreferredSize().height;
        }
    }
}
