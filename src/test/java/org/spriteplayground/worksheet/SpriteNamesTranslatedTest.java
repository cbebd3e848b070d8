package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * Where a pupil reads a bundled sprite's name (a lesson's explanation, its sentence of the scene,
 * its headline and readouts, its worksheet) it is the name in the pupil's language, never the
 * sprite's English key where that language names it otherwise ("Figur: jet" for the German
 * "Jet"), which stays only in scene files.
 */
class SpriteNamesTranslatedTest {

    @AfterEach
    void english() {
        Texts.use(Locale.ENGLISH);
    }

    @ParameterizedTest
    @ValueSource(strings = {"de", "fr"})
    void everyLessonAndWorksheetNamesTheSpritesInTheLanguage(String language) throws Exception {
        Texts.use(Locale.forLanguageTag(language));
        List<String> keys = SpriteLoader.BUNDLED.stream().filter(id -> !SpriteLibrary.shownName(id).equals(id)).toList();
        assertThat(keys).as("the sprites whose name is translated").isNotEmpty();
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SpriteLibrary.bundled());
            List<String> texts = new ArrayList<>(List.of(lesson.explanation(), lesson.describe(), String.valueOf(lesson.headline())));
            lesson.readouts().forEach(t -> {
                texts.add(t.title());
                t.rows().forEach(r -> texts.add(r.label() + " " + String.join(" ", r.values())));
            });
            if (lesson.focus().isPresent()) { // beyond the lesson's own texts a worksheet names a sprite only in its chart's title
                try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
                    for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                        texts.add(PdfPages.flat(PdfPages.text(doc, page)));
                    }
                }
            }
            for (String id : keys) {
                Pattern word = Pattern.compile("(?<![\\p{L}-])" + id + "(?![\\p{L}-])");
                assertThat(texts).as("%s in %s: the key \"%s\" shown for %s", entry.id(), language, id, SpriteLibrary.shownName(id))
                        .noneMatch(t -> word.matcher(t).find());
            }
        }
    }
}
