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

    /** Returns {@code text} with its line breaks and runs of spaces made single spaces, as wrapping moves them. */
    static String flat(String text) {
        return text.replaceAll("\\s+", " ").trim();
    }
}
