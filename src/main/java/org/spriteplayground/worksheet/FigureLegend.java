package org.spriteplayground.worksheet;

import java.awt.Font;
import java.io.IOException;
import javax.swing.Icon;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.util.Matrix;
import org.spriteplayground.render.CanvasLegend;

/**
 * The key under the worksheet's figure: for each ink the figure painted, its sample (as the
 * canvas's legend band draws it) beside what the lesson calls it, side by side and wrapped to the
 * text width. It is made from the inks the pupils' figure painted, so a verdict or a mark the
 * figure leaves out has no entry either.
 */
final class FigureLegend {

    /** The type size of the entries' names, in points. */
    private static final float SIZE = 8;
    /** Room after a sample and after an entry, in points. */
    private static final float GAP = 4;
    private static final float ENTRY_GAP = 12;

    private FigureLegend() {
    }

    /**
     * Writes {@code legend}'s entries at the cursor, across the text width, and moves the cursor
     * under them; an entry whose name still holds an answer as words after the figure fell back on
     * the ink's general name ({@link PupilsFigure#legendName}) is left out, as a figure label would
     * be ({@link Secrets#tells}, {@link Secrets#answers}).
     */
    static void write(PDDocument doc, PdfText text, CanvasLegend legend, Secrets secrets) throws IOException {
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(SIZE));
        float x = PdfText.MARGIN;
        float lineHeight = 0;
        for (CanvasLegend.Entry entry : legend.entries()) {
            if (secrets.tells(entry.text()) || secrets.answers(entry.text())) {
                continue;
            }
            Icon icon = legend.icon(entry, font, 1f);
            float width = icon.getIconWidth() + GAP + PdfText.widthOf(entry.text(), PdfText.REGULAR, SIZE);
            if (x > PdfText.MARGIN && x + width > PdfText.MARGIN + text.width()) {
                text.down(lineHeight);
                x = PdfText.MARGIN;
            }
            lineHeight = Math.max(SIZE * 1.4f, icon.getIconHeight());
            PDPageContentStream s = text.stream();
            s.saveGraphicsState();
            s.transform(Matrix.getTranslateInstance(x, text.y() - icon.getIconHeight()));
            s.drawForm(FigurePainter.icon(doc, legend, entry, font));
            s.restoreGraphicsState();
            float saved = text.y();
            text.down((icon.getIconHeight() - SIZE) / 2);
            text.line(PdfText.REGULAR, SIZE, x + icon.getIconWidth() + GAP, entry.text());
            text.down(text.y() - saved);
            x += width + ENTRY_GAP;
        }
        text.down(lineHeight);
    }
}
