package org.spriteplayground.lesson.bitmasks;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.spriteplayground.sprite.AlphaMask;

/**
 * Times both ways of finding the overlap area on this machine, off the tick and off the event
 * thread: for a pair of sprites, after one warm-up run, {@value #RUNS} runs of {@value #TESTS}
 * tests each at seeded offsets where the masks meet or nearly meet, each run giving a time per
 * test. The runs' fastest and slowest are kept, for the house rule on timings
 * ({@link org.spriteplayground.i18n.Sampled#spread}). A pair is measured once, when its times are
 * first asked for, and never steers the lesson.
 */
final class Timings {

    /** Runs timed for each way. */
    static final int RUNS = 5;

    /** Tests in a run. */
    static final int TESTS = 2_000;

    /** A pair's times per test, in microseconds: each way's fastest and slowest run. */
    record Times(double wordsLeast, double wordsMost, double pixelsLeast, double pixelsMost) {
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
        double[] words = new double[RUNS + 1];
        double[] pixels = new double[RUNS + 1];
        long sink = 0;
        for (int run = 0; run <= RUNS; run++) {
            long start = System.nanoTime();
            for (int i = 0; i < TESTS; i++) {
                sink += a.overlapArea(b, dx[i], dy[i]).pixels();
            }
            long middle = System.nanoTime();
            for (int i = 0; i < TESTS; i++) {
                sink -= a.overlapAreaPixelByPixel(b, dx[i], dy[i]);
            }
            long end = System.nanoTime();
            words[run] = (middle - start) / 1e3 / TESTS;
            pixels[run] = (end - middle) / 1e3 / TESTS;
        }
        if (sink != 0) {
            throw new IllegalStateException("the two ways disagree on the overlap area"); // not shown
        }
        // Run 0 warms the code up and is left out.
        double[] w = Arrays.copyOfRange(words, 1, RUNS + 1);
        double[] p = Arrays.copyOfRange(pixels, 1, RUNS + 1);
        return new Times(Arrays.stream(w).min().orElseThrow(), Arrays.stream(w).max().orElseThrow(),
                Arrays.stream(p).min().orElseThrow(), Arrays.stream(p).max().orElseThrow());
    }
}
