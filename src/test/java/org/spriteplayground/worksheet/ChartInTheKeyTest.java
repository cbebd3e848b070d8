package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A sprite's tightness chart shows at which turn each bound is smallest and largest, which the
 * questions ask: in every lesson with a sprite and every language it stands in the answer key,
 * after the key's heading, never on a page before it; and its title names the sprite in quotes, so
 * that the name stands in the sentence whatever it is, in the pupil's language.
 */
class ChartInTheKeyTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @Test
    void theChartComesAfterTheKeysHeading() throws Exception {
        List<String> found = new ArrayList<>();
        int charts = 0;
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            Texts.use(language);
            for (Lessons.Entry entry : Lessons.ALL) {
                Lesson lesson = entry.factory().apply(SPRITES);
                if (lesson.focus().isEmpty()) {
                    continue;
                }
                charts++;
                String name = SpriteLibrary.shownName(lesson.focus().get().sprite().sprite().name());
                String title = PdfPages.flat(PdfText.safe(Texts.format("worksheet.chart.title", name), PdfText.BOLD));
                String heading = PdfPages.flat(PdfText.safe(Texts.format("worksheet.answerKey", lesson.title()), PdfText.BOLD));
                try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
                    String all = "";
                    for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                        all += PdfPages.flat(PdfPages.text(doc, page));
                    }
                    int key = all.indexOf(heading);
                    int chart = all.indexOf(title);
                    if (key < 0 || chart < key) {
                        found.add(language + " " + entry.id() + ": the chart \"" + title + "\" stands before the answer key");
                    }
                }
                if (!Texts.format("worksheet.chart.title", name).matches(".*[\"“„«][\\s\u00a0]?" + java.util.regex.Pattern.quote(name) + "[\\s\u00a0]?[\"”“»].*")) {
                    found.add(language + " " + entry.id() + ": the chart's title does not quote the sprite's name");
                }
            }
        }
        assertThat(charts).isPositive();
        assertThat(found).isEmpty();
    }
}
