package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

class ThreeOutcomesTest {

    private final ThreeOutcomes lesson = new ThreeOutcomes();

    @Test
    void seedPresetsGiveTheSeedsOutcomes() {
        preset("Full listing");
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.TOUCHING);
        assertThat(row("d²")).isEqualTo("2500.000000");
        assertThat(row("(r₁ + r₂)²")).isEqualTo("2500.000000");
        preset("Worked example");
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.NO_COLLISION);
        assertThat(row("d²")).isEqualTo("38125.000000");
        assertThat(row("(r₁ + r₂)²")).isEqualTo("7569.000000");
        preset("Overlapping");
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.OVERLAPPING);
    }

    @Test
    void eachOutcomeHasItsOwnInkAndItsNameOnTheCanvas() {
        preset("Worked example");
        RecordingDraw apart = new RecordingDraw();
        lesson.draw(apart, Overlays.NONE);
        assertThat(apart.marks()).filteredOn(m -> m.kind().equals("circle")).extracting(RecordingDraw.Mark::ink).containsOnly(Ink.APART).hasSize(2);
        assertThat(apart.marks()).anySatisfy(m -> assertThat(m.shape()).isEqualTo("NO_COLLISION"));
        preset("Overlapping");
        RecordingDraw overlapping = new RecordingDraw();
        lesson.draw(overlapping, Overlays.NONE);
        assertThat(overlapping.marks()).filteredOn(m -> m.kind().equals("circle")).extracting(RecordingDraw.Mark::ink).containsOnly(Ink.OVERLAPPING).hasSize(2);
    }

    @Test
    void walkingIntoContactFoolsExactEqualityButNotTheTolerance() {
        preset("Walked into contact");
        lesson.setTolerance(0);
        assertThat(lesson.outcome()).isNotEqualTo(CollisionResult.TOUCHING);
        assertThat(row("d² == (r₁ + r₂)² ?")).isEqualTo("no");
        lesson.setTolerance(1e-9);
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.TOUCHING);
    }

    @Test
    void snapToTouchingMovesTheSecondCircleAlongTheLineOfCentres() {
        lesson.place(Circle.of(0, 0, 30), Circle.of(300, 400, 20));
        lesson.snapToTouching();
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.TOUCHING);
        assertThat(lesson.second().center().x()).isCloseTo(30, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(lesson.second().center().y()).isCloseTo(40, org.assertj.core.api.Assertions.within(1e-9));
        lesson.place(Circle.of(5, 5, 3), Circle.of(5, 5, 2));
        lesson.snapToTouching();
        assertThat(lesson.second().center()).isEqualTo(new Vec2(10, 5));
    }

    @Test
    void dragAndWheelMoveAndResizeTheCircleUnderThePointer() {
        Handle q = lesson.grab(new Vec2(50, 50), 1).orElseThrow();
        q.moveTo(new Vec2(0, 50));
        assertThat(lesson.second().center()).isEqualTo(new Vec2(0, 50));
        q.resizeBy(5);
        assertThat(lesson.second().radius()).isEqualTo(15.0);
        q.resizeBy(-100);
        assertThat(lesson.second().radius()).isEqualTo(Handles.MIN_RADIUS);
        assertThat(lesson.grab(new Vec2(250, 200), 1)).isEmpty();
    }

    private void preset(String name) {
        lesson.presets().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply().run();
    }

    private String row(String label) {
        List<ReadoutTable.Row> rows = lesson.readouts().get(0).rows();
        return rows.stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow().values().get(0);
    }
}
