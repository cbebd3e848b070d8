package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.CanvasStatus;
import org.spriteplayground.ui.canvas.FailureReporter;

/**
 * While stress runs, the canvas's strip and the side panel show the same figures at every moment
 * (jets, pairs tested, circle hits; step and paint times, frames per second), not "1,836 circle
 * hits" on the canvas beside 1,838 in the panel, or a paint of 15.1 ms beside 14.7. A frame is a
 * tick, then the canvas's paint, which the canvas times itself; the canvas may also paint again
 * between ticks (a repaint of the window), and the screen shows what each last painted. The frames
 * run until a whole second has passed, so the frame rate shown is a measured one.
 */
class CanvasAndPanelFiguresTest {

    private static final Pattern NUMBER = Pattern.compile("–|\\d+(?:[,.]\\d+)*");

    @Test
    void theCanvasAndThePanelShowTheSameFiguresAtEveryMomentWhileRunning() throws Exception {
        Playground model = new Playground(Lessons.byId("stress").orElseThrow(), SpriteLibrary.bundled());
        SidePanel[] panel = new SidePanel[1];
        CanvasPanel[] canvas = new CanvasPanel[1];
        List<String> onCanvas = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            canvas[0] = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
            panel[0] = new SidePanel(model, new ReadoutPart(), canvas[0].paintMeter(), null);
            canvas[0].setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13));
            canvas[0].setSize(900, 600);
            onCanvas.addAll(paint(canvas[0], model));
        });
        assertThat(onCanvas.subList(3, 6)).as("step, paint and fps before any tick").containsExactly("–", "–", "0");
        long deadline = System.nanoTime() + 20_000_000_000L;
        for (int frame = 1; frame <= 6 || onCanvas.get(5).equals("0"); frame++) {
            assertThat(System.nanoTime()).as("a second of frames, within 20 s").isLessThan(deadline);
            int f = frame;
            SwingUtilities.invokeAndWait(() -> {
                model.step();
                assertThat(inPanel(panel[0])).as("the panel after tick %d, before the canvas paints it", f).isEqualTo(onCanvas);
            });
            SwingUtilities.invokeAndWait(() -> {
                onCanvas.clear();
                onCanvas.addAll(paint(canvas[0], model));
            });
            SwingUtilities.invokeAndWait(() -> assertThat(inPanel(panel[0])).as("the panel once the canvas painted tick %d", f).isEqualTo(onCanvas));
            SwingUtilities.invokeAndWait(() -> {
                onCanvas.clear();
                onCanvas.addAll(paint(canvas[0], model));
            });
            SwingUtilities.invokeAndWait(() -> assertThat(inPanel(panel[0])).as("the panel once the canvas painted tick %d again", f).isEqualTo(onCanvas));
        }
    }

    /**
     * Paints the canvas as the screen does and returns the figures it drew: jets, pairs tested and
     * circle hits from the headline, then step, paint and frames from the measured line.
     */
    private static List<String> paint(CanvasPanel canvas, Playground model) {
        List<String> drawn = numbers(model.lesson().headline() + " " + CanvasStatus.perfLine(model, canvas.paintMeter()));
        BufferedImage image = new BufferedImage(canvas.getWidth(), canvas.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            canvas.paint(g);
        } finally {
            g.dispose();
        }
        return drawn;
    }

    /** Returns the same figures as the side panel shows them: rows jets, pairs tested, circle hits, then the meter's three. */
    private static List<String> inPanel(SidePanel panel) {
        List<String> values = Gui.shownReadouts(panel.readoutPart());
        return List.of(values.get(0), values.get(2), values.get(3), values.get(5), values.get(6), values.get(7));
    }

    private static List<String> numbers(String text) {
        List<String> found = new ArrayList<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }
}
