package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Language;

/** View &gt; Language is remembered; nothing saved, or nonsense saved, means the computer's language. */
class SettingsLanguageTest {

    private final Preferences node = Preferences.userRoot().node("/org/spriteplayground/language-test-" + ProcessHandle.current().pid());

    @AfterEach
    void removeIt() throws Exception {
        node.removeNode();
    }

    @Test
    void theChosenLanguageSurvivesAReload() {
        assertThat(Settings.using(node).language()).isEqualTo(Language.SYSTEM);
        Settings.using(node).setLanguage(Language.GERMAN);
        assertThat(Settings.using(node).language()).isEqualTo(Language.GERMAN);
        Settings.using(node).setLanguage(Language.SYSTEM);
        assertThat(Settings.using(node).language()).isEqualTo(Language.SYSTEM);
    }

    @Test
    void aLanguageTheAppDoesNotOfferFallsBackToTheComputers() {
        node.put("language", "KLINGON");
        assertThat(Settings.using(node).language()).isEqualTo(Language.SYSTEM);
    }
}
