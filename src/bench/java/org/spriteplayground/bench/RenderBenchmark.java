package org.spriteplayground.bench;

import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
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
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.Theme;

/**
 * One tick of the stress lesson on screen ({@link PaintedCanvas}): a step, the status strip's
 * new text, and the whole canvas painted, strip included, 1280 &times; 800 in the app's light
 * theme and font, {@code n} jets, the lesson's label and, with {@code circles}, the bounding
 * circles (on by default in the app). {@code smooth} is the lesson's bilinear toggle (off by
 * default). {@code frame} is the paint alone, the world and the strip with the last tick's text.
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

    private Playground model;
    private PaintedCanvas canvas;

    @Setup
    public void setUp() {
        Theme.LIGHT.install();
        model = new Playground(Lessons.byId(Stress.ID).orElseThrow(), SpriteLibrary.bundled());
        Stress stress = (Stress) model.lesson();
        stress.setJets(n);
        for (Control control : stress.controls()) {
            if (control instanceof Control.Toggle toggle && toggle.label().startsWith("Smooth")) {
                toggle.set().accept(smooth);
            }
        }
        model.setOverlay(Overlay.CIRCLES, circles);
        canvas = new PaintedCanvas(model, WIDTH, HEIGHT);
    }

    @Benchmark
    public BufferedImage frame() {
        return canvas.paint();
    }

    @Benchmark
    public BufferedImage tick() {
        return canvas.tick();
    }
}
