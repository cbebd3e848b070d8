package org.spriteplayground.predict;

import java.io.IOException;
import java.nio.file.Path;
import org.spriteplayground.files.SafeFiles;

/**
 * Writes the class's scores as CSV, atomically ({@link SafeFiles}): a failed export leaves the old file whole.
 */
public final class ClassCsv {

    private ClassCsv() {
    }

    /** Writes {@code scores}' {@linkplain Scores#csvLines lines} to {@code file}, replacing what was there. */
    public static void write(Scores scores, Path file) throws IOException {
        SafeFiles.writeLines(file, scores.csvLines());
    }
}
