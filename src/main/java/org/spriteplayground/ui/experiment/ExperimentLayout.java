package org.spriteplayground.ui.experiment;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import org.spriteplayground.i18n.Texts;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.ui.dialogs.ScreenFit;

/**
 * How the Experiment window lays out its parts so that it fits any screen it is kept on (the
 * window itself is kept within the screen's usable area by {@link ScreenFit}): the table keeps a
 * few rows in view, the chart a readable plot and the map's switch its place; the rest scrolls.
 */
final class ExperimentLayout {

    /** The fewest rows of the results table kept in view, however small the screen. */
    static final int FEWEST_ROWS = 4;

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
     * @param status the line saying what happened, wrapped ({@link #text})
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
     * in view where there is room and never fewer than {@link #FEWEST_ROWS}; under it, taking
     * what room is left and scrolling within it, the chart, the words on the gap and the
     * false-alarm map ({@link DetailScroll}); at the foot, never scrolled away, the map's switch.
     * When the window is short (a small screen, large type) that lower part gives up its room
     * first, down to the chart's least readable height, and only then the table.
     */
    static JPanel content(Parts p) {
        JPanel content = new Content(p.status(), new MigLayout(
                "wrap 4, insets 10, fill",                      // layout
                "[right][grow, fill][right][grow, fill]",   // columns: label, field, label, field (never narrower than a list's longest name)
                // rows: sprites, numbers, run, status, table, the rest (shrinks first), map's switch; the gaps
                // close, as the default ones (which grow with the type) left no plot at ×2 on 1024 × 768
                "[]4[]4[]2[]6[fill, shrinkprio 100]6[grow, fill, shrinkprio 200]4[]"));
        content.add(new JLabel(Texts.text("experimentui.spriteA")));
        content.add(p.spriteA());
        content.add(new JLabel(Texts.text("experimentui.spriteB")));
        content.add(p.spriteB());
        content.add(new JLabel(Texts.text("experimentui.trials")));
        content.add(p.trials(), "wmin 0"); // a spinner asks for room for its longest number, a list for its longest name: the list decides
        content.add(new JLabel(Texts.text("experimentui.seed")));
        content.add(p.seed(), "wmin 0");
        // One cell across the row, so that the buttons' widths (long in German at ×2) do not widen the fields' columns.
        content.add(p.run(), "span 4, split 4");
        content.add(p.cancel());
        content.add(p.export());
        content.add(p.progress(), "growx, wmin 0");
        content.add(p.status(), "span 4, growx, w 0:0"); // wraps to the width the rest gives, asking none
        content.add(new TableScroll(p.table()), "span 4, grow, wmin 0");
        content.add(new DetailScroll(p.chart(), p.theory(), p.map()), "span 4, grow, wmin 0");
        content.add(p.mapToggle(), "span 4, left");
        return content;
    }

    /**
     * Returns read-only text in the label font that wraps at words to the width it is given, as
     * the window's words do (the status, the words on the gap, what Run will count). Setting its
     * text never scrolls what holds it.
     */
    static JTextArea text(String text, String name) {
        JTextArea area = new JTextArea(text);
        area.setName(name);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setEditable(false);
        area.setFocusable(false);
        area.setOpaque(false);
        area.setFont(javax.swing.UIManager.getFont("Label.font"));
        ((javax.swing.text.DefaultCaret) area.getCaret()).setUpdatePolicy(javax.swing.text.DefaultCaret.NEVER_UPDATE);
        return area;
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
}
