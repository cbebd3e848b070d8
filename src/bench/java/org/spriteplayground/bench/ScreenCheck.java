package org.spriteplayground.bench;

import java.awt.Frame;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.spriteplayground.app.Main;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.ui.MainFrame;

/**
 * On-screen checks, not JMH: how long from the JVM's start until the window shows, and the
 * frames per second the stress lesson keeps with its default 500 jets, or with each count of jets
 * given as an argument. Needs a display:
 * {@code xvfb-run -a java -cp target/benchmarks.jar org.spriteplayground.bench.ScreenCheck 500 2000 10000}.
 */
public final class ScreenCheck {

    private ScreenCheck() {
    }

    public static void main(String[] args) throws Exception {
        long start = ManagementFactory.getRuntimeMXBean().getStartTime();
        int code = Main.run(new String[] {"--lesson", "stress"}, System.out, System.err);
        if (code >= 0) {
            System.exit(code);
        }
        MainFrame frame = null;
        while (frame == null) {
            frame = (MainFrame) Arrays.stream(Frame.getFrames()).filter(f -> f instanceof MainFrame && f.isShowing()).findFirst().orElse(null);
            Thread.sleep(2);
        }
        long shown = System.currentTimeMillis() - start;
        System.out.printf(Locale.ROOT, "window shown %d ms after the JVM started%n", shown);
        MainFrame f = frame;
        for (String count : args.length > 0 ? args : new String[] {"500"}) {
            int jets = Integer.parseInt(count);
            SwingUtilities.invokeAndWait(() -> {
                ((Stress) f.playground().lesson()).setJets(jets);
                f.playground().edited();
            });
            Thread.sleep(3_000); // warm up
            int low = Integer.MAX_VALUE;
            int sum = 0;
            int seconds = 5;
            for (int s = 0; s < seconds; s++) {
                Thread.sleep(1_000);
                AtomicInteger fps = new AtomicInteger();
                SwingUtilities.invokeAndWait(() -> fps.set(f.framesPerSecond()));
                sum += fps.get();
                low = Math.min(low, fps.get());
            }
            AtomicReference<String> measured = new AtomicReference<>();
            SwingUtilities.invokeAndWait(() -> measured.set(f.playground().perf().line()));
            System.out.printf(Locale.ROOT, "stress, %,d jets: %.1f fps on average over %d s, lowest second %d fps (%s)%n",
                    jets, (double) sum / seconds, seconds, low, measured.get());
        }
        System.exit(0);
    }
}
