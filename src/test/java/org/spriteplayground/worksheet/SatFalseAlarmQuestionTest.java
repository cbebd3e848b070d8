package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The separating-axes sheet asks "Is the boxes' hit a false alarm?" only when the boxes overlap: while
 * they are separated there is no hit, and a key of "no" would read as "it is a real hit".
 */
class SatFalseAlarmQuestionTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    @Test
    void theFalseAlarmQuestionIsAskedOnlyWhenTheBoxesHit() throws Exception {
        String asked = PdfPages.flat(PdfText.safe(Texts.text("worksheet.q.sat.falseAlarm"), PdfText.REGULAR));
        List<Lesson> states = new ArrayList<>();
        states.add(Lessons.byId("separating-axes").orElseThrow().factory().apply(SPRITES));
        int presets = PresetScenes.of(states.get(0)).size();
        for (int p = 0; p < presets; p++) {
            Lesson lesson = Lessons.byId("separating-axes").orElseThrow().factory().apply(SPRITES);
            PresetScenes.of(lesson).get(p).apply().run();
            states.add(lesson);
        }
        int hits = 0;
        int apart = 0;
        for (Lesson lesson : states) {
            boolean boxesHit = Texts.inLanguage(Locale.ENGLISH, () -> Questions.readout(lesson, "axes.row.boxes", 0)).equals("overlapping");
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
                String all = PdfPages.flat(PdfPages.text(doc, 1) + " " + PdfPages.text(doc, doc.getNumberOfPages()));
                if (boxesHit) {
                    hits++;
                    assertThat(all).as("boxes hit: asked").contains(asked);
                } else {
                    apart++;
                    assertThat(all).as("boxes apart: not asked").doesNotContain(asked);
                }
            }
        }
        assertThat(hits).as("states where the boxes hit").isPositive();
        assertThat(apart).as("states where the boxes are apart").isPositive();
    }
}
