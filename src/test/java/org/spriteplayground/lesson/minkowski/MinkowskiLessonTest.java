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
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Gjk;
import org.spriteplayground.geometry.MinkowskiDifference;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Support;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The Minkowski lesson: the distance it reads out against GJK and a brute-force distance between
 * the polygons' edges, or for the circle and the box the closest-point method, the inset's origin
 * against the separating axis verdict or the closest-point test, and stepping through every GJK
 * iteration in order and back.
 */
class MinkowskiLessonTest {

    /** In every preset the worksheet asks GJK's distance only when 0 lies outside P ⊖ Q, and the push-out only when it lies inside. */
    @Test
    void asksTheGapWhenApartAndThePushWhenOverlapping() {
        MinkowskiLesson lesson = new MinkowskiLesson(SpriteLibrary.bundled());
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            List<String> keys = lesson.questions().stream().filter(q -> q.fits().test(lesson)).map(org.spriteplayground.lesson.WorksheetQuestion::key).toList();
            assertThat(keys.contains("worksheet.q.minkowski.distance")).as(preset.name()).isEqualTo(!lesson.originInside());
            assertThat(keys.contains("worksheet.q.minkowski.push")).as(preset.name()).isEqualTo(lesson.originInside());
        }
    }

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /**
     * How near GJK's distance is to the true one once it has found it: it stops when its upper
     * bound |v| and lower bound v·w / |v| are within {@link Tolerance#TOUCH}, and the true distance
     * lies between them; plus the rounding of those bounds, worked out from coordinates of a few
     * hundred px, about 1e-13.
     */
    private static final double FOUND = Tolerance.TOUCH + 1e-12;

    private final MinkowskiLesson lesson = new MinkowskiLesson(SPRITES);

    @Test
    void eachPresetReadsOutTheDistanceGjkAndBruteForceFind() {
        List<Preset> presets = PresetScenes.of(lesson);
        assertThat(presets).hasSize(4);
        for (Preset preset : presets) {
            preset.apply().run();
            Gjk.Result r = lesson.gjk();
            double brute = lesson.shapes() == MinkowskiLesson.Shapes.CIRCLE ? ClosestPoint.of(lesson.circleP(), lesson.boxQ()).gap()
                    : bruteDistance(lesson.shapeP(), lesson.shapeQ());
            assertThat(r.distance()).as(preset.name()).isCloseTo(brute, within(1e-9));
            assertThat(lesson.gap()).as(preset.name()).isCloseTo(brute, within(1e-9));
            assertThat(readout("minkowski.row.distance")).as(preset.name()).startsWith(Text.number(brute, 1));
            assertThat(Math.sqrt(r.onA().distanceSquared(r.onB()))).as(preset.name()).isCloseTo(brute, within(1e-9));
        }
    }

    @Test
    void atEveryPresetTheOriginIsInsideExactlyWhenTheOtherTestSaysOverlapping() {
        int inside = 0;
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            boolean round = lesson.shapes() == MinkowskiLesson.Shapes.CIRCLE;
            boolean other = round ? ClosestPoint.of(lesson.circleP(), lesson.boxQ()).overlapping() : SeparatingAxes.of(lesson.shapeP(), lesson.shapeQ()).overlapping();
            assertThat(lesson.originInside()).as(preset.name()).isEqualTo(other).isEqualTo(lesson.crossCheck());
            assertThat(readout(round ? "minkowski.row.closest" : "minkowski.row.axes")).as(preset.name()).endsWith(", agrees");
            inside += lesson.originInside() ? 1 : 0;
        }
        assertThat(inside).isBetween(1, 2);
    }

    @ParameterizedTest
    @EnumSource(value = MinkowskiLesson.Shapes.class, names = {"BOXES", "HULLS"})
    void atSeededRandomDragsTheOriginIsInsideExactlyWhenTheSeparatingAxesSayOverlapping(MinkowskiLesson.Shapes shapes) {
        Random random = new Random(280L + shapes.ordinal());
        lesson.setShapes(shapes);
        int inside = 0;
        for (int i = 0; i < 1_000; i++) {
            lesson.pieces().get(random.nextInt(2)).handle().moveTo(new Vec2(60 + random.nextDouble() * 210, 60 + random.nextDouble() * 230));
            lesson.pieces().get(random.nextInt(2)).handle().turnBy(random.nextDouble() * 2 * Math.PI);
            boolean overlapping = SeparatingAxes.of(lesson.shapeP(), lesson.shapeQ()).overlapping();
            assertThat(lesson.originInside()).as("P %s, Q %s", lesson.poseP(), lesson.poseQ()).isEqualTo(overlapping)
                    .isEqualTo(lesson.gjk().overlapping());
            assertThat(lesson.gap()).isCloseTo(bruteDistance(lesson.shapeP(), lesson.shapeQ()), within(1e-9));
            inside += overlapping ? 1 : 0;
        }
        assertThat(inside).isBetween(100, 900);
    }

    @ParameterizedTest
    @EnumSource(MinkowskiLesson.Shapes.class)
    void steppingVisitsEveryGjkStepInOrderAndBack(MinkowskiLesson.Shapes shapes) {
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            lesson.setShapes(shapes);
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

    /**
     * The circle and the box, at every preset and after 1,000 seeded drags and turns, against
     * the closest-point method, which neither builds the difference nor runs GJK: whether 0 lies
     * in the difference, the gap and the push-out to 1e-9, and GJK's distance, in both orders,
     * to {@link #FOUND} once it has found it. None of these stops short of finding it.
     */
    @Test
    void theCircleAndTheBoxAgreeWithTheClosestPointMethodAtEveryPresetAndSeededDrags() {
        Random random = new Random(282L);
        List<Preset> presets = PresetScenes.of(lesson);
        int inside = 0;
        for (int i = 0; i < presets.size() + 1_000; i++) {
            if (i < presets.size()) {
                presets.get(i).apply().run();
            } else {
                lesson.pieces().get(random.nextInt(2)).handle().moveTo(new Vec2(60 + random.nextDouble() * 210, 60 + random.nextDouble() * 230));
                lesson.pieces().get(random.nextInt(2)).handle().turnBy(random.nextDouble() * 2 * Math.PI);
            }
            lesson.setShapes(MinkowskiLesson.Shapes.CIRCLE);
            Circle circle = lesson.circleP();
            Obb box = lesson.boxQ();
            ClosestPoint truth = ClosestPoint.of(circle, box);
            String where = "P " + lesson.poseP() + ", Q " + lesson.poseQ();
            assertThat(lesson.originInside()).as(where).isEqualTo(truth.overlapping()).isEqualTo(lesson.crossCheck());
            assertThat(readout("minkowski.row.inside")).as(where).isEqualTo(truth.overlapping() ? "yes" : "no");
            assertThat(lesson.gap()).as(where).isCloseTo(truth.gap(), within(1e-9));
            assertThat(lesson.pushOut().minus(truth.push()).length()).as(where).isLessThanOrEqualTo(1e-9);
            for (Gjk.Result r : List.of(lesson.gjk(), Gjk.of(Support.of(box), Support.of(circle)))) {
                assertThat(r.stop()).as(where).isIn(Gjk.Stop.FOUND, Gjk.Stop.REACHED);
                assertThat(r.overlapping()).as(where).isEqualTo(truth.overlapping());
                assertThat(r.distance()).as(where).isCloseTo(truth.gap(), within(FOUND));
                double atLeast = r.steps().stream().mapToDouble(Gjk.Step::lowerBound).max().orElseThrow();
                assertThat(atLeast).as(where).isLessThanOrEqualTo(truth.gap() + FOUND);
                assertThat(r.distance() - atLeast).as(where).isLessThanOrEqualTo(Tolerance.TOUCH);
            }
            inside += truth.overlapping() ? 1 : 0;
        }
        assertThat(inside).isBetween(100, 900);
    }

    /**
     * The inset's P &ominus; Q for the circle is drawn as a polygon grown by a radius, and it is
     * the difference exactly: in every direction its farthest reach is the circle's farthest point
     * less the box's farthest point against it, scaled into the inset round its 0.
     */
    @Test
    void theInsetDrawsTheCircleLessTheBoxAsTheBoxGrownByTheRadius() {
        Random random = new Random(285L);
        lesson.setShapes(MinkowskiLesson.Shapes.CIRCLE);
        for (int i = 0; i < 100; i++) {
            lesson.place(Pose.of(60 + random.nextDouble() * 210, 60 + random.nextDouble() * 230, random.nextDouble() * 6),
                    Pose.of(60 + random.nextDouble() * 210, 60 + random.nextDouble() * 230, random.nextDouble() * 6));
            RecordingDraw drawn = new RecordingDraw();
            lesson.draw(drawn, Overlays.DEFAULT);
            assertThat(drawn.marks().stream().filter(m -> m.ink() == MinkowskiDrawing.INK_P && !m.kind().equals("label")).map(RecordingDraw.Mark::shape))
                    .as("P is its circle").containsExactly(lesson.circleP());
            List<RecordingDraw.Rounded> differences = drawn.shapes(Ink.HULL).stream().filter(RecordingDraw.Rounded.class::isInstance)
                    .map(RecordingDraw.Rounded.class::cast).toList();
            assertThat(differences).hasSize(1);
            RecordingDraw.Rounded shown = differences.get(0);
            double scale = shown.radius() / lesson.radiusP();
            Vec2 zero = MinkowskiDrawing.INSET.center();
            Support circle = Support.of(lesson.circleP());
            Support box = Support.of(lesson.boxQ());
            Support polygon = Support.of(shown.polygon());
            for (int k = 0; k < 360; k++) {
                Vec2 u = new Vec2(1, 0).rotate(Math.toRadians(k));
                Vec2 exact = zero.plus(circle.farthest(u).minus(box.farthest(u.times(-1))).times(scale));
                assertThat(polygon.farthest(u).plus(u.times(shown.radius())).dot(u)).as("reach at %d°", k).isCloseTo(exact.dot(u), within(1e-9));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(MinkowskiLesson.Shapes.class)
    void qsCentreIsInTheReachExactlyWhenTheShapesMeet(MinkowskiLesson.Shapes shapes) {
        Random random = new Random(283L);
        lesson.setShapes(shapes);
        for (int i = 0; i < 300; i++) {
            lesson.place(Pose.of(100 + random.nextDouble() * 60, 175, random.nextDouble() * 6), Pose.of(140 + random.nextDouble() * 100, 100 + random.nextDouble() * 150, random.nextDouble() * 6));
            List<Vec2> reach = lesson.reach();
            Vec2 centre = lesson.poseQ().position();
            double out = MinkowskiDifference.contains(reach, centre) ? 0 : MinkowskiDifference.nearestOnBorder(reach, centre).minus(centre).length();
            boolean meet = shapes == MinkowskiLesson.Shapes.CIRCLE ? ClosestPoint.of(lesson.circleP(), lesson.boxQ()).overlapping()
                    : SeparatingAxes.of(lesson.shapeP(), lesson.shapeQ()).overlapping();
            assertThat(out <= lesson.radiusP() + Tolerance.TOUCH).isEqualTo(meet);
        }
    }

    /**
     * The closest-point method for a circle and a turned box, as dot-and-wall tests: in the box's
     * own frame, the box's point nearest the circle's centre. The gap is that point's distance less
     * the radius; when they overlap, the push moves the box away from the centre until the gap is
     * 0: along the line from that point when the centre is outside the box, else out through the
     * side nearest the centre and a radius further.
     */
    record ClosestPoint(boolean overlapping, double gap, Vec2 push) {

        static ClosestPoint of(Circle circle, Obb box) {
            Vec2 local = circle.center().minus(box.center()).rotate(-box.angle());
            Aabb frame = new Aabb(-box.halfWidth(), -box.halfHeight(), box.halfWidth(), box.halfHeight());
            boolean overlapping = Collisions.overlaps(new Circle(local, circle.radius()), frame);
            Vec2 nearest = Collisions.closestPoint(frame, local);
            double d = nearest.minus(local).length();
            Vec2 push;
            if (!overlapping) {
                push = Vec2.ZERO;
            } else if (d > 0) {
                push = nearest.minus(local).times((circle.radius() - d) / d);
            } else if (box.halfWidth() - Math.abs(local.x()) <= box.halfHeight() - Math.abs(local.y())) {
                push = new Vec2(-Math.signum(local.x()) * (box.halfWidth() - Math.abs(local.x()) + circle.radius()), 0);
            } else {
                push = new Vec2(0, -Math.signum(local.y()) * (box.halfHeight() - Math.abs(local.y()) + circle.radius()));
            }
            return new ClosestPoint(overlapping, Math.max(0, d - circle.radius()), push.rotate(box.angle()));
        }
    }

    private static double gap(Segment s, Vec2 p) {
        return Math.sqrt(s.closestPoint(p).distanceSquared(p));
    }

    /**
     * Where the shapes overlap, the readouts agree in every language: the distance from 0 to P ⊖ Q
     * and the distance GJK found are both 0 and say the shapes overlap, the push-out says how deep,
     * and there are no closest points (every point both shapes share would do).
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"en", "de", "fr"})
    void whereTheShapesOverlapTheReadoutsSaySoAndAgree(String language) {
        List<String> rows = org.spriteplayground.i18n.Texts.inLanguage(java.util.Locale.forLanguageTag(language), () -> {
            List<String> found = new ArrayList<>();
            for (Preset preset : PresetScenes.of(lesson)) {
                preset.apply().run();
                if (lesson.originInside() && lesson.gjk().overlapping()) {
                    String overlap = org.spriteplayground.i18n.Texts.format("minkowski.overlap", Text.number(0, 1));
                    String none = org.spriteplayground.i18n.Texts.text("minkowski.none.closest");
                    assertThat(readout("minkowski.row.gap")).as(preset.name()).isEqualTo(overlap);
                    assertThat(readout("minkowski.row.distance")).as(preset.name()).isEqualTo(overlap);
                    assertThat(readout("minkowski.row.push")).as(preset.name()).isEqualTo(org.spriteplayground.i18n.Texts.format("minkowski.push.depth",
                            Text.point(lesson.pushOut(), 1), Text.number(lesson.pushOut().length(), 1)));
                    assertThat(readout("minkowski.row.onP")).as(preset.name()).isEqualTo(none);
                    assertThat(readout("minkowski.row.onQ")).as(preset.name()).isEqualTo(none);
                    found.add(preset.name());
                }
            }
            return found;
        });
        assertThat(rows).as("presets where the shapes overlap").isNotEmpty();
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
