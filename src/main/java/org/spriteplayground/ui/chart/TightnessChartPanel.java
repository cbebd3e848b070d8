package org.spriteplayground.ui.chart;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JTextArea;
import javax.swing.JPanel;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.ui.Accessible;
import org.spriteplayground.ui.side.SidePanel;

/**
 * The tightness chart: for the lesson's sprite, the area of every bound kind against the turn
 * (0-360&deg;), the opaque area as a flat line, and a marker at the sprite's current angle that
 * moves live. Below it, the angles where the circle and the AABB swap places. The chart is
 * painted by {@link TightnessPlot} in a plain component with no key bindings and no menu of its
 * own, so the app's shortcuts work whatever has the focus; it takes the theme's colours at every
 * paint. Where the line under the chart would leave the plot less than three of its lines tall
 * (large type with the divider dragged up), the line folds away and the plot takes its room.
 */
public final class TightnessChartPanel extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final Dimension EXPORT_SIZE = new Dimension(760, 240);

    private final transient TightnessPlot plot = new TightnessPlot();
    private final JComponent view = new JComponent() {
        private static final long serialVersionUID = 1L;

        @Override
        protected void paintComponent(Graphics g) {
            Graphics2D g2 = (Graphics2D) g.create();
            plot.paint(g2, getWidth(), getHeight());
            g2.dispose();
        }
    };
    /** Wraps to the chart's width (at 1024 × 768 one line would be cut), and binds no key. */
    private final JTextArea crossovers = new JTextArea(" ") {
        private static final long serialVersionUID = 1L;

        @Override
        public void updateUI() {
            super.updateUI();
            setInputMap(WHEN_FOCUSED, new javax.swing.InputMap());
            setFont(javax.swing.UIManager.getFont("Label.font"));
        }
    };
    private transient TightnessTable table;
    private double shownDegrees = Double.NaN;

    public TightnessChartPanel() {
        setLayout(new CaptionFolds());
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

    /** Shows {@code focus}: rebuilds the curves when the sprite changed, else only moves the marker. */
    public void show(SpriteFocus focus) {
        SpriteAnalysis sprite = focus.sprite();
        if (table == null || !table.sprite().equals(sprite.sprite().name())) {
            rebuild(sprite);
        }
        double degrees = Math.round(focus.degrees()) % 360;
        if (degrees != shownDegrees) {
            shownDegrees = degrees;
            plot.now(degrees);
            view.repaint();
        }
    }

    /** Returns the table the chart shows, for export; null before the first {@link #show}. */
    public TightnessTable table() {
        return table;
    }

    /** Returns whether the line under the chart shows; it folds where it would leave the plot too short. */
    boolean captionShown() {
        return crossovers.getHeight() > 0;
    }

    /**
     * Returns whether a view {@code width} × {@code height} shows the plot with its legend and
     * two labelled ticks up, at the size the chart paints its texts.
     */
    boolean readable(int width, int height) {
        Fitted fitted = fitted(width, height);
        return fitted.layout().legendRows() > 0 && fitted.layout().plot().height >= 3 * fitted.fm().getHeight();
    }

    /** Returns the chart's layout in a view {@code width} × {@code height}, with the metrics of the size it paints its texts at. */
    private Fitted fitted(int width, int height) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            java.awt.Font font = ChartFont.fitting(g, javax.swing.UIManager.getFont("Label.font"),
                    f -> TightnessPlot.roomy(plot.layout(g.getFontMetrics(f), width, height), g.getFontMetrics(f), width));
            java.awt.FontMetrics fm = g.getFontMetrics(font);
            return new Fitted(plot.layout(fm, width, height), fm);
        } finally {
            g.dispose();
        }
    }

    /** A layout of the chart and the metrics of the texts it was made for. */
    private record Fitted(TightnessPlot.Layout layout, java.awt.FontMetrics fm) {
    }

    /**
     * The plot over the line under it, as a border layout lays them out, but where that line would
     * leave the plot less than three of its lines tall or {@linkplain #readable unreadable}, the plot over the whole chart and the line
     * folded to no height (UI scale 2 at presentation ×2 drew a 10 px plot under four lines).
     */
    private final class CaptionFolds extends BorderLayout {

        private static final long serialVersionUID = 1L;

        @Override
        public void layoutContainer(java.awt.Container parent) {
            java.awt.Insets in = parent.getInsets();
            // Wrapped text knows its height once it has its width: after a new look (another
            // presentation size) it would otherwise ask for its height at a width of a few words.
            crossovers.setSize(parent.getWidth() - in.left - in.right, Short.MAX_VALUE);
            super.layoutContainer(parent);
            int least = 3 * crossovers.getFontMetrics(crossovers.getFont()).getHeight();
            if (crossovers.getHeight() > 0 && (fitted(view.getWidth(), view.getHeight()).layout().plot().height < least
                    || !readable(view.getWidth(), view.getHeight()))) {
                view.setBounds(in.left, in.top, parent.getWidth() - in.left - in.right, parent.getHeight() - in.top - in.bottom);
                crossovers.setBounds(in.left, parent.getHeight() - in.bottom, view.getWidth(), 0);
            }
        }
    }

    /** Returns the ink bounds of every text the chart drew when last painted, in its view's pixels. */
    public List<java.awt.Rectangle> inkedTexts() {
        return plot.inkedTexts();
    }

    /** Writes the chart as a PNG file at its size on screen (760 x 240 if not shown); ".png" is added if missing. */
    public void savePng(Path file) throws IOException {
        int width = view.getWidth() > 0 ? view.getWidth() : EXPORT_SIZE.width;
        int height = view.getHeight() > 0 ? view.getHeight() : EXPORT_SIZE.height;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        plot.paint(g, width, height);
        g.dispose();
        String path = file.toString();
        Path target = path.toLowerCase(Locale.ROOT).endsWith(".png") ? file : Path.of(path + ".png");
        if (!ImageIO.write(image, "png", target.toFile())) {
            throw new IOException(Texts.text("export.noPngWriter"));
        }
    }

    /**
     * Repaints in the colours of the theme installed now; the lead's theme switch may call it,
     * and {@link #updateUI()} (run by FlatLaf's window refresh) does.
     */
    void themeChanged() {
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
        table = TightnessTable.of(sprite, 1);
        plot.table(table);
        shownDegrees = Double.NaN;
        List<Double> angles = TightnessTable.circleAabbCrossovers(sprite.sprite().width(), sprite.sprite().height());
        crossovers.setText(angles.isEmpty()
                ? Texts.text("chart.tightness.aabbTighter")
                : Texts.format("chart.tightness.crossovers", angles.get(0), angles.get(1)));
        view.repaint();
    }
}
