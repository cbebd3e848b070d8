package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw.Side;

class LabelsTest {

    private static final Aabb VIEW = new Aabb(0, 0, 400, 300);

    /** Measures labels by the usual estimate. */
    private static final LabelRecorder DRAW = new LabelRecorder();

    @Test
    void eachLabelGoesOnASideNoOtherShapeReachesPast() {
        Aabb big = Labels.extent(Circle.of(200, 150, 60));
        Aabb small = Labels.extent(Circle.of(130, 150, 15));
        List<Labels.Spot> spots = Labels.around(DRAW, List.of(big, small), List.of(), VIEW, List.of("big", "small"));
        assertThat(spots.get(0)).isEqualTo(new Labels.Spot(new Vec2(200, 90), Side.ABOVE));
        assertThat(spots.get(1)).isEqualTo(new Labels.Spot(new Vec2(115, 150), Side.LEFT));
    }

    @Test
    void twoShapesThatTieDoNotShareASide() {
        Aabb left = Labels.extent(Circle.of(150, 150, 40));
        Aabb right = Labels.extent(Circle.of(250, 150, 40));
        List<Labels.Spot> spots = Labels.around(DRAW, List.of(left, right), List.of(), VIEW, List.of("a", "b"));
        assertThat(spots.get(0).side()).isEqualTo(Side.ABOVE);
        assertThat(spots.get(1).side()).isEqualTo(Side.RIGHT);
    }

    /**
     * A label outside the circle around it would read as that circle's (seed 003's "Wholly
     * inside"): the inner shape is labelled on its own top, and the layout finds the free place
     * nearest that.
     */
    @Test
    void aShapeInsideAnotherIsLabelledAtItsOwnSideNotBeyondBoth() {
        Aabb outer = Labels.extent(Circle.of(200, 150, 80));
        Aabb inner = Labels.extent(Circle.of(210, 150, 20));
        List<Labels.Spot> spots = Labels.around(DRAW, List.of(outer, inner), List.of(), VIEW, List.of("outer", "inner"));
        assertThat(spots.get(0)).isEqualTo(new Labels.Spot(new Vec2(200, 70), Side.ABOVE));
        assertThat(spots.get(1)).isEqualTo(new Labels.Spot(new Vec2(210, 130), Side.ABOVE));
    }

    @Test
    void anObstacleTakesASideAway() {
        Aabb shape = Labels.extent(Circle.of(200, 150, 40));
        Aabb mark = new Aabb(195, 100, 205, 112);
        assertThat(Labels.around(DRAW, List.of(shape), List.of(mark), VIEW, List.of("c")).get(0).side()).isEqualTo(Side.LEFT);
    }

    @Test
    void noLabelWithoutRoomInTheView() {
        Aabb topLeft = new Aabb(0, 0, 50, 50);
        Aabb other = new Aabb(100, 100, 150, 150);
        Labels.Spot spot = Labels.around(DRAW, List.of(topLeft), List.of(other), VIEW, List.of("a rather long label")).get(0);
        assertThat(spot.side()).isNotIn(Side.ABOVE, Side.LEFT);
    }
}
