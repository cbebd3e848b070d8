package org.spriteplayground.ui;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.util.Map;
import java.util.stream.Stream;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.FailureReporter;
import org.spriteplayground.ui.chart.TightnessChartPanel;
import org.spriteplayground.ui.predict.OffScreenPredict;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.side.SideColumn;

/**
 * The main window's parts laid out off screen as the window lays them out (menu bar, playback
 * bar, Predict strip, canvas with its status strip and timeline, chart, side column), for tests of
 * the room the canvas gets. Use with {@link OffScreenLook} registered; put {@link Presentation#OFF} back after.
 *
 * @param canvas the window's canvas, laid out
 * @param model what it shows
 * @param predict Predict on it, off
 */
public record WindowCanvas(CanvasPanel canvas, Playground model, PredictMode predict) {

    /** Builds and lays out the window's parts for {@code lesson} in a {@code width} × {@code height} window. Call off the event thread. */
    public static WindowCanvas of(String lesson, int width, int height, String scale, Presentation size, String language) throws Exception {
        Object[] built = new Object[3];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            if ("1".equals(scale)) {
                System.clearProperty("flatlaf.uiScale"); // as the app starts: the scale follows the type
            }
            size.install();
            FlatLightLaf.setup(); // UIScale follows the default font when the look is set up, as the window's update does
            Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SpriteLibrary.bundled());
            CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), size::factor);
            PredictMode predict = new PredictMode(model);
            JPanel centre = MainFrame.centre(new PlaybackBar(Commands.command("menu.sim.pause", null, () -> { }), Commands.command("menu.sim.step", null, () -> { }),
                    Commands.command("menu.sim.reset", null, () -> { }), model), OffScreenPredict.strip(predict, model, canvas), canvas, new TimelineBar(model), new TightnessChartPanel(), model);
            JMenuBar bar = Menus.bar(Stream.of("menubar.file", "menubar.edit", "menubar.lessons", "menubar.view", "menubar.sim", "menubar.tools",
                    "menubar.help").map(MenuText::menu).toArray(JMenu[]::new));
            bar.setSize(width, bar.getPreferredSize().height);
            OffScreenLook.layOut(bar);
            JPanel content = new JPanel(new BorderLayout());
            content.add(centre, BorderLayout.CENTER);
            content.add(new SideColumn(model, null, canvas.paintMeter()), BorderLayout.EAST);
            content.setSize(width, height - bar.getPreferredSize().height - 30); // less the menu bar and a title bar
            built[0] = canvas;
            built[1] = model;
            built[2] = predict;
        });
        WindowCanvas window = new WindowCanvas((CanvasPanel) built[0], (Playground) built[1], (PredictMode) built[2]);
        window.layOut();
        return window;
    }

    /** Returns the window's content: everything under its menu bar. */
    public JPanel content() {
        java.awt.Container top = canvas;
        while (top.getParent() != null) {
            top = top.getParent();
        }
        return (JPanel) top;
    }

    /** Lays the parts out again after a change, as the window would. Call off the event thread. */
    public void layOut() throws Exception {
        for (int i = 0; i < 5; i++) {
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(content())); // the split hears of its size from the queue
        }
    }
}
