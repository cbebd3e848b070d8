package org.spriteplayground.worksheet;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import javax.swing.Icon;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.util.Matrix;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * The key under the pupils' figure: for each ink the figure painted, its sample (as the canvas's
 * legend band draws it) beside what the lesson calls it, side by side and wrapped to the figure's
 * width; on the worksheet's page as text, in a quiz's picture painted under the scene. It is made
 * from the inks the pupils' figure painted, so a verdict or a mark the figure leaves out has no
 * entry either; an entry whose name still holds an answer as words after the figure fell back on
 * the ink's general name ({@link PupilsFigure#legendName}) is left out, as a figure label would be
 * ({@link Secrets#tells}, {@link Secrets#answers}).
 */
final class FigureLegend {

    /** The type size of the entries' names on the page, in points. */
    private static final float SIZE = 8;
    /** Room after a sample and after an entry, in type sizes. */
    private static final float GAP = 0.5f;
    private static final float ENTRY_GAP = 1.5f;
    /** A line's height, in type sizes, unless a sample is higher. */
    private static final float LINE = 1.4f;

    /** An entry placed: its sample, how far across its line it starts, and its line, from 0. */
    record Placed(CanvasLegend.Entry entry, Icon icon, float x, int line) {
    }

    /**
     * The entries laid out in lines {@code width} wide, names in {@code font}.
     *
     * @param lineHeight the height of each line
     * @param lines how many lines there are
     */
    record Layout(List<Placed> entries, Font font, float lineHeight, int lines) {

        /** Returns the height of all the lines. */
        float height() {
            return lines * lineHeight;
        }
    }

    private FigureLegend() {
    }

    /**
     * Lays out the entries of {@code legend} the pupils may see, in {@code font}, side by side in
     * lines {@code width} wide, each name as wide as {@code textWidth} measures it.
     */
    static Layout layOut(CanvasLegend legend, Secrets secrets, Font font, float width, ToDoubleFunction<String> textWidth) {
        float size = font.getSize2D();
        List<Placed> placed = new ArrayList<>();
        float x = 0;
        int line = 0;
        float lineHeight = size * LINE;
        for (CanvasLegend.Entry entry : legend.entries()) {
            if (secrets.tells(entry.text()) || secrets.answers(entry.text())) {
                continue;
            }
            Icon icon = legend.icon(entry, font, 1f);
            float entryWidth = icon.getIconWidth() + GAP * size + (float) textWidth.applyAsDouble(entry.text());
            if (x > 0 && x + entryWidth > width) {
                line++;
                x = 0;
            }
            lineHeight = Math.max(lineHeight, icon.getIconHeight());
            placed.add(new Placed(entry, icon, x, line));
            x += entryWidth + ENTRY_GAP * size;
        }
        return new Layout(List.copyOf(placed), font, lineHeight, placed.isEmpty() ? 0 : line + 1);
    }

    /** Writes {@code legend}'s entries at the cursor, across the text width, and moves the cursor under them. */
    static void write(PDDocument doc, PdfText text, CanvasLegend legend, Secrets secrets) throws IOException {
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(SIZE));
        Layout layout = layOut(legend, secrets, font, text.width(), name -> PdfText.widthOf(name, PdfText.REGULAR, SIZE));
        float top = text.y();
        for (Placed p : layout.entries()) {
            float y = top - p.line() * layout.lineHeight();
            float x = PdfText.MARGIN + p.x();
            PDPageContentStream s = text.stream();
            s.saveGraphicsState();
            s.transform(Matrix.getTranslateInstance(x, y - p.icon().getIconHeight()));
            s.drawForm(FigurePainter.icon(doc, legend, p.entry(), font));
            s.restoreGraphicsState();
            text.at(PdfText.REGULAR, SIZE, x + p.icon().getIconWidth() + GAP * SIZE, y - (p.icon().getIconHeight() + SIZE) / 2, p.entry().text());
        }
        text.down(layout.height());
    }

    /**
     * Paints {@code layout} on {@code g} with its top left at ({@code left}, {@code top}): each
     * sample, and its name in the plain text's ink, both in the colours in force ({@link Palette}).
     */
    static void paint(Graphics2D g, Layout layout, float left, float top) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g2.setFont(layout.font());
            Color ink = Palette.color(Ink.TEXT);
            float size = layout.font().getSize2D();
            for (Placed p : layout.entries()) {
                float y = top + p.line() * layout.lineHeight();
                float x = left + p.x();
                p.icon().paintIcon(null, g2, Math.round(x), Math.round(y));
                g2.setColor(ink);
                g2.drawString(p.entry().text(), x + p.icon().getIconWidth() + GAP * size, y + (p.icon().getIconHeight() + size) / 2);
            }
        } finally {
            g2.dispose();
        }
    }
}
