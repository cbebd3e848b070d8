package org.spriteplayground.lesson.draw;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/** The label rule: a fixed offset, slid into the view, moved past an earlier label away from what it names, a leader when moved off. */
class LabelsTest {

    private static final Aabb VIEW = new Aabb(0, 0, 100, 50);

    /** Records what reaches the surface, in order; a label is one unit wide a character and two high a line. */
    private static class Surface implements DebugDraw {
        final List<String> calls = new ArrayList<>();
        final List<Aabb> boxes = new ArrayList<>();
        final List<Vec2[]> leaders = new ArrayList<>();

        @Override
        public Vec2 labelSize(String text, Aabb view) {
            String[] lines = text.split("\n");
            int widest = 0;
            for (String line : lines) {
                widest = Math.max(widest, line.length());
            }
            return new Vec2(widest, 2 * lines.length);
        }

        @Override
        public void circle(Circle circle, Ink ink) {
            calls.add("circle");
        }

        @Override
        public void label(Vec2 at, String text, Ink ink, Side side) {
            calls.add("label " + text);
            boxes.add(Labels.box(at, side, labelSize(text, VIEW)));
        }

        @Override
        public void leader(Vec2 from, Vec2 to, Ink ink) {
            leaders.add(new Vec2[] {from, to});
            calls.add("leader " + from + " " + to);
        }
    }

    private final Surface surface = new Surface();
    private final Labels labels = new Labels(surface, VIEW);

    @Test
    void aLabelWithRoomIsWrittenAtItsOffsetAfterTheShapesWithoutALeader() {
        labels.label(new Vec2(50, 25), "abcd", Ink.TEXT);
        labels.circle(Circle.of(50, 30, 5), Ink.DOT);
        labels.finish();
        assertThat(surface.calls).containsExactly("circle", "label abcd");
        assertThat(surface.boxes).containsExactly(new Aabb(48, 23, 52, 25));
    }

    @Test
    void aLabelIsSlidIntoTheViewAndGetsALeaderOnlyWhenMovedOffByMoreThanHalfItsHeight() {
        labels.label(new Vec2(1, 30), "abcdefgh", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.label(new Vec2(50, 0.5), "ab", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.label(new Vec2(90, -3), "ab", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.finish();
        assertThat(surface.boxes).containsExactly(new Aabb(0, 28, 8, 30), new Aabb(49, 0, 51, 2), new Aabb(89, 0, 91, 2));
        assertThat(surface.calls).containsExactly("label abcdefgh", "label ab", "leader " + new Vec2(90, -3) + " " + new Vec2(90, 0), "label ab");
    }

    @Test
    void aLabelOverAnEarlierOneMovesPastItAwayFromWhatItNamesWithALeader() {
        labels.label(new Vec2(40, 25), "abcdef", Ink.TEXT, DebugDraw.Side.RIGHT);
        labels.label(new Vec2(47, 26), "abcd", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.finish();
        assertThat(surface.boxes).containsExactly(new Aabb(40, 24, 46, 26), new Aabb(45, 22, 49, 24));
        assertThat(surface.calls).filteredOn(c -> c.startsWith("leader")).containsExactly("leader " + new Vec2(47, 26) + " " + new Vec2(47, 24));
    }

    @Test
    void aLabelWhoseLeaderWouldRunThroughAnEarlierLabelGoesWhereItsLeaderRunsThroughNone() {
        labels.label(new Vec2(51, 25), "abcdef", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.label(new Vec2(51, 25), "abcd", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.finish();
        Aabb first = surface.boxes.get(0);
        Aabb second = surface.boxes.get(1);
        assertThat(second).as("past the first, up, its leader would run through it").isNotEqualTo(new Aabb(49, 21, 53, 23));
        assertThat(Obstacles.meet(first, second)).isFalse();
        Vec2 end = new Vec2(Math.max(second.minX(), Math.min(51, second.maxX())), Math.max(second.minY(), Math.min(25, second.maxY())));
        assertThat(Obstacles.through(new Vec2(51, 25), end, first)).as("leader to %s", second).isFalse();
    }

    @Test
    void noLeaderRunsThroughALabelButItsOwnNorAcrossAnotherLeader() {
        for (DebugDraw.Side side : DebugDraw.Side.values()) {
            labels.label(new Vec2(50, 20), "abc", Ink.TEXT, side);
            labels.label(new Vec2(51, 21), "ab", Ink.TEXT, side);
        }
        labels.finish();
        List<Vec2[]> leaders = surface.leaders;
        assertThat(leaders).as("some labels had to move off").isNotEmpty();
        for (Vec2[] leader : leaders) {
            for (Aabb box : surface.boxes) {
                boolean own = box.minX() <= leader[1].x() && leader[1].x() <= box.maxX() && box.minY() <= leader[1].y() && leader[1].y() <= box.maxY();
                assertThat(!own && Obstacles.through(leader[0], leader[1], box)).as("leader %s to %s through %s", leader[0], leader[1], box).isFalse();
            }
            assertThat(leaders).noneMatch(other -> Obstacles.cross(leader[0], leader[1], other[0], other[1]));
        }
    }

    @Test
    void withNoRoomThatWayALabelTurnsAndPassesTheLabelsTheOtherWay() {
        labels.label(new Vec2(20, 2), "abcd", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.label(new Vec2(20, 2), "abcd", Ink.TEXT, DebugDraw.Side.ABOVE);
        labels.finish();
        assertThat(surface.boxes).containsExactly(new Aabb(18, 0, 22, 2), new Aabb(18, 2, 22, 4));
    }

    @Test
    void aLabelIsKeptOffFilledBodiesAndSpritesImages() {
        Surface sized = new Surface() {
            @Override
            public Optional<Vec2> spriteSize(String spriteName) {
                return Optional.of(new Vec2(10, 4));
            }
        };
        Labels on = new Labels(sized, VIEW);
        on.sprite("jet", Pose.of(30, 10, Math.PI / 2));
        on.label(new Vec2(30, 10), "ab", Ink.TEXT, DebugDraw.Side.ABOVE);
        on.capsule(new Capsule(new Segment(new Vec2(60, 5), new Vec2(60, 30)), 3), Ink.WALL);
        on.label(new Vec2(60, 12), "ab", Ink.TEXT, DebugDraw.Side.ABOVE);
        on.circle(Circle.of(80, 20, 6), Ink.DOT);
        on.label(new Vec2(80, 20), "ab", Ink.TEXT, DebugDraw.Side.BELOW);
        on.finish();
        Aabb turnedJet = new Aabb(28, 5, 32, 15);
        assertThat(Obstacles.meet(sized.boxes.get(0), turnedJet)).as("%s", sized.boxes.get(0)).isFalse();
        assertThat(Obstacles.meet(sized.boxes.get(1), new Aabb(57, 2, 63, 33))).as("%s", sized.boxes.get(1)).isFalse();
        Aabb dot = sized.boxes.get(2);
        assertThat(Math.hypot(Math.max(dot.minX(), Math.min(80, dot.maxX())) - 80, Math.max(dot.minY(), Math.min(20, dot.maxY())) - 20)).as("%s", dot).isGreaterThanOrEqualTo(6);
    }

    @Test
    void aLabelKeepsOffThePointsDrawn() {
        labels.point(new Vec2(50, 24), Ink.CENTER);
        labels.label(new Vec2(50, 25), "abcd", Ink.TEXT);
        labels.finish();
        Aabb box = surface.boxes.get(0);
        assertThat(Obstacles.within(new Vec2(50, 24), box)).as("%s", box).isFalse();
    }

    @Test
    void aLabelThatFindsNoClearSpotInTheViewIsLeftOut() {
        Labels small = new Labels(surface, new Aabb(0, 0, 10, 3));
        small.label(new Vec2(5, 2), "abcd", Ink.TEXT);
        small.label(new Vec2(5, 2), "efgh", Ink.TEXT);
        small.label(new Vec2(5, 2), "abcdefghijkl", Ink.TEXT);
        small.finish();
        assertThat(surface.calls).containsExactly("label abcd");
        assertThat(surface.boxes).containsExactly(new Aabb(3, 0, 7, 2));
    }

    @Test
    void whereNotEveryLabelFitsTheVerdictsArePlacedFirst() {
        Labels small = new Labels(surface, new Aabb(0, 0, 4, 3));
        small.label(new Vec2(2, 2), "abcd", Ink.TEXT);
        small.verdict(new Vec2(2, 2), "HIT", Ink.HIT, DebugDraw.Side.ABOVE);
        small.finish();
        assertThat(surface.calls).containsExactly("label HIT");
    }

    @Test
    void whereEveryLabelFitsTheyArePlacedInTheOrderDrawn() {
        labels.label(new Vec2(50, 25), "abcd", Ink.TEXT);
        labels.verdict(new Vec2(50, 25), "HIT", Ink.HIT, DebugDraw.Side.ABOVE);
        labels.finish();
        assertThat(surface.calls).filteredOn(c -> c.startsWith("label")).containsExactly("label abcd", "label HIT");
        assertThat(surface.boxes.get(0)).isEqualTo(new Aabb(48, 23, 52, 25));
    }

    @Test
    void aLabelWiderThanTheViewIsBrokenAtTheSpaceNearestItsMiddle() {
        assertThat(Labels.halved("(0.50000, −1.93649)")).isEqualTo("(0.50000,\n−1.93649)");
        assertThat(Labels.halved("exact: HIT   seed 002: HIT")).isEqualTo("exact: HIT  \nseed 002: HIT");
        Labels narrow = new Labels(surface, new Aabb(0, 0, 12, 20));
        narrow.label(new Vec2(6, 10), "abcdefg hijklm", Ink.TEXT);
        narrow.finish();
        assertThat(surface.calls).containsExactly("label abcdefg\nhijklm");
    }

    @Test
    void aLabelSlidOntoACirclesOutlineMovesToTheNearestSpotClearOfIt() {
        Circle flush = Circle.of(50, 3, 3);
        labels.circle(flush, Ink.BOUNDING_CIRCLE);
        labels.label(flush, "abcd", Ink.TEXT);
        labels.finish();
        Aabb box = surface.boxes.get(0);
        assertThat(Obstacles.crosses(new Aabb(48, 0, 52, 2), flush)).as("where the view alone puts it").isTrue();
        assertThat(Obstacles.crosses(box, flush)).as("%s", box).isFalse();
        assertThat(box).as("half its height down: inside the circle, clear of its line").isEqualTo(new Aabb(48, 1, 52, 3));
    }

    @Test
    void aLabelInsideABoxOrTouchingACircleStaysWhereTheRulePutsIt() {
        labels.box(new Aabb(10, 10, 90, 40), Ink.AABB);
        labels.circle(Circle.of(50, 35, 5), Ink.BOUNDING_CIRCLE);
        labels.label(new Vec2(50, 30), "abcd", Ink.TEXT);
        labels.finish();
        assertThat(surface.boxes).containsExactly(new Aabb(48, 28, 52, 30));
        assertThat(surface.calls).noneMatch(c -> c.startsWith("leader"));
    }

    @Test
    void anOutlineCrossesABoxOnlyWhereItRunsThroughItsInside() {
        Circle c = Circle.of(0, 0, 10);
        assertThat(Obstacles.crosses(new Aabb(-1, -1, 1, 1), c)).as("inside").isFalse();
        assertThat(Obstacles.crosses(new Aabb(-1, -12, 1, -10), c)).as("touching the top").isFalse();
        assertThat(Obstacles.crosses(new Aabb(-1, -11, 1, -9), c)).as("across the top").isTrue();
        assertThat(Obstacles.crosses(new Aabb(-20, -20, 20, 20), c)).as("round all of it").isTrue();
        Aabb outline = new Aabb(0, 0, 10, 10);
        assertThat(Obstacles.crosses(new Aabb(1, 1, 9, 9), outline)).as("inside").isFalse();
        assertThat(Obstacles.crosses(new Aabb(10, 0, 12, 2), outline)).as("touching").isFalse();
        assertThat(Obstacles.crosses(new Aabb(9, 1, 11, 2), outline)).as("across an edge").isTrue();
        assertThat(Obstacles.crosses(new Aabb(-1, -1, 11, 11), outline)).as("round all of it").isTrue();
    }
}
