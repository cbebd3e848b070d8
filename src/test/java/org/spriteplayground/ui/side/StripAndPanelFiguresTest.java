package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.canvas.CanvasPanel;
import org.spriteplayground.ui.canvas.FailureReporter;

/**
 * In every lesson, while it runs, each figure the canvas's strip shows under its status line (the
 * headline, the measured line) is one the side panel shows at that moment: both show the tick
 * the canvas painted. The strip's figures are read from the strip itself as painted, not from the
 * lesson, so a strip that lags behind the panel, or runs ahead of it, is caught.
 */
class StripAndPanelFiguresTest {

    private static final Pattern NUMBER = Pattern.compile("–|\\d+(?:[,.]\\d+)*[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]*");

    static List<String> lessons() {
        return Lessons.ALL.stream().map(Lessons.Entry::id).toList();
    }

    @ParameterizedTest
    @MethodSource("lessons")
    void everyFigureTheStripShowsIsTheOneThePanelShows(String id) throws Exception {
        Playground model = new Playground(Lessons.byId(id).orElseThrow(), SpriteLibrary.bundled());
        SidePanel[] panel = new SidePanel[1];
        CanvasPanel[] canvas = new CanvasPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            canvas[0] = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
            panel[0] = new SidePanel(model, new ReadoutPart(), canvas[0].paintMeter(), null);
            canvas[0].setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13));
            canvas[0].setSize(900, 600);
            canvas[0].doLayout();
            paint(canvas[0]);
        });
        for (int frame = 1; frame <= 5; frame++) {
            int f = frame;
            SwingUtilities.invokeAndWait(model::step);
            SwingUtilities.invokeAndWait(() -> model.say("")); // a message or selection note cleared as the tick waits for its paint
            SwingUtilities.invokeAndWait(() -> assertAgree(canvas[0], panel[0], "tick " + f + ", before the canvas paints it"));
            SwingUtilities.invokeAndWait(() -> paint(canvas[0]));
            SwingUtilities.invokeAndWait(() -> assertAgree(canvas[0], panel[0], "tick " + f + ", painted"));
            SwingUtilities.invokeAndWait(() -> paint(canvas[0]));
            SwingUtilities.invokeAndWait(() -> assertAgree(canvas[0], panel[0], "tick " + f + ", painted again"));
        }
    }

    private static void assertAgree(CanvasPanel canvas, SidePanel panel, String when) {
        String shown = strip(canvas).getText();
        List<String> below = shown.contains("\n") ? numbers(shown.substring(shown.indexOf('\n'))) : List.of();
        // The figures anywhere in the panel: its values, and its titles and row names ("0 inside P ⊖ Q?", "the walk at x = 10⁸").
        List<String> inPanel = Gui.all(panel.readoutPart(), c -> c instanceof javax.swing.JLabel || c instanceof JTextComponent).stream()
                .map(c -> c instanceof javax.swing.JLabel l ? l.getText() : ((JTextComponent) c).getText())
                .flatMap(text -> numbers(String.valueOf(text)).stream()).toList();
        assertThat(inPanel).as("%s: the panel beside the strip %s", when, shown).containsAll(below);
    }

    private static JTextComponent strip(CanvasPanel canvas) {
        for (Component c : canvas.getComponents()) {
            if ("canvasStatus".equals(c.getName())) {
                return (JTextComponent) c;
            }
        }
        throw new AssertionError("no strip");
    }

    /** Lays out what a change left invalid, then paints: what Swing does after the events of a frame. */
    private static void paint(CanvasPanel canvas) {
        canvas.validate();
        BufferedImage image = new BufferedImage(canvas.getWidth(), canvas.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            canvas.paint(g);
        } finally {
            g.dispose();
        }
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
