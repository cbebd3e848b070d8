package org.spriteplayground.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.files.Fifos;
import org.spriteplayground.i18n.Language;

/** A settings file that is a pipe or a device never holds up the start; a save leaves only the settings file. */
class SettingsFileSafetyTest {

    @TempDir
    Path dir;

    @Test
    void aPipeOrADeviceInPlaceOfTheSettingsStartsOnDefaultsAtOnce() throws Exception {
        Path fifo = Fifos.make(dir.resolve(SettingsFile.NAME));
        Path zero = Files.createSymbolicLink(dir.resolve("zero.properties"), Path.of("/dev/zero"));
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            assertThat(Settings.load(fifo).get(Settings.LANGUAGE)).isEqualTo(Language.SYSTEM);
            assertThat(Settings.load(zero).get(Settings.LANGUAGE)).isEqualTo(Language.SYSTEM);
        });
    }

    @Test
    void aSaveLeavesTheSettingsFileAndNothingElse() throws Exception {
        Path file = dir.resolve(SettingsFile.NAME);
        Settings settings = Settings.load(file);
        for (Language language : Language.values()) {
            settings.set(Settings.LANGUAGE, language);
        }
        SettingsFile.awaitWrites();
        assertThat(Settings.load(file).get(Settings.LANGUAGE)).isEqualTo(Language.values()[Language.values().length - 1]);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly(SettingsFile.NAME);
        }
    }
}
