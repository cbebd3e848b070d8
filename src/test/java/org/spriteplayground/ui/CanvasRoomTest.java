package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.util.Map;
import java.util.stream.Stream;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The main window's parts laid out off screen as the window lays them out (menu bar, playback
 * bar, canvas with its status strip and timeline, chart, side column) in a 1024×768 window: at
 * presentation ×2 the world is drawn at least as large as with presentation off (separating axes
 * was 274×160 px against 602×351); the side column, the chart and the status strip's type give way, not the
 * world (README: large type never leaves the canvas less room than the usual size).
 */
class CanvasRoomTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} in a {1} × {2} window at UI scale {3}, presentation {4}")
    @CsvSource({"flying-jets, 1024, 768, 1, LARGEST", "separating-axes, 1024, 768, 1, LARGEST"})
    void theWorldKeepsAtLeastItsUsualSize(String lesson, int width, int height, String scale, Presentation size) throws Exception {
        Dimension usual = world(lesson, width, height, scale, Presentation.OFF);
        Dimension large = world(lesson, width, height, scale, size);
        assertThat(large.width).as("the world's width at %s against %s at the usual size", large, usual).isGreaterThanOrEqualTo(usual.width - 1);
        assertThat(large.height).as("the world's height at %s against %s at the usual size", large, usual).isGreaterThanOrEqualTo(usual.height - 1);
    }

    /** Returns the size the world is drawn at in the window's canvas. */
    private static Dimension world(String lesson, int width, int height, String scale, Presentation size) throws Exception {
        Object[] built = new Object[3];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, "en");
            if ("1".equals(scale)) {
                System.clearProperty("flatlaf.uiScale"); // as the app starts: the scale follows the type
            }
            size.install();
            FlatLightLaf.setup(); // UIScale follows the default font when the look is set up, as the window's update does
            Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SpriteLibrary.bundled());
            CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), size::factor);
            JPanel centre = new JPanel(new BorderLayout());
            centre.add(new PlaybackBar(Commands.command("menu.sim.pause", null, () -> { }), Commands.command("menu.sim.step", null, () -> { }),
                    Commands.command("menu.sim.reset", null, () -> { }), model), BorderLayout.NORTH);
            JPanel canvasAndTimeline = new JPanel(new BorderLayout());
            canvasAndTimeline.add(canvas, BorderLayout.CENTER);
            canvasAndTimeline.add(new TimelineBar(model), BorderLayout.SOUTH);
            centre.add(new CanvasAndChart(canvasAndTimeline, new TightnessChartPanel(), model), BorderLayout.CENTER);
            JMenuBar bar = Menus.bar(Stream.of("menubar.file", "menubar.edit", "menubar.lessons", "menubar.view", "menubar.sim", "menubar.tools",
                    "menubar.help").map(MenuText::menu).toArray(JMenu[]::new));
            bar.setSize(width, bar.getPreferredSize().height);
            OffScreenLook.layOut(bar);
            JPanel content = new JPanel(new BorderLayout());
            content.add(centre, BorderLayout.CENTER);
            content.add(new SideColumn(model, null), BorderLayout.EAST);
            content.add(new javax.swing.JLabel(" "), BorderLayout.SOUTH);
            content.setSize(width, height - bar.getPreferredSize().height - 30); // less the menu bar and a title bar
            built[0] = content;
            built[1] = canvas;
            built[2] = model;
        });
        Dimension[] world = new Dimension[1];
        for (int i = 0; i < 3; i++) {
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut((JPanel) built[0])); // the split hears of its size from the queue
        }
        SwingUtilities.invokeAndWait(() -> {
            try {
                CanvasPanel canvas = (CanvasPanel) built[1];
                Playground model = (Playground) built[2];
                Aabb bounds = model.simulation().world().bounds();
                double s = canvas.worldToScreen().getScaleX();
                world[0] = new Dimension((int) (bounds.width() * s), (int) (bounds.height() * s));
            } finally {
                Presentation.OFF.install();
            }
        });
        return world[0];
    }
}
