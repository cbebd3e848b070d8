package org.spriteplayground.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/** Makes named pipes for tests, with the system's {@code mkfifo}. */
public final class Fifos {

    private Fifos() {
    }

    /** Makes a named pipe at {@code path} and returns it; skips the test where {@code mkfifo} is missing. */
    public static Path make(Path path) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
        Assumptions.assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "mkfifo is not available");
        Assumptions.assumeTrue(Files.exists(path), "mkfifo made nothing");
        return path;
    }
}
