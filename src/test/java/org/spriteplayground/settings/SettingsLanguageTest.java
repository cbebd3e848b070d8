package org.spriteplayground.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.i18n.Language;

/** View &gt; Language is remembered; nothing saved, or nonsense saved, means the computer's language. */
class SettingsLanguageTest {

    @TempDir
    Path folder;

    @Test
    void theChosenLanguageSurvivesAReload() {
        Path file = folder.resolve(SettingsFile.NAME);
        assertThat(Settings.load(file).get(Settings.LANGUAGE)).isEqualTo(Language.SYSTEM);
        Settings.load(file).set(Settings.LANGUAGE, Language.GERMAN);
        assertThat(Settings.load(file).get(Settings.LANGUAGE)).isEqualTo(Language.GERMAN);
        Settings.load(file).set(Settings.LANGUAGE, Language.SYSTEM);
        assertThat(Settings.load(file).get(Settings.LANGUAGE)).isEqualTo(Language.SYSTEM);
    }

    @Test
    void aLanguageTheAppDoesNotOfferFallsBackToTheComputers() throws IOException {
        Path file = Files.writeString(folder.resolve(SettingsFile.NAME), "language=KLINGON\n");
        assertThat(Settings.load(file).get(Settings.LANGUAGE)).isEqualTo(Language.SYSTEM);
    }
}
