package org.spriteplayground.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reads take ordinary files only, refuse every other kind at once, and stop at their cap whatever size the file claims. */
class SafeFilesReadTest {

    private static final Duration AT_ONCE = Duration.ofSeconds(5);

    @TempDir
    Path dir;

    @Test
    void anOrdinaryFileIsReadWhole() throws IOException {
        Path file = Files.write(dir.resolve("a.txt"), new byte[] {1, 2, 3});
        assertThat(SafeFiles.read(file, 3)).containsExactly(1, 2, 3);
    }

    @Test
    void aFileOverTheCapIsRefused() throws IOException {
        Path file = Files.write(dir.resolve("a.txt"), new byte[4]);
        assertThatThrownBy(() -> SafeFiles.read(file, 3)).isInstanceOfSatisfying(FileProblem.class,
                e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.TOO_BIG));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/dev/zero", "/dev/urandom", "/dev/random", "/dev/null"})
    void aDeviceIsRefusedBeforeItIsRead(String device) {
        assertTimeoutPreemptively(AT_ONCE, () -> assertThatThrownBy(() -> SafeFiles.read(Path.of(device), 32L << 20))
                .isInstanceOfSatisfying(FileProblem.class, e -> {
                    assertThat(e.kind()).isEqualTo(FileProblem.Kind.NOT_A_FILE);
                    assertThat(e.getMessage()).contains(device).doesNotContain("\n");
                }));
    }

    @Test
    void aLinkToADeviceIsRefused() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("zero.scene.json"), Path.of("/dev/zero"));
        assertTimeoutPreemptively(AT_ONCE, () -> assertThatThrownBy(() -> SafeFiles.read(link, 32L << 20))
                .isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.NOT_A_FILE)));
    }

    @Test
    void aNamedPipeIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path fifo = Fifos.make(dir.resolve("pipe.png"));
        assertTimeoutPreemptively(AT_ONCE, () -> assertThatThrownBy(() -> SafeFiles.read(fifo, 1 << 20))
                .isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.NOT_A_FILE)));
    }

    @Test
    void aSocketIsRefused() throws IOException {
        Path socket = dir.resolve("s.sock");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            assertThatThrownBy(() -> SafeFiles.read(socket, 1 << 20))
                    .isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.NOT_A_FILE));
        }
    }

    @Test
    void aFolderAMissingFileAndALinkLoopAreEachNamed() throws IOException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        assertThatThrownBy(() -> SafeFiles.read(dir, 10)).isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.FOLDER));
        assertThatThrownBy(() -> SafeFiles.read(dir.resolve("none"), 10)).isInstanceOfSatisfying(FileProblem.class, e -> assertThat(e.kind()).isEqualTo(FileProblem.Kind.MISSING));
        assertThatThrownBy(() -> SafeFiles.read(a, 10)).isInstanceOfSatisfying(FileProblem.class, e -> {
            assertThat(e.kind()).isEqualTo(FileProblem.Kind.LINK_LOOP);
            assertThat(e.getMessage()).contains(a.toString());
        });
    }

    @Test
    void aNameWithALineBreakOrEscapeIsShownOnOneLine() throws IOException {
        Path odd = dir.resolve("two\nlines\u001b[31m.json");
        assertThatThrownBy(() -> SafeFiles.read(odd, 10)).isInstanceOfSatisfying(FileProblem.class, e -> {
            assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("\u001b").contains("two\\nlines\\u001B[31m.json");
        });
    }
}
