package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.border.CompoundBorder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The notice's text lines up with the overlay switches under it, at any UI scale (at scale 2 both are
 * 24 px in from the column's edge). A rule sets it off from the readouts above it, so that it does
 * not read as one more of their rows.
 */
class NoticeLinesUpTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest
    @ValueSource(strings = {"1", "1.5", "2"})
    void theNoticeIsInsetAsTheSwitchesAre(String scale) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, "en");
            Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
            SideColumn column = OffScreenLook.sideColumn(model);
            Component notice = Gui.find(column, "statusBar");
            Component footer = Gui.find(column, "overlayFooter");
            assertThat(((JComponent) notice).getInsets().left).isEqualTo(((JComponent) footer).getInsets().left);
            assertThat(((JComponent) notice).getInsets().right).isEqualTo(((JComponent) footer).getInsets().right);
            // and under a rule, as the switches are, so that it does not read as one more readout row
            assertThat(((JComponent) notice).getBorder()).isInstanceOf(CompoundBorder.class);
            assertThat(((CompoundBorder) ((JComponent) notice).getBorder()).getOutsideBorder().getBorderInsets(notice).top).isEqualTo(1);
        });
    }
}
