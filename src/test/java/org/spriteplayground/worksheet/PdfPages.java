package org.spriteplayground.worksheet;

import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/** What the worksheet tests read back from a PDF: one page's text, and text as wrapping leaves it comparable. */
final class PdfPages {

    private PdfPages() {
    }

    /** Returns the text of page {@code page} (from 1) of {@code doc}. */
    static String text(PDDocument doc, int page) throws IOException {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setStartPage(page);
        stripper.setEndPage(page);
        return stripper.getText(doc);
    }

    /** Returns every glyph written on page {@code page} (from 1) of {@code doc}, with where it stands. */
    static java.util.List<org.apache.pdfbox.text.TextPosition> glyphs(PDDocument doc, int page) throws IOException {
        java.util.List<org.apache.pdfbox.text.TextPosition> out = new java.util.ArrayList<>();
        PDFTextStripper stripper = new PDFTextStripper() {
            @Override
            protected void processTextPosition(org.apache.pdfbox.text.TextPosition text) {
                out.add(text);
            }
        };
        stripper.setStartPage(page);
        stripper.setEndPage(page);
        stripper.getText(doc);
        return out;
    }

    /** Returns {@code text} with its line breaks and runs of spaces made single spaces, as wrapping moves them. */
    static String flat(String text) {
        return text.replaceAll("\\s+", " ").trim();
    }
}
