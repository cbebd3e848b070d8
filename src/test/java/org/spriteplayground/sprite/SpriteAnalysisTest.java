package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.SeparatingAxes;
import org.spriteplayground.geometry.Vec2;

/** What is derived once per sprite, and the promise that every enclosing bound holds the truth. */
class SpriteAnalysisTest {

    @Test
    void aFullRectangleIsItsOwnTightBoxHullAndHalfDiagonalCircle() {
        int[] argb = new int[60 * 80];
        java.util.Arrays.fill(argb, 0xFF000000);
        SpriteAnalysis full = SpriteAnalysis.of(new Sprite("block", AlphaMask.fromArgb(60, 80, argb)));
        assertThat(full.tightBox()).isEqualTo(new Aabb(-30, -40, 30, 40));
        assertThat(full.hull()).containsExactlyInAnyOrder(new Vec2(-30, -40), new Vec2(30, -40), new Vec2(30, 40), new Vec2(-30, 40));
        assertThat(full.minCircle().radius()).isCloseTo(50, within(1e-9));
        assertThat(full.minCircle().center().length()).isLessThan(1e-9);
        Pose diagonal = Pose.of(0, 0, Math.PI / 4);
        assertThat(full.area(BoundKind.AABB, diagonal)).isCloseTo(9800, within(1e-6));
        assertThat(full.area(BoundKind.TIGHT_AABB, diagonal)).isCloseTo(9800, within(1e-6));
        assertThat(full.area(BoundKind.OBB, diagonal)).isEqualTo(4800.0);
        assertThat(full.area(BoundKind.PIXELS, diagonal)).isEqualTo(4800.0);
    }

    @Test
    void everyOpaqueCornerIsInsideTheHullTheTightBoxAndTheSmallestCircle() {
        for (String name : SpriteLoader.BUNDLED) {
            SpriteAnalysis a = SpriteAnalysis.of(SpriteLoader.bundled(name).sprite());
            AlphaMask mask = a.sprite().mask();
            double halfW = mask.width() / 2.0;
            double halfH = mask.height() / 2.0;
            for (int y = 0; y < mask.height(); y++) {
                for (int x = 0; x < mask.width(); x++) {
                    if (!mask.isOpaque(x, y)) {
                        continue;
                    }
                    for (int cx = 0; cx <= 1; cx++) {
                        for (int cy = 0; cy <= 1; cy++) {
                            Vec2 corner = new Vec2(x + cx - halfW, y + cy - halfH);
                            assertThat(a.tightBox().contains(corner)).isTrue();
                            assertThat(insideConvex(a.hull(), corner)).as("%s corner %s", name, corner).isTrue();
                            assertThat(Math.sqrt(a.minCircle().center().distanceSquared(corner))).isLessThanOrEqualTo(a.minCircle().radius() + 1e-9);
                        }
                    }
                }
            }
            assertThat(a.minCircle().radius()).as(name).isLessThanOrEqualTo(Math.hypot(halfW, halfH) + 1e-9);
            assertThat(a.tightBox().area()).isGreaterThanOrEqualTo(a.opaquePixels());
        }
    }

    @Test
    void noEnclosingBoundEverMissesAPixelHit() {
        List<SpriteAnalysis> sprites = SpriteLoader.BUNDLED.stream().map(n -> SpriteAnalysis.of(SpriteLoader.bundled(n).sprite())).toList();
        Random random = new Random(2026L);
        int truths = 0;
        for (int i = 0; i < sprites.size(); i++) {
            for (int j = i; j < sprites.size(); j++) {
                SpriteAnalysis a = sprites.get(i);
                SpriteAnalysis b = sprites.get(j);
                double reach = a.circle(Pose.of(0, 0, 0)).radius() + b.circle(Pose.of(0, 0, 0)).radius();
                for (int trial = 0; trial < 100_000; trial++) {
                    Placement pa = new Placement(0, 0, random.nextInt(360));
                    double r = reach * Math.sqrt(random.nextDouble()) * 1.1;
                    double t = random.nextDouble() * 2 * Math.PI;
                    Placement pb = new Placement((int) Math.round(r * Math.cos(t)), (int) Math.round(r * Math.sin(t)), random.nextInt(360));
                    if (!Bounds.overlap(BoundKind.PIXELS, a, pa, b, pb)) {
                        continue;
                    }
                    truths++;
                    for (BoundKind kind : BoundKind.values()) {
                        if (kind.encloses()) {
                            assertThat(Bounds.overlap(kind, a, pa, b, pb)).as("%s misses %s at %s vs %s at %s", kind, a.sprite().name(), pa, b.sprite().name(), pb).isTrue();
                        }
                    }
                }
            }
        }
        assertThat(truths).as("pixel hits among 1.5 million placements").isGreaterThan(100_000);
    }

    @Test
    void placementTablesAgreeWithTheGeometryApiShapes() {
        List<SpriteAnalysis> sprites = SpriteLoader.BUNDLED.stream().map(n -> SpriteAnalysis.of(SpriteLoader.bundled(n).sprite())).toList();
        Random random = new Random(77L);
        int hits = 0;
        for (int trial = 0; trial < 200_000; trial++) {
            SpriteAnalysis a = sprites.get(random.nextInt(sprites.size()));
            SpriteAnalysis b = sprites.get(random.nextInt(sprites.size()));
            Placement pa = new Placement(random.nextInt(41) - 20, random.nextInt(41) - 20, random.nextInt(360));
            Placement pb = new Placement(random.nextInt(241) - 120, random.nextInt(241) - 120, random.nextInt(360));
            for (BoundKind kind : BoundKind.values()) {
                if (!kind.encloses()) {
                    continue;
                }
                boolean fast = Bounds.overlap(kind, a, pa, b, pb);
                assertThat(fast).as("%s %s@%s %s@%s", kind, a.sprite().name(), pa, b.sprite().name(), pb)
                        .isEqualTo(shapesOverlap(kind, a, pa.pose(), b, pb.pose()));
                hits += fast ? 1 : 0;
            }
        }
        assertThat(hits).isBetween(100_000, 900_000);
    }

    @Test
    void theTurnedBoxTurnsAboutThePivotNotTheBoxCentre() {
        SpriteAnalysis crescent = SpriteAnalysis.of(SpriteLoader.bundled("crescent").sprite());
        Obb upright = crescent.obb(Pose.of(100, 100, 0));
        assertThat(upright.center()).isEqualTo(new Vec2(100, 100).plus(crescent.tightBox().center()));
        Obb turned = crescent.obb(Pose.of(100, 100, Math.PI));
        assertThat(turned.center().x()).isCloseTo(100 - crescent.tightBox().center().x(), within(1e-9));
        assertThat(Collisions.overlaps(turned, upright)).isTrue();
    }

    private static boolean insideConvex(List<Vec2> polygon, Vec2 p) {
        int sign = 0;
        for (int k = 0; k < polygon.size(); k++) {
            Vec2 a = polygon.get(k);
            Vec2 b = polygon.get((k + 1) % polygon.size());
            double cross = (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x());
            if (Math.abs(cross) < 1e-9) {
                continue;
            }
            int s = cross > 0 ? 1 : -1;
            if (sign != 0 && s != sign) {
                return false;
            }
            sign = s;
        }
        return true;
    }

    /** Whether the shape bounds of kind {@code kind} meet at arbitrary poses, through the geometry API's shapes: the reference for the placement tests. */
    private static boolean shapesOverlap(BoundKind kind, SpriteAnalysis a, Pose pa, SpriteAnalysis b, Pose pb) {
        return switch (kind) {
            case CIRCLE -> Collisions.overlaps(a.circle(pa), b.circle(pb));
            case AABB -> Collisions.overlaps(a.aabb(pa), b.aabb(pb));
            case TIGHT_AABB -> Collisions.overlaps(a.tightAabb(pa), b.tightAabb(pb));
            case OBB -> Collisions.overlaps(a.obb(pa), b.obb(pb));
            case MIN_CIRCLE -> Collisions.overlaps(a.minCircle(pa), b.minCircle(pb));
            case HULL -> SeparatingAxes.of(a.hull(pa), b.hull(pb)).overlapping();
            case CAPSULE -> Collisions.overlaps(a.capsule(pa), b.capsule(pb));
            case KDOP8 -> SeparatingAxes.of(a.kdop8(pa), b.kdop8(pb)).overlapping();
            case PIXELS -> throw new IllegalArgumentException("PIXELS needs placements on the pixel lattice");
        };
    }
}
