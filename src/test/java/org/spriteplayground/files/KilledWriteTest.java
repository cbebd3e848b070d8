package org.spriteplayground.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A write killed (SIGKILL) in the middle leaves the old file whole: a child JVM is killed while it writes. */
class KilledWriteTest {

    @TempDir
    Path dir;

    /** Writes to the file in its argument for ever, a megabyte at a time; the test kills it. */
    public static final class EndlessWriter {
        public static void main(String[] args) throws IOException {
            SafeFiles.write(Path.of(args[0]), out -> {
                byte[] chunk = new byte[1 << 20];
                while (true) {
                    out.write(chunk);
                    out.flush();
                }
            });
        }
    }

    @Test
    void theOldFileIsWholeAfterAKillAndTheNextStartRemovesWhatWasLeft() throws Exception {
        Path file = Files.writeString(dir.resolve("report.csv"), "old,contents\n");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), EndlessWriter.class.getName(), file.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (temporarySize() < (4 << 20) && System.nanoTime() < deadline && child.isAlive()) {
                Thread.sleep(20);
            }
            assertThat(temporarySize()).as("the child was writing").isGreaterThanOrEqualTo(4 << 20);
        } finally {
            child.destroyForcibly(); // SIGKILL: no finally block, no shutdown hook runs
            child.waitFor(30, TimeUnit.SECONDS);
        }
        assertThat(Files.readString(file)).isEqualTo("old,contents\n");
        Path left = temporary();
        Files.setLastModifiedTime(left, java.nio.file.attribute.FileTime.from(java.time.Instant.now().minus(SafeFiles.LEFT_OVER).minusSeconds(1)));
        assertThat(SafeFiles.removeLeftovers(dir)).isEqualTo(1);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("report.csv");
        }
    }

    private long temporarySize() throws IOException {
        Path t = temporary();
        return t == null ? 0 : Files.size(t);
    }

    private Path temporary() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(SafeFiles.TEMPORARY_END)).findFirst().orElse(null);
        }
    }
}
