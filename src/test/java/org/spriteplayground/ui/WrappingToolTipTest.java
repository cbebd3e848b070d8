package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JSlider;
import javax.swing.JToolTip;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * A long tooltip wraps, so that the timeline's, 300 characters, neither runs past the screen's edge
 * nor covers the overlay switches: in every theme it is no wider than a tooltip's width and takes
 * several lines; a short text and HTML are shown as given.
 */
class WrappingToolTipTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theTimelinesTooltipWrapsWithinAToolTipsWidth(Theme theme) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            theme.install();
            String text = Texts.text("timeline.tip");
            JToolTip tip = new JSlider().createToolTip();
            tip.setTipText(text);
            Dimension size = tip.getPreferredSize();
            Insets in = tip.getInsets();
            int line = tip.getFontMetrics(tip.getFont()).getHeight();
            // Swing's tooltip keeps 6 px beside its text.
            assertThat(size.width - in.left - in.right).as("the text's width").isLessThanOrEqualTo(UIScale.scale(Theme.TIP_WIDTH) + 6);
            assertThat(size.height - in.top - in.bottom).as("the text's height").isGreaterThanOrEqualTo(3 * line);

            tip.setTipText("Pause (Space)");
            assertThat(tip.getTipText()).isEqualTo("Pause (Space)");
            String html = "<html>" + text + "</html>";
            tip.setTipText(html);
            assertThat(tip.getTipText()).isEqualTo(html);
        });
    }
}
