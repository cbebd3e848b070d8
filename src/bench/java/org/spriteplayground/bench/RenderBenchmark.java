package org.spriteplayground.bench;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Map;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.render.Images;
import org.spriteplayground.render.Java2dDraw;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * One off-screen frame of the stress lesson: {@code n} turned jets drawn into a 1280 &times; 800
 * image through the same bulk sprite path the canvas uses, nearest neighbour (or bilinear), and
 * with {@code circles} their bounding circles through the bulk circle path.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
public class RenderBenchmark {

    @Param({"1000"})
    public int n;

    @Param({"false"})
    public boolean smooth;

    @Param({"false", "true"})
    public boolean circles;

    private BufferedImage frame;
    private Graphics2D g;
    private Java2dDraw draw;
    private Swarm swarm;

    @Setup
    public void setUp() {
        frame = new BufferedImage(1280, 800, BufferedImage.TYPE_INT_RGB);
        g = frame.createGraphics();
        BufferedImage jet = Images.premultiplied(SpriteLoader.bundled("jet").image());
        swarm = Scenes.jets(n);
        draw = new Java2dDraw(g, SceneRenderer.fit(new org.spriteplayground.geometry.Aabb(0, 0, 1920, 1200), 1280, 800), Map.of("jet", jet));
    }

    @TearDown
    public void tearDown() {
        g.dispose();
    }

    @Benchmark
    public BufferedImage frame() {
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, 1280, 800);
        draw.sprites("jet", swarm.xs(), swarm.ys(), swarm.angles(), swarm.count(), smooth);
        if (circles) {
            draw.circles(swarm.xs(), swarm.ys(), swarm.radii(), swarm.count(), Ink.BOUNDING_CIRCLE);
        }
        return frame;
    }
}
