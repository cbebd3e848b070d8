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
import java.util.List;
import java.util.Locale;
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
 * the plot too short to read, the line folds away and the plot takes its room.
 */
public final class TightnessChartPanel extends JPanel {

    private static final Dimension EXPORT_SIZE = new Dimension(760, 240);

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

    /**
     * The least height of the chart, in its type's sizes: the legend's nine entries (the opaque
     * pixels and eight bounds) stand one over another beside a plot of three labelled ticks, with
     * half a line to spare for the divider's own rounding.
     */
    static final float HEIGHT_EMS = 12;
    /** The least width of the chart, in its type's sizes: the y axis, the legend in short names, and a plot wider than both under its title. */
    static final float WIDTH_EMS = 32;
    /** The height, in the chart's type sizes, the legend's nine entries take; below it (an export of a folded chart) the legend stays out. */
    private static final float LEGEND_EMS = 11.5f;
    /** The height, in the chart's type sizes, from which the legend names the "now" line too: a tenth entry. */
    private static final float NOW_EMS = 13.5f;
    /** The width, in the window's type sizes, the chart takes at the window's type size; narrower, its type shrinks towards {@link ChartFont#least}. */
    private static final float WINDOW_EMS = 45;
    /** The width, in the chart's type sizes, below which the legend names the bounds by their short names. */
    private static final float SHORT_BELOW_EMS = 40;

    /**
     * How the chart is styled at one size: its type, whether the bounds go by their short names,
     * the title is in full, the legend shows (not where the chart is too short to read, painted
     * for an export or a folded split), and names the "now" line.
     */
    record Look(Font font, boolean shortNames, boolean fullTitle, boolean legend, boolean nowInLegend) {
    }

    /**
     * Returns how the chart is styled in a view {@code width} × {@code height}: the window's type,
     * but no larger than the width holds {@value #WINDOW_EMS} of and the height {@value #HEIGHT_EMS},
     * and no smaller than {@link ChartFont#least}; the bounds' short names below
     * {@value #SHORT_BELOW_EMS} sizes of it across, and the short title where the full one would
     * take more than half the width; the legend where the height holds {@value #LEGEND_EMS} sizes
     * of the type, with the "now" line's entry from {@value #NOW_EMS}.
     */
    Look look(int width, int height) {
        Font window = UIManager.getFont("Label.font");
        float size = Math.max(ChartFont.least(), Math.min(window.getSize2D(), Math.min(width / WINDOW_EMS, height / HEIGHT_EMS)));
        Font font = window.deriveFont(size);
        String title = chart == null ? "" : Texts.format("chart.tightness.title", chart.table().sprite());
        boolean fullTitle = getFontMetrics(font.deriveFont(Font.BOLD)).stringWidth(title) <= width / 2;
        return new Look(font, width < SHORT_BELOW_EMS * size, fullTitle, height >= LEGEND_EMS * size, height >= NOW_EMS * size);
    }

    /**
     * Returns whether a view {@code width} × {@code height} holds the chart readably at the least
     * type size: {@value #WIDTH_EMS} × {@value #HEIGHT_EMS} sizes of it.
     */
    static boolean readable(int width, int height) {
        return width >= WIDTH_EMS * ChartFont.least() && height >= HEIGHT_EMS * ChartFont.least();
    }

    private void style(Look look) {
        chart.look(ChartColors.current(), look.font(), look.shortNames());
        chart.title(look.fullTitle());
        chart.getStyler().setLegendVisible(look.legend());
        chart.nowInLegend(look.nowInLegend());
    }

    /** Paints the whole chart {@code width} × {@code height} through XChart as it fits that size, in the theme's colours. */
    void paintChart(Graphics2D g, int width, int height) {
        if (chart != null && width > 0 && height > 0) {
            style(look(width, height));
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
        Look look = look(width, height);
        AffineTransform device = AffineTransform.getScaleInstance(g.getTransform().getScaleX(), g.getTransform().getScaleY());
        List<Object> key = List.of(width, height, device, look, ChartColors.current(), Texts.locale());
        if (still == null || !still.key().equals(key)) {
            Rectangle pixels = device.createTransformedShape(new Rectangle(width, height)).getBounds();
            BufferedImage image = new BufferedImage(pixels.width, pixels.height, BufferedImage.TYPE_INT_RGB);
            Graphics2D s = image.createGraphics();
            try {
                s.transform(device); // as many pixels as the screen's, so the picture stays sharp on a HiDPI screen
                style(look);
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
     * Lays out the plot over the line under it, but where that line would leave the plot too
     * short to {@linkplain #readable read}, hides the line and gives the plot the whole chart.
     */
    @Override
    public void doLayout() {
        java.awt.Insets in = getInsets();
        int width = getWidth() - in.left - in.right;
        crossovers.setVisible(readable(width, getHeight() - in.top - in.bottom - captionHeight(width)));
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
        still = null;
        shownDegrees = Double.NaN;
        List<Double> angles = TightnessTable.circleAabbCrossovers(sprite.sprite().width(), sprite.sprite().height());
        crossovers.setText(angles.isEmpty()
                ? Texts.text("chart.tightness.aabbTighter")
                : Texts.format("chart.tightness.crossovers", angles.get(0), angles.get(1)));
        view.repaint();
    }
}
