package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The pixel truth read from the source for large sprites agrees with the built masks' word test. */
class PixelOverlapTest {

    @Test
    void readingOnlyTheSharedCellsGivesTheSameTruthAsWholeMasks() {
        Random random = new Random(2026L);
        SpriteAnalysis blobs = SpriteAnalysis.of(new Sprite("blobs", blobMask(random, 600, 420)));
        SpriteAnalysis jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        assertThat(blobs.eager).as("too large to turn at load").isFalse();
        int[] degrees = {0, 7, 45, 90, 133, 200, 271, 359};
        blobs.turnedMask(45); // one kept mask: the mixed case
        Map<String, TurnedMask> reference = new HashMap<>();
        int hits = 0;
        int misses = 0;
        for (int trial = 0; trial < 3000; trial++) {
            SpriteAnalysis other = random.nextBoolean() ? jet : blobs;
            Placement pa = new Placement(0, 0, degrees[random.nextInt(degrees.length)]);
            double reach = blobs.circleRadius() + other.circleRadius();
            double r = reach * Math.sqrt(random.nextDouble());
            double t = random.nextDouble() * 2 * Math.PI;
            Placement pb = new Placement((int) Math.round(r * Math.cos(t)), (int) Math.round(r * Math.sin(t)), degrees[random.nextInt(degrees.length)]);
            TurnedMask ma = reference.computeIfAbsent("blobs" + pa.degrees(), k -> TurnedMask.of(blobs.sprite().mask(), pa.degrees()));
            TurnedMask mb = reference.computeIfAbsent(other.sprite().name() + pb.degrees(), k -> TurnedMask.of(other.sprite().mask(), pb.degrees()));
            boolean truth = ma.overlaps(mb, pb.x(), pb.y());
            assertThat(Bounds.overlap(BoundKind.PIXELS, blobs, pa, other, pb)).as("blobs@%s vs %s@%s", pa, other.sprite().name(), pb).isEqualTo(truth);
            assertThat(Bounds.overlap(BoundKind.PIXELS, other, pb, blobs, pa)).isEqualTo(truth);
            if (truth) {
                hits++;
            } else {
                misses++;
            }
        }
        assertThat(hits).isGreaterThan(300);
        assertThat(misses).isGreaterThan(300);
        assertThat(blobs.turned.peek(7)).as("the scan keeps no mask").isNull();
    }

    /** A few random discs and holes: a shape with gaps and bays, so near misses happen. */
    private static AlphaMask blobMask(Random random, int w, int h) {
        int[] argb = new int[w * h];
        for (int n = 0; n < 14; n++) {
            int cx = random.nextInt(w);
            int cy = random.nextInt(h);
            int radius = 20 + random.nextInt(90);
            int colour = n % 3 == 2 ? 0 : 0xFF000000;
            for (int y = Math.max(0, cy - radius); y < Math.min(h, cy + radius); y++) {
                for (int x = Math.max(0, cx - radius); x < Math.min(w, cx + radius); x++) {
                    if ((x - cx) * (x - cx) + (y - cy) * (y - cy) < radius * radius) {
                        argb[y * w + x] = colour;
                    }
                }
            }
        }
        return AlphaMask.fromArgb(w, h, argb);
    }
}
