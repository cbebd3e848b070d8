package org.spriteplayground.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.settings.LastFolder;
import org.spriteplayground.settings.SettingsFile;

/**
 * Every file dialog starts in the folder a file was last chosen in, for the session and at the
 * next start: after a scene is saved in a folder, the worksheet and save dialogs open there, not
 * in the home folder.
 */
class LastFolderTest {

    @Test
    void aFolderUsedIsWhereEveryDialogStartsNextInThisSession(@TempDir Path dir) throws IOException {
        Path walk = Files.createDirectories(dir.resolve("walk6"));
        FileDialogs.used(walk.toFile());
        assertThat(FileDialogs.chooser("Save worksheet").getCurrentDirectory()).isEqualTo(walk.toFile());
        assertThat(FileDialogs.chooser("Open scene").getCurrentDirectory()).isEqualTo(walk.toFile());
    }

    @Test
    void theFolderIsInTheSettingsAtTheNextStart(@TempDir Path dir) throws IOException {
        Path settings = dir.resolve("settings.properties");
        Path walk = Files.createDirectories(dir.resolve("walk6"));
        new LastFolder(settings).set(walk.toFile());
        SettingsFile.awaitWrites();
        assertThat(new LastFolder(settings).get()).isEqualTo(walk.toFile());
    }

    @Test
    void aFolderThatHasGoneIsNotOffered(@TempDir Path dir) throws IOException {
        Path settings = dir.resolve("settings.properties");
        Path stick = Files.createDirectories(dir.resolve("stick"));
        new LastFolder(settings).set(stick.toFile());
        SettingsFile.awaitWrites();
        Files.delete(stick);
        assertThat(new LastFolder(settings).get()).isNull();
    }

    @Test
    void aFolderNoSaveCanWriteToIsNotOfferedAgain(@TempDir Path dir) throws IOException {
        Path walk = Files.createDirectories(dir.resolve("walk6"));
        FileDialogs.used(walk.toFile());
        FileDialogs.savingIn(Path.of("/proc").toFile());
        assertThat(FileDialogs.chooser("Save worksheet").getCurrentDirectory()).isEqualTo(walk.toFile());
        Path other = Files.createDirectories(dir.resolve("other"));
        FileDialogs.savingIn(other.toFile());
        assertThat(FileDialogs.chooser("Save worksheet").getCurrentDirectory()).isEqualTo(other.toFile());
        try (var left = Files.list(other)) {
            assertThat(left).as("the probe leaves nothing behind").isEmpty();
        }
    }
}
