package org.spriteplayground.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.TurnedMask;

/**
 * Two 64 &times; 80 masks (filled ellipses, like pygame's bitmask benchmark inputs) at random
 * offsets within reach of each other: overlap with early exit, overlap area, and a per-pixel
 * loop for reference.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MaskBenchmark {

    private static final int OFFSETS = 1024;

    private TurnedMask a;
    private TurnedMask b;
    private final int[] dx = new int[OFFSETS];
    private final int[] dy = new int[OFFSETS];
    private int next;

    @Setup
    public void setUp() {
        a = TurnedMask.of(ellipse(64, 80), 0);
        b = TurnedMask.of(ellipse(64, 80), 0);
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < OFFSETS; i++) {
            dx[i] = random.nextInt(-64, 65);
            dy[i] = random.nextInt(-80, 81);
        }
    }

    static AlphaMask ellipse(int w, int h) {
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double u = (x + 0.5 - w / 2.0) / (w / 2.0);
                double v = (y + 0.5 - h / 2.0) / (h / 2.0);
                argb[y * w + x] = u * u + v * v <= 1 ? 0xFF000000 : 0;
            }
        }
        return AlphaMask.fromArgb(w, h, argb);
    }

    @Benchmark
    public boolean overlap() {
        int k = next++ & (OFFSETS - 1);
        return a.overlaps(b, dx[k], dy[k]);
    }

    @Benchmark
    public int area() {
        int k = next++ & (OFFSETS - 1);
        return a.overlapArea(b, dx[k], dy[k]);
    }

    @Benchmark
    public boolean naive() {
        int k = next++ & (OFFSETS - 1);
        int ox = dx[k];
        int oy = dy[k];
        for (int y = a.originY(); y < a.originY() + a.height(); y++) {
            for (int x = a.originX(); x < a.originX() + a.width(); x++) {
                if (a.isOpaque(x, y) && b.isOpaque(x - ox, y - oy)) {
                    return true;
                }
            }
        }
        return false;
    }
}
