package org.spriteplayground.ui.chart;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.ChartColors;
import org.spriteplayground.render.TightnessChart;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.ui.Accessible;
import org.spriteplayground.ui.side.SidePanel;

/**
 * The tightness chart ({@link TightnessChart}) for the lesson's sprite, with a line under it on
 * where the circle and the AABB swap places. The chart is painted in a plain component with no key
 * bindings and no menu of its own, so the app's shortcuts work whatever has the focus; it takes
 * the theme's colours and the window's type size at every paint. Its curves are built once per
 * sprite; as the sprite turns only the "now" line moves. Where the line under the chart would leave
 * the plot less than three of its lines tall, the line folds away and the plot takes its room.
 */
public final class TightnessChartPanel extends JPanel {

    private static final Dimension EXPORT_SIZE = new Dimension(760, 240);
    /** The most sizes whose fit is kept: a divider dragged through many heights asks for each. */
    private static final int KEPT_FITS = 64;

    private transient TightnessChart chart;
    private final JComponent view = new JComponent() {
        @Override
        protected void paintComponent(Graphics g) {
            Graphics2D g2 = (Graphics2D) g.create();
            try {
                paintTick(g2, getWidth(), getHeight());
            } finally {
                g2.dispose();
            }
        }
    };
    /** Wraps to the chart's width, and binds no key. */
    private final JTextArea crossovers = new JTextArea(" ") {
        @Override
        public void updateUI() {
            super.updateUI();
            setInputMap(WHEN_FOCUSED, new javax.swing.InputMap());
            setFont(UIManager.getFont("Label.font"));
        }
    };
    private double shownDegrees = Double.NaN;
    private transient Still still;
    /** The fit of each size asked for, for the type size and language they were measured in; cleared past {@link #KEPT_FITS}. */
    private final transient Map<List<Object>, Fit> fits = new HashMap<>();

    public TightnessChartPanel() {
        setLayout(new BorderLayout());
        setName("tightnessChart");
        view.setName("tightnessChartView");
        Accessible.name(this, Texts.text("chart.tightness.name"), Texts.text("chart.tightness.description"));
        view.setPreferredSize(new Dimension(SidePanel.scaled(760), SidePanel.scaled(240)));
        add(view, BorderLayout.CENTER);
        crossovers.setName("crossovers");
        crossovers.setBorder(BorderFactory.createEmptyBorder(2, 10, 4, 10));
        crossovers.setLineWrap(true);
        crossovers.setWrapStyleWord(true);
        crossovers.setEditable(false);
        crossovers.setFocusable(false);
        crossovers.setOpaque(false);
        add(crossovers, BorderLayout.SOUTH);
        setPreferredSize(new Dimension(SidePanel.scaled(760), SidePanel.scaled(280)));
    }

    /** Shows {@code focus}: charts the sprite afresh when it changed, else only moves the "now" line. */
    public void show(SpriteFocus focus) {
        SpriteAnalysis sprite = focus.sprite();
        if (chart == null || !chart.table().sprite().equals(sprite.sprite().name())) {
            rebuild(sprite);
        }
        double degrees = Math.round(focus.degrees()) % 360;
        if (degrees != shownDegrees) {
            shownDegrees = degrees;
            chart.now(degrees);
            view.repaint();
        }
    }

    /** Returns the table the chart shows, for export; null before the first {@link #show}. */
    public TightnessTable table() {
        return chart == null ? null : chart.table();
    }

    /** Returns the chart as last laid out; null before the first {@link #show}. */
    TightnessChart chart() {
        return chart;
    }

    /** Returns whether the line under the chart shows; it folds where it would leave the plot too short. */
    boolean captionShown() {
        return crossovers.isVisible();
    }

    /** Returns whether a view {@code width} × {@code height} shows the plot readably with its legend ({@link #fit}). */
    boolean readable(int width, int height) {
        return fit(width, height).readable();
    }

    /**
     * How the chart fits a size: its type size, legend and title, where XChart put the plot, and
     * whether the legend shows inside the chart, the title over the plot, and the plot keeps more
     * than half the width and three lines of height.
     */
    record Fit(Font font, Legend legend, boolean fullTitle, Rectangle plot, boolean readable) {
    }

    /** The legend's forms, roomiest first: the bounds' full names, their short names, those without the "now" line's entry; none. */
    enum Legend { FULL, SHORT, WITHOUT_NOW, NONE }

    /**
     * Returns how the chart fits a view {@code width} × {@code height}: the first readable form of
     * the legend at the window's type size, else at the largest smaller size {@link ChartFont}
     * allows; else the plot alone at the least size. Measured once per size, type size and
     * language by laying the chart out on a scratch image.
     */
    Fit fit(int width, int height) {
        Font wanted = UIManager.getFont("Label.font");
        if (chart == null) {
            return new Fit(wanted, Legend.NONE, true, new Rectangle(width, height), false);
        }
        if (fits.size() > KEPT_FITS) {
            fits.clear();
        }
        return fits.computeIfAbsent(List.of(width, height, String.valueOf(wanted), Texts.locale()), key -> {
            Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
            try {
                Fit[] found = new Fit[1];
                Font font = ChartFont.fitting(wanted, f -> Stream.of(Legend.FULL, Legend.SHORT, Legend.WITHOUT_NOW)
                        .map(legend -> found[0] = trial(g, f, legend, width, height)).anyMatch(Fit::readable));
                return found[0] != null && found[0].readable() && found[0].font().equals(font) ? found[0] : trial(g, font, Legend.NONE, width, height);
            } finally {
                g.dispose();
            }
        });
    }

    /** Lays the chart out {@code width} × {@code height} on {@code g} as asked, the full title where it fits, and returns how it fits. */
    private Fit trial(Graphics2D g, Font font, Legend legend, int width, int height) {
        style(font, legend, true);
        chart.paint(g, width, height);
        boolean fullTitle = chart.titleFits();
        if (!fullTitle) {
            style(font, legend, false);
            chart.paint(g, width, height);
        }
        Rectangle plot = chart.plotBounds().getBounds();
        boolean readable = legend != Legend.NONE && new Rectangle(width, height).contains(chart.legendBounds()) && chart.titleFits()
                && plot.width > width / 2 && plot.height >= 3 * getFontMetrics(font).getHeight();
        return new Fit(font, legend, fullTitle, plot, readable);
    }

    private void style(Font font, Legend legend, boolean fullTitle) {
        chart.look(ChartColors.current(), font, legend != Legend.FULL);
        chart.legendShown(legend != Legend.NONE);
        chart.nowInLegend(legend != Legend.WITHOUT_NOW);
        chart.title(fullTitle);
    }

    /** Paints the whole chart {@code width} × {@code height} through XChart as it fits that size, in the theme's colours. */
    void paintChart(Graphics2D g, int width, int height) {
        if (chart != null && width > 0 && height > 0) {
            Fit fit = fit(width, height);
            style(fit.font(), fit.legend(), fit.fullTitle());
            chart.paint(g, width, height);
        }
    }

    /**
     * Paints the chart as {@link #paintChart} does, from a still picture of all but the "now" line,
     * taken again only when the size, fit, colours or language change, with the line drawn over it
     * where XChart put 0&deg; and 360&deg;: a turn of the sprite repaints one line.
     */
    private void paintTick(Graphics2D g, int width, int height) {
        if (chart == null || width <= 0 || height <= 0) {
            return;
        }
        Fit fit = fit(width, height);
        AffineTransform device = AffineTransform.getScaleInstance(g.getTransform().getScaleX(), g.getTransform().getScaleY());
        List<Object> key = List.of(width, height, device, fit, ChartColors.current(), Texts.locale());
        if (still == null || !still.key().equals(key)) {
            Rectangle pixels = device.createTransformedShape(new Rectangle(width, height)).getBounds();
            BufferedImage image = new BufferedImage(pixels.width, pixels.height, BufferedImage.TYPE_INT_RGB);
            Graphics2D s = image.createGraphics();
            try {
                s.transform(device); // as many pixels as the screen's, so the picture stays sharp on a HiDPI screen
                style(fit.font(), fit.legend(), fit.fullTitle());
                chart.paintStill(s, width, height);
            } finally {
                s.dispose();
            }
            still = new Still(key, image, chart.nowLine(0), chart.nowLine(360));
        }
        g.drawImage(still.image(), 0, 0, width, height, null);
        double x = still.zero().getX1() + (still.full().getX1() - still.zero().getX1()) * shownDegrees / 360;
        TightnessChart.drawNow(g, new Line2D.Double(x, still.zero().getY1(), x, still.zero().getY2()));
    }

    /** All of the chart but the "now" line, what it was painted for, and where the line stands in it at 0&deg; and 360&deg;. */
    private record Still(List<Object> key, BufferedImage image, Line2D zero, Line2D full) {
    }

    /**
     * Lays out the plot over the line under it, but where that line would leave the plot less
     * than three of its lines tall or {@linkplain #readable unreadable}, hides the line and gives
     * the plot the whole chart.
     */
    @Override
    public void doLayout() {
        java.awt.Insets in = getInsets();
        int width = getWidth() - in.left - in.right;
        int plot = getHeight() - in.top - in.bottom - captionHeight(width);
        int least = 3 * crossovers.getFontMetrics(crossovers.getFont()).getHeight();
        crossovers.setVisible(fit(width, plot).plot().height >= least && readable(width, plot));
        super.doLayout();
    }

    /** Returns the height of the line under the chart, wrapped to {@code width}. */
    int captionHeight(int width) {
        crossovers.setSize(width, Short.MAX_VALUE); // wrapped text knows its height once it has its width
        return crossovers.getPreferredSize().height;
    }

    /** Writes the chart as a PNG file at its size on screen (760 x 240 if not shown); ".png" is added if missing. */
    public void savePng(Path file) throws IOException {
        int width = view.getWidth() > 0 ? view.getWidth() : EXPORT_SIZE.width;
        int height = view.getHeight() > 0 ? view.getHeight() : EXPORT_SIZE.height;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        paintChart(g, width, height);
        g.dispose();
        String path = file.toString();
        Path target = path.toLowerCase(Locale.ROOT).endsWith(".png") ? file : Path.of(path + ".png");
        SafeFiles.write(target, out -> ImageIO.write(image, "png", out)); // a JDK always has a PNG writer
    }

    /** Repaints in the colours and type of the look installed now, as {@link #updateUI()} (FlatLaf's window refresh) asks. */
    void themeChanged() {
        still = null; // the bounds' inks are the theme's too
        view.repaint();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (view != null) {
            themeChanged();
        }
    }

    private void rebuild(SpriteAnalysis sprite) {
        chart = new TightnessChart(TightnessTable.of(sprite, 1));
        fits.clear();
        still = null;
        shownDegrees = Double.NaN;
        List<Double> angles = TightnessTable.circleAabbCrossovers(sprite.sprite().width(), sprite.sprite().height());
        crossovers.setText(angles.isEmpty()
                ? Texts.text("chart.tightness.aabbTighter")
                : Texts.format("chart.tightness.crossovers", angles.get(0), angles.get(1)));
        view.repaint();
    }
}
