package org.spriteplayground.predict;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes the class's scores as CSV, atomically as scenes are saved: to a temporary file beside
 * the target, then moved over it, so a failed export leaves the old file whole.
 */
public final class ClassCsv {

    private ClassCsv() {
    }

    /** Writes {@code scores}' {@linkplain Scores#csvLines lines} to {@code file}, replacing what was there. */
    public static void write(Scores scores, Path file) throws IOException {
        Path target = file.toAbsolutePath();
        Path temp = target.resolveSibling("." + target.getFileName() + "." + Long.toHexString(System.nanoTime()) + ".tmp");
        try {
            Files.write(temp, scores.csvLines(), StandardCharsets.UTF_8);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
