package org.spriteplayground.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * The measured iterations of one JMH run, read one by one: {@code quick} reports the low end or
 * the middle of many short iterations, which a burst of other work on a shared machine moves far
 * less than it moves a mean.
 */
final class Iterations {

    private final List<IterationResult> iterations = new ArrayList<>();

    Iterations(RunResult run) {
        for (BenchmarkResult fork : run.getBenchmarkResults()) {
            iterations.addAll(fork.getIterationResults());
        }
    }

    /** Returns the median primary score: wall-clock time per operation. */
    double median() {
        double[] scores = new double[iterations.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = iterations.get(i).getPrimaryResult().getScore();
        }
        return median(scores);
    }

    /**
     * Returns the median of a secondary result ({@code gc.alloc.rate.norm}, bytes per operation)
     * times the operations of its iteration: the bytes allocated per iteration; NaN if absent.
     */
    double medianPerIteration(String secondary) {
        double[] perIteration = new double[iterations.size()];
        for (int i = 0; i < perIteration.length; i++) {
            IterationResult it = iterations.get(i);
            Result<?> result = it.getSecondaryResults().get(secondary);
            perIteration[i] = result == null ? Double.NaN : result.getScore() * it.getMetadata().getMeasuredOps();
        }
        return median(perIteration);
    }

    /** Returns the median of a secondary result over the iterations; NaN if absent. */
    double medianSecondary(String secondary) {
        return median(secondaries(secondary));
    }

    /**
     * Returns the lower quartile of a secondary result over the iterations; NaN if absent. Other
     * work on the machine only ever adds to a time (a cache a neighbour emptied, a core it took),
     * so the low end of short iterations is the steady estimate of what the code costs.
     */
    double lowerQuartileSecondary(String secondary) {
        double[] sorted = secondaries(secondary);
        Arrays.sort(sorted);
        return sorted.length == 0 ? Double.NaN : sorted[sorted.length / 4];
    }

    private double[] secondaries(String secondary) {
        double[] values = new double[iterations.size()];
        for (int i = 0; i < values.length; i++) {
            Result<?> result = iterations.get(i).getSecondaryResults().get(secondary);
            values[i] = result == null ? Double.NaN : result.getScore();
        }
        return values;
    }

    private static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
