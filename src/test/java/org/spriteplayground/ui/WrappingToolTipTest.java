package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.util.List;
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
 * nor covers the overlay switches. In every theme, its lines are each at most a tooltip's
 * width and keep every word in order; a short text and HTML are shown as given.
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
            FontMetrics fm = tip.getFontMetrics(tip.getFont());
            List<String> lines = List.of(tip.getTipText().split("\n"));
            assertThat(lines).as("lines").hasSizeGreaterThan(1);
            assertThat(lines).allSatisfy(line -> assertThat(fm.stringWidth(line)).as(line).isLessThanOrEqualTo(WrappingToolTipUI.room(null)));
            assertThat(String.join(" ", lines)).isEqualTo(text);
            assertThat(tip.getPreferredSize().width).isLessThan(fm.stringWidth(text) / 2);

            tip.setTipText("Pause (Space)");
            assertThat(tip.getTipText()).isEqualTo("Pause (Space)");
            String html = "<html>" + text + "</html>";
            tip.setTipText(html);
            assertThat(tip.getTipText()).isEqualTo(html);
        });
    }
}
