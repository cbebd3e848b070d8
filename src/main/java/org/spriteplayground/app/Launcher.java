package org.spriteplayground.app;

import java.awt.Frame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.spriteplayground.ui.MainFrame;

/**
 * Entry point of the installers' launcher ({@code bin/sprite-playground}) and, after
 * {@link QuickStart}, of the jar; the same as {@link Main} but for two things. A scene file given alone, as a desktop passes it when one double-clicks a {@code *.scene.json}
 * file, opens as {@code --scene FILE} would. The hidden option {@code --exit-when-shown} prints
 * {@code window_shown_ms} (from the start of the process the user started until the window shows,
 * {@link ProcessAge}), {@code window_shown_cpu_ms} (the CPU time of that process and the window's)
 * and {@code window_shown_quick_start} (whether the window opened in a second JVM), then exits with code 0: the build runs it
 * once to record the class-data archive the launcher starts with, and CI and the start-up
 * figures run it to time a start.
 */
public final class Launcher {

    /** The hidden option: report the start-up time and exit once the window shows. */
    static final String EXIT_WHEN_SHOWN = "--exit-when-shown";

    private static final long POLL_MILLIS = 2;

    private Launcher() {
    }

    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args));
        boolean exitWhenShown = rest.remove(EXIT_WHEN_SHOWN);
        int code = Main.run(arguments(rest), System.out, System.err);
        if (code >= 0) {
            System.exit(code);
        }
        if (exitWhenShown) {
            exitWhenShown();
        }
    }

    /** Returns the command line for {@link Main}: a lone {@code .json} file becomes {@code --scene FILE}. */
    static String[] arguments(List<String> args) {
        if (args.size() == 1 && args.get(0).endsWith(".json")) {
            return new String[] {"--scene", args.get(0)};
        }
        return args.toArray(String[]::new);
    }

    /** Waits, as the start-up benchmark does, until the main window shows; prints the times and exits after the queued paints. */
    private static void exitWhenShown() {
        try {
            while (!mainWindowShowing()) {
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long shown = ProcessAge.millis();
        System.out.println("window_shown_ms " + shown);
        long cpu = ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
        System.out.println("window_shown_cpu_ms " + (cpu < 0 ? cpu : cpu + Long.getLong(QuickStart.LAUNCHER_CPU, 0)));
        System.out.println("window_shown_quick_start " + (System.getProperty(ProcessAge.LAUNCHER_AGE) != null));
        SwingUtilities.invokeLater(() -> SwingUtilities.invokeLater(() -> System.exit(0)));
    }

    private static boolean mainWindowShowing() {
        for (Frame f : Frame.getFrames()) {
            if (f instanceof MainFrame && f.isShowing()) {
                return true;
            }
        }
        return false;
    }
}
