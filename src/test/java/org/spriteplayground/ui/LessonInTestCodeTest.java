package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.app.Main;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.WorksheetQuestion;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.dialogs.HelpDialogs;
import org.spriteplayground.worksheet.WorksheetWriter;

/**
 * A lesson defined here, in test code only, registered through the catalogue's hook, is found
 * everywhere a lesson appears: the catalogue, {@code --list-lessons}, a worksheet with its own
 * question, answer and note for the teacher, Predict (it declares the next-preset kind), Help's steering row (which it
 * declares as its own; its row in Help's lesson keys is {@link LessonInTestCodeIT}, which needs a
 * display) and a saved scene opened again. Nothing outside its own file names it but its two preset
 * scenes, in the test resources' {@code presets/two-dots/} as a real lesson's are in the jar.
 */
class LessonInTestCodeTest {

    @TempDir
    Path folder;

    @Test
    void aLessonDefinedInTestCodeIsFoundEverywhereALessonAppears() throws Exception {
        SpriteLibrary sprites = SpriteLibrary.bundled();
        try (AutoCloseable registered = Lessons.register(TwoDots.ENTRY)) {
            Lessons.Entry entry = Lessons.byId(TwoDots.ID).orElseThrow();
            assertThat(Lessons.ALL).contains(entry);
            assertThat(Lessons.ALL.indexOf(entry)).isEqualTo(Lessons.ALL.size() - 1);

            ByteArrayOutputStream listed = new ByteArrayOutputStream();
            assertThat(Main.run(new String[] {"--list-lessons"}, new PrintStream(listed, true, StandardCharsets.UTF_8), System.err)).isZero();
            assertThat(listed.toString(StandardCharsets.UTF_8)).contains(TwoDots.ID + "\t" + TwoDots.TITLE);

            Playground model = new Playground(entry, sprites);
            try (PDDocument doc = new WorksheetWriter(model.lesson(), Overlays.DEFAULT, Map.of(), -1).document()) {
                String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
                assertThat(text).contains(TwoDots.TITLE).contains("(Dots)?").contains("the gap is 40 px")
                        .contains("Two dots meet when their gap is at most 0 px.");
            }

            PredictMode predict = new PredictMode(model);
            assertThat(PredictMode.unavailableIn(model.lesson())).isNull();
            predict.setOn(true);
            assertThat(predict.phase()).isEqualTo(PredictMode.Phase.PREDICT);
            predict.answer(3); // overlapping, as the next preset's circles are
            assertThat(predict.phase()).isEqualTo(PredictMode.Phase.OBSERVE);
            assertThat(((TwoDots) model.lesson()).outcome()).isEqualTo(CollisionResult.OVERLAPPING);
            predict.answer(3); // saw them overlap
            predict.answer(1);
            assertThat(predict.phase()).isEqualTo(PredictMode.Phase.REVEALED);
            assertThat(predict.answers().rows()).singleElement().satisfies(row -> {
                assertThat(row.lesson()).isEqualTo(TwoDots.ID);
                assertThat(row.prediction().right()).isTrue();
                assertThat(row.observation().right()).isTrue();
            });
            predict.setOn(false);

            assertThat(HelpDialogs.gestures("steer")).extracting(row -> row[2]).anyMatch(what -> what.contains(TwoDots.TITLE));

            model.lesson().pieces().get(0).handle().moveTo(new Vec2(70, 30));
            Path file = folder.resolve("two-dots" + SceneFiles.EXTENSION);
            SceneFiles.write(model.scene(), file);
            Playground opened = new Playground(Lessons.defaultLesson(), sprites);
            opened.load(SceneFiles.read(file));
            assertThat(opened.entry().id()).isEqualTo(TwoDots.ID);
            assertThat(((TwoDots) opened.lesson()).first.center()).isEqualTo(new Vec2(70, 30));
        }
        assertThat(Lessons.byId(TwoDots.ID)).isEmpty();
    }

    /** Two circles, the left one can be dragged; Predict asks which outcome the next preset brings. */
    static final class TwoDots implements Lesson, Prediction.NextPreset {

        static final String ID = "two-dots";
        static final String TITLE = "Two dots";

        /** The lesson's catalogue entry, with the steering row of Help as its own. */
        static final Lessons.Entry ENTRY = new Lessons.Entry(ID, TITLE, s -> new TwoDots(), Set.of("steer"));

        private Circle first = Circle.of(40, 50, 10);
        private Circle second = Circle.of(100, 50, 10);

        @Override
        public String id() {
            return ID;
        }

        @Override
        public String title() {
            return TITLE;
        }

        @Override
        public String explanation() {
            return "Two dots, apart or not.";
        }

        @Override
        public String teacherNote() {
            return "Two dots meet when their gap is at most 0 px.";
        }

        @Override
        public List<ReadoutTable> readouts() {
            return List.of(new ReadoutTable("Dots", List.of("value"), List.of(
                    new ReadoutTable.Row("two.gap", "gap", "", List.of(String.valueOf(Math.round(Math.sqrt(first.center().distanceSquared(second.center())) - 20)))))));
        }

        @Override
        public List<WorksheetQuestion> questions() {
            return List.of(WorksheetQuestion.of("worksheet.q.readout", a -> "the gap is " + a.readout("two.gap", 0) + " px")
                    .naming(lesson -> new Object[] {"gap", "Dots"}));
        }

        @Override
        public Optional<Prediction> prediction() {
            return Optional.of(this);
        }

        @Override
        public List<Piece> pieces() {
            return List.of(new Piece("left", new Handle() {
                @Override
                public Vec2 anchor() {
                    return first.center();
                }

                @Override
                public void moveTo(Vec2 to) {
                    first = new Circle(to, first.radius());
                }
            }));
        }

        @Override
        public String asked() {
            return Prediction.NextPreset.inNumbers(first, second, 0, outcome());
        }

        @Override
        public CollisionResult outcome() {
            return Collisions.classify(first, second, 0);
        }

        @Override
        public void step(double seconds) {
        }

        @Override
        public void reset() {
            first = Circle.of(40, 50, 10);
        }

        @Override
        public void draw(DebugDraw draw, Overlays overlays) {
            draw.circle(first, Ink.BOUNDING_CIRCLE);
            draw.circle(second, Ink.BOUNDING_CIRCLE);
        }

        @Override
        public Aabb bounds() {
            return new Aabb(0, 0, 200, 100);
        }
    }
}
