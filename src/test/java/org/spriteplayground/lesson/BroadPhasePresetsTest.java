package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;

/**
 * The broad-phase presets set up the jets (how many, how laid out) and leave the structure drawn
 * as the teacher chose it: a class comparing sweep and prune across layouts keeps seeing sweep and
 * prune. Only a preset whose name is a structure's may show that structure.
 */
class BroadPhasePresetsTest {

    @ParameterizedTest(name = "showing {0}")
    @EnumSource(BroadPhaseMethod.class)
    void aPresetKeepsTheStructureShownUnlessItIsNamedForOne(BroadPhaseMethod chosen) {
        BroadPhases lesson = new BroadPhases(LessonsTest.SPRITES);
        assertThat(PresetScenes.of(lesson)).isNotEmpty();
        for (Preset preset : PresetScenes.of(lesson)) {
            lesson.setShown(chosen);
            preset.apply().run();
            BroadPhaseMethod expected = namedFor(preset).orElse(chosen);
            assertThat(lesson.shown()).as(preset.name()).isEqualTo(expected);
            lesson.reset();
            assertThat(lesson.shown()).as(preset.name() + ", then Reset").isEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "showing {0}")
    @EnumSource(BroadPhaseMethod.class)
    void aPresetSetsTheJetsItNamesWhateverIsShown(BroadPhaseMethod chosen) {
        BroadPhases shown = new BroadPhases(LessonsTest.SPRITES);
        BroadPhases grid = new BroadPhases(LessonsTest.SPRITES);
        shown.setShown(chosen);
        for (int p = 0; p < PresetScenes.of(shown).size(); p++) {
            PresetScenes.of(shown).get(p).apply().run();
            PresetScenes.of(grid).get(p).apply().run();
            assertThat(shown.jets()).isEqualTo(grid.jets());
            assertThat(shown.layout()).isEqualTo(grid.layout());
            assertThat(shown.readouts()).as("the same jets, the same counts").isEqualTo(grid.readouts());
        }
    }

    /** Returns the structure a preset is named for, if its name is one's. */
    private static Optional<BroadPhaseMethod> namedFor(Preset preset) {
        return Arrays.stream(BroadPhaseMethod.values()).filter(m -> preset.name().toLowerCase(java.util.Locale.ROOT).contains(m.label().toLowerCase(java.util.Locale.ROOT))).findFirst();
    }
}
