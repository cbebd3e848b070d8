package org.spriteplayground.bench;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Frame;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;

/**
 * The least start a window built on the app's libraries can have: FlatLaf installed, a menu bar,
 * a MigLayout panel with a label, a wrapped text and a button, shown at the app's usual size, and
 * none of the app. {@link StartupTimes} starts it as it starts the app and prints the same two
 * lines, so that the app's start-up reads against what a bare window of the same kind costs on
 * the same machine in the same minutes.
 */
public final class BareWindow {

    private BareWindow() {
    }

    public static void main(String[] args) throws InterruptedException {
        SwingUtilities.invokeLater(() -> {
            FlatLightLaf.setup();
            JFrame frame = new JFrame("bare window");
            JMenuBar bar = new JMenuBar();
            JMenu menu = new JMenu("File");
            menu.add(new JMenuItem("Open"));
            bar.add(menu);
            frame.setJMenuBar(bar);
            JPanel panel = new JPanel(new MigLayout("wrap 1", "[grow, fill]"));
            panel.add(new JLabel("A label"));
            JTextArea text = new JTextArea("A wrapped text of a few words, as the app's side column has.");
            text.setLineWrap(true);
            text.setWrapStyleWord(true);
            panel.add(text, "wmin 0");
            panel.add(new JButton("A button"));
            frame.add(panel);
            frame.pack();
            frame.setSize(1600, 1000);
            frame.setVisible(true);
        });
        while (!showing()) {
            Thread.sleep(2);
        }
        System.out.println("window_shown_ms " + (System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime()));
        System.out.println("window_shown_cpu_ms " + ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L));
        SwingUtilities.invokeLater(() -> SwingUtilities.invokeLater(() -> System.exit(0)));
    }

    private static boolean showing() {
        for (Frame f : Frame.getFrames()) {
            if (f.isShowing()) {
                return true;
            }
        }
        return false;
    }
}
