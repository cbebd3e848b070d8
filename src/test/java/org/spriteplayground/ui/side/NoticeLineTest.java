package org.spriteplayground.ui.side;

import org.spriteplayground.ui.canvas.PaintMeter;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.Presentation;

/**
 * The status line sits at the foot of the side column and takes room only while it has a
 * notice, so that at UI scale 2 and presentation ×2 no empty grey strip 40-80 px tall lies under
 * the timeline.
 */
class NoticeLineTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "UI scale {0}, presentation {1}")
    @CsvSource({"2, LARGEST", "1, OFF"})
    void theStatusLineTakesRoomOnlyWithANoticeAndNotUnderTheTimeline(String scale, Presentation size) throws Exception {
        SideColumn[] column = new SideColumn[1];
        Playground[] model = new Playground[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, "en");
            size.install();
            com.formdev.flatlaf.FlatLightLaf.setup();
            model[0] = new Playground(Lessons.byId("flying-jets").orElseThrow(), SpriteLibrary.bundled());
            column[0] = new SideColumn(model[0], null, new PaintMeter(model[0]));
            column[0].setSize(500, 900);
            OffScreenLook.layOut(column[0]);
        });
        try {
            SwingUtilities.invokeAndWait(() -> {
                javax.swing.text.JTextComponent status = (javax.swing.text.JTextComponent) find(column[0], "statusBar");
                assertThat(status).as("the status line in the side column").isNotNull();
                assertThat(status.isVisible() && status.getHeight() > 0).as("an empty status line takes room").isFalse();
                model[0].say("Saved scene lesson.scene.json");
                OffScreenLook.layOut(column[0]);
                assertThat(status.getText()).isEqualTo("Saved scene lesson.scene.json");
                assertThat(status.isVisible()).as("the status line with a notice").isTrue();
                assertThat(status.getHeight()).as("the status line's height with a notice").isPositive();
                assertThat(status.getY() + status.getHeight()).as("the status line at the column's foot").isEqualTo(column[0].getHeight() - column[0].getInsets().bottom);
                model[0].say("");
                OffScreenLook.layOut(column[0]);
                assertThat(status.isVisible()).as("the status line once the notice is gone").isFalse();
            });
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
    }

    /** Returns the component named {@code name} inside {@code c}, or null. */
    private static Component find(Container c, String name) {
        for (Component child : c.getComponents()) {
            if (name.equals(child.getName())) {
                return child;
            }
            Component found = child instanceof Container inner ? find(inner, name) : null;
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
