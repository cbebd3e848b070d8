package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.Theme;
import org.spriteplayground.render.Palette;

/**
 * The exact-values popup is set off from the side panel, else where it overlaps the lesson's text
 * that text would look cut ("bri…"). In every theme its edge
 * is a line that stands out against both the popup and the side panel (a contrast of at least
 * 3:1, as WCAG asks of a component's edge), and its background differs from the side panel's.
 */
class ValuePopupLookTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest
    @EnumSource(Theme.class)
    void thePopupHasAnEdgeAndABackgroundOfItsOwn(Theme theme) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            theme.install();
            Color side = new JPanel().getBackground(); // the side column's parts are plain panels
            JPanel popup = ValueDialog.content();
            popup.setSize(200, 120);
            BufferedImage image = new BufferedImage(200, 120, BufferedImage.TYPE_INT_RGB);
            var g = image.createGraphics();
            try {
                popup.paint(g);
            } finally {
                g.dispose();
            }
            Color edge = new Color(image.getRGB(0, 60));
            Color inside = new Color(image.getRGB(100, 60));
            assertThat(Palette.contrast(edge, side)).as("%s: edge %s against the side panel %s", theme, edge, side).isGreaterThanOrEqualTo(3);
            assertThat(Palette.contrast(edge, inside)).as("%s: edge %s against the popup %s", theme, edge, inside).isGreaterThanOrEqualTo(3);
            assertThat(inside).as("%s: the popup's background against the side panel's", theme).isNotEqualTo(side);
        });
    }
}
