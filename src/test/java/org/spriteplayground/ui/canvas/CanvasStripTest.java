package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.text.StyleConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Speeds;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The canvas's status strip with the usual and with large type (presentation ×2 at 1024×768 is
 * 26-point bold on a canvas 300 to 570 px wide), running and paused, in three languages: nothing
 * is cut with "…", every number of the headline and the measured figures is shown, the strip is
 * as high as its wrapped lines, from 420 px wide with at most two lines to spare (kept for the
 * status's longest forms: a seven-digit step count, a machine behind), a pause leads with the banner in
 * the alert colour, the world under the strip stays where it is as the lesson pauses and
 * resumes, and the strip never gets lower as the lesson steps (the world never moves back and forth).
 */
class CanvasStripTest {

    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[,.]\\d+)*");

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @ParameterizedTest(name = "{0}, {1} at {2} px, {3}-point text")
    @CsvSource({"en, broad-phase, 490, 26", "en, stress, 420, 26", "en, stress, 570, 26", "de, angle-radius, 570, 26", "de, stress, 300, 26",
        "fr, angle-radius, 420, 26", "en, separating-axes, 420, 26", "de, broad-phase, 560, 26", "en, flying-jets, 1200, 13", "de, stress, 860, 13"})
    void theStripShowsEverythingWholeAndTheWorldStays(String language, String lesson, int width, int points) {
        Texts.use(Locale.forLanguageTag(language));
        Playground model = new Playground(Lessons.byId(lesson).orElseThrow(), SpriteLibrary.bundled());
        // Swing on its own thread: the strip's text is also set there, as the canvas's paints are counted.
        CanvasPanel canvas = Gui.onEdt(() -> {
            CanvasPanel c = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
            c.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, points));
            c.setSize(width, 700);
            c.paintMeter().painted(123_456_789); // a slow paint: the longest figures, shown from the next step
            model.step();
            return c;
        });
        paint(canvas);
        int strip = 0;
        for (int round = 0; round < 4; round++) {
            int before = strip;
            strip = Gui.onEdt(() -> {
                canvas.doLayout();
                return canvas.strip().getHeight();
            });
            assertThat(strip).as("the strip at step %d, never lower than before", model.simulation().steps()).isGreaterThanOrEqualTo(before);
            AffineTransform world = Gui.onEdt(canvas::worldToScreen);
            for (boolean paused : new boolean[] {true, false}) {
                AffineTransform now = Gui.onEdt(() -> {
                    model.setPaused(paused);
                    canvas.doLayout();
                    check(canvas, model);
                    return canvas.worldToScreen();
                });
                assertThat(now).as("the world at step %d, %s", model.simulation().steps(), paused ? "paused" : "running again").isEqualTo(world);
            }
            Gui.run(() -> {
                for (int k = 0; k < 30; k++) {
                    model.step();
                }
            });
            paint(canvas);
        }
    }

    /** The canvas paints the step on show, as slowly as before; the strip shows that step once the paint is done. */
    private static void paint(CanvasPanel canvas) {
        Gui.run(() -> canvas.paintMeter().painted(123_456_789));
        Gui.run(() -> { }); // what the paint queued has run
    }

    private static void check(CanvasPanel canvas, Playground model) {
        CanvasStatus strip = canvas.strip();
        String shown = strip.getText().replace('\u00a0', ' ');
        assertThat(shown).as("the strip").doesNotContain("…").contains(Texts.format("status.step", model.simulation().steps()));
        String headline = model.lesson().headline();
        if (headline != null) {
            assertThat(numbers(shown)).as("the numbers of \"%s\" in \"%s\"", headline, shown).containsAll(numbers(headline));
        }
        String perf = canvas.paintMeter().reading().line().replace('\u00a0', ' ');
        if (model.lesson().showsPerformance()) {
            assertThat(shown).as("the measured figures").contains(perf);
        }
        int line = strip.getFontMetrics(strip.getFont()).getHeight();
        int high = strip.getHeight();
        strip.setSize(strip.getWidth(), Short.MAX_VALUE); // wrapped text knows its height once it has its width
        int needed = strip.getPreferredSize().height;
        strip.setSize(strip.getWidth(), high);
        assertThat(high).as("the strip's height for \"%s\"", shown).isGreaterThanOrEqualTo(needed);
        if (canvas.getWidth() >= 420) { // narrower, the longest forms may take more lines still
            assertThat(high).as("the strip's height for \"%s\"", shown).isLessThanOrEqualTo(needed + 2 * line);
        }
        Color first = StyleConstants.getForeground(strip.getStyledDocument().getCharacterElement(0).getAttributes());
        assertThat(first.equals(Palette.color(Ink.HIT))).as("the strip leads in the alert colour").isEqualTo(model.paused());
        if (model.paused()) {
            assertThat(shown).as("the paused strip").contains(CanvasStatus.banner(model))
                    .contains(Texts.format("status.speed", Speeds.text(model.speed())));
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
