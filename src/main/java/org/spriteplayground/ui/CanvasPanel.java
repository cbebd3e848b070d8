package org.spriteplayground.ui;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Transparency;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.JComponent;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.render.Palette;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;

/** The drawing surface: the world fitted to the component, and a one-line status in a corner. */
final class CanvasPanel extends JComponent {

    private static final long serialVersionUID = 1L;

    private final transient Supplier<Simulation> simulation;
    private final transient Supplier<Overlays> overlays;
    private final transient Map<String, BufferedImage> images;
    private final transient PerfMeter perf;
    private transient BufferedImage buffer;
    private final transient FailureReporter failures;

    /**
     * @param simulation the simulation on show (it changes when the lesson does)
     * @param overlays the overlay switches
     * @param images sprite images by name, shared: sprites opened later are added to it
     * @param perf where paint times are recorded
     * @param failures hears a paint that threw (reported later, not from inside paint)
     */
    CanvasPanel(Supplier<Simulation> simulation, Supplier<Overlays> overlays, Map<String, BufferedImage> images, PerfMeter perf,
            FailureReporter failures) {
        this.simulation = simulation;
        this.perf = perf;
        this.failures = failures;
        this.overlays = overlays;
        this.images = images;
        setName("canvas");
        setOpaque(true);
        setFocusable(true);
        setPreferredSize(new Dimension(760, 480));
        setMinimumSize(new Dimension(320, 260));
    }

    /**
     * Draws the world into one off-screen image of the canvas's size (made once per size,
     * compatible with the screen) and copies it to the screen in one go.
     */
    @Override
    protected void paintComponent(Graphics graphics) {
        long start = System.nanoTime();
        int w = Math.max(1, getWidth());
        int h = Math.max(1, getHeight());
        if (buffer == null || buffer.getWidth() != w || buffer.getHeight() != h) {
            GraphicsConfiguration gc = getGraphicsConfiguration();
            buffer = gc != null ? gc.createCompatibleImage(w, h, Transparency.OPAQUE) : new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        }
        Graphics2D back = buffer.createGraphics();
        try {
            render(back, w, h);
        } catch (RuntimeException | StackOverflowError failure) {
            paintFailure(back, w, h, failure);
        } finally {
            back.dispose();
        }
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.drawImage(buffer, 0, 0, null);
        } finally {
            g.dispose();
        }
        perf.painted(System.nanoTime() - start);
    }

    /** Shows that drawing failed, and hands the failure on once painting is over. */
    private void paintFailure(Graphics2D g, int w, int h, Throwable failure) {
        g.setColor(Palette.background());
        g.fillRect(0, 0, w, h);
        g.setColor(Palette.color(Ink.HIT));
        g.setFont(getFont().deriveFont(Font.BOLD));
        g.drawString("Drawing the lesson failed: " + failure.getClass().getSimpleName() + ". Space resumes, R resets.", 12, 40);
        javax.swing.SwingUtilities.invokeLater(() -> failures.failed("Drawing the lesson", failure));
    }

    /** Draws what the canvas shows into {@code g}, for the screen or for an exported image. */
    void render(Graphics2D g, int width, int height) {
        Simulation sim = simulation.get();
        SceneRenderer.paint(g, width, height, sim.world(), overlays.get(), images);
        paintStatus(g, sim);
    }

    /** Returns the canvas as an image of its current size. */
    BufferedImage snapshot() {
        BufferedImage image = new BufferedImage(Math.max(1, getWidth()), Math.max(1, getHeight()), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            render(g, image.getWidth(), image.getHeight());
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Returns the transform from world units to this component's pixels, as last painted. */
    AffineTransform worldToScreen() {
        return SceneRenderer.fit(simulation.get().world().bounds(), getWidth(), getHeight());
    }

    private void paintStatus(Graphics2D g, Simulation simulation) {
        String paused = failures.reason() != null ? "PAUSED: " + failures.reason() + " (Space resumes, R resets)" : "PAUSED (Space)";
        String status = String.format(Locale.ROOT, "%s   step %d   speed %s",
                simulation.isPaused() ? paused : "running", simulation.steps(), ControlPanel.speedLabel(simulation.speed()));
        if (simulation.world() instanceof Lesson lesson && lesson.showsPerformance()) {
            status += "   " + perf.line();
        }
        g.setFont(getFont().deriveFont(Font.BOLD));
        g.setColor(simulation.isPaused() ? Palette.color(Ink.HIT) : Palette.color(Ink.TEXT));
        g.drawString(status, 12, 4 + g.getFontMetrics().getAscent());
    }
}
