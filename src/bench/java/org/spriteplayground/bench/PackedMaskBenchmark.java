package org.spriteplayground.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * The bitmasks lesson's two ways of finding the overlap area of two bundled sprites' masks (the
 * bomber, two words a row, under a second sprite) at random offsets within reach: 64 pixels a
 * word at a time ({@link AlphaMask#overlapArea}), and one pixel pair at a time
 * ({@link AlphaMask#overlapAreaPixelByPixel}); also the word test that stops at the first shared pixel.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PackedMaskBenchmark {

    private static final int OFFSETS = 1024;

    /** The sprite laid over the bomber. */
    @Param({"jet", "saucer"})
    public String other;

    private AlphaMask a;
    private AlphaMask b;
    private final int[] dx = new int[OFFSETS];
    private final int[] dy = new int[OFFSETS];
    private int next;

    @Setup
    public void setUp() {
        a = SpriteLoader.bundled("bomber").sprite().mask();
        b = SpriteLoader.bundled(other).sprite().mask();
        SplittableRandom random = new SplittableRandom(28);
        for (int i = 0; i < OFFSETS; i++) {
            dx[i] = random.nextInt(-b.width(), a.width() + 1);
            dy[i] = random.nextInt(-b.height(), a.height() + 1);
        }
    }

    @Benchmark
    public int words() {
        int k = next++ & (OFFSETS - 1);
        return a.overlapArea(b, dx[k], dy[k]).pixels();
    }

    @Benchmark
    public int pixels() {
        int k = next++ & (OFFSETS - 1);
        return a.overlapAreaPixelByPixel(b, dx[k], dy[k]);
    }

    @Benchmark
    public boolean firstWord() {
        int k = next++ & (OFFSETS - 1);
        return a.overlaps(b, dx[k], dy[k]).hit();
    }
}
