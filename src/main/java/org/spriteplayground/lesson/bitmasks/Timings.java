package org.spriteplayground.lesson.bitmasks;

import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.spriteplayground.experiment.Nanos;
import org.spriteplayground.sprite.AlphaMask;

/**
 * Times both ways of finding the overlap area on this machine, off the tick and off the event
 * thread: for a pair of sprites, after untimed warm-up runs (at least {@value #WARM_UP_RUNS} and
 * {@value #WARM_UP_MILLIS} ms), {@value #RUNS}
 * timed runs of {@value #TESTS} tests each at seeded offsets where the masks meet or nearly meet,
 * each run giving a time per test in nanoseconds. The median run is the figure, steadier from one
 * measurement to the next than the fastest or slowest alone, and the fastest and slowest say how
 * far the runs spread ({@link org.spriteplayground.i18n.Sampled#median}). A pair is measured once,
 * when its times are first asked for, and never steers the lesson.
 */
final class Timings {

    /** Untimed runs first, so that both ways run compiled when timed. */
    static final int WARM_UP_RUNS = 3;

    /** Least time spent warming up, as the app starts and compiles much else besides. */
    static final long WARM_UP_MILLIS = 300;

    /** Runs timed for each way: odd, so that one run is the median. */
    static final int RUNS = 7;

    /** Tests in a run. */
    static final int TESTS = 2_000;

    /** A pair's times per test: the word-by-word way's and the pixel-by-pixel way's. */
    record Times(Nanos words, Nanos pixels) {
    }

    private String pair;
    private CompletableFuture<Times> times;

    /** Returns the times of A and B's masks, named {@code nameA} and {@code nameB}, if measured yet; starts measuring them otherwise. */
    synchronized Times of(String nameA, AlphaMask a, String nameB, AlphaMask b) {
        String asked = nameA + "\n" + nameB; // not shown
        if (!asked.equals(pair)) {
            pair = asked;
            times = CompletableFuture.supplyAsync(() -> measure(a, b));
        }
        return times.getNow(null);
    }

    /** Times both ways over the same offsets, the pixel-by-pixel way's runs interleaved with the word way's. */
    static Times measure(AlphaMask a, AlphaMask b) {
        SplittableRandom random = new SplittableRandom(28);
        int[] dx = new int[TESTS];
        int[] dy = new int[TESTS];
        for (int i = 0; i < TESTS; i++) {
            dx[i] = random.nextInt(-b.width(), a.width() + 1);
            dy[i] = random.nextInt(-b.height(), a.height() + 1);
        }
        double[] words = new double[RUNS];
        double[] pixels = new double[RUNS];
        long sink = 0;
        long warmUpEnd = System.nanoTime() + WARM_UP_MILLIS * 1_000_000;
        int warmUps = 0;
        while (warmUps < WARM_UP_RUNS || System.nanoTime() < warmUpEnd) {
            for (int i = 0; i < TESTS; i++) {
                sink += a.overlapArea(b, dx[i], dy[i]).pixels() - a.overlapAreaPixelByPixel(b, dx[i], dy[i]);
            }
            warmUps++;
        }
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            for (int i = 0; i < TESTS; i++) {
                sink += a.overlapArea(b, dx[i], dy[i]).pixels();
            }
            long middle = System.nanoTime();
            for (int i = 0; i < TESTS; i++) {
                sink -= a.overlapAreaPixelByPixel(b, dx[i], dy[i]);
            }
            long end = System.nanoTime();
            words[run] = (double) (middle - start) / TESTS;
            pixels[run] = (double) (end - middle) / TESTS;
        }
        if (sink != 0) {
            throw new IllegalStateException("the two ways disagree on the overlap area"); // not shown
        }
        return new Times(Nanos.of(words), Nanos.of(pixels));
    }
}
