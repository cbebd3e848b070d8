package org.spriteplayground.worksheet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * Text on A4 pages, top to bottom: wrapped paragraphs, lines and blank answer lines, with a
 * cursor that moves down the page. Characters the standard PDF font cannot show are spelt out
 * ({@code ≠} as {@code !=}, {@code r₁} as {@code r1}, a narrow no-break space as a no-break
 * space); the German and French letters, quotes and guillemets are all in its WinAnsi encoding.
 */
final class PdfText implements AutoCloseable {

    /**
     * PDFBox's logger, held so its level stays: the notice that a system font stands in for
     * Helvetica when measuring is expected here, not news for the console.
     */
    private static final Logger PDFBOX_LOG = quietPdfBox();

    /** Regular and bold Helvetica, one of the fonts every PDF reader has. */
    static final PDFont REGULAR = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    static final PDFont BOLD = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);

    /** Page margin in points. */
    static final float MARGIN = 50;

    private static final Map<Character, String> SPELT = Map.ofEntries(Map.entry('≠', "!="), Map.entry('≤', "<="), Map.entry('≥', ">="),
            Map.entry('√', "sqrt"), Map.entry('−', "-"), Map.entry('π', "pi"), Map.entry('θ', "theta"), Map.entry('₀', "0"),
            Map.entry('₁', "1"), Map.entry('₂', "2"), Map.entry('⁻', "-"), Map.entry('⁵', "5"),
            // French numbers group thousands with a narrow no-break space, which WinAnsi lacks.
            Map.entry('\u202F', "\u00A0"), Map.entry('\u2009', " "));

    private final PDDocument doc;
    private PDPage page;
    private PDPageContentStream stream;
    private float y;

    PdfText(PDDocument doc) {
        this.doc = doc;
    }

    /** Starts a new page, the cursor at its top margin. */
    void newPage() throws IOException {
        close();
        page = new PDPage(PDRectangle.A4);
        doc.addPage(page);
        stream = new PDPageContentStream(doc, page);
        y = page.getMediaBox().getHeight() - MARGIN;
    }

    /** Returns the width text may take between the margins. */
    float width() {
        return page.getMediaBox().getWidth() - 2 * MARGIN;
    }

    /** Returns the cursor: the top of the next line, in points from the page's bottom. */
    float y() {
        return y;
    }

    /** Moves the cursor down by {@code points}. */
    void down(float points) {
        y -= points;
    }

    /** Returns the stream of the page being written. */
    PDPageContentStream stream() {
        return stream;
    }

    /** Writes {@code text} wrapped to the width, one line under another. */
    void paragraph(PDFont font, float size, String text) throws IOException {
        for (String line : wrap(text, font, size, width())) {
            line(font, size, MARGIN, line);
            y -= size * 1.35f;
        }
    }

    /** Writes one line of text at {@code x} with its top at the cursor; the cursor stays. */
    void line(PDFont font, float size, float x, String text) throws IOException {
        stream.beginText();
        stream.setFont(font, size);
        stream.newLineAtOffset(x, y - size);
        stream.showText(safe(text, font));
        stream.endText();
    }

    /** Draws a thin line across the text width just under the cursor, for a pupil's answer. */
    void answerLine() throws IOException {
        stream.setLineWidth(0.5f);
        stream.moveTo(MARGIN, y);
        stream.lineTo(MARGIN + width(), y);
        stream.stroke();
    }

    /** Draws a thin line from {@code from} to {@code to} on the baseline of a line of {@code size} points at the cursor: a value left for the pupil. */
    void blank(float from, float to, float size) throws IOException {
        stream.setLineWidth(0.5f);
        stream.moveTo(from, y - size);
        stream.lineTo(to, y - size);
        stream.stroke();
    }

    /** Returns the width of {@code text} in {@code font} at {@code size} points. */
    static float widthOf(String text, PDFont font, float size) {
        try {
            return font.getStringWidth(safe(text, font)) / 1000 * size;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Returns {@code text} broken into lines no wider than {@code width}; a long word stands alone. */
    static List<String> wrap(String text, PDFont font, float size, float width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            String tried = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && widthOf(tried, font, size) > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(tried);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** Returns {@code text} with every character {@code font} cannot encode spelt out, or as "?". */
    static String safe(String text, PDFont font) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            String s = String.valueOf(c);
            try {
                font.encode(s);
                out.append(c);
            } catch (IllegalArgumentException | IOException e) {
                out.append(SPELT.getOrDefault(c, "?"));
            }
        }
        return out.toString();
    }

    private static Logger quietPdfBox() {
        Logger log = Logger.getLogger("org.apache.pdfbox");
        log.setLevel(Level.SEVERE);
        return log;
    }

    /** Closes the current page's stream, if any. */
    @Override
    public void close() throws IOException {
        if (stream != null) {
            stream.close();
            stream = null;
        }
    }
}
