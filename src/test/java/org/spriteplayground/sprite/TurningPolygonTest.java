package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.algorithm.ConvexHull;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.spriteplayground.geometry.PolygonTruth;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;

/**
 * The turned polygons' separating axis test at whole degrees, held to an independent truth: the
 * world polygons' edges cross or one holds a corner of the other ({@link PolygonTruth}); cases
 * within a millionth of a pixel of touching (by JTS's distance) are left out.
 */
class TurningPolygonTest {

    private static final GeometryFactory JTS = new GeometryFactory();

    @Test
    void randomConvexPolygonsMeetExactlyWhenTheirWorldShapesDoInBothOrders() {
        Random random = new Random(4242L);
        int met = 0;
        int apart = 0;
        // More polygons than a polygon keeps pairs for, so pairs are made, kept, dropped and made again.
        List<List<Vec2>> pool = new ArrayList<>();
        List<TurningPolygon> turning = new ArrayList<>();
        for (int i = 0; i < TurningPolygon.PARTNERS + 4; i++) {
            pool.add(randomConvex(random));
            turning.add(new TurningPolygon(pool.get(i)));
        }
        for (int trial = 0; trial < 10_000; trial++) {
            int i = random.nextInt(pool.size());
            int j = random.nextInt(pool.size());
            List<Vec2> a = pool.get(i);
            List<Vec2> b = pool.get(j);
            TurningPolygon ta = turning.get(i);
            TurningPolygon tb = turning.get(j);
            Placement pa = new Placement(random.nextInt(21) - 10, random.nextInt(21) - 10, random.nextInt(360));
            Placement pb = new Placement(random.nextInt(31) - 15, random.nextInt(31) - 15, random.nextInt(360));
            List<Vec2> wa = world(a, pa.pose());
            List<Vec2> wb = world(b, pb.pose());
            boolean truth = PolygonTruth.intersect(wa, wb);
            if (!truth && jts(wa).distance(jts(wb)) < 1e-6) {
                continue;
            }
            int dx = pb.x() - pa.x();
            int dy = pb.y() - pa.y();
            assertThat(TurningPolygon.meet(ta, pa.degrees(), tb, pb.degrees(), dx, dy)).as("%s@%s vs %s@%s", a, pa, b, pb).isEqualTo(truth);
            assertThat(TurningPolygon.meet(tb, pb.degrees(), ta, pa.degrees(), -dx, -dy)).as("%s@%s vs %s@%s", b, pb, a, pa).isEqualTo(truth);
            met += truth ? 1 : 0;
            apart += truth ? 0 : 1;
        }
        assertThat(met).isGreaterThan(1_000);
        assertThat(apart).isGreaterThan(1_000);
    }

    @Test
    void touchingCountsAndAHairApartDoesNot() {
        List<Vec2> square = List.of(new Vec2(-5, -5), new Vec2(5, -5), new Vec2(5, 5), new Vec2(-5, 5));
        TurningPolygon t = new TurningPolygon(square);
        assertThat(TurningPolygon.meet(t, 0, t, 0, 10, 3)).isTrue();
        assertThat(TurningPolygon.meet(t, 0, t, 90, 10, 3)).isTrue();
        assertThat(TurningPolygon.meet(t, 0, t, 0, 11, 0)).isFalse();
        // A diamond (the square at 45°) reaches 5√2 along x.
        assertThat(TurningPolygon.meet(t, 0, t, 45, 12, 0)).isTrue();
        assertThat(TurningPolygon.meet(t, 0, t, 45, 13, 0)).isFalse();
        assertThat(TurningPolygon.meet(t, 45, t, 0, -13, 0)).isFalse();
    }

    @Test
    void areaIsTheShoelaceAreaAndRepeatedCornersAreDropped() {
        List<Vec2> triangle = List.of(new Vec2(0, 0), new Vec2(4, 0), new Vec2(4, 0), new Vec2(0, 3), new Vec2(0, 0));
        assertThat(new TurningPolygon(triangle).area()).isEqualTo(6.0);
    }

    private static List<Vec2> randomConvex(Random random) {
        int points = 3 + random.nextInt(10);
        Coordinate[] cs = new Coordinate[points];
        double size = 2 + random.nextDouble() * 15;
        double cx = random.nextDouble() * 10 - 5;
        double cy = random.nextDouble() * 10 - 5;
        for (int i = 0; i < points; i++) {
            cs[i] = new Coordinate(cx + (random.nextDouble() - 0.5) * size, cy + (random.nextDouble() - 0.5) * size * (0.2 + random.nextDouble()));
        }
        Coordinate[] hull = new ConvexHull(cs, JTS).getConvexHull().getCoordinates();
        List<Vec2> corners = new ArrayList<>();
        for (int i = 0; i < hull.length - 1; i++) {
            corners.add(new Vec2(hull[i].x, hull[i].y));
        }
        return corners.size() >= 3 ? corners : randomConvex(random);
    }

    private static List<Vec2> world(List<Vec2> local, Pose pose) {
        return local.stream().map(pose::toWorld).toList();
    }

    private static Geometry jts(List<Vec2> corners) {
        Coordinate[] ring = new Coordinate[corners.size() + 1];
        for (int i = 0; i < corners.size(); i++) {
            ring[i] = new Coordinate(corners.get(i).x(), corners.get(i).y());
        }
        ring[corners.size()] = ring[0];
        return JTS.createPolygon(ring);
    }
}
