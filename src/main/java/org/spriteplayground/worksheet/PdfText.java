package org.spriteplayground.worksheet;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.spriteplayground.i18n.SeedOutput;

/**
 * Text on A4 pages, top to bottom: wrapped paragraphs, lines and blank answer lines, with a
 * cursor that moves down the page, in fonts embedded in the document ({@link Face}) that show
 * every character of the app's texts; a character they lack (one in a file's name) prints as "?".
 * A seed's output that a text quotes ({@link SeedOutput}) is set as code, in Courier, wherever
 * text is written or measured here.
 */
final class PdfText implements AutoCloseable {

    /**
     * The two faces the worksheet writes in, DejaVu Sans Condensed and its bold (about as wide as
     * Helvetica), shipped in the jar and embedded in each PDF (only the glyphs it uses): unlike the
     * standard PDF fonts they have every character the app's texts use in English, German and
     * French, the Greek letters, sub- and superscripts, arrows and the minus sign among them.
     */
    enum Face {
        /** Body text, readout names and values. */
        REGULAR("DejaVuSansCondensed.ttf", Standard14Fonts.FontName.COURIER),
        /** Titles, headings and answers. */
        BOLD("DejaVuSansCondensed-Bold.ttf", Standard14Fonts.FontName.COURIER_BOLD);

        private final String file;
        /**
         * This face's monospaced partner for a seed's output: Courier, one of the PDF's standard
         * fonts (every reader has it, nothing is embedded), which has every letter, digit and "_" a
         * seed's output names are written with.
         */
        private final PDFont code;
        /** The font file, read on first use. */
        private byte[] bytes;
        /** This face for measuring and checking text, loaded on first use into a document that is never written. */
        private PDFont measuring;

        Face(String file, Standard14Fonts.FontName code) {
            this.file = file;
            this.code = new PDType1Font(code);
        }

        /** Returns this face loaded into {@code doc}, to be embedded there as a subset. */
        PDFont load(PDDocument doc) throws IOException {
            return PDType0Font.load(doc, new ByteArrayInputStream(bytes()), true);
        }

        /** Returns this face for measuring and checking text only: it belongs to no document that is written. */
        synchronized PDFont measuring() {
            if (measuring == null) {
                try {
                    measuring = PDType0Font.load(MEASURING, new ByteArrayInputStream(bytes()), false);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return measuring;
        }

        private synchronized byte[] bytes() {
            if (bytes == null) {
                try (InputStream in = PdfText.class.getResourceAsStream(file)) {
                    if (in == null) {
                        throw new IllegalStateException("missing font resource " + file);
                    }
                    bytes = in.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return bytes;
        }
    }

    /** The document the faces for measuring are loaded into; it is never written. */
    private static final PDDocument MEASURING = new PDDocument();

    /**
     * PDFBox's logger, held so its level stays: its notices about fonts it maps (a system font
     * standing in for one the figures name) are expected here, not news for the console.
     */
    private static final Logger PDFBOX_LOG = quietPdfBox();

    /** The regular face, for short. */
    static final Face REGULAR = Face.REGULAR;
    /** The bold face, for short. */
    static final Face BOLD = Face.BOLD;

    /** Page margin in points. */
    static final float MARGIN = 50;

    /** A paragraph's line spacing, as a multiple of its type size. */
    private static final float LEADING = 1.35f;

    private final PDDocument doc;
    /** Whether {@link #doc} is only a trial, never written: it then writes in the measuring faces instead of embedding its own. */
    private final boolean trial;
    private final Map<Face, PDFont> fonts = new EnumMap<>(Face.class);
    private PDPage page;
    private PDPageContentStream stream;
    private float y;

    /** Writes into {@code doc}, which embeds the faces it uses. */
    PdfText(PDDocument doc) {
        this(doc, false);
    }

    private PdfText(PDDocument doc, boolean trial) {
        this.doc = doc;
        this.trial = trial;
    }

    /**
     * Returns text for {@code doc}, a trial that is measured and never written, in the faces
     * already loaded for measuring: the same glyphs and widths, without parsing and embedding the
     * font files again for every trial.
     */
    static PdfText trial(PDDocument doc) {
        return new PdfText(doc, true);
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

    /** Writes {@code text} wrapped to the width, one line under another, each {@link #LEADING} times its size below the last. */
    void paragraph(Face font, float size, String text) throws IOException {
        for (String line : wrap(text, font, size, width())) {
            line(font, size, MARGIN, line);
            y -= size * LEADING;
        }
    }

    /** Returns how far down {@link #paragraph} moves the cursor to write {@code text}. */
    float height(Face font, float size, String text) {
        return wrap(text, font, size, width()).size() * size * LEADING;
    }

    /** Writes one line of text at {@code x} with its top at the cursor; the cursor stays. */
    void line(Face font, float size, float x, String text) throws IOException {
        at(font, size, x, y - size, text);
    }

    /**
     * Writes one line of text with its baseline at ({@code x}, {@code baseline}) on the page, a
     * seed's output in the face's Courier and the rest in the face; the cursor stays.
     */
    void at(Face font, float size, float x, float baseline, String text) throws IOException {
        stream.beginText();
        stream.newLineAtOffset(x, baseline);
        for (SeedOutput.Run run : SeedOutput.runs(text)) {
            stream.setFont(run.code() ? font.code : font(font), size);
            stream.showText(run.code() ? run.text() : safe(run.text(), font));
        }
        stream.endText();
    }

    /** Returns {@code face} as this document embeds it. */
    private PDFont font(Face face) throws IOException {
        PDFont font = fonts.get(face);
        if (font == null) {
            font = trial ? face.measuring() : face.load(doc);
            fonts.put(face, font);
        }
        return font;
    }

    /** Draws a thin line across the text width just under the cursor, for a pupil's answer. */
    void answerLine() throws IOException {
        stream.setLineWidth(0.5f);
        stream.moveTo(MARGIN, y);
        stream.lineTo(MARGIN + width(), y);
        stream.stroke();
    }

    /**
     * Writes a blank from {@code from} to {@code right} on the line at the cursor, in {@code size}
     * points: {@code label} (which question's answer goes there) before the line and {@code unit}
     * (if any) after it, so that a pupil knows what to write and in which unit.
     */
    void blank(String label, String unit, float from, float right, float size) throws IOException {
        line(REGULAR, size, from, label);
        float unitFrom = right - widthOf(unit, REGULAR, size);
        if (!unit.isEmpty()) {
            line(REGULAR, size, unitFrom, unit);
        }
        float gap = size / 4;
        blank(from + widthOf(label, REGULAR, size) + gap, unit.isEmpty() ? right : unitFrom - gap, size);
    }

    /** Draws a thin line from {@code from} to {@code to} on the baseline of a line of {@code size} points at the cursor: a value left for the pupil. */
    void blank(float from, float to, float size) throws IOException {
        stream.setLineWidth(0.5f);
        stream.moveTo(from, y - size);
        stream.lineTo(to, y - size);
        stream.stroke();
    }

    /** Returns the width of {@code text} in {@code font} at {@code size} points, as {@link #at} writes it. */
    static float widthOf(String text, Face font, float size) {
        try {
            float width = 0;
            for (SeedOutput.Run run : SeedOutput.runs(text)) {
                width += run.code() ? font.code.getStringWidth(run.text()) : font.measuring().getStringWidth(safe(run.text(), font));
            }
            return width / 1000 * size;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Returns {@code text} broken into lines no wider than {@code width}; a long word stands alone. */
    static List<String> wrap(String text, Face font, float size, float width) {
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

    /** Returns {@code text} with every character {@code font} has no glyph for as "?". */
    static String safe(String text, Face font) {
        PDFont measuring = font.measuring();
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            try {
                measuring.encode(Character.toString(c));
                out.appendCodePoint(c);
            } catch (IllegalArgumentException | IOException e) {
                out.append('?');
            }
        });
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
