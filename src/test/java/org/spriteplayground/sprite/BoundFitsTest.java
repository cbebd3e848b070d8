package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.PolygonTruth;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;

/** The 8-DOP and the capsule fitted to a sprite: they hold every opaque corner, and they are as small as they claim. */
class BoundFitsTest {

    @Test
    void aFullRectangleIsItsOwnEightDopAndItsCapsuleRunsAlongTheLongSide() {
        int[] argb = new int[60 * 80];
        Arrays.fill(argb, 0xFF000000);
        SpriteAnalysis full = SpriteAnalysis.of(new Sprite("block", AlphaMask.fromArgb(60, 80, argb)));
        assertThat(full.kdop8()).containsExactlyInAnyOrder(new Vec2(-30, -40), new Vec2(30, -40), new Vec2(30, 40), new Vec2(-30, 40));
        assertThat(full.area(BoundKind.KDOP8, Pose.of(0, 0, 1))).isEqualTo(4800.0);
        assertThat(full.area(BoundKind.HULL, Pose.of(0, 0, 1))).isEqualTo(4800.0);
        Capsule capsule = full.capsule();
        assertThat(capsule.spine().from().x()).isZero();
        assertThat(capsule.spine().to().x()).isZero();
        assertThat(capsule.radius()).isBetween(30.0, 50.0);
    }

    @Test
    void theEightDopIsTheRegionInsideAllFourSlabs() {
        for (String name : SpriteLoader.BUNDLED) {
            SpriteAnalysis a = SpriteAnalysis.of(SpriteLoader.bundled(name).sprite());
            double[][] slabs = slabs(a.hull());
            assertThat(a.kdop8().size()).as(name).isBetween(4, 8);
            Random random = new Random(name.hashCode());
            double r = a.circleRadius();
            for (int i = 0; i < 20_000; i++) {
                Vec2 p = new Vec2((random.nextDouble() * 2 - 1) * r, (random.nextDouble() * 2 - 1) * r);
                boolean inSlabs = true;
                double margin = Double.POSITIVE_INFINITY;
                for (double[] slab : slabs) {
                    double t = slab[0] * p.x() + slab[1] * p.y();
                    inSlabs &= t >= slab[2] && t <= slab[3];
                    margin = Math.min(margin, Math.abs(t - slab[2]));
                    margin = Math.min(margin, Math.abs(t - slab[3]));
                }
                if (margin > 1e-6) {
                    assertThat(PolygonTruth.inside(p, a.kdop8())).as("%s %s", name, p).isEqualTo(inSlabs);
                }
            }
        }
    }

    @Test
    void everyOpaqueCornerIsInsideTheEightDopAndTheCapsule() {
        for (String name : SpriteLoader.BUNDLED) {
            SpriteAnalysis a = SpriteAnalysis.of(SpriteLoader.bundled(name).sprite());
            AlphaMask mask = a.sprite().mask();
            Capsule c = a.capsule();
            for (int y = 0; y < mask.height(); y++) {
                for (int x = 0; x < mask.width(); x++) {
                    if (!mask.isOpaque(x, y)) {
                        continue;
                    }
                    for (int cx = 0; cx <= 1; cx++) {
                        for (int cy = 0; cy <= 1; cy++) {
                            Vec2 corner = new Vec2(x + cx - mask.width() / 2.0, y + cy - mask.height() / 2.0);
                            assertThat(PolygonTruth.inside(corner, a.kdop8())).as("%s corner %s", name, corner).isTrue();
                            assertThat(Math.sqrt(c.spine().closestPoint(corner).distanceSquared(corner))).as("%s corner %s", name, corner)
                                    .isLessThanOrEqualTo(c.radius());
                        }
                    }
                }
            }
        }
    }

    @Test
    void noCapsuleOnTheLongCentreLineIsSmallerAtAnyRadius() {
        for (String name : SpriteLoader.BUNDLED) {
            SpriteAnalysis a = SpriteAnalysis.of(SpriteLoader.bundled(name).sprite());
            boolean upright = a.tightBox().height() >= a.tightBox().width();
            double middle = upright ? a.tightBox().center().x() : a.tightBox().center().y();
            Capsule c = a.capsule();
            assertThat(upright ? c.spine().from().x() : c.spine().from().y()).isEqualTo(middle);
            double fitted = a.area(BoundKind.CAPSULE, Pose.of(0, 0, 0));
            double least = Math.min(a.tightBox().width(), a.tightBox().height()) / 2;
            double most = Math.hypot(a.tightBox().width(), a.tightBox().height()) / 2;
            for (int i = 0; i <= 20_000; i++) {
                double r = least + (most - least) * i / 20_000;
                // The shortest spine of radius r holding every hull corner, found corner by corner.
                double start = Double.POSITIVE_INFINITY;
                double end = Double.NEGATIVE_INFINITY;
                for (Vec2 v : a.hull()) {
                    double along = upright ? v.y() : v.x();
                    double across = upright ? v.x() - middle : v.y() - middle;
                    double reach = Math.sqrt(Math.max(0, r * r - across * across));
                    start = Math.min(start, along + reach);
                    end = Math.max(end, along - reach);
                }
                double area = 2 * r * Math.max(0, end - start) + Math.PI * r * r;
                assertThat(fitted).as("%s at r = %s", name, r).isLessThanOrEqualTo(area + 1e-6 * area);
            }
            assertThat(fitted).as(name).isGreaterThanOrEqualTo(a.area(BoundKind.HULL, Pose.of(0, 0, 0)));
        }
    }

    @Test
    void theShapesTurnAboutThePivotKeepingTheirArea() {
        SpriteAnalysis crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());
        Pose turned = Pose.of(100, 50, Math.toRadians(37));
        assertThat(crescent.kdop8(turned).get(0)).isEqualTo(turned.toWorld(crescent.kdop8().get(0)));
        assertThat(crescent.hull(turned).get(1)).isEqualTo(turned.toWorld(crescent.hull().get(1)));
        assertThat(crescent.capsule(turned).spine().to()).isEqualTo(turned.toWorld(crescent.capsule().spine().to()));
        for (BoundKind kind : List.of(BoundKind.HULL, BoundKind.CAPSULE, BoundKind.KDOP8)) {
            assertThat(crescent.area(kind, turned)).isCloseTo(crescent.area(kind, Pose.of(0, 0, 0)), within(1e-9));
        }
    }

    /** The four slabs, each (direction x, direction y, least shadow, greatest shadow) of the hull's corners. */
    private static double[][] slabs(List<Vec2> hull) {
        double s = Math.sqrt(0.5);
        double[][] directions = {{1, 0}, {s, s}, {0, 1}, {-s, s}};
        double[][] slabs = new double[4][];
        for (int k = 0; k < 4; k++) {
            double[] u = directions[k];
            double lo = hull.stream().mapToDouble(v -> u[0] * v.x() + u[1] * v.y()).min().orElseThrow();
            double hi = hull.stream().mapToDouble(v -> u[0] * v.x() + u[1] * v.y()).max().orElseThrow();
            slabs[k] = new double[] {u[0], u[1], lo, hi};
        }
        return slabs;
    }
}
