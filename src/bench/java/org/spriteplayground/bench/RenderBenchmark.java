package org.spriteplayground.bench;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.swing.UIManager;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.render.Images;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.canvas.CanvasPainter;
import org.spriteplayground.ui.Theme;

/**
 * One frame of the stress lesson as the canvas paints it ({@link CanvasPainter}, as
 * {@code CanvasPanel.paintComponent} does): a 1280 &times; 800 image of the type the canvas gets
 * on a 24-bit screen, the app's light theme and font, {@code n} jets, the
 * lesson's label and, with {@code circles}, the bounding circles (on by default in the app).
 * {@code smooth} is the lesson's bilinear toggle (off by default). Creating the image and copying
 * it to the screen are not timed: the canvas makes its image once per size, and the copy is Swing's,
 * as is the status strip above the world, a text pane of its own.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
public class RenderBenchmark {

    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;

    @Param({"1000"})
    public int n;

    @Param({"false"})
    public boolean smooth;

    @Param({"false", "true"})
    public boolean circles;

    private BufferedImage buffer;
    private Playground model;
    private Map<String, BufferedImage> images;
    private Font font;

    @Setup
    public void setUp() {
        Theme.LIGHT.install();
        font = UIManager.getFont("Label.font");
        model = new Playground(Lessons.byId(Stress.ID).orElseThrow(), SpriteLibrary.bundled());
        Stress stress = (Stress) model.lesson();
        stress.setJets(n);
        for (Control control : stress.controls()) {
            if (control instanceof Control.Toggle toggle && toggle.label().startsWith("Smooth")) {
                toggle.set().accept(smooth);
            }
        }
        model.setOverlay(Overlay.CIRCLES, circles);
        images = new LinkedHashMap<>();
        for (String name : SpriteLoader.BUNDLED) {
            images.put(name, Images.premultiplied(SpriteLoader.bundled(name).image()));
        }
        buffer = CanvasPainter.buffer(null, WIDTH, HEIGHT);
    }

    @Benchmark
    public BufferedImage frame() {
        Graphics2D back = buffer.createGraphics();
        try {
            CanvasPainter.paint(buffer, back, WIDTH, HEIGHT, model, images, font, 1);
        } finally {
            back.dispose();
        }
        return buffer;
    }
}
