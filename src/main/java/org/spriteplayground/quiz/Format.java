package org.spriteplayground.quiz;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;

/** The question-bank formats a learning platform imports, each with its file ending. */
public enum Format {
    /** Moodle XML: every question type, the figure embedded. */
    MOODLE("xml"),
    /** GIFT: plain text that Moodle and other platforms import; it holds no images. */
    GIFT("txt");

    private final String extension;

    Format(String extension) {
        this.extension = extension;
    }

    /** Returns the file ending, without the dot. */
    public String extension() {
        return extension;
    }

    /** Returns the format named {@code name} on the command line ("moodle", "gift", in any case), if it is one. */
    public static Optional<Format> named(String name) {
        for (Format f : values()) {
            if (f.name().equalsIgnoreCase(name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** Writes {@code banks} in this format to {@code out}, UTF-8. */
    public void write(List<Bank> banks, OutputStream out) throws IOException {
        if (this == MOODLE) {
            MoodleXml.write(banks, out);
        } else {
            Gift.write(banks, out);
        }
    }

    /** Returns the worksheet questions {@code banks} leave out in this format: a bank's own, and in GIFT those about the figure. */
    public List<LeftOut> leftOut(List<Bank> banks) {
        List<LeftOut> leftOut = new java.util.ArrayList<>();
        for (Bank bank : banks) {
            leftOut.addAll(bank.leftOut());
            if (this == GIFT) {
                bank.items().stream().filter(Item::needsFigure).forEach(item -> leftOut.add(new LeftOut(item.name(), LeftOut.Why.FIGURE)));
            }
        }
        return leftOut;
    }

    /** Writes {@code banks} in this format to {@code file} through {@link SafeFiles} (atomically). */
    public void write(List<Bank> banks, Path file) throws FileProblem {
        SafeFiles.write(file, out -> write(banks, out));
    }
}
