package org.spriteplayground.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writes replace a file whole or not at all, leave nothing behind, and say a full disk in plain words. */
class SafeFilesWriteTest {

    @TempDir
    Path dir;

    @Test
    void aNewFileIsWrittenAndNothingElseIsLeft() throws IOException {
        Path file = dir.resolve("out.csv");
        SafeFiles.writeLines(file, List.of("a,b", "1,2"));
        assertThat(Files.readString(file)).isEqualTo("a,b\n1,2\n");
        assertThat(names()).containsExactly("out.csv");
    }

    @Test
    void aFailedWriteKeepsTheOldFileAndLeavesNoTemporaryFile() throws IOException {
        Path file = Files.writeString(dir.resolve("out.png"), "old");
        assertThatThrownBy(() -> SafeFiles.write(file, out -> {
            out.write(new byte[100_000]);
            throw new IOException("No space left on device");
        })).isInstanceOfSatisfying(FileProblem.class, e -> {
            assertThat(e.kind()).isEqualTo(FileProblem.Kind.DISK_FULL);
            assertThat(e.getMessage()).contains("the disk is full").contains(file.toString());
        });
        assertThat(Files.readString(file)).isEqualTo("old");
        assertThat(names()).containsExactly("out.png");
    }

    /**
     * A read-only file system cannot be made here (tests run as root, unprivileged to mount), so its
     * failures are thrown as the JDK throws them, naming the temporary file: each is said as the
     * folder that cannot be written to, naming the file chosen.
     */
    @Test
    void aReadOnlyFolderIsSaidInPlainWordsWhateverTheSystemThrew() {
        Path file = dir.resolve("lesson.scene.json");
        String temporary = SafeFiles.temporaryFor(file).toString();
        List<Exception> thrown = List.of(new java.nio.file.FileSystemException(temporary, null, "Read-only file system"),
                new java.nio.file.AccessDeniedException(temporary), new java.nio.file.ReadOnlyFileSystemException(),
                new java.nio.file.NoSuchFileException(temporary));
        for (Exception e : thrown) {
            assertThatThrownBy(() -> SafeFiles.write(file, out -> {
                if (e instanceof IOException io) {
                    throw io;
                }
                throw (RuntimeException) e;
            })).as(e.toString()).isInstanceOfSatisfying(FileProblem.class, p -> {
                assertThat(p.kind()).isEqualTo(FileProblem.Kind.DENIED);
                assertThat(p.getMessage()).isEqualTo(file + " was not written: this folder cannot be written to. Choose another folder."
                        + " A file that was there before is unchanged.");
            });
        }
    }

    @Test
    void aFullDiskIsRecognisedUnderImageIosOwnWords() {
        IOException imageIo = new javax.imageio.IIOException("I/O error writing PNG file!", new IOException("No space left on device"));
        assertThat(SafeFiles.diskFull(imageIo)).isTrue();
        assertThat(SafeFiles.diskFull(new IOException("Broken pipe"))).isFalse();
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws IOException {
        Path file = Files.writeString(dir.resolve("scene.json"), "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        SafeFiles.write(file, out -> out.write("new".getBytes(StandardCharsets.UTF_8)));
        assertThat(Files.readString(file)).isEqualTo("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-r-----");
    }

    @Test
    void aFolderAPipeAndAMissingFolderAreRefusedAndLeftAsTheyWere() throws Exception {
        Path fifo = Fifos.make(dir.resolve("pipe.csv"));
        assertThatThrownBy(() -> SafeFiles.writeLines(dir, List.of("x"))).isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.FOLDER));
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> assertThatThrownBy(() -> SafeFiles.writeLines(fifo, List.of("x")))
                .isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.NOT_A_FILE)));
        assertThatThrownBy(() -> SafeFiles.writeLines(dir.resolve("no/such/out.csv"), List.of("x")))
                .isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.NO_FOLDER));
        assertThat(Files.isDirectory(dir)).isTrue();
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(names()).containsExactly("pipe.csv");
    }

    @Test
    void onlyOldTemporaryFilesOfThisAppAreRemoved() throws IOException {
        Path old = Files.writeString(SafeFiles.temporaryFor(dir.resolve("a.png")), "killed");
        Files.setLastModifiedTime(old, FileTime.from(Instant.now().minus(SafeFiles.LEFT_OVER).minusSeconds(60)));
        Path fresh = Files.writeString(SafeFiles.temporaryFor(dir.resolve("b.png")), "being written");
        Path browsers = Files.writeString(dir.resolve(".download.part"), "not ours");
        Files.setLastModifiedTime(browsers, FileTime.from(Instant.now().minus(Duration.ofDays(1))));
        assertThat(SafeFiles.removeLeftovers(dir)).isEqualTo(1);
        assertThat(old).doesNotExist();
        assertThat(fresh).exists();
        assertThat(browsers).exists();
    }

    @Test
    void aWriteRemovesWhatAKilledWriteOfTheSameFileLeft() throws IOException {
        Path file = dir.resolve("scores [class 3].csv");
        Path killed = Files.writeString(SafeFiles.temporaryFor(file), "half");
        Files.setLastModifiedTime(killed, FileTime.from(Instant.now().minus(SafeFiles.LEFT_OVER).minusSeconds(60)));
        SafeFiles.writeLines(file, List.of("a"));
        assertThat(names()).containsExactly("scores [class 3].csv");
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
