package org.spriteplayground.geometry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Box against box: axis-aligned by intervals, turned by separating axes, both orders. */
class BoxBoxTest {

    @Test
    void axisAlignedBoxesTouchingAtAnEdgeCollide() {
        Aabb a = new Aabb(0, 0, 10, 10);
        assertBoth(a, new Aabb(10, 0, 20, 10), true);
        assertBoth(a, new Aabb(10, 10, 20, 20), true);
        assertBoth(a, new Aabb(10.001, 0, 20, 10), false);
        assertBoth(a, new Aabb(2, 2, 3, 3), true);
    }

    @Test
    void turnedJetsMeetLaterThanTheirAxisAlignedBoxes() {
        // Two 60 x 80 jets at 45 degrees, 95 apart: the AABBs (side 99) overlap, the images do not:
        // along the jets' own x axis the centres are 67.2 apart, more than 30 + 30.
        Pose left = Pose.of(100, 200, Math.PI / 4);
        Pose right = Pose.of(195, 200, Math.PI / 4);
        Obb a = Obb.of(left, 60, 80);
        Obb b = Obb.of(right, 60, 80);
        assertThat(Collisions.overlaps(Aabb.ofRotatedRect(100, 200, 60, 80, Math.PI / 4), Aabb.ofRotatedRect(195, 200, 60, 80, Math.PI / 4))).isTrue();
        assertThat(Collisions.overlaps(a, b)).isFalse();
        assertThat(Collisions.overlaps(b, a)).isFalse();
        assertThat(Collisions.overlaps(a, Obb.of(Pose.of(160, 200, Math.PI / 4), 60, 80))).isTrue();
    }

    @Test
    void separatingAxesAgreeWithSamplingTheRectangles() {
        Random random = new Random(5L);
        int hits = 0;
        for (int i = 0; i < 2_000; i++) {
            Obb a = new Obb(new Vec2(random.nextDouble() * 40, random.nextDouble() * 40), 1 + random.nextDouble() * 10, 1 + random.nextDouble() * 10, random.nextDouble() * 7);
            Obb b = new Obb(new Vec2(random.nextDouble() * 40, random.nextDouble() * 40), 1 + random.nextDouble() * 10, 1 + random.nextDouble() * 10, random.nextDouble() * 7);
            boolean sat = Collisions.overlaps(a, b);
            assertThat(Collisions.overlaps(b, a)).isEqualTo(sat);
            boolean sampled = anySampleInside(a, b) || anySampleInside(b, a) || edgesCross(a, b);
            if (sampled) {
                hits++;
                assertThat(sat).as("%s and %s share points", a, b).isTrue();
            }
            if (sat && !sampled) {
                // Only a graze can escape the samples: grown a little, the boxes must visibly meet.
                Obb grown = new Obb(a.center(), a.halfWidth() + 0.05, a.halfHeight() + 0.05, a.angle());
                assertThat(anySampleInside(grown, b) || anySampleInside(b, grown) || edgesCross(grown, b)).isTrue();
            }
            // The AABBs of the two boxes always overlap when the boxes do.
            if (sat) {
                assertThat(Collisions.overlaps(aabbOf(a), aabbOf(b))).isTrue();
            }
        }
        assertThat(hits).isBetween(200, 1_800);
    }

    private static void assertBoth(Aabb a, Aabb b, boolean expected) {
        assertThat(Collisions.overlaps(a, b)).isEqualTo(expected);
        assertThat(Collisions.overlaps(b, a)).isEqualTo(expected);
    }

    private static boolean anySampleInside(Obb box, Obb other) {
        for (int i = 0; i <= 20; i++) {
            for (int j = 0; j <= 20; j++) {
                Vec2 local = new Vec2((i / 10.0 - 1) * box.halfWidth(), (j / 10.0 - 1) * box.halfHeight());
                if (other.contains(new Pose(box.center(), box.angle()).toWorld(local))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean edgesCross(Obb a, Obb b) {
        List<Vec2> p = a.corners();
        List<Vec2> q = b.corners();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                if (segmentsCross(p.get(i), p.get((i + 1) % 4), q.get(j), q.get((j + 1) % 4))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean segmentsCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
        double d1 = cross(b.minus(a), c.minus(a));
        double d2 = cross(b.minus(a), d.minus(a));
        double d3 = cross(d.minus(c), a.minus(c));
        double d4 = cross(d.minus(c), b.minus(c));
        return d1 * d2 < 0 && d3 * d4 < 0;
    }

    private static double cross(Vec2 u, Vec2 v) {
        return u.x() * v.y() - u.y() * v.x();
    }

    private static Aabb aabbOf(Obb box) {
        return Aabb.ofRotatedRect(box.center().x(), box.center().y(), 2 * box.halfWidth(), 2 * box.halfHeight(), box.angle());
    }
}
