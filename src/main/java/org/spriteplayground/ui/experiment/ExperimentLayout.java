package org.spriteplayground.ui.experiment;

import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.SpinnerNumberModel;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.sprite.SpriteLibrary;
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
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.ui.side.Wrap;
import org.spriteplayground.i18n.Texts;

/**
 * The Experiment window's parts, named for tests and assistive tools, and how they are laid out, with MigLayout, so that it fits any screen it is
 * kept on: the table keeps a few rows in view, the chart a readable plot and the map's switch its
 * place; the rest scrolls.
 */
final class ExperimentLayout {

    /** The fewest rows of the results table kept in view, however small the screen. */
    static final int FEWEST_ROWS = 4;

    final JComboBox<String> spriteA;
    final JComboBox<String> spriteB;
    final JSpinner trials = named(new JSpinner(new SpinnerNumberModel(ExperimentLimits.DEFAULT_TRIALS, ExperimentLimits.MIN_TRIALS, ExperimentLimits.MAX_TRIALS,
            10_000)), "experimentTrials", Texts.format("experimentui.trials.tip", ExperimentLimits.trialsRange()));
    final JSpinner seed = named(new JSpinner(new SpinnerNumberModel(Long.valueOf(ExperimentLimits.DEFAULT_SEED), Long.valueOf(Long.MIN_VALUE),
            Long.valueOf(Long.MAX_VALUE), Long.valueOf(1))), "experimentSeed", Texts.format("experimentui.seed.tip", ExperimentLimits.seedRange()));
    final JButton run = named(new JButton(Texts.text("experimentui.run")), "experimentRun", Texts.text("experimentui.run.tip"));
    final JButton cancel = named(new JButton(Texts.text("experimentui.cancel")), "experimentCancel", Texts.text("experimentui.cancel.tip"));
    final JButton export = named(new JButton(Texts.text("experimentui.export")), "experimentExport", null);
    final JProgressBar progress = named(new JProgressBar(0, 100), "experimentProgress", null);
    final JTextArea status = Wrap.text(Texts.text("experimentui.start"), "experimentStatus");
    final ExperimentTable table = new ExperimentTable();
    /** The words on the gap between pixels and hulls, shown once they are set. */
    final JTextArea theory = Wrap.text("", "experimentTheory");
    final ExperimentChart chart = new ExperimentChart();
    final FalseAlarmMapPanel map;
    final JPanel content;

    /**
     * Makes the parts, sprites A and B both {@code focusSprite} of {@code library}'s, each list
     * naming a sprite as the lessons do in the language in force, and lays them out; Enter in the trials or the seed runs {@code enter}.
     */
    ExperimentLayout(SpriteLibrary library, String focusSprite, Runnable enter) {
        String[] names = library.names().toArray(String[]::new);
        spriteA = named(new JComboBox<>(names), "experimentSpriteA", null);
        spriteB = named(new JComboBox<>(names), "experimentSpriteB", null);
        DefaultListCellRenderer shown = new DefaultListCellRenderer();
        for (JComboBox<String> list : java.util.List.of(spriteA, spriteB)) { // a sprite's key, shown by its name in the language
            list.setRenderer((l, name, index, selected, focused) -> shown.getListCellRendererComponent(l, SpriteLibrary.shownName(name), index, selected, focused));
        }
        spriteA.setSelectedItem(focusSprite);
        spriteB.setSelectedItem(focusSprite);
        map = new FalseAlarmMapPanel(library, spriteA, spriteB);
        theory.setRows(3); // room to open with, before a run
        theory.setFocusable(true); // its words can be selected and copied
        theory.setVisible(false);
        NumberSpinners.keepTyped(trials, enter);
        NumberSpinners.keepTyped(seed, enter);
        progress.setStringPainted(true);
        cancel.setEnabled(false);
        export.setEnabled(false);
        content = content();
    }

    /** Returns {@code c} named {@code name} (for tests and assistive tools) with the tooltip {@code tip}. */
    static <T extends JComponent> T named(T c, String name, String tip) {
        c.setName(name);
        c.setToolTipText(tip);
        return c;
    }

    /**
     * Returns the window's content: the choices and Run on top; under them the table, every row
     * in view where there is room and never fewer than {@link #FEWEST_ROWS}; under it, taking
     * what room is left, a scrolling part with the chart (which fills the part, never shorter
     * than its readable least), the words on the gap and the false-alarm map; at the foot, never
     * scrolled away, the map's switch. When the window is short the lower part gives up its room
     * first, down to the chart's least, and only then the table.
     */
    private JPanel content() {
        JPanel content = new JPanel(new MigLayout(
                "wrap 4, insets 10, fill",                      // layout
                "[right][grow, fill][right][grow, fill]",   // columns: label, field, label, field (never narrower than a list's longest name)
                // rows: sprites, numbers, run, status, table, the rest (shrinks first), map's switch; tight gaps, as the
                // default ones (which grow with the type) left no plot at ×2 on 1024 × 768
                "[]4[]4[]2[]6[fill, shrinkprio 100]6[grow, fill, shrinkprio 200]4[]"));
        content.add(new JLabel(Texts.text("experimentui.spriteA")));
        content.add(spriteA);
        content.add(new JLabel(Texts.text("experimentui.spriteB")));
        content.add(spriteB);
        content.add(new JLabel(Texts.text("experimentui.trials")));
        content.add(trials, "wmin 0"); // a spinner asks for room for its longest number, a list for its longest name: the list decides
        content.add(new JLabel(Texts.text("experimentui.seed")));
        content.add(seed, "wmin 0");
        // One cell across the row, so that the buttons' widths (long in German at ×2) do not widen the fields' columns.
        content.add(run, "span 4, split 4");
        content.add(cancel);
        content.add(export);
        content.add(progress, "growx, wmin 0");
        content.add(status, "span 4, growx, w 0:0"); // wraps to the width the rest gives, asking none
        content.add(tableScroll(table), "span 4, grow, wmin 0");
        JScrollPane lower = new JScrollPane(new Lower(this), JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        lower.setName("experimentDetails");
        lower.setBorder(null);
        lower.setMinimumSize(new Dimension(0, chart.getMinimumSize().height)); // the chart's fonts are its own: its least height stays
        content.add(lower, "span 4, grow, wmin 0");
        content.add(map.toggle(), "span 4, left");
        theory.setVisible(!theory.getText().isEmpty());
        return content;
    }

    /**
     * Returns the table in its scroll pane, never shorter than its titles, {@link #FEWEST_ROWS}
     * rows and a sideways scroll bar; where it is narrower than the table (whose type first steps
     * down towards the usual size to fit, {@link ExperimentTable#fitWidth}) it asks for the scroll
     * bar's height too, so the bar never covers the last row. Until a run has filled the table,
     * its titles stand over words saying what Run will count.
     */
    private static JScrollPane tableScroll(ExperimentTable table) {
        JScrollPane scroll = new JScrollPane(table) {
            private boolean sideways;

            @Override
            public Dimension getPreferredSize() {
                Dimension preferred = super.getPreferredSize();
                preferred.height += narrow() ? getHorizontalScrollBar().getPreferredSize().height : 0;
                return preferred;
            }

            @Override
            public Dimension getMinimumSize() {
                int titles = table.getTableHeader().getPreferredSize().height;
                int bar = getHorizontalScrollBar().getPreferredSize().height;
                return new Dimension(super.getMinimumSize().width, getInsets().top + titles + FEWEST_ROWS * table.getRowHeight() + bar + getInsets().bottom);
            }

            /** A new type for the table, or a change between wide enough and too narrow, asks once more for the size that goes with it. */
            @Override
            public void doLayout() {
                super.doLayout();
                boolean refit = table.fitWidth(getViewport().getWidth()); // the view's width: a scroll bar beside the rows takes its own
                if (refit || narrow() != sideways) {
                    sideways = narrow();
                    SwingUtilities.invokeLater(this::revalidate);
                }
            }

            private boolean narrow() {
                return getWidth() > 0 && getWidth() - getInsets().left - getInsets().right < table.getPreferredSize().width;
            }
        };
        // The table puts its titles up itself once it is in a window; laid out before that, it has them too.
        scroll.setColumnHeaderView(table.getTableHeader());
        table.setFillsViewportHeight(true); // the words stand in the view's room, not in that of no rows
        JTextArea waiting = Wrap.text(Texts.text("experimentui.waiting.table"), "experimentTableWaiting");
        table.add(waiting);
        table.getModel().addTableModelListener(e -> waiting.setVisible(table.getRowCount() == 0));
        // In the part of the table in view, wherever the view is scrolled to.
        scroll.getViewport().addChangeListener(e -> waiting.setBounds(new Rectangle(scroll.getViewport().getViewPosition(), scroll.getViewport().getExtentSize())));
        return scroll;
    }

    /**
     * The part under the table: the chart, the words on the gap and the map, one under another.
     * Where the view is taller than they are, the chart fills the rest of it; where it is shorter,
     * the chart keeps its least readable height at the top and the words and the map scroll.
     */
    private static final class Lower extends JPanel implements Scrollable {

        private final transient ExperimentLayout parts;

        Lower(ExperimentLayout p) {
            super(new MigLayout("insets 0, wrap 1, hidemode 3", // layout: hidden parts take no room, nor their gaps
                    "[grow, fill]",                              // columns: as wide as the view
                    "[grow, fill]0[]0[]"));                      // rows: chart (fills the rest), words, map
            parts = p;
            add(p.chart, "wmin 0, h min:min"); // as tall as readable, taller where there is room
            add(p.theory, "w 0:0, gaptop 8");
            add(p.map, "wmin 0, gaptop 8");
        }

        /** Room to open with: the chart at its own height and the words' lines (before a run, as many as the words' area asks for). */
        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return new Dimension(parts.chart.getPreferredSize().width, parts.chart.getPreferredSize().height + 8 + parts.theory.getPreferredSize().height);
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
            return getParent() instanceof JViewport view && view.getHeight() >= getPreferredSize().height;
        }
    }
}
