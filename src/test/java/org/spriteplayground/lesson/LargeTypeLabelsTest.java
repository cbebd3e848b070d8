package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Labels at UI scale 2 with presentation ×2, type four times the usual, in a 1600×1000 window:
 * the canvas draws angle-radius's and border-crossings' worlds at about their usual size, so each
 * label is about four times the usual estimate (4.1: a 53-point bold label font against the
 * estimate's 14, on a world drawn at 1.09 px a unit against 1.17; 3.2 once the side column leaves
 * the canvas its share). At that size the verdict "exact: MISS seed 002: MISS" could wrap over the
 * box, and "Crossing", h, a and the crossing points could lie over each other.
 * Where labels find no free place at that size, they step down towards the size presentation mode
 * off gives them (half of it), and the crossing points and h and a are written shorter.
 */
class LargeTypeLabelsTest {

    /** At the start and at every preset of angle-radius, no label hides anything. */
    @ParameterizedTest(name = "labels {0} times the usual estimate")
    @ValueSource(doubles = {4.1, 3.2})
    void angleRadiusLabelsHideNothing(double magnify) {
        assertThat(problems(AngleRadius.ID, magnify)).isEmpty();
    }

    /**
     * At the start and at every preset of border-crossings, with the crossings marked, no label
     * covers another or a marked crossing point, or is cut off at the view's edge. (A label may
     * still cross a circle's outline: at this size there is not room for all of them clear of
     * both circles, as {@link LabelPlacementTest} finds at twice the usual size.)
     */
    @ParameterizedTest(name = "labels {0} times the usual estimate")
    @ValueSource(doubles = {4.1, 3.2})
    void borderCrossingsLabelsStandApart(double magnify) {
        assertThat(problems(BorderCrossings.ID, magnify)).filteredOn(p -> p.contains("covers an earlier label") || p.contains(LabelRecorder.CUT_OFF)
                || p.contains("hides Disc")).isEmpty();
    }

    /** Returns what each label hides at the start and at each preset of lesson {@code id}, labels {@code magnify} times the estimate. */
    private static List<String> problems(String id, double magnify) {
        Lesson lesson = Lessons.byId(id).orElseThrow().factory().apply(SpriteLibrary.bundled());
        List<String> problems = new ArrayList<>();
        check(lesson, magnify, "at the start", problems);
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            check(lesson, magnify, "preset " + preset.name(), problems);
        }
        return problems;
    }

    private static void check(Lesson lesson, double magnify, String when, List<String> problems) {
        LabelRecorder draw = new LabelRecorder(null, magnify, magnify / 2);
        lesson.draw(draw, Overlays.of(Overlay.INTERSECTIONS));
        for (LabelRecorder.Problem p : draw.problems(lesson.bounds())) {
            problems.add((when + ": " + p).replace("\n", " / "));
        }
    }
}
