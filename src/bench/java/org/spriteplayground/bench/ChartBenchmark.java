package org.spriteplayground.bench;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.SpriteFocus;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.Theme;
import org.spriteplayground.ui.chart.TightnessChartPanel;

/**
 * What a tick costs the screen in the flying-jets lesson with the tightness chart open: the
 * step and the whole canvas's paint, status strip included ({@link PaintedCanvas}, 1280 &times;
 * 800, light theme) alone, and with the chart's view (1280 &times; 300) repainted after its
 * "now" marker moved by a degree, as it does on each tick while the jet turns.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 8, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Djava.awt.headless=true", "-Xms512m", "-Xmx512m"})
public class ChartBenchmark {

    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;
    private static final int CHART_HEIGHT = 300;

    private BufferedImage chartImage;
    private PaintedCanvas canvas;
    private TightnessChartPanel chart;
    private Component view;
    private SpriteAnalysis jet;
    private int degrees;

    @Setup
    public void setUp() {
        Theme.LIGHT.install();
        canvas = new PaintedCanvas(new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled()), WIDTH, HEIGHT);
        jet = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
        chart = new TightnessChartPanel();
        chart.show(new SpriteFocus(jet, 0));
        chart.setSize(WIDTH, CHART_HEIGHT);
        chart.doLayout();
        view = chart.getComponent(0);
        chartImage = new BufferedImage(WIDTH, CHART_HEIGHT, BufferedImage.TYPE_INT_RGB);
    }

    @Benchmark
    public BufferedImage canvas() {
        return canvas.tick();
    }

    @Benchmark
    public BufferedImage canvasAndChart() {
        canvas.tick();
        degrees = (degrees + 1) % 360;
        chart.show(new SpriteFocus(jet, degrees));
        Graphics2D g = chartImage.createGraphics();
        try {
            view.paint(g);
        } finally {
            g.dispose();
        }
        return chartImage;
    }
}
