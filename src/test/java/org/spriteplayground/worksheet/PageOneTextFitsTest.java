package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every text on a worksheet's first page can be read: in every lesson and language, no glyph is
 * written over another on its line, and none runs off the page. A long value (an exact decimal, a
 * coordinate of 10⁸) that would cover its row's name goes on a line of its own.
 */
class PageOneTextFitsTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** How far, in points, a glyph may reach into the next one's box: the fonts' own kerning. */
    private static final float KERN = 0.6f;

    @Test
    void noGlyphCoversAnotherOrLeavesThePage() throws Exception {
        List<String> found = new ArrayList<>();
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Lesson lesson = entry.factory().apply(SPRITES);
                    Simulation simulation = new Simulation(lesson);
                    while (simulation.steps() < lesson.worksheetSteps()) {
                        simulation.step();
                    }
                    try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), simulation.steps()).document()) {
                        float width = doc.getPage(0).getMediaBox().getWidth();
                        List<TextPosition> glyphs = new ArrayList<>(PdfPages.glyphs(doc, 1));
                        glyphs.sort(Comparator.comparing(TextPosition::getYDirAdj).thenComparing(TextPosition::getXDirAdj));
                        for (int i = 0; i < glyphs.size(); i++) {
                            TextPosition g = glyphs.get(i);
                            String where = language + " " + entry.id() + " at y " + Math.round(g.getYDirAdj());
                            if (g.getXDirAdj() < 0 || g.getXDirAdj() + g.getWidthDirAdj() > width) {
                                found.add(where + ": text runs off the page");
                            }
                            if (i > 0 && !g.getUnicode().isBlank()) {
                                TextPosition before = glyphs.get(i - 1);
                                boolean sameLine = Math.abs(before.getYDirAdj() - g.getYDirAdj()) < 1;
                                if (sameLine && !before.getUnicode().isBlank() && g.getXDirAdj() < before.getXDirAdj() + before.getWidthDirAdj() - KERN) {
                                    found.add(where + ": text written over text");
                                }
                            }
                        }
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(found.stream().distinct().toList()).isEmpty();
    }

}
