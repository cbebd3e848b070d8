package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.spriteplayground.Gui;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Presentation;
import org.spriteplayground.ui.WindowCanvas;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The canvas's legend covers nothing of the world: in every lesson, in the main window at
 * 800 × 500 and 1024 × 768 and at UI scale 1 and 2, the legend is a band of its own that lies
 * wholly outside the world's area (so it can cover no label or body of it) and inside the canvas,
 * with one entry, whole and in its band, for each entry of the legend of what the canvas painted
 * (none where the canvas paints nothing: at 800 × 500 and UI scale 2 the status strip covers it).
 */
class LegendBandTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @Test
    void theLegendLiesUnderTheWorldWithAnEntryForEveryInkPainted() throws Exception {
        List<String> checked = new ArrayList<>();
        int entries = 0;
        for (int[] window : new int[][] {{800, 500}, {1024, 768}}) {
            for (String scale : new String[] {"1", "2"}) {
                for (Lessons.Entry lesson : Lessons.ALL) {
                    String what = lesson.id() + " in a " + window[0] + " × " + window[1] + " window at UI scale " + scale;
                    entries += check(what, WindowCanvas.of(lesson.id(), window[0], window[1], scale, Presentation.OFF, "en"));
                    checked.add(what);
                }
            }
        }
        for (Lessons.Entry lesson : Lessons.ALL) { // the presentation's type, on a projector's screen
            String what = lesson.id() + " in a 1600 × 1000 window at the presentation's large type";
            entries += check(what, WindowCanvas.of(lesson.id(), 1600, 1000, "1", Presentation.LARGE, "en"));
            checked.add(what);
        }
        assertThat(checked).hasSize(5 * Lessons.ALL.size());
        assertThat(entries).as("entries shown").isGreaterThan(4 * Lessons.ALL.size());
    }

    /** Paints the window's canvas as the screen would, lets the band show what it painted, and checks the band; returns its entries. */
    private static int check(String what, WindowCanvas window) throws Exception {
        CanvasPanel canvas = window.canvas();
        for (int paint = 0; paint < 3; paint++) { // the band shows after a paint; the world then has its room
            SwingUtilities.invokeAndWait(() -> OffScreenLook.paint(canvas));
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(canvas));
        }
        return Gui.onEdt(() -> band(what, canvas, window.model()));
    }

    private static int band(String what, CanvasPanel canvas, Playground model) {
        List<Component> bands = Gui.all(canvas, c -> "legend".equals(c.getName()));
        assertThat(bands).as("%s: the legend's band on the canvas", what).hasSize(1);
        Container band = (Container) bands.get(0);
        Rectangle bandArea = SwingUtilities.convertRectangle(band.getParent(), new Rectangle(band.getParent().getSize()), canvas); // its view port
        Aabb bounds = canvas.shown(); // all of the world, or the part of a crowded sky on show
        Rectangle2D world = canvas.worldToScreen().createTransformedShape(new Rectangle2D.Double(bounds.minX(), bounds.minY(), bounds.width(), bounds.height()))
                .getBounds2D();
        assertThat(world.intersects(bandArea)).as("%s: the band %s over the world %s", what, bandArea, world).isFalse();
        assertThat(bandArea.getMaxY()).as("%s: the band's foot, in the canvas", what).isLessThanOrEqualTo(canvas.getHeight());
        List<String> expected = canvas.painted() == null ? List.of() : canvas.painted().texts();
        List<String> shown = new ArrayList<>();
        for (Component entry : band.getComponents()) {
            JLabel label = (JLabel) entry;
            shown.add(label.getAccessibleContext().getAccessibleName());
            assertThat(label.getIcon()).as("%s: the sample of %s", what, label.getAccessibleContext().getAccessibleName()).isNotNull();
            assertThat(label.getX() >= 0 && label.getX() + label.getWidth() <= band.getWidth() && label.getY() + label.getHeight() <= band.getHeight())
                    .as("%s: the entry %s at %s, whole in the band %s", what, label.getAccessibleContext().getAccessibleName(), label.getBounds(), band.getSize()).isTrue();
        }
        assertThat(shown).as("%s: the band's entries", what).isEqualTo(expected);
        return shown.size();
    }
}
