package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A wheel notch or an arrow key moves the side column's parts by as many lines at any UI scale, so
 * that at scale 2 flying-jets' presets are as few notches away as at scale 1. The lesson's text, the
 * readouts and the switches each step 16 px at scale 1, 32 at 2.
 */
class WheelStepScaleTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "scale {0}")
    @CsvSource({"1, 16", "2, 32"})
    void eachPartStepsALineAtTheScaleInForce(String scale, int step) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, "en");
            Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
            SideColumn column = OffScreenLook.sideColumn(model);
            for (String part : new String[] {"lessonExplanation", "readoutPart", "overlay:CIRCLES"}) {
                JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, Gui.find(column, part));
                assertThat(pane.getVerticalScrollBar().getUnitIncrement(1)).as(part).isEqualTo(step);
            }
        });
    }
}
