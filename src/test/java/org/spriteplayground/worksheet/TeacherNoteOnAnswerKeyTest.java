package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every lesson's worksheet, in every language, ends with the answer key and the lesson's whole note
 * for the teacher on its last page, and no page's text runs into its bottom margin.
 */
class TeacherNoteOnAnswerKeyTest {

    static List<Locale> languages() {
        return List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);
    }

    @ParameterizedTest
    @MethodSource("languages")
    void theAnswerKeyEndsWithTheNoteForTheTeacher(Locale language) throws Exception {
        SpriteLibrary sprites = SpriteLibrary.bundled();
        Texts.use(language);
        try {
            for (Lessons.Entry entry : Lessons.ALL) {
                Lesson lesson = entry.factory().apply(sprites);
                try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
                    String key = PdfPages.flat(PdfPages.text(doc, doc.getNumberOfPages()));
                    assertThat(key).as("%s's answer key in %s", entry.id(), language)
                            .contains(PdfPages.flat(PdfText.safe(Texts.format("worksheet.answerKey", lesson.title()), PdfText.BOLD)))
                            .contains(Texts.text("worksheet.teacher"))
                            .endsWith(PdfPages.flat(PdfText.safe(lesson.teacherNote(), PdfText.REGULAR)));
                    for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                        float height = doc.getPage(page - 1).getMediaBox().getHeight();
                        float lowest = PdfPages.glyphs(doc, page).stream().map(g -> height - g.getYDirAdj()).min(Float::compare).orElse(height);
                        assertThat(lowest).as("%s in %s: the lowest line of page %d, in points over the page's foot", entry.id(), language, page)
                                .isGreaterThanOrEqualTo(PdfText.MARGIN);
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
    }
}
