package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The user's own sprites: four formats in, every kind of bad file refused in one line. */
class SpriteLoaderTest {

    @TempDir
    Path folder;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"png", "gif", "jpeg", "bmp"})
    void loadsEachFormat(String format) {
        LoadedSprite loaded = SpriteLoader.load(ImageFiles.disc(folder, format));
        assertThat(loaded.sprite().name()).isEqualTo("disc");
        assertThat(loaded.sprite().width()).isEqualTo(40);
        assertThat(loaded.sprite().height()).isEqualTo(30);
        if (format.equals("png")) {
            assertThat(loaded.sprite().opaquePixels()).isBetween(250, 400); // the disc of diameter 20 only
        } else {
            assertThat(loaded.sprite().opaquePixels()).isEqualTo(1200); // no alpha channel: all opaque
        }
    }

    @Test
    void notAnImage() {
        assertRefused(ImageFiles.notAnImage(folder), folder.resolve("notes.png") + ": not an image (expected PNG, GIF, JPEG or BMP)");
    }

    @Test
    void truncatedImage() {
        assertRefused(ImageFiles.truncated(folder), folder.resolve("truncated.png") + ": the image is corrupt or truncated");
    }

    @Test
    void corruptImage() {
        assertRefused(ImageFiles.corrupt(folder), folder.resolve("corrupt.png") + ": the image is corrupt or truncated");
    }

    @Test
    void noOpaquePixel() {
        assertRefused(ImageFiles.transparent(folder), "sprite 'empty' has no opaque pixel (alpha >= 128)");
    }

    @Test
    void tooLargeIsReadFromTheHeaderWithoutDecoding() {
        Path bomb = ImageFiles.bomb(folder, 100_000);
        long before = usedHeap();
        assertRefused(bomb, bomb + ": 100000 x 100000 pixels is too large (at most 4096 x 4096)");
        assertThat(usedHeap() - before).as("no raster was allocated").isLessThan(64L << 20);
        assertRefused(ImageFiles.bomb(folder, 4097), folder.resolve("bomb.png") + ": 4097 x 4097 pixels is too large (at most 4096 x 4096)");
    }

    @Test
    void aFolderAMissingFileAndAnUnreadableFile() throws Exception {
        assertRefused(folder, folder + ": is a folder, not an image file");
        assertRefused(folder.resolve("nothing.png"), folder.resolve("nothing.png") + ": no such file");
        Path locked = ImageFiles.disc(folder, "png");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        Assumptions.assumeFalse(Files.isReadable(locked), "running as root: every file is readable");
        assertRefused(locked, locked + ": cannot be read (permission denied)");
    }

    private static void assertRefused(Path file, String messageStart) {
        assertThatThrownBy(() -> SpriteLoader.load(file))
                .isInstanceOf(SpriteLoadException.class)
                .hasMessageStartingWith(messageStart)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    private static long usedHeap() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }
}
