package org.spriteplayground.classroom;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.util.Matrix;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;
import org.spriteplayground.classroom.Answer.Stage;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.ChartColors;

/**
 * The class's results as an XChart bar chart: one group per question, three bars (predicted,
 * observed, explained) of the share right, 0 to 100 %, each bar labelled with its number so that
 * no share is told by colour or height alone. A stage nobody got right has a thin bar on the base
 * line ({@link #ZERO_BAR}); a stage nobody was asked has none. Each group is
 * marked with the question's number, as the table numbers it: a number stays short in every
 * language, so every group keeps its mark upright and side by side, where names would run into
 * each other and XChart would leave some out. The window names the numbers in its table;
 * {@link #writePdf} writes the chart as one landscape A4 page with the key of the numbers under it.
 */
public final class ClassChart extends CategoryChart {

    /** The bars' colours, from the Okabe-Ito set that readers with any colour vision tell apart: orange, sky blue, bluish green. */
    private static final Color[] BARS = {new Color(0xE69F00), new Color(0x56B4E9), new Color(0x009E73)};
    /** The page's margin, in points. */
    private static final float MARGIN = 36;
    /** The room a group's number needs, in type sizes: two digits and a space either side. */
    private static final float MARK_ROOM = 2;
    /** The widest share a bar's label writes. */
    private static final String WIDEST_LABEL = "100"; // not shown: measured only
    /**
     * The height, in % of the axis, of the bar of a stage nobody got right: a thin bar on the base
     * line, where a bar of 0 would not show and read as a stage nobody was asked. Under half a
     * percent, so that its label, to whole percents, still reads 0.
     */
    static final double ZERO_BAR = 0.49;
    /** The labels' turn where they stand up a bar, in degrees: reading upwards. */
    private static final int UP = 90;
    /** XChart sets a label above its bar by the pixels its position exceeds 1 times this. */
    private static final double LABEL_OFFSET_SCALE = 100;
    /** The key's lines under the chart on the page, each this many times the type's size apart. */
    private static final float KEY_LEADING = 1.4f;

    private final List<String> keys;

    /** Charts {@code rows}, which must not be empty; {@link #look} sets the colours and type. */
    public ClassChart(List<ClassResults.Row> rows) {
        super(900, 500);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no questions to chart"); // not shown: a caller's mistake
        }
        List<String> numbers = new ArrayList<>();
        List<String> named = new ArrayList<>();
        for (ClassResults.Row row : rows) {
            numbers.add(ClassResults.number(numbers.size()));
            named.add(Texts.format("classes.chart.key", numbers.get(numbers.size() - 1), Texts.format("classes.chart.group", row.name(), row.pupils())));
        }
        for (Stage stage : Stage.values()) {
            List<Double> shares = new ArrayList<>();
            for (ClassResults.Row row : rows) {
                ClassResults.Tally tally = row.tally(stage);
                shares.add(tally.asked() == 0 ? null : Math.max(ZERO_BAR, 100 * tally.share()));
            }
            addSeries(stage.name(), numbers, shares); // not shown: the series' key; look() names it
        }
        keys = List.copyOf(named);
        CategoryStyler styler = getStyler();
        styler.setYAxisMin(0.0).setYAxisMax(100.0);
        styler.setYAxisDecimalPattern("0");
        styler.setLegendPosition(Styler.LegendPosition.OutsideS).setLegendLayout(Styler.LegendLayout.Horizontal);
        styler.setSeriesColors(BARS);
        styler.setLabelsFontColorAutomaticEnabled(false);
        styler.setChartPadding(8);
        look(ChartColors.printed(), new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    }

    /**
     * Paints the chart at {@code width} × {@code height}, each bar's share written a quarter line
     * above it in the text's colour (which stands out on the plot in every theme and on paper):
     * across, where bars stand wide enough for "100" in the labels' type, else up the bar
     * ({@link #labelled}); the plot reaches as far above 100 % as the label of a full bar needs.
     */
    @Override
    public void paint(Graphics2D g, int width, int height) {
        CategoryStyler styler = getStyler();
        Font font = styler.getLabelsFont();
        FontMetrics metrics = g.getFontMetrics(font);
        boolean labelled = labelled(metrics, width);
        boolean across = bar(width, font) >= across(metrics);
        float gap = font.getSize2D() / 4;
        double room = labelled ? gap + (across ? metrics.getAscent() : metrics.stringWidth(WIDEST_LABEL)) : 0;
        // A first paint, out of sight, places the plot: how many pixels 0 to 100 % span, so that the
        // axis reaches just far enough above 100 for a full bar's label, short of the next tick mark.
        styler.setYAxisMax(100.0);
        styler.setLabelsVisible(false);
        Graphics2D measuring = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB).createGraphics();
        try {
            measuring.setRenderingHints(g.getRenderingHints());
            super.paint(measuring, width, height);
        } finally {
            measuring.dispose();
        }
        double span = getScreenYFromChart(0) - getScreenYFromChart(100);
        styler.setYAxisMax(span > 2 * room ? 100 * span / (span - room) : 100.0);
        // XChart rounds the ticks' spacing down to 1, 2 or 5 times a power of ten, to as little as 0.57 times
        // the hint: twice the label's room keeps the tick after 100 beyond the axis's end. A hint as long as the
        // axis it would not take (it falls back to ticks of its own), so the hint stays shorter.
        styler.setYAxisTickMarkSpacingHint((int) Math.min(Math.ceil(Math.max(3 * font.getSize2D(), 2 * room)), span - 1));
        // On an axis under 160 px XChart marks every 20 px whatever the hint: no share is above 100 %, nor any tick's number.
        java.text.NumberFormat whole = java.text.NumberFormat.getIntegerInstance(Texts.numbers());
        styler.setYAxisTickLabelsFormattingFunction(value -> value > 100 + 1e-9 ? "" : whole.format(value));
        styler.setLabelsVisible(labelled);
        styler.setLabelsRotation(across ? 0 : UP);
        styler.setLabelsPosition(1 + gap / LABEL_OFFSET_SCALE);
        super.paint(g, width, height);
    }

    /**
     * Returns whether, painted {@code width} wide with its labels measured by {@code metrics}, each
     * bar carries its share: its bars stand wide enough for "100" across them, or for a line of
     * digits up them. Narrower, the labels of neighbouring bars would run together and the window
     * steps its type down.
     */
    public boolean labelled(FontMetrics metrics, int width) {
        return bar(width, metrics.getFont()) >= Math.min(across(metrics), metrics.getAscent() + metrics.getFont().getSize2D() / 4);
    }

    /** Returns the width of a bar that carries "100" across it in {@code metrics}: the text and an eighth of its size either side. */
    private static double across(FontMetrics metrics) {
        return metrics.stringWidth(WIDEST_LABEL) + metrics.getFont().getSize2D() / 4;
    }

    /** Returns the width of each bar with the chart {@code width} wide, its texts in {@code font}. */
    private double bar(int width, Font font) {
        CategoryStyler styler = getStyler();
        // The plot leaves out the value axis's title and tick labels, about five type sizes, and the padding.
        double plot = width - 5 * font.getSize2D() - 4 * styler.getChartPadding();
        return plot * styler.getPlotContentSize() * styler.getAvailableSpaceFill() / (Stage.values().length * keys.size());
    }

    /**
     * Returns the width in pixels each group needs for its number in {@code font}. XChart leaves
     * out every other group's mark when groups stand closer than this, so a window narrower than
     * {@link #keys}{@code .size()} times this steps its type down.
     */
    public static int markRoom(Font font) {
        return Math.round(MARK_ROOM * font.getSize2D());
    }

    /** Returns the key: for each group of bars, in the order charted, its number, the question's name and its count of pupils. */
    public List<String> keys() {
        return keys;
    }

    /**
     * Gives the chart {@code colors} and {@code font} for every text, the title a size larger, in
     * the language in force. Cheap enough to call at every paint, so that a theme, type size or
     * language switch shows at the next.
     */
    public void look(ChartColors colors, Font font) {
        CategoryStyler styler = getStyler();
        colors.applyTo(styler);
        styler.setChartTitleFont(font.deriveFont(Font.BOLD, font.getSize2D() * 1.2f));
        styler.setLegendFont(font);
        styler.setAxisTitleFont(font);
        styler.setAxisTickLabelsFont(font);
        styler.setLabelsFont(font);
        styler.setLabelsFontColor(colors.text());
        styler.setLocale(Texts.numbers());
        styler.setXAxisTickMarkSpacingHint(markRoom(font));
        setTitle(Texts.text("classes.chart.title"));
        setYAxisTitle(Texts.text("classes.chart.y"));
        setXAxisTitle(Texts.text("classes.chart.x"));
        for (Stage stage : Stage.values()) {
            getSeries(stage.name()).setLabel(Texts.text("classes.stage." + stage.name().toLowerCase(java.util.Locale.ROOT))); // not shown: a key
        }
    }

    /**
     * Writes the chart of {@code rows} to {@code file} as one landscape A4 page of vector drawing,
     * in print colours, the {@link #keys} under it, one a line, atomically as every file the app writes.
     *
     * @throws FileProblem if the file cannot be written
     */
    public static void writePdf(Path file, List<ClassResults.Row> rows) throws FileProblem {
        ClassChart chart = new ClassChart(rows);
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        chart.look(new ChartColors(Color.WHITE, Color.WHITE, new Color(0xD0D0D0), Color.DARK_GRAY), font);
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth()));
            doc.addPage(page);
            float width = page.getMediaBox().getWidth() - 2 * MARGIN;
            float height = page.getMediaBox().getHeight() - 2 * MARGIN;
            PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, width, height);
            try {
                float line = KEY_LEADING * font.getSize2D();
                float keyTop = height - line * chart.keys().size();
                chart.paint(g, Math.round(width), Math.round(keyTop));
                g.setFont(font);
                g.setColor(Color.DARK_GRAY);
                for (int i = 0; i < chart.keys().size(); i++) {
                    g.drawString(chart.keys().get(i), 0, keyTop + (i + 1) * line - (line - font.getSize2D()));
                }
            } finally {
                g.dispose();
            }
            try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
                content.transform(Matrix.getTranslateInstance(MARGIN, MARGIN));
                content.drawForm(g.getXFormObject());
            }
            SafeFiles.write(file, doc::save);
        } catch (FileProblem e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException(e); // drawing into a document in memory: a fault of the program, not of the file
        }
    }
}
