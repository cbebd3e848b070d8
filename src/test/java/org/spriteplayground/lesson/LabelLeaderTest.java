package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw.Side;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

/**
 * A label written away from what it names has a leader back to it, and a label is written near
 * what it names when there is room there, since a label far from its shape reads as the label of
 * something else.
 */
class LabelLeaderTest {

    private static final Aabb VIEW = new Aabb(0, 0, 400, 300);

    /** Most label heights between a label and what it names, where there is room nearer. */
    private static final double NEAR = 3;

    @Test
    void aLabelPushedAwayFromItsAnchorHasALeaderFromTheAnchorToTheNearestPointOfItsBox() {
        LabelRecorder recorder = new LabelRecorder();
        LabelLayout layout = new LabelLayout(recorder, VIEW);
        layout.box(new Aabb(100, 100, 300, 200), Ink.WALL);
        Vec2 anchor = new Vec2(200, 150);
        layout.label(anchor, "inside the wall", Ink.HIT, Side.ABOVE);
        layout.finish();
        LabelRecorder.Label label = recorder.label("inside the wall");
        Aabb box = recorder.box(label, VIEW);
        assertThat(LabelSearch.distance(box, anchor)).isGreaterThan(recorder.labelSize(label.text(), VIEW).y());
        assertThat(recorder.leaders()).hasSize(1);
        LabelRecorder.Leader leader = recorder.leaders().get(0);
        assertThat(leader.from()).isEqualTo(anchor);
        assertThat(leader.ink()).isEqualTo(Ink.HIT);
        assertThat(Math.sqrt(leader.to().distanceSquared(anchor))).isCloseTo(LabelSearch.distance(box, anchor), within(1e-9));
        assertThat(LabelSearch.distance(box, leader.to())).isZero();
    }

    @Test
    void aLabelWrittenAtItsAnchorHasNoLeader() {
        LabelRecorder recorder = new LabelRecorder();
        LabelLayout layout = new LabelLayout(recorder, VIEW);
        layout.box(new Aabb(100, 100, 300, 200), Ink.WALL);
        layout.label(new Vec2(200, 100), "on top", Ink.TEXT, Side.ABOVE);
        layout.finish();
        assertThat(recorder.label("on top").at()).isEqualTo(new Vec2(200, 100));
        assertThat(recorder.leaders()).isEmpty();
    }

    /** Seed 003's "Wholly inside": P₁'s label outside the big circle P₀ read as P₀'s. */
    @Test
    void theInnerCirclesLabelIsInsideTheOuterCircleNextToTheInnerOne() {
        BorderCrossings lesson = preset(new BorderCrossings(), "Wholly inside");
        LabelRecorder draw = draw(lesson);
        Aabb box = draw.box(draw.label("P₁"), lesson.bounds());
        Circle outer = lesson.first();
        for (Vec2 corner : List.of(new Vec2(box.minX(), box.minY()), new Vec2(box.maxX(), box.minY()), new Vec2(box.minX(), box.maxY()),
                new Vec2(box.maxX(), box.maxY()))) {
            assertThat(Math.sqrt(corner.distanceSquared(outer.center()))).as("corner %s", corner).isLessThan(outer.radius());
        }
        assertThat(fromCircle(box, lesson.second())).isLessThanOrEqualTo(NEAR * height(draw, lesson.bounds()));
    }

    /** Seed 003's "Intersection 3": a crossing's label ~240 px from it, a and h below the circles. */
    @Test
    void crossingAndConstructionLabelsLieNearWhatTheyName() {
        BorderCrossings lesson = preset(new BorderCrossings(), "Intersection 3");
        LabelRecorder draw = draw(lesson);
        Aabb view = lesson.bounds();
        double near = NEAR * height(draw, view);
        CircleIntersection.Crossing crossing = (CircleIntersection.Crossing) CircleIntersection.of(lesson.first(), lesson.second());
        for (Vec2 p : List.of(crossing.first(), crossing.second())) {
            String text = Text.point(p, BorderCrossings.DECIMALS);
            LabelRecorder.Label label = draw.labels().stream().filter(l -> l.text().replace('\n', ' ').equals(text)).findFirst().orElseThrow();
            assertThat(LabelSearch.distance(draw.box(label, view), p)).as(text).isLessThanOrEqualTo(near);
        }
        CircleIntersection.Construction c = CircleIntersection.Construction.of(lesson.first(), lesson.second());
        Vec2 aMiddle = lesson.first().center().plus(c.midpoint()).times(0.5);
        assertThat(LabelSearch.distance(draw.box(draw.label("a = "), view), aMiddle)).isLessThanOrEqualTo(near);
        Vec2 hMiddle = c.midpoint().plus(crossing.first()).times(0.5);
        assertThat(LabelSearch.distance(draw.box(draw.label("h = "), view), hMiddle)).isLessThanOrEqualTo(near);
    }

    /** Three outcomes: Q dragged to the bottom-right corner got its label at the top right. */
    @Test
    void aCircleDraggedIntoTheCornerKeepsItsLabelBesideIt() {
        ThreeOutcomes lesson = new ThreeOutcomes();
        Aabb view = lesson.bounds();
        Circle q = lesson.second();
        lesson.grab(q.center(), 0.01).orElseThrow().moveTo(new Vec2(view.maxX() - q.radius() - 1, view.maxY() - q.radius() - 1));
        LabelRecorder draw = draw(lesson);
        Aabb box = draw.box(draw.label("Q"), view);
        assertThat(fromCircle(box, lesson.second())).isLessThanOrEqualTo(NEAR * height(draw, view));
    }

    private static <T extends Lesson> T preset(T lesson, String name) {
        PresetScenes.of(lesson).stream().filter(p -> p.name().startsWith(name)).findFirst().orElseThrow().apply().run();
        return lesson;
    }

    private static LabelRecorder draw(Lesson lesson) {
        LabelRecorder draw = new LabelRecorder();
        lesson.draw(draw, Overlays.ALL);
        return draw;
    }

    /** Returns a one-line label's height on {@code view}. */
    private static double height(LabelRecorder draw, Aabb view) {
        return draw.labelSize("x", view).y();
    }

    /** Returns how far {@code box} is from the outline of {@code c}, outside it. */
    private static double fromCircle(Aabb box, Circle c) {
        return Math.max(0, LabelSearch.distance(box, c.center()) - c.radius());
    }
}
