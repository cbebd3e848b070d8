package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every readout row a lesson's worksheet question reads exists in that lesson's readouts: a
 * renamed row key fails here instead of answering "-" on a worksheet. A row that only some states
 * show (a crossing's points, the boxes' false alarm) counts when the lesson as it opens, after a
 * preset, or after the steps its worksheet runs shows it.
 */
class QuestionKeysTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    static List<Lessons.Entry> entries() {
        return Lessons.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void everyRowAQuestionReadsIsOneOfItsLessonsReadouts(Lessons.Entry entry) {
        Set<String> shown = new HashSet<>();
        Set<String> read = new HashSet<>();
        for (Lesson lesson : states(entry)) {
            lesson.readouts().forEach(t -> t.rows().forEach(r -> {
                for (int c = 0; c < r.values().size(); c++) {
                    shown.add(r.key() + "@" + c);
                }
            }));
            for (WorksheetQuestion q : lesson.questions()) {
                Recorder answers = new Recorder(lesson);
                q.answer().apply(answers);
                q.fits().test(lesson);
                read.addAll(answers.read);
            }
        }
        assertThat(read).as("%s: rows its questions read", entry.id()).isNotEmpty();
        assertThat(shown).as("%s: rows its readouts show", entry.id()).containsAll(read);
    }

    /** Returns the lesson as it opens, after each of its presets, and run as long as its worksheet runs it. */
    private static List<Lesson> states(Lessons.Entry entry) {
        List<Lesson> states = new ArrayList<>();
        states.add(entry.factory().apply(SPRITES));
        int presets = PresetScenes.of(states.get(0)).size();
        for (int i = 0; i < presets; i++) {
            Lesson lesson = entry.factory().apply(SPRITES);
            PresetScenes.of(lesson).get(i).apply().run();
            states.add(lesson);
        }
        Lesson ran = entry.factory().apply(SPRITES);
        Simulation simulation = new Simulation(ran);
        for (int i = 0; i < ran.worksheetSteps(); i++) {
            simulation.step();
        }
        states.add(ran);
        return states;
    }

    /** Answers from the lesson's readouts, "0" for a row it does not show now, and notes every row and column asked for. */
    private static final class Recorder implements WorksheetQuestion.Answers {

        private final Lesson lesson;
        private final Set<String> read = new HashSet<>();

        Recorder(Lesson lesson) {
            this.lesson = lesson;
        }

        @Override
        public Lesson lesson() {
            return lesson;
        }

        @Override
        public String readout(String key, int column) {
            read.add(key + "@" + column);
            for (ReadoutTable table : lesson.readouts()) {
                for (ReadoutTable.Row row : table.rows()) {
                    if (row.key().equals(key) && column < row.values().size()) {
                        return row.values().get(column);
                    }
                }
            }
            return "0";
        }

        @Override
        public String context(String key, int column) {
            return readout(key, column);
        }

        @Override
        public WorksheetQuestion.Answers telling(String... keys) {
            for (String key : keys) {
                read.add(key + "@0");
            }
            return this;
        }
    }
}
