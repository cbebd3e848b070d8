package org.spriteplayground.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * The CPU time JMH's worker threads spent per operation in each iteration, in the benchmark's
 * own time unit, as the secondary result {@value #LABEL}. On a machine shared with other work a
 * benchmark waits for a core more or less often, which moves its wall-clock time from run to run;
 * the CPU time its own thread spends is what the code costs, and it barely moves. Garbage
 * collection and compilation run on other threads and are not counted (allocation is measured
 * apart, with the gc profiler).
 */
public final class CpuTimeProfiler implements InternalProfiler {

    /** The secondary result's name. */
    static final String LABEL = "cpu.time.norm";

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Map<Long, Long> before = new HashMap<>();

    @Override
    public String getDescription() {
        return "CPU time of the benchmark threads per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        before.clear();
        for (long id : threads.getAllThreadIds()) {
            if (isWorker(id)) {
                before.put(id, threads.getThreadCpuTime(id));
            }
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
        long nanos = 0;
        for (long id : threads.getAllThreadIds()) {
            if (isWorker(id)) {
                long now = threads.getThreadCpuTime(id);
                nanos += now - before.getOrDefault(id, 0L);
            }
        }
        long ops = result.getMetadata().getMeasuredOps();
        TimeUnit unit = benchmark.getTimeUnit();
        double perOp = ops == 0 ? Double.NaN : (double) nanos / ops / unit.toNanos(1);
        return List.of(new ScalarResult(LABEL, perOp, unit.name().toLowerCase(java.util.Locale.ROOT) + "/op", AggregationPolicy.AVG));
    }

    private boolean isWorker(long id) {
        var info = threads.getThreadInfo(id);
        return info != null && info.getThreadName().contains("jmh-worker");
    }
}
