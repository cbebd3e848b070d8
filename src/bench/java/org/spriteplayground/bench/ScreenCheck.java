package org.spriteplayground.bench;

import java.awt.Frame;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.SwingUtilities;
import org.spriteplayground.app.Main;
import org.spriteplayground.ui.MainFrame;

/**
 * On-screen checks, not JMH: how long from the JVM's start until the window shows, and the
 * frames per second the stress lesson keeps with its default 500 jets. Needs a display:
 * {@code xvfb-run -a java -cp target/benchmarks.jar org.spriteplayground.bench.ScreenCheck}.
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
        Thread.sleep(3_000); // warm up
        MainFrame f = frame;
        AtomicInteger low = new AtomicInteger(Integer.MAX_VALUE);
        int sum = 0;
        int seconds = 5;
        for (int s = 0; s < seconds; s++) {
            Thread.sleep(1_000);
            AtomicInteger fps = new AtomicInteger();
            SwingUtilities.invokeAndWait(() -> fps.set(f.framesPerSecond()));
            sum += fps.get();
            low.set(Math.min(low.get(), fps.get()));
        }
        System.out.printf(Locale.ROOT, "window shown %d ms after the JVM started%n", shown);
        System.out.printf(Locale.ROOT, "stress, 500 jets: %.1f fps on average over %d s, lowest second %d fps%n", (double) sum / seconds, seconds, low.get());
        System.exit(0);
    }
}
