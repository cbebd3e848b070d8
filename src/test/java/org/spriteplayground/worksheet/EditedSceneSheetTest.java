package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A sheet tells how to see its scene in the app in a way that works: "run it to step N" only for a
 * state that N steps from the lesson's start (or a preset) reach; for a scene set up by hand or
 * opened from a file, no step count, but the scene file to open, or, unsaved, to save it and hand
 * it out with the sheet. A scene opened from a file is not said to be set up by hand (it may be a
 * preset saved), and at step 0 it is not to be run at all. In English, German and French.
 */
class EditedSceneSheetTest {

    private static final long STEPS = 120;

    @Test
    void onlyAStateStepsReachSaysWhichStepAndAnEditedOneNamesItsSceneFile() throws Exception {
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());
                run(model);
                assertThat(page1(model)).as("%s: the lesson from its start", language).contains(steps()).doesNotContain(flat(Texts.text("worksheet.saveScene")));

                Piece piece = model.lesson().pieces().get(0);
                model.hold(piece).moveTo(new Vec2(150, 120));
                run(model);
                assertThat(page1(model)).as("%s: dragged, unsaved", language).doesNotContain(steps()).contains(flat(Texts.text("worksheet.saveScene")));

                model.keptIn(Path.of("/tmp", "class 7b.scene.json"));
                assertThat(page1(model)).as("%s: dragged, saved", language).doesNotContain(steps())
                        .contains(flat(Texts.format("worksheet.openSceneRun", "class 7b.scene.json", model.simulation().steps())));

                model.hold(piece).moveTo(new Vec2(160, 120));
                assertThat(page1(model)).as("%s: dragged again after saving: the file holds the scene before", language)
                        .doesNotContain("class 7b").contains(flat(Texts.text("worksheet.saveScene")));

                model.apply(PresetScenes.of(model.lesson()).get(0));
                run(model);
                assertThat(page1(model)).as("%s: a preset", language).contains(steps()).doesNotContain(flat(Texts.text("worksheet.saveScene")));

                model.load(model.scene());
                model.keptIn(Path.of("/tmp", "walked.scene.json"));
                String opened = page1(model);
                assertThat(opened).as("%s: a scene opened from a file, at step 0", language).contains("walked.scene.json")
                        .doesNotContain(byHand());
                assertThat(Secrets.words(opened)).as("%s: a scene opened at step 0 is not run to step 0", language).doesNotContain("0");

                model.load(model.scene());
                run(model);
                assertThat(page1(model)).as("%s: a scene opened (from code: no file)", language).doesNotContain(steps())
                        .contains(flat(Texts.text("worksheet.saveScene")));
            }
        } finally {
            Texts.use(null);
        }
    }

    /** Runs {@link #STEPS} steps. */
    private static void run(Playground model) {
        for (int i = 0; i < STEPS; i++) {
            model.step();
        }
    }

    /** The clause that says a scene was set up by hand, up to the colon after it. */
    private static String byHand() {
        String save = flat(Texts.text("worksheet.saveScene"));
        return save.substring(0, save.indexOf(':')).strip();
    }

    /** The step instruction a sheet after {@link #STEPS} steps from the start carries. */
    private static String steps() {
        return flat(Texts.format("worksheet.afterSteps", STEPS));
    }

    private static String page1(Playground model) throws Exception {
        try (PDDocument doc = new WorksheetWriter(model.lesson(), model.overlays(), WorksheetWriterTest.images(), model.simulation().steps(), model.byHand(),
                model.sceneFile()).document()) {
            String text = flat(PdfPages.text(doc, 1));
            return text.substring(0, text.indexOf(flat(model.lesson().explanation()).substring(0, 20)));
        }
    }

    private static String flat(String text) {
        return PdfPages.flat(text);
    }
}
