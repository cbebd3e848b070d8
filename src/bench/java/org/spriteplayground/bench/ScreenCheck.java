package org.spriteplayground.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import org.spriteplayground.app.Main;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.ui.MainFrame;

/**
 * On-screen checks, not JMH, in the app as a person starts it ({@code java -jar}, no JVM options):
 * how long from the JVM's start until the window shows (and the CPU time spent by then), the median and
 * range of {@link StartupTimes#RUNS} fresh JVMs of the app's own jar, then the stress lesson with "Then test: turned box"
 * at 500, 2,000, 10,000 and 100,000 jets: frames per second, the simulation's real rate against the rate
 * its status line claims, the step and paint times, and at 500 jets the resident memory; then a
 * minute more at 100,000 jets: how much the heap after a full collection grew, and the failures. Writes
 * {@code target/screen-summary.json} and prints one line a figure. Needs a display:
 * {@code xvfb-run -a -s "-screen 0 1600x1000x24" java -cp target/benchmarks.jar org.spriteplayground.bench.ScreenCheck}.
 * Given jet counts ({@code ... ScreenCheck 100000}), it measures the stress lesson at those counts only,
 * without the start-up times and the minute.
 */
public final class ScreenCheck {

    private static final int[] COUNTS = {500, 2_000, 10_000, 100_000};
    private static final long WARM_UP_MS = 3_000;
    private static final int SECONDS = 5;
    private static final long MINUTE_MS = 60_000;

    private ScreenCheck() {
    }

    public static void main(String[] args) throws Exception {
        ScreenFigures figures = new ScreenFigures();
        if (args.length > 0) {
            int[] counts = java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
            MainFrame frame = openStress();
            for (int n : counts) {
                measureAt(frame, n, figures);
            }
            figures.write(Path.of("target", "screen-summary.json"));
            System.exit(0);
        }
        List<double[]> starts = StartupTimes.measure("stress");
        figures.put("window_shown_ms", StartupTimes.median(starts, 0));
        figures.put("window_shown_ms_min", StartupTimes.range(starts, 0)[0]);
        figures.put("window_shown_ms_max", StartupTimes.range(starts, 0)[1]);
        // The CPU time all threads spent until then: the work, which other programs on the machine do not inflate.
        figures.put("window_shown_cpu_ms", StartupTimes.median(starts, 1));
        // The same for a bare window on the same libraries: what any such window costs here and now.
        List<double[]> bare = StartupTimes.measureBareWindow();
        figures.put("bare_window_shown_ms", StartupTimes.median(bare, 0));
        figures.put("bare_window_shown_cpu_ms", StartupTimes.median(bare, 1));
        MainFrame frame = openStress();
        for (int n : COUNTS) {
            measureAt(frame, n, figures);
        }
        // Still at 100,000 jets: the heap after a full collection a minute later against now, and no failure meanwhile.
        double heapBefore = heapAfterFullGcMegabytes();
        Thread.sleep(MINUTE_MS);
        figures.put("heap_growth_mb_100000", heapAfterFullGcMegabytes() - heapBefore);
        figures.put("failures_100000", OnScreen.onEdt(frame::failureCount));
        figures.write(Path.of("target", "screen-summary.json"));
        System.exit(0);
    }

    /** Starts the app in the stress lesson, as {@code --lesson stress} does, and returns its window. */
    private static MainFrame openStress() throws Exception {
        int code = Main.run(new String[] {"--lesson", "stress"}, System.out, System.err);
        if (code >= 0) {
            System.exit(code);
        }
        return OnScreen.mainWindow(2);
    }

    /** Sets {@code n} jets confirmed by the turned box, lets them fly {@link #WARM_UP_MS}, then measures (at 500 also the resident memory). */
    private static void measureAt(MainFrame frame, int n, ScreenFigures figures) throws Exception {
        Playground model = OnScreen.onEdt(frame::playground); // read on the event thread, which built the frame
        OnScreen.onEdt(() -> {
            Stress stress = (Stress) model.lesson();
            stress.setThen(BoundKind.OBB);
            stress.setJets(n);
            model.edited();
            return null;
        });
        Thread.sleep(WARM_UP_MS);
        if (n == 500) {
            figures.put("rss_mb_500", ScreenFigures.residentMegabytes());
        }
        measure(frame, n, figures);
    }

    /** Returns the heap in use after three full collections, in MB. */
    private static double heapAfterFullGcMegabytes() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / (1024.0 * 1024.0);
    }

    /**
     * Averages frames per second over {@link #SECONDS} whole seconds, and the simulation's real
     * rate (steps a second × 1/60 s: 1.0 is real time, less is slow motion) beside the rate the
     * status line claims over the same seconds.
     */
    private static void measure(MainFrame frame, int n, ScreenFigures figures) throws Exception {
        Playground model = OnScreen.onEdt(frame::playground); // read on the event thread, which built the frame
        long steps0 = OnScreen.onEdt(() -> model.simulation().steps());
        long t0 = System.nanoTime();
        double fps = 0;
        double claimed = 0;
        for (int s = 0; s < SECONDS; s++) {
            Thread.sleep(1_000);
            fps += OnScreen.onEdt(frame::framesPerSecond);
            // What the canvas's status line says: the set speed, or "really x×" once the machine is behind.
            claimed += OnScreen.onEdt(() -> Double.isNaN(model.behindRate()) ? model.speed() : model.behindRate());
        }
        long steps1 = OnScreen.onEdt(() -> model.simulation().steps());
        double seconds = (System.nanoTime() - t0) / 1e9;
        figures.put("fps_" + n, fps / SECONDS);
        figures.put("sim_rate_" + n, (steps1 - steps0) / seconds * Simulation.STEP_SECONDS);
        figures.put("claimed_rate_" + n, claimed / SECONDS);
        figures.put("step_ms_" + n, OnScreen.onEdt(() -> model.perf().stepMillis()));
        figures.put("paint_ms_" + n, OnScreen.onEdt(frame::paintMillis));
    }
}
