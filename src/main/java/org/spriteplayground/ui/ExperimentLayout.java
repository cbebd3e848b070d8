package org.spriteplayground.ui;

import java.awt.Dimension;
import java.awt.Insets;
import java.awt.Rectangle;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import javax.swing.table.JTableHeader;
import org.spriteplayground.i18n.Texts;
import net.miginfocom.swing.MigLayout;

/**
 * How the Experiment window lays out its parts so that it fits any screen it is kept on (the
 * window itself is kept within the screen's usable area by {@link ScreenFit}): the table keeps a
 * few rows in view, and what lies under it scrolls.
 */
final class ExperimentLayout {

    /** The fewest rows of the results table kept in view, however small the screen. */
    static final int FEWEST_ROWS = 4;

    /** The fewest lines of text the part under the table keeps in view. */
    private static final int DETAIL_LINES = 5;

    private ExperimentLayout() {
    }

    /**
     * The Experiment window's parts, as the dialog makes them.
     *
     * @param spriteA the first sprite's choice
     * @param spriteB the second sprite's choice
     * @param trials how many placements
     * @param seed the seed
     * @param run starts a run
     * @param cancel stops it
     * @param export saves the table
     * @param progress how far the run is
     * @param status the line saying what happened, wrapped ({@link WrappedText})
     * @param table the results
     * @param theory the words on the gap between pixels and hulls
     * @param chart the bar chart of false-alarm rates
     * @param map the false-alarm map, hidden until its toggle is ticked
     * @param mapToggle the map's toggle
     */
    record Parts(JComboBox<String> spriteA, JComboBox<String> spriteB, JSpinner trials, JSpinner seed, JButton run, JButton cancel, JButton export,
            JProgressBar progress, JTextArea status, ExperimentTable table, JTextArea theory, ExperimentChart chart, JPanel map, JCheckBox mapToggle) {
    }

    /**
     * Returns the window's content: the choices and Run on top; under them the table, every row
     * in view where there is room and never fewer than {@link #FEWEST_ROWS}; under it, sharing
     * what room is left and scrolling within it, the words on the gap, the chart and the
     * false-alarm map. When the window is short (a small screen, UI scale 2) that lower part
     * gives up its room first, down to {@value #DETAIL_LINES} lines of text, and only then the table.
     */
    static JPanel content(Parts p) {
        JPanel content = new Content(p.status(), new MigLayout(
                "wrap 4, insets 12, fill",                      // layout
                "[right][grow, fill, 0:pref][right][grow, fill, 0:pref]", // columns: label, field, label, field (narrower on a small screen)
                "[][][][]8[fill, shrinkprio 100]8[grow, fill, shrinkprio 200]")); // rows: sprites, numbers, run, status, table, the rest (shrinks first)
        content.add(new JLabel(Texts.text("experimentui.spriteA")));
        content.add(p.spriteA());
        content.add(new JLabel(Texts.text("experimentui.spriteB")));
        content.add(p.spriteB());
        content.add(new JLabel(Texts.text("experimentui.trials")));
        content.add(p.trials());
        content.add(new JLabel(Texts.text("experimentui.seed")));
        content.add(p.seed(), "wmin 0");
        content.add(p.run(), "span 2, split 3, growx");
        content.add(p.cancel(), "growx");
        content.add(p.export(), "growx");
        content.add(p.progress(), "span 2, growx");
        content.add(p.status(), "span 4, growx, w 0:0"); // wraps to the width the rest gives, asking none
        content.add(new TableScroll(p.table()), "span 4, grow, wmin 0");
        content.add(new DetailScroll(details(p), p.theory(), p.chart()), "span 4, grow, wmin 0");
        return content;
    }

    /**
     * The content's panel: the status line knows its wrapped height only once it has its width,
     * so each new width lays the content out once more (asked for after this layout is over;
     * during it a new request would be lost).
     */
    private static final class Content extends JPanel {

        private static final long serialVersionUID = 1L;

        private final JTextArea status;
        private int statusWidth;

        Content(JTextArea status, MigLayout layout) {
            super(layout);
            this.status = status;
        }

        @Override
        public void doLayout() {
            super.doLayout();
            if (status.getWidth() > 0 && status.getWidth() != statusWidth) {
                statusWidth = status.getWidth();
                javax.swing.SwingUtilities.invokeLater(this::revalidate);
            }
        }
    }

    /** The words on the gap, the chart, and the map with its toggle, one under another. */
    private static JPanel details(Parts p) {
        JPanel details = new DetailPanel();
        details.add(p.theory(), "growx, wmin 0");
        details.add(p.chart(), "grow, hmin 200, wmin 0, hidemode 3"); // hidden until a run: no empty room to scroll past
        details.add(p.mapToggle());
        details.add(p.map(), "grow, hidemode 3, wmin 0");
        return details;
    }

    /**
     * The table in its scroll pane, never shorter than its header, {@link #FEWEST_ROWS} rows and a
     * sideways scroll bar; the table's type steps down towards the usual size where its columns
     * would not fit ({@link ExperimentTable#fitWidth}); where it is still narrower than the table
     * it asks for the scroll bar's height too, so the bar never covers the last row.
     */
    private static final class TableScroll extends JScrollPane {

        private static final long serialVersionUID = 1L;

        private final ExperimentTable table;
        private boolean sideways;

        TableScroll(ExperimentTable table) {
            super(table);
            this.table = table;
        }

        @Override
        public Dimension getPreferredSize() {
            Dimension preferred = super.getPreferredSize();
            if (narrow()) {
                preferred.height += getHorizontalScrollBar().getPreferredSize().height;
            }
            return preferred;
        }

        /** Each change between wide enough and too narrow asks once more for the height that goes with it (after this layout). */
        @Override
        public void doLayout() {
            super.doLayout();
            Insets in = getInsets();
            if (table.fitWidth(getWidth() - in.left - in.right)) {
                javax.swing.SwingUtilities.invokeLater(this::revalidate); // the table's new type, after this layout
            }
            if (narrow() != sideways) {
                sideways = narrow();
                javax.swing.SwingUtilities.invokeLater(this::revalidate);
            }
        }

        private boolean narrow() {
            Insets in = getInsets();
            return getWidth() > 0 && getWidth() - in.left - in.right < table.getPreferredSize().width;
        }

        @Override
        public Dimension getMinimumSize() {
            Dimension min = super.getMinimumSize();
            Insets in = getInsets();
            JTableHeader header = table.getTableHeader();
            int headerHeight = header == null ? 0 : header.getPreferredSize().height;
            int sideways = getHorizontalScrollBar().getPreferredSize().height;
            return new Dimension(min.width, in.top + headerHeight + FEWEST_ROWS * table.getRowHeight() + sideways + in.bottom);
        }
    }

    /**
     * The lower part in its scroll pane, never shorter than {@value #DETAIL_LINES} lines of the
     * theory's text, and asking for the chart's room while the chart waits for a run, so the window
     * opens tall enough to show it.
     */
    private static final class DetailScroll extends JScrollPane {

        private static final long serialVersionUID = 1L;

        private final JTextArea theory;
        private final ExperimentChart chart;

        DetailScroll(JPanel details, JTextArea theory, ExperimentChart chart) {
            super(details, VERTICAL_SCROLLBAR_AS_NEEDED, HORIZONTAL_SCROLLBAR_NEVER);
            this.theory = theory;
            this.chart = chart;
            setBorder(null);
            getVerticalScrollBar().setUnitIncrement(theory.getFontMetrics(theory.getFont()).getHeight());
        }

        @Override
        public Dimension getPreferredSize() {
            Dimension preferred = super.getPreferredSize();
            if (!chart.isVisible()) {
                preferred.height += chart.getPreferredSize().height;
            }
            return preferred;
        }

        @Override
        public Dimension getMinimumSize() {
            Insets in = getInsets();
            return new Dimension(super.getMinimumSize().width, in.top + DETAIL_LINES * theory.getFontMetrics(theory.getFont()).getHeight() + in.bottom);
        }
    }

    /** The lower part's panel: as wide as its scroll pane, and as tall as it where that is taller. */
    private static final class DetailPanel extends JPanel implements Scrollable {

        private static final long serialVersionUID = 1L;

        DetailPanel() {
            super(new MigLayout("wrap 1, insets 0, fill", "[grow, fill]", "[]8[grow, fill][][grow, fill]"));
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
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
            return getParent() instanceof JViewport v && v.getHeight() > getPreferredSize().height;
        }
    }
}
