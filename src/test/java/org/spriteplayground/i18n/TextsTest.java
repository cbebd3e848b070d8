package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Texts read in the chosen language, English where the app has none, numbers written as that language writes them. */
class TextsTest {

    @AfterEach
    void backToTheJvmsLanguage() {
        Texts.use(null);
    }

    @Test
    void theChosenLanguageIsReadFromItsUtf8Bundle() {
        Texts.use(Locale.GERMAN);
        assertThat(Texts.text("menu.help.about")).isEqualTo("Ü&ber Sprite Playground");
        Texts.use(Locale.FRENCH);
        assertThat(Texts.text("playback.speed")).isEqualTo("Vitesse");
    }

    @Test
    void aLanguageWithoutABundleReadsEnglishWhateverTheJvmSpeaks() {
        Locale jvm = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMAN);
            Texts.use(Locale.forLanguageTag("es"));
            assertThat(Texts.text("playback.speed")).isEqualTo("Speed");
        } finally {
            Locale.setDefault(jvm);
        }
    }

    @Test
    void withNoChoiceTheJvmsLanguageIsRead() {
        Locale jvm = Locale.getDefault(Locale.Category.DISPLAY);
        try {
            Locale.setDefault(Locale.Category.DISPLAY, Locale.FRENCH);
            assertThat(Texts.locale()).isEqualTo(Locale.FRENCH);
            assertThat(Texts.text("playback.speed")).isEqualTo("Vitesse");
        } finally {
            Locale.setDefault(Locale.Category.DISPLAY, jvm);
        }
    }

    @Test
    void numbersInAPatternAreWrittenForTheLanguage() {
        Texts.use(Locale.GERMAN);
        assertThat(Texts.format("cli.usage.commands", "h", 100000, "1", "h", "", "jet", "4096")).contains("standardmäßig 100.000, Startwert 1");
        Texts.use(Locale.ENGLISH);
        assertThat(Texts.format("cli.usage.commands", "h", 100000, "1", "h", "", "jet", "4096")).contains("default 100,000, seed 1");
    }

    @Test
    void aLessonTheBundlesDoNotKnowKeepsTheTitleItCameWith() {
        Texts.use(Locale.GERMAN);
        assertThat(Texts.lessonTitle("flying-jets", "Flying jets")).isEqualTo("Fliegende Jets: Begrenzungskreise (Vorlage 004)");
        assertThat(Texts.lessonTitle("a-test-lesson", "A test's own lesson")).isEqualTo("A test's own lesson");
    }
}
