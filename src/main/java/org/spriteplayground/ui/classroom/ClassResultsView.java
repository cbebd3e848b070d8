package org.spriteplayground.ui.classroom;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.Window;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.SwingWorker;
import javax.swing.UIManager;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.classroom.AnswersCsv;
import org.spriteplayground.classroom.ClassChart;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.ChartColors;
import org.spriteplayground.ui.chart.ChartFont;
import org.spriteplayground.ui.dialogs.FileDialogs;
import org.spriteplayground.ui.dialogs.FileDrops;
import org.spriteplayground.ui.dialogs.ScreenFit;
import org.spriteplayground.ui.side.Wrap;

/**
 * The Class results window: the bar chart of the share right per question at each stage, at the
 * window's type size (larger in presentation mode) and in the theme's colours, the files and lines
 * left out listed under it, and the table of the same numbers, which names each question the
 * chart marks by its number. It opens as large as its screen allows. Files chosen with Add files… or
 * dropped on it are read in a {@link SwingWorker}, a progress bar showing how many are read, and
 * merge into the results on show.
 */
public final class ClassResultsView extends JDialog {

    /** The fewest lines of type the chart's plot is given before its type steps down. */
    private static final int PLOT_LINES = 6;
    /** The fewest questions the table keeps in view when the window is too low for all of them. */
    static final int LEAST_ROWS = 2;

    private final ClassResultsTable model = new ClassResultsTable();
    private final Bars chart = new Bars();
    /** What to do before any answers are read, wrapped to the window's width: at presentation ×2 it is wider than a small screen. */
    private final JTextArea none = Wrap.text(Texts.text("classes.none"), "classResults.none");
    private final JLabel leftOutTitle = new JLabel();
    private final JTextArea leftOut = new JTextArea(2, 40);
    private final JScrollPane leftOutScroll = new JScrollPane(leftOut);
    private final JProgressBar progress = new JProgressBar(0, 100);

    /** A window of no results yet, beside {@code owner}; {@link #add} reads files into it. */
    public ClassResultsView(Window owner) {
        super(owner, Texts.text("classes.window.title"), ModalityType.MODELESS);
        setName("classResults");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        org.spriteplayground.ui.KeyboardAccess.closesOnEscape(this);
        JTable table = table(model);
        leftOut.setEditable(false);
        leftOut.setLineWrap(true);
        leftOut.setWrapStyleWord(true);
        leftOut.setName("classResults.leftOut");
        progress.setStringPainted(true);
        progress.setVisible(false);
        String addKey = "classes.add"; // not shown: a key
        JButton add = new JButton(Texts.text(addKey).replace("&", ""));
        add.setMnemonic(Texts.text(addKey).charAt(Texts.text(addKey).indexOf('&') + 1));
        add.setToolTipText(Texts.text(addKey + ".tip"));
        add.addActionListener(e -> add(choose(this)));
        JComponent content = (JComponent) getContentPane();
        content.setLayout(new MigLayout("fill, wrap 1, insets dialog", "[grow, fill]", "[grow, fill][][][][]"));
        content.add(chart, "hidemode 3, hmin 200");
        content.add(none, "hidemode 3, growy 0");
        content.add(leftOutTitle, "hidemode 3");
        content.add(leftOutScroll, "hidemode 3, hmin 60");
        // Every question while they take at most half the window, the chart taking the rest; else the table scrolls.
        content.add(new JScrollPane(table), "hmin " + (LEAST_ROWS + 1) * table.getRowHeight() + ", hmax 50%");
        content.add(progress, "split 2, hidemode 3, growx");
        content.add(add, "tag right, growx 0");
        getRootPane().setTransferHandler(FileDrops.of(files -> {
            add(files);
            return !files.isEmpty();
        }, e -> { })); // not shown: a drop that is no list of files is simply refused
        shown();
        // From the back of a room every number must be read without scrolling.
        setBounds(ScreenFit.usable(owner != null ? owner.getGraphicsConfiguration() : null));
    }

    /**
     * Returns the table of {@code model}, sortable: it asks for the room of all its questions
     * (of one before any), and scrolls when the window gives it less. Every column shows whole in
     * the window's width, the question taking what the numbers leave and going on more lines
     * where it needs to ({@link WrappingTable}).
     */
    static JTable table(ClassResultsTable model) {
        JTable table = new WrappingTable(model, 1);
        table.setName("classResults.table");
        table.setAutoCreateRowSorter(true);
        return table;
    }

    /** Returns the chart on show, as last painted; null before any answers. */
    ClassChart chart() {
        return chart.chart;
    }

    /** Returns the table on show. */
    public ClassResultsTable model() {
        return model;
    }

    /** Asks for answers CSVs to open; returns none if cancelled. */
    public static List<Path> choose(java.awt.Component parent) {
        return FileDialogs.openMany(parent, Texts.text("classes.choose.title"), new FileNameExtensionFilter(Texts.text("classes.choose.description"), "csv"));
    }

    /** Reads {@code files} in the background and merges them into the results on show. */
    public void add(List<Path> files) {
        if (files.isEmpty()) {
            return;
        }
        progress.setValue(0);
        progress.setString(Texts.format("classes.loading", files.size()));
        progress.setVisible(true);
        SwingWorker<AnswersCsv.Read, Void> reading = new SwingWorker<>() {
            @Override
            protected AnswersCsv.Read doInBackground() {
                return AnswersCsv.read(files, done -> setProgress(100 * done / files.size()));
            }

            @Override
            protected void done() {
                progress.setVisible(false);
                try {
                    model.add(get());
                    shown();
                } catch (ExecutionException e) {
                    FileDialogs.error(ClassResultsView.this, Texts.text("classes.window.title"), e.getCause() instanceof Exception x ? x : e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        reading.addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName())) { // not shown: SwingWorker's property
                progress.setValue((Integer) e.getNewValue());
            }
        });
        reading.execute();
    }

    /** Shows the results read so far: the chart or, before any answer, what to do; the problems if there are any. */
    private void shown() {
        boolean any = !model.rows().isEmpty();
        chart.show(any ? new ClassChart(model.rows()) : null);
        chart.setVisible(any);
        none.setVisible(!any);
        List<String> problems = model.problems();
        leftOutTitle.setText(Texts.format("classes.problems", problems.size()));
        leftOut.setText(String.join("\n", problems));
        leftOut.setCaretPosition(0);
        leftOutTitle.setVisible(!problems.isEmpty());
        leftOutScroll.setVisible(!problems.isEmpty());
        revalidate();
        repaint();
    }

    /** The chart, painted at the window's type size, stepping down only where its texts or its bars' shares would not fit. */
    private static final class Bars extends JComponent {
        private ClassChart chart;

        Bars() {
            setName("classResults.chart");
        }

        void show(ClassChart shown) {
            chart = shown;
            repaint();
        }

        @Override
        protected void paintComponent(Graphics g) {
            if (chart == null) {
                return;
            }
            Font wanted = UIManager.getFont("Label.font");
            Font font = ChartFont.fitting(wanted, this::fits);
            chart.look(ChartColors.current(), font);
            Graphics2D g2 = (Graphics2D) g.create();
            try {
                chart.paint(g2, getWidth(), getHeight());
            } finally {
                g2.dispose();
            }
        }

        /**
         * Returns whether the chart's texts in {@code font} leave the plot {@value #PLOT_LINES} lines
         * high, the questions' numbers side by side with a space between, and each bar's share on it.
         */
        private boolean fits(Font font) {
            FontMetrics metrics = getFontMetrics(font);
            return getHeight() >= (PLOT_LINES + 6) * metrics.getHeight() && ClassChart.markRoom(font) * chart.keys().size() <= getWidth() - 4 * metrics.getHeight()
                    && chart.labelled(metrics, getWidth());
        }
    }
}
