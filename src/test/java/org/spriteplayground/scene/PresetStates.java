package org.spriteplayground.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * What each preset of a lesson does, as text: the lesson's choices, bodies and readouts after the
 * preset in a fresh lesson, some steps on, after a reset, after another preset, and after the
 * preset in a lesson that had run. Two ways of making presets that give the same text behave
 * the same.
 * Readout rows are written by their stable keys, so rewording or translating a label leaves the
 * record as it is.
 */
final class PresetStates {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();
    private static final double STEP = 1 / 60.0;

    private PresetStates() {
    }

    /** Returns the text for the presets of {@code entry}, made by {@code presets}. */
    static String of(Lessons.Entry entry, Function<Lesson, List<Preset>> presets) {
        StringBuilder out = new StringBuilder();
        int count = presets.apply(entry.factory().apply(SPRITES)).size();
        for (int i = 0; i < count; i++) {
            Lesson lesson = entry.factory().apply(SPRITES);
            Preset preset = presets.apply(lesson).get(i);
            out.append("## ").append(preset.name()).append('\n').append(preset.description()).append('\n');
            preset.apply().run();
            state(out, "applied", lesson);
            steps(lesson, 12);
            state(out, "12 steps on", lesson);
            lesson.reset();
            state(out, "reset", lesson);
            presets.apply(lesson).get((i + 1) % count).apply().run();
            presets.apply(lesson).get(i).apply().run();
            state(out, "after the next preset", lesson);
            Lesson ran = entry.factory().apply(SPRITES);
            steps(ran, 9);
            presets.apply(ran).get(i).apply().run();
            state(out, "applied after 9 steps", ran);
        }
        return out.toString();
    }

    private static void steps(Lesson lesson, int n) {
        for (int s = 0; s < n; s++) {
            lesson.step(STEP);
        }
    }

    private static void state(StringBuilder out, String when, Lesson lesson) {
        out.append("# ").append(when).append('\n');
        out.append("choices ").append(LessonState.choices(lesson)).append('\n');
        LessonState.bodies(lesson).forEach(b -> out.append("body ").append(b).append('\n'));
        for (ReadoutTable table : lesson.readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                List<String> line = new ArrayList<>(List.of(table.title(), row.key()));
                line.addAll(row.values());
                out.append("readout ").append(String.join(" | ", line)).append('\n');
            }
        }
    }
}
