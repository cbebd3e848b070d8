package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawerDefaultFonts;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The words on the tightness chart, as it paints them: the French title said "Aire des volumes"
 * (the area of the volumes) for a chart of the area of each bounding shape, and the German one
 * "Begrenzungsfläche" (a surface that bounds) for the area of each bound. The chart is painted
 * into a PDF that keeps its text as text, and that text read back.
 */
class TightnessPlotWordsTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en | Bound area against turn: jet | turn (°) | area (px²)",
        "de | Fläche jeder Begrenzung über der Drehung: jet | Drehung (°) | Fläche (px²)",
        "fr | Aire des formes englobantes selon la rotation : jet | rotation (°) | aire (px²)",
    })
    void theChartsTitleAndAxesSayWhatItShows(String language, String title, String across, String up) throws Exception {
        AtomicReference<String> shown = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            shown.set(painted(1040, 300));
        });
        assertThat(shown.get().lines()).contains(title).contains(across).contains(up);
    }

    /** Paints the jet's chart at {@code width} x {@code height} and returns the words it shows, a line each. */
    private static String painted(int width, int height) {
        TightnessPlot plot = new TightnessPlot();
        plot.table(TightnessTable.of(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 1));
        plot.now(30);
        try (PDDocument doc = new PDDocument()) {
            PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, width, height);
            g.setFontTextDrawer(new PdfBoxGraphics2DFontTextDrawerDefaultFonts());
            plot.paint(g, width, height);
            g.dispose();
            PDPage page = new PDPage(new PDRectangle(width, height));
            doc.addPage(page);
            try (PDPageContentStream s = new PDPageContentStream(doc, page)) {
                s.drawForm(g.getXFormObject());
            }
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            return stripper.getText(doc);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
