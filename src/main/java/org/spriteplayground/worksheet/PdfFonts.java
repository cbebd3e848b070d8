package org.spriteplayground.worksheet;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The worksheet's fonts, DejaVu Sans Condensed and its bold (about as wide as Helvetica), shipped in the jar and embedded in each
 * PDF (only the glyphs it uses): unlike the standard PDF fonts they have every character the app's
 * texts use in English, German and French, the Greek letters, sub- and superscripts, arrows and
 * the minus sign among them.
 */
final class PdfFonts {

    private PdfFonts() {
    }

    /** Returns {@code face} loaded into {@code doc}, to be embedded there as a subset. */
    static PDFont load(PDDocument doc, PdfText.Face face) throws IOException {
        return PDType0Font.load(doc, new ByteArrayInputStream(Files.bytes(face)), true);
    }

    /** Returns {@code face} for measuring and checking text only: it belongs to no document that is written. */
    static PDFont measuring(PdfText.Face face) {
        return face == PdfText.Face.BOLD ? Measuring.BOLD : Measuring.REGULAR;
    }

    /** The font files, read once on first use. */
    private static final class Files {
        private static final byte[] REGULAR = read("DejaVuSansCondensed.ttf");
        private static final byte[] BOLD = read("DejaVuSansCondensed-Bold.ttf");

        static byte[] bytes(PdfText.Face face) {
            return face == PdfText.Face.BOLD ? BOLD : REGULAR;
        }

        private static byte[] read(String name) {
            try (InputStream in = PdfFonts.class.getResourceAsStream(name)) {
                if (in == null) {
                    throw new IllegalStateException("missing font resource " + name);
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The fonts for measuring, loaded on first use into a document that is never written. */
    private static final class Measuring {
        private static final PDDocument DOC = new PDDocument();
        private static final PDFont REGULAR = load(PdfText.Face.REGULAR);
        private static final PDFont BOLD = load(PdfText.Face.BOLD);

        private static PDFont load(PdfText.Face face) {
            try {
                return PDType0Font.load(DOC, new ByteArrayInputStream(Files.bytes(face)), false);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
