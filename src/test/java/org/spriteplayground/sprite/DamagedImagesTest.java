package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.files.Fifos;

/** A damaged image is refused with one line, never drawn from guessed pixels; a device or a pipe is refused at once. */
class DamagedImagesTest {

    @TempDir
    Path folder;

    @Test
    void theFirstHalfOfAJpegIsRefused() throws IOException {
        byte[] whole = Files.readAllBytes(ImageFiles.disc(folder, "jpeg"));
        assertRefused(Files.write(folder.resolve("half.jpg"), Arrays.copyOf(whole, whole.length / 2)));
    }

    @Test
    void aJpegWithFortyRandomBytesInsideIsRefused() throws IOException {
        byte[] bytes = Files.readAllBytes(ImageFiles.disc(folder, "jpeg"));
        Random random = new Random(40);
        int at = bytes.length * 2 / 3;
        for (int i = 0; i < 40; i++) {
            bytes[at + i] = (byte) random.nextInt(256);
        }
        assertRefused(Files.write(folder.resolve("noisy.jpg"), bytes));
    }

    @Test
    void aPngWithAFlippedHeaderChecksumIsRefused() throws IOException {
        byte[] bytes = Files.readAllBytes(ImageFiles.disc(folder, "png"));
        bytes[8 + 8 + 13] ^= 0x01; // the first byte of IHDR's CRC: signature, length and type, 13 data bytes
        assertRefused(Files.write(folder.resolve("crc.png"), bytes));
    }

    @Test
    void aPngCutBeforeItsEndIsRefused() throws IOException {
        byte[] bytes = Files.readAllBytes(ImageFiles.disc(folder, "png"));
        assertRefused(Files.write(folder.resolve("cut.png"), Arrays.copyOf(bytes, bytes.length - 12)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"png", "jpeg", "gif", "bmp"})
    void aWholeImageIsStillTaken(String format) {
        assertThat(SpriteLoader.load(ImageFiles.disc(folder, format)).sprite().width()).isPositive();
    }

    @Test
    void aDeviceAndAPipeAreRefusedAtOnce() throws Exception {
        Path pipe = Fifos.make(folder.resolve("pipe.png"));
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            assertThatThrownBy(() -> SpriteLoader.load(pipe)).isInstanceOf(SpriteLoadException.class).hasMessageContaining("not an ordinary file");
            assertThatThrownBy(() -> SpriteLoader.load(Path.of("/dev/urandom"))).isInstanceOf(SpriteLoadException.class).hasMessageContaining("not an ordinary file");
        });
    }

    private static void assertRefused(Path file) {
        assertThatThrownBy(() -> SpriteLoader.load(file)).isInstanceOf(SpriteLoadException.class)
                .hasMessageStartingWith(file + ": the image is corrupt or truncated").hasMessageNotContaining("\n");
    }
}
