package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * A lesson opens with its legend band in place: in every lesson, in a 1024 × 768 and a 1600 × 1000
 * window at UI scale 1 and 2, the canvas laid out but not yet painted already shows the band with
 * the entries its first frame paints, at the height it keeps after that frame, so the band does not
 * pop in and the world does not shrink under it; and a lesson opened in its place shows its own
 * entries before it is painted.
 */
class LegendBandFirstFrameTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @AfterEach
    void usualType() throws Exception {
        SwingUtilities.invokeAndWait(Presentation.OFF::install);
    }

    @Test
    void theBandShowsTheFirstFramesEntriesBeforeItIsPainted() throws Exception {
        List<String> wrong = new ArrayList<>();
        int entries = 0;
        for (int[] window : new int[][] {{1024, 768}, {1600, 1000}}) {
            for (String scale : new String[] {"1", "2"}) {
                for (Lessons.Entry lesson : Lessons.ALL) {
                    String what = lesson.id() + " in a " + window[0] + " × " + window[1] + " window at UI scale " + scale;
                    WindowCanvas shown = WindowCanvas.of(lesson.id(), window[0], window[1], scale, Presentation.OFF, "en");
                    CanvasPanel canvas = shown.canvas();
                    List<String> before = Gui.onEdt(() -> entries(canvas));
                    int height = Gui.onEdt(() -> canvas.getComponent(1).getHeight());
                    SwingUtilities.invokeAndWait(() -> OffScreenLook.paint(canvas));
                    SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(canvas)); // after the band has heard of the paint
                    List<String> painted = Gui.onEdt(() -> canvas.painted().texts());
                    int after = Gui.onEdt(() -> canvas.getComponent(1).getHeight());
                    if (painted.isEmpty() || !before.equals(painted) || height != after) {
                        wrong.add(what + ": before the first frame " + before + " " + height + " px high, after it " + painted + " " + after + " px");
                    }
                    entries += before.size();
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(entries).isGreaterThan(4 * 2 * Lessons.ALL.size());
    }

    @Test
    void aLessonOpenedInAnothersPlaceShowsItsOwnEntriesBeforeItIsPainted() throws Exception {
        WindowCanvas shown = WindowCanvas.of("flying-jets", 1024, 768, "1", Presentation.OFF, "en");
        CanvasPanel canvas = shown.canvas();
        SwingUtilities.invokeAndWait(() -> OffScreenLook.paint(canvas));
        for (Lessons.Entry lesson : Lessons.ALL) {
            List<String> before = Gui.onEdt(() -> {
                shown.model().open(lesson);
                OffScreenLook.layOut(canvas); // as the window lays out its canvas after the change
                return entries(canvas);
            });
            SwingUtilities.invokeAndWait(() -> OffScreenLook.paint(canvas));
            assertThat(before).as("%s's band before its first frame", lesson.id()).isEqualTo(Gui.onEdt(() -> canvas.painted().texts()));
        }
    }

    /** Returns the names of the band's entries, none where the band is hidden. */
    private static List<String> entries(CanvasPanel canvas) {
        Component band = Gui.all(canvas, c -> "legend".equals(c.getName())).get(0);
        List<String> names = new ArrayList<>();
        if (band.isVisible() && band.getParent().getHeight() > 0) {
            for (Component entry : ((java.awt.Container) band).getComponents()) {
                names.add(((JLabel) entry).getAccessibleContext().getAccessibleName());
            }
        }
        return names;
    }
}
