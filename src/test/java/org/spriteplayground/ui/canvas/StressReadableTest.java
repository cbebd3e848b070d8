package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The stress lesson's jets stay readable at every count the slider offers, on the canvas of a
 * 1600×1000 and of a 1024×768 window: each jet is drawn at least 16 px long, and where the whole
 * sky would draw them smaller the canvas shows a part of it and its strip says how many of the jets
 * are on show (those whose centres lie in the part the canvas frames), in every language.
 */
class StressReadableTest {

    /** The canvas's margin around the world's frame, in pixels. */
    private static final int MARGIN = 16;
    private static final int[] COUNTS = {1, 100, 500, 501, 1000, 2000, 3000, 5000, 7500, 10_000};

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0}×{1}, {2}")
    @CsvSource({"1600, 1000, en", "1024, 768, en", "1024, 768, de", "1600, 1000, fr"})
    void everyJetIsDrawnAtLeast16PxLongAndTheStripSaysWhatIsShown(int width, int height, String language) throws Exception {
        WindowCanvas window = WindowCanvas.of(Stress.ID, width, height, "1", Presentation.OFF, language);
        Sprite jet = SpriteLoader.bundled("jet").sprite();
        double jetLength = Math.max(jet.width(), jet.height());
        SwingUtilities.invokeAndWait(() -> {
            try {
                Stress stress = (Stress) window.model().lesson();
                CanvasPanel canvas = window.canvas();
                for (int jets : COUNTS) {
                    stress.setJets(jets);
                    window.model().edited();
                    canvas.doLayout();
                    AffineTransform toScreen = canvas.worldToScreen();
                    assertThat(toScreen.getScaleX() * jetLength).as("a jet's length on screen at %d jets (px)", jets).isGreaterThanOrEqualTo(16);
                    int framed = framed(stress.swarm(), toScreen, canvas);
                    Matcher said = shownSaid(strip(canvas));
                    if (framed < jets) {
                        assertThat(said.find()).as("the strip at %d jets, %d of them framed: %s", jets, framed, strip(canvas)).isTrue();
                        assertThat(said.group(2).replaceAll("\\D", "")).isEqualTo(String.valueOf(jets));
                        assertThat(Double.parseDouble(said.group(1).replaceAll("\\D", ""))).as("jets said shown at %d", jets)
                                .isCloseTo(framed, within(2 + framed * 0.01));
                    } else {
                        assertThat(said.find()).as("the strip with every jet shown: %s", strip(canvas)).isFalse();
                    }
                }
            } catch (BadLocationException e) {
                throw new AssertionError(e);
            } finally {
                Presentation.OFF.install();
            }
        });
    }

    /**
     * A drag on the sky moves the part on show with the pointer, as far as the world's edge and no
     * further; with every jet shown there is nothing to move.
     */
    @ParameterizedTest(name = "{0}×{1}")
    @CsvSource({"1600, 1000", "1024, 768"})
    void aDragOnTheSkyMovesThePartShownWithinTheWorld(int width, int height) throws Exception {
        WindowCanvas window = WindowCanvas.of(Stress.ID, width, height, "1", Presentation.OFF, "en");
        SwingUtilities.invokeAndWait(() -> {
            try {
                Stress stress = (Stress) window.model().lesson();
                CanvasPanel canvas = window.canvas();
                stress.setJets(10_000);
                window.model().edited();
                canvas.doLayout();
                AffineTransform before = canvas.worldToScreen();
                assertThat(canvas.drag(40, -30)).as("a part is shown at 10,000 jets").isTrue();
                AffineTransform after = canvas.worldToScreen();
                assertThat(after.getScaleX()).isEqualTo(before.getScaleX());
                assertThat(after.getTranslateX() - before.getTranslateX()).as("the sky follows the pointer across").isCloseTo(40, within(1e-6));
                assertThat(after.getTranslateY() - before.getTranslateY()).as("and up").isCloseTo(-30, within(1e-6));
                canvas.drag(1e7, 1e7); // far past the top left corner of the sky
                Point2D corner = canvas.worldToScreen().transform(new Point2D.Double(stress.bounds().minX(), stress.bounds().minY()), null);
                assertThat(corner.getX()).as("the sky's left edge at the frame's").isCloseTo(MARGIN, within(1e-6));
                assertThat(corner.getY()).as("the sky's top edge at the frame's").isCloseTo(canvas.strip().getHeight() + MARGIN, within(1e-6));
                stress.setJets(100);
                window.model().edited();
                canvas.doLayout();
                AffineTransform whole = canvas.worldToScreen();
                assertThat(canvas.drag(40, -30)).as("every jet shown at 100 jets").isFalse();
                assertThat(canvas.worldToScreen()).isEqualTo(whole);
            } finally {
                Presentation.OFF.install();
            }
        });
    }

    /** Returns how many jets' centres the canvas maps inside its world's area, within the margin, above the legend's band. */
    private static int framed(Swarm swarm, AffineTransform toScreen, CanvasPanel canvas) {
        int top = canvas.strip().getHeight() + MARGIN;
        int bottom = canvas.getComponent(1).getY() - MARGIN; // the legend's band, under the world
        int n = 0;
        for (int i = 0; i < swarm.count(); i++) {
            Point2D p = toScreen.transform(new Point2D.Double(swarm.xs()[i], swarm.ys()[i]), null);
            n += p.getX() >= MARGIN - 0.5 && p.getX() <= canvas.getWidth() - MARGIN + 0.5 && p.getY() >= top - 0.5 && p.getY() <= bottom + 0.5 ? 1 : 0;
        }
        return n;
    }

    /** Matches the strip's "showing N of M jets" in the language in force, N and M as groups 1 and 2. */
    private static Matcher shownSaid(String strip) {
        String[] around = Texts.text("stress.partShown").split("\\{[01]}", -1);
        boolean countFirst = Texts.text("stress.partShown").indexOf("{0}") < Texts.text("stress.partShown").indexOf("{1}");
        assertThat(countFirst).as("the count shown before the count flying").isTrue();
        return Pattern.compile(Pattern.quote(around[0]) + "([\\d\\s,.\u00a0\u202f]+?)" + Pattern.quote(around[1]) + "([\\d\\s,.\u00a0\u202f]+?)"
                + Pattern.quote(around[2])).matcher(strip);
    }

    /** Returns the strip's text, its no-break spaces (which keep a number on its word's line) as plain ones. */
    private static String strip(CanvasPanel canvas) throws BadLocationException {
        return canvas.strip().getDocument().getText(0, canvas.strip().getDocument().getLength()).replace('\u00a0', ' ');
    }
}
