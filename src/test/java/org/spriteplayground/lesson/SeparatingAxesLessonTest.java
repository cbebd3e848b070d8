package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.PolygonTruth;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The separating-axes lesson: its verdicts against the app's box test and a test that projects
 * nothing, its push-out against the overlaps, its hulls against the pixels, and what it draws and
 * reads out against its own working.
 */
class SeparatingAxesLessonTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** How much further than the push-out Q is moved to be sure it is clear. */
    private static final double CLEAR = 1e-6;

    /** The right edge of the shapes' field; the rulers stand right of it. */
    private static final double FIELD_RIGHT = SeparatingAxesLesson.FIELD.maxX();

    private final SeparatingAxesLesson lesson = new SeparatingAxesLesson(SPRITES);

    @Test
    void boxVerdictsAreCollisionsOverlapsInBothOrdersAndThePolygonTruth() {
        Random random = new Random(120L);
        int overlapping = 0;
        for (int i = 0; i < 1_500; i++) {
            placeAtRandom(random);
            boolean verdict = lesson.result().overlapping();
            assertThat(verdict).as("P %s, Q %s", lesson.poseP(), lesson.poseQ()).isEqualTo(Collisions.overlaps(lesson.boxP(), lesson.boxQ()))
                    .isEqualTo(Collisions.overlaps(lesson.boxQ(), lesson.boxP()))
                    .isEqualTo(PolygonTruth.intersect(lesson.boxP().corners(), lesson.boxQ().corners()));
            assertThat(row("axes.row.collisions")).endsWith(", agrees");
            overlapping += verdict ? 1 : 0;
        }
        assertThat(overlapping).isBetween(300, 1_200);
    }

    @Test
    void hullVerdictsAreThePolygonTruthAndAHullHitIsAlwaysABoxHit() {
        Random random = new Random(121L);
        lesson.setShapes(SeparatingAxesLesson.Shapes.HULLS);
        int falseAlarms = 0;
        for (int i = 0; i < 1_500; i++) {
            placeAtRandom(random);
            boolean hulls = lesson.result().overlapping();
            assertThat(hulls).as("P %s, Q %s", lesson.poseP(), lesson.poseQ()).isEqualTo(PolygonTruth.intersect(lesson.hullP(), lesson.hullQ()))
                    .isEqualTo(SeparatingAxes.of(lesson.hullQ(), lesson.hullP()).overlapping());
            boolean boxes = Collisions.overlaps(lesson.boxP(), lesson.boxQ());
            assertThat(!hulls || boxes).isTrue();
            assertThat(row("axes.row.falseAlarm")).isEqualTo(boxes && !hulls ? "yes" : "no");
            falseAlarms += boxes && !hulls ? 1 : 0;
        }
        assertThat(falseAlarms).isPositive();
    }

    @Test
    void thePushOutIsAsLongAsTheLeastOverlapAndPartsTheShapes() {
        Random random = new Random(122L);
        int pushed = 0;
        for (SeparatingAxesLesson.Shapes shapes : SeparatingAxesLesson.Shapes.values()) {
            lesson.setShapes(shapes);
            for (int i = 0; i < 800; i++) {
                placeAtRandom(random);
                SeparatingAxes.Result r = lesson.result();
                if (!r.overlapping()) {
                    assertThat(row("axes.row.pushLength")).isEqualTo("none");
                    continue;
                }
                Vec2 push = r.pushOut();
                double least = r.axes().stream().mapToDouble(s -> -s.gap()).min().orElseThrow();
                assertThat(push.length()).isCloseTo(least, within(1e-9));
                assertThat(row("axes.row.pushLength")).isEqualTo(row("axes.row.least")).isEqualTo(Text.number(least, 1));
                if (least > CLEAR) {
                    pushed++;
                    Vec2 unit = push.times(1 / push.length());
                    lesson.place(lesson.poseP(), new Pose(lesson.poseQ().position().plus(push).plus(unit.times(CLEAR)), lesson.poseQ().angle()));
                    assertThat(PolygonTruth.intersect(lesson.shapeP(), lesson.shapeQ())).as("%s pushed by %s", shapes, push).isFalse();
                    assertThat(lesson.result().overlapping()).isFalse();
                }
            }
        }
        assertThat(pushed).isGreaterThan(200);
    }

    @Test
    void everyHullHoldsEveryOpaquePixelCentreOfItsSpriteWhereverItIsPlaced() {
        Random random = new Random(123L);
        for (String name : SPRITES.names()) {
            SpriteAnalysis sprite = SPRITES.get(name);
            AlphaMask mask = sprite.sprite().mask();
            Pose pose = Pose.of(100 + random.nextDouble() * 100, 100 + random.nextDouble() * 100, random.nextDouble() * 2 * Math.PI);
            controlChoice("Sprite P").set().accept(name);
            lesson.place(pose, lesson.poseQ());
            List<Vec2> hull = lesson.hullP();
            for (int y = 0; y < mask.height(); y++) {
                for (int x = 0; x < mask.width(); x++) {
                    if (mask.isOpaque(x, y)) {
                        Vec2 centre = pose.toWorld(new Vec2(x + 0.5 - mask.width() / 2.0, y + 0.5 - mask.height() / 2.0));
                        assertThat(PolygonTruth.inside(centre, hull)).as("%s pixel (%d, %d)", name, x, y).isTrue();
                    }
                }
            }
        }
    }

    @Test
    void theRulersAreTheAxesWidestGapFirstAndTheTopOneIsTheSeparatingAxis() {
        lesson.setShapes(SeparatingAxesLesson.Shapes.HULLS);
        preset("Hulls near miss");
        SeparatingAxes.Result r = lesson.result();
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.ALL);
        List<RecordingDraw.Label> rulers = draw.labels().stream().filter(l -> l.text().matches(".*°  (gap|overlap) .*")).toList();
        assertThat(rulers).hasSize(AxisRulers.MOST).hasSizeLessThan(r.axes().size());
        assertThat(rulers).extracting(RecordingDraw.Label::text).containsExactlyElementsOf(r.byGap().subList(0, AxisRulers.MOST).stream().map(AxisRulers::label).toList());
        assertThat(draw.labels()).extracting(RecordingDraw.Label::text).contains(AxisRulers.more(r.axes().size() - AxisRulers.MOST));
        assertThat(rulers.get(0).ink()).isEqualTo(Ink.HIT);
        assertThat(rulers.get(0).text()).startsWith(row("axes.row.separating") + "°  gap " + row("axes.row.gap"));
        assertThat(lesson.headline()).contains(row("axes.row.separating") + "° axis").contains("gap " + row("axes.row.gap"));
    }

    @Test
    void withTwiceTheLabelSizeEachRulerKeepsItsOwnLabelInOrderAndTheRestAreCounted() {
        lesson.setShapes(SeparatingAxesLesson.Shapes.HULLS);
        preset("Hulls near miss");
        SeparatingAxes.Result r = lesson.result();
        RecordingDraw draw = new RecordingDraw() {
            @Override
            public Vec2 labelSize(String text, org.spriteplayground.geometry.Aabb view) {
                return super.labelSize(text, view).times(2); // presentation ×2, UI scale 2, a small worksheet figure
            }
        };
        lesson.draw(draw, Overlays.ALL);
        List<RecordingDraw.Label> rulers = draw.labels().stream().filter(l -> l.text().matches("(?s).*°(  |\n)(gap|overlap) .*")).toList();
        assertThat(rulers).as("rows that fit").isNotEmpty().hasSizeLessThan(AxisRulers.MOST);
        assertThat(rulers).extracting(l -> l.text().replace("\n", "  ")).as("one line or two, the rows' own texts")
                .containsExactlyElementsOf(r.byGap().subList(0, rulers.size()).stream().map(AxisRulers::label).toList());
        double height = draw.labelSize(rulers.get(0).text(), lesson.bounds()).y();
        for (int i = 1; i < rulers.size(); i++) {
            assertThat(rulers.get(i).at().y() - rulers.get(i - 1).at().y()).as("row %d's label under row %d's, apart", i, i - 1)
                    .isGreaterThanOrEqualTo(height);
        }
        assertThat(draw.labels()).extracting(RecordingDraw.Label::text).contains(AxisRulers.more(r.axes().size() - rulers.size()));
    }

    @Test
    void theSeparatingLineRunsBetweenTheShapes() {
        Random random = new Random(124L);
        int lines = 0;
        for (int i = 0; i < 400; i++) {
            placeAtRandom(random);
            if (lesson.result().overlapping()) {
                continue;
            }
            RecordingDraw draw = new RecordingDraw();
            lesson.draw(draw, Overlays.ALL);
            for (Object shape : draw.marks().stream().filter(m -> m.kind().equals("segment") && m.ink() == Ink.HIT).map(RecordingDraw.Mark::shape).toList()) {
                @SuppressWarnings("unchecked")
                List<Vec2> line = (List<Vec2>) shape;
                if (line.get(0).x() > FIELD_RIGHT || line.get(1).x() > FIELD_RIGHT) {
                    continue; // the top ruler's line, in the column
                }
                lines++;
                double p = side(line, lesson.shapeP());
                double q = side(line, lesson.shapeQ());
                assertThat(p * q).as("P on one side, Q on the other of %s", line).isNegative();
            }
        }
        assertThat(lines).isGreaterThan(100);
    }

    @Test
    void onOverlapAnArrowFromQsCentreShowsThePushOut() {
        preset("Overlapping: push-out");
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.ALL);
        Vec2 q = lesson.poseQ().position();
        assertThat(draw.shapes(Ink.HEADING)).contains(List.of(q, q.plus(lesson.result().pushOut())));
        assertThat(row("axes.row.push")).isEqualTo("(11.3, 0.0)");
        assertThat(lesson.headline()).isEqualTo("Overlapping on all 4 axes: push Q out by 11.3\u00a0px");
    }

    @Test
    void thePresetsShowWhatTheirNamesSay() {
        preset("Apart on P's axis");
        assertThat(row("axes.row.separating")).isEqualTo("0.0");
        preset("Apart only on Q's axis");
        SeparatingAxes.Result r = lesson.result();
        assertThat(r.axes()).filteredOn(SeparatingAxes.Shadows::separates).extracting(AxisRulers::axisDegrees).containsExactly("45.0");
        assertThat(Math.toDegrees(lesson.poseQ().angle())).isCloseTo(45, within(1e-9));
        preset("Hulls near miss");
        assertThat(lesson.shapes()).isEqualTo(SeparatingAxesLesson.Shapes.HULLS);
        assertThat(row("axes.row.verdict")).isEqualTo("separated");
        assertThat(row("axes.row.boxes")).isEqualTo("overlapping");
        assertThat(row("axes.row.falseAlarm")).isEqualTo("yes");
    }

    @Test
    void resetPutsTheShapesBackAndKeepsTheChoices() {
        lesson.setShapes(SeparatingAxesLesson.Shapes.HULLS);
        controlChoice("Sprite P").set().accept("missile");
        Pose p = lesson.poseP();
        Pose q = lesson.poseQ();
        Handle handle = lesson.grab(q.position(), 1).orElseThrow();
        handle.moveTo(new Vec2(200, 100));
        handle.turnBy(1);
        lesson.reset();
        assertThat(lesson.poseP()).isEqualTo(p);
        assertThat(lesson.poseQ()).isEqualTo(q);
        assertThat(lesson.shapes()).isEqualTo(SeparatingAxesLesson.Shapes.HULLS);
        assertThat(lesson.spriteP()).isEqualTo("missile");
    }

    @Test
    void aDraggedShapeKeepsItsWholeImageLeftOfTheRulers() {
        Handle handle = lesson.grab(lesson.poseP().position(), 1).orElseThrow();
        handle.moveTo(new Vec2(10_000, -10_000));
        double r = SPRITES.get("jet").circleRadius();
        assertThat(lesson.poseP().position().x()).isCloseTo(FIELD_RIGHT - r, within(1e-9));
        assertThat(lesson.poseP().position().y()).isCloseTo(r, within(1e-9));
        handle.turnBy(-0.5);
        assertThat(Math.toDegrees(lesson.poseP().angle())).isBetween(0.0, 360.0);
        lesson.setSpriteP("bomber");
        double bomber = SPRITES.get("bomber").circleRadius();
        assertThat(lesson.poseP().position()).isEqualTo(new Vec2(FIELD_RIGHT - bomber, bomber));
    }

    private void placeAtRandom(Random random) {
        lesson.place(Pose.of(80 + random.nextDouble() * 170, 80 + random.nextDouble() * 190, random.nextDouble() * 2 * Math.PI),
                Pose.of(80 + random.nextDouble() * 170, 80 + random.nextDouble() * 190, random.nextDouble() * 2 * Math.PI));
    }

    /** Returns which side of the line through {@code line} the polygon lies on: the sign its vertices share, or 0 if they differ. */
    private static double side(List<Vec2> line, List<Vec2> polygon) {
        Vec2 along = line.get(1).minus(line.get(0));
        double first = Math.signum(along.x() * (polygon.get(0).y() - line.get(0).y()) - along.y() * (polygon.get(0).x() - line.get(0).x()));
        for (Vec2 v : polygon) {
            double s = Math.signum(along.x() * (v.y() - line.get(0).y()) - along.y() * (v.x() - line.get(0).x()));
            if (s != first) {
                return 0;
            }
        }
        return first;
    }

    @SuppressWarnings("unchecked")
    private Control.Choice<String> controlChoice(String label) {
        return (Control.Choice<String>) lesson.controls().stream().filter(c -> c.label().equals(label)).findFirst().orElseThrow();
    }

    private void preset(String name) {
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply().run();
    }

    /** Apart, the push rows say there is none, in French agreeing with "poussée" and "longueur", both feminine. */
    @Test
    void apartTheFrenchPushRowsSayAucune() {
        lesson.place(Pose.of(80, 80, 0), Pose.of(250, 270, 0));
        assertThat(lesson.result().overlapping()).isFalse();
        org.spriteplayground.i18n.Texts.inLanguage(java.util.Locale.FRENCH, () -> {
            assertThat(row("axes.row.push")).isEqualTo("aucune");
            assertThat(row("axes.row.pushLength")).isEqualTo("aucune");
            assertThat(row("axes.row.separating")).as("« axe », masculine").isNotEqualTo("aucune");
            return null;
        });
    }

    private String row(String key) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key)).findFirst().orElseThrow().values().get(0);
    }
}
