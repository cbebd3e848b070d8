package org.spriteplayground.lesson.minkowski;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.geometry.Gjk;
import org.spriteplayground.geometry.MinkowskiDifference;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The Minkowski lesson: the distance it reads out against GJK and a brute-force distance between
 * the polygons' edges, the inset's origin against the separating axis verdict, and stepping
 * through every GJK iteration in order and back.
 */
class MinkowskiLessonTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    private final MinkowskiLesson lesson = new MinkowskiLesson(SPRITES);

    @Test
    void eachPresetReadsOutTheDistanceGjkAndBruteForceFind() {
        List<Preset> presets = PresetScenes.of(lesson);
        assertThat(presets).hasSize(3);
        for (Preset preset : presets) {
            preset.apply().run();
            Gjk.Result r = lesson.gjk();
            double brute = bruteDistance(lesson.shapeP(), lesson.shapeQ());
            assertThat(r.distance()).as(preset.name()).isCloseTo(brute, within(1e-9));
            assertThat(lesson.gap()).as(preset.name()).isCloseTo(brute, within(1e-9));
            assertThat(readout("minkowski.row.distance")).as(preset.name()).isEqualTo(Text.number(brute, 1));
            assertThat(Math.sqrt(r.onA().distanceSquared(r.onB()))).as(preset.name()).isCloseTo(brute, within(1e-9));
        }
    }

    @Test
    void atEveryPresetTheOriginIsInsideExactlyWhenTheSeparatingAxesSayOverlapping() {
        int inside = 0;
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            assertThat(lesson.originInside()).as(preset.name()).isEqualTo(lesson.separatingAxes().overlapping());
            assertThat(readout("minkowski.row.axes")).as(preset.name()).endsWith(", agrees");
            inside += lesson.originInside() ? 1 : 0;
        }
        assertThat(inside).isBetween(1, 2);
    }

    @ParameterizedTest
    @EnumSource(MinkowskiLesson.Shapes.class)
    void atSeededRandomDragsTheOriginIsInsideExactlyWhenTheSeparatingAxesSayOverlapping(MinkowskiLesson.Shapes shapes) {
        Random random = new Random(280L + shapes.ordinal());
        lesson.setShapes(shapes);
        int inside = 0;
        for (int i = 0; i < 1_000; i++) {
            lesson.pieces().get(random.nextInt(2)).handle().moveTo(new Vec2(60 + random.nextDouble() * 210, 60 + random.nextDouble() * 230));
            lesson.pieces().get(random.nextInt(2)).handle().turnBy(random.nextDouble() * 2 * Math.PI);
            boolean overlapping = lesson.separatingAxes().overlapping();
            assertThat(lesson.originInside()).as("P %s, Q %s", lesson.poseP(), lesson.poseQ()).isEqualTo(overlapping)
                    .isEqualTo(lesson.gjk().overlapping());
            assertThat(lesson.gap()).isCloseTo(bruteDistance(lesson.shapeP(), lesson.shapeQ()), within(1e-9));
            inside += overlapping ? 1 : 0;
        }
        assertThat(inside).isBetween(100, 900);
    }

    @Test
    void steppingVisitsEveryGjkStepInOrderAndBack() {
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            List<Gjk.Step> steps = lesson.gjk().steps();
            int last = steps.size() - 1;
            assertThat(lesson.shownStep()).as("a placement shows the last step").isEqualTo(last);
            List<Integer> back = new ArrayList<>();
            for (int i = 0; i <= last + 1; i++) {
                back.add(lesson.shownStep());
                lesson.back();
            }
            List<Integer> forward = new ArrayList<>();
            for (int i = 0; i <= last + 1; i++) {
                forward.add(lesson.shownStep());
                assertThat(readout("minkowski.row.step")).isEqualTo(Text.count(lesson.shownStep() + 1L));
                assertThat(readout("minkowski.row.steps")).isEqualTo(Text.count(steps.size()));
                assertThat(readout("minkowski.row.support")).isEqualTo(Text.point(steps.get(lesson.shownStep()).support(), 1));
                lesson.next();
            }
            List<Integer> down = new ArrayList<>();
            for (int i = last; i >= 0; i--) {
                down.add(i);
            }
            down.add(0);
            List<Integer> up = new ArrayList<>(down.subList(0, last + 1));
            Collections.reverse(up);
            up.add(last);
            assertThat(back).as(preset.name()).isEqualTo(down);
            assertThat(forward).as(preset.name()).isEqualTo(up);
        }
    }

    @Test
    void movingAShapeShowsTheLastStepAgain() {
        lesson.back();
        assertThat(lesson.shownStep()).isLessThan(lesson.gjk().steps().size() - 1);
        lesson.pieces().get(1).handle().moveTo(lesson.poseQ().position().plus(new Vec2(3, 0)));
        assertThat(lesson.shownStep()).isEqualTo(lesson.gjk().steps().size() - 1);
    }

    @Test
    void qsCentreIsInTheReachExactlyWhenTheShapesMeet() {
        Random random = new Random(283L);
        for (int i = 0; i < 300; i++) {
            lesson.place(Pose.of(100 + random.nextDouble() * 60, 175, random.nextDouble() * 6), Pose.of(140 + random.nextDouble() * 100, 100 + random.nextDouble() * 150, random.nextDouble() * 6));
            List<Vec2> reach = lesson.reach();
            boolean contains = MinkowskiDifference.contains(reach, lesson.poseQ().position());
            assertThat(contains).isEqualTo(lesson.separatingAxes().overlapping());
        }
    }

    private static double gap(Segment s, Vec2 p) {
        return Math.sqrt(s.closestPoint(p).distanceSquared(p));
    }

    /**
     * In French both rows that can hold nothing, "distance de 0 à P ⊖ Q" and "poussée sur Q", are
     * feminine, so "none" agrees with them: "aucune".
     */
    @Test
    void inFrenchNoneAgreesWithTheRowsItStandsIn() {
        List<String> nones = org.spriteplayground.i18n.Texts.inLanguage(java.util.Locale.FRENCH, () -> {
            List<String> found = new ArrayList<>();
            for (Preset preset : PresetScenes.of(lesson)) {
                preset.apply().run();
                for (String key : List.of("minkowski.row.gap", "minkowski.row.push")) {
                    String value = readout(key);
                    if (!value.matches(".*\\d.*")) {
                        found.add(value);
                    }
                }
            }
            return found;
        });
        assertThat(nones).as("rows that hold nothing, in every preset").isNotEmpty().containsOnly("aucune");
    }

    private String readout(String key) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key)).map(r -> r.values().get(0))
                .findFirst().orElseThrow();
    }

    /** The least distance between any edge of {@code a} and any edge of {@code b}, or 0 when they overlap by the pair's own test. */
    static double bruteDistance(List<Vec2> a, List<Vec2> b) {
        if (SeparatingAxes.of(a, b).overlapping()) {
            return 0;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < a.size(); i++) {
            Segment ea = new Segment(a.get(i), a.get((i + 1) % a.size()));
            for (int j = 0; j < b.size(); j++) {
                Segment eb = new Segment(b.get(j), b.get((j + 1) % b.size()));
                best = Math.min(best, Math.min(Math.min(gap(ea, eb.from()), gap(ea, eb.to())),
                        Math.min(gap(eb, ea.from()), gap(eb, ea.to()))));
            }
        }
        return best;
    }
}
