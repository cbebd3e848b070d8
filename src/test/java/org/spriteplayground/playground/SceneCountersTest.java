package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneCode;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneJson;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A scene holds the set-up, not a run's counters, so it opens as a new start: at step 0 with
 * every counter at 0, never at the saved step with its counters gone (flying-jets saved at step 628
 * does not come back at step 628 with no resets or hits counted). What the set-up decides (bodies,
 * choices, what they measure now) reads as it did when saved.
 */
class SceneCountersTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** Long enough for flying-jets to send its flyer back six times. */
    private static final int STEPS = 628;

    static List<Lessons.Entry> lessons() {
        return Lessons.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void aSceneSavedAfterARunOpensAsANewStartWithItsCountersAndStepAtZero(Lessons.Entry entry) throws SceneException {
        Playground saved = new Playground(entry, SPRITES);
        for (int i = 0; i < STEPS; i++) {
            saved.step();
        }
        Scene fromFile = SceneJson.read(SceneJson.write(saved.scene()));
        Scene fromCode = SceneCode.decode(SceneCode.encode(saved.scene()));
        for (Scene scene : List.of(fromFile, fromCode)) {
            Playground opened = new Playground(Lessons.defaultLesson(), SPRITES);
            opened.load(scene);
            assertThat(opened.simulation().steps()).as("step count on opening").isZero();
            assertThat(opened.rewind().span().last()).as("timeline").isZero();
            Playground fresh = new Playground(entry, SPRITES);
            fresh.load(scene);
            assertThat(cells(opened)).as("the same scene opens the same wherever it is opened").isEqualTo(cells(fresh));
        }
    }

    @Test
    void flyingJetsAtStep628OpensWithNoResetsAtStepZeroAndCountsOnFromThere() throws SceneException {
        Playground saved = new Playground(Lessons.byId("flying-jets").orElseThrow(), SPRITES);
        for (int i = 0; i < STEPS; i++) {
            saved.step();
        }
        assertThat(row(saved, "jets.resets")).isEqualTo("6");
        Playground opened = new Playground(Lessons.defaultLesson(), SPRITES);
        opened.load(SceneCode.decode(SceneCode.encode(saved.scene())));
        assertThat(opened.simulation().steps()).isZero();
        assertThat(row(opened, "jets.resets")).isEqualTo("0");
        assertThat(row(opened, "jets.lastResetX")).isEqualTo("—");
        assertThat(row(opened, "jets.centreDistance")).isEqualTo(row(saved, "jets.centreDistance"));
        while (row(opened, "jets.resets").equals("0")) {
            opened.step();
        }
        assertThat(opened.simulation().steps()).as("the first reset after opening is counted from step 0").isBetween(1L, 200L);
    }

    /** Returns the first value of the readout row keyed {@code key}. */
    private static String row(Playground p, String key) {
        return p.lesson().readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key)).findFirst().orElseThrow().values().get(0);
    }

    /** Every readout cell but wall-clock timings, with its table and row. */
    static List<List<String>> cells(Playground p) {
        List<List<String>> cells = new ArrayList<>();
        for (ReadoutTable table : p.lesson().readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                List<String> line = new ArrayList<>(List.of(table.title(), row.label()));
                line.addAll(row.values());
                cells.add(line);
            }
        }
        return cells;
    }
}
