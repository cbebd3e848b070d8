package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The overlay switches at the foot of the side column in a 1024×768 window at presentation ×1.5,
 * the size the README recommends for such a projector, in every theme and language: every switch
 * shows whole without scrolling, even French's "Carte des fausses alertes", the longest name.
 */
class OverlaySwitchesInReachTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0}")
    @EnumSource(Theme.class)
    void everySwitchShowsWholeAtPresentation15In1024x768(Theme theme) throws Exception {
        List<String> faults = new ArrayList<>();
        try {
            for (String language : List.of("en", "de", "fr")) {
                for (Lessons.Entry entry : Lessons.ALL) {
                    faults.addAll(cut(laidOut(entry, language, theme), language + " " + entry.id()));
                }
            }
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
        assertThat(faults).isEmpty();
    }

    /** Returns the switches in {@code content} that do not show whole. */
    private static List<String> cut(JPanel content, String where) throws Exception {
        List<String> faults = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            for (Component c : Gui.all(content, c -> c instanceof javax.swing.JCheckBox && c.isVisible()
                    && c.getName() != null && c.getName().startsWith("overlay:"))) {
                JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, c);
                Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), view);
                Rectangle shown = SwingUtilities.convertRectangle(view, new Rectangle(view.getSize()), content);
                if (r.y < 0 || r.y + r.height > view.getHeight() || shown.y + shown.height > content.getHeight()) {
                    faults.add(where + " '" + c.getName() + "': " + r + " in a view " + view.getHeight() + " px tall");
                }
            }
        });
        return faults;
    }

    /** Returns a 1024×768 window's content, less a menu bar in two rows and a title bar, with the lesson's column at ×1.5. */
    private static JPanel laidOut(Lessons.Entry entry, String language, Theme theme) throws Exception {
        JPanel[] content = new JPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            System.clearProperty("flatlaf.uiScale"); // as the app starts: the scale follows the type
            theme.install();
            Presentation.LARGE.install();
            theme.install();
            Playground model = new Playground(entry, org.spriteplayground.sprite.SpriteLibrary.bundled());
            content[0] = new JPanel(new BorderLayout());
            content[0].add(new JPanel(), BorderLayout.CENTER);
            content[0].add(OffScreenLook.sideColumn(model), BorderLayout.EAST);
            content[0].setSize(1024, 768 - 90);
        });
        for (int i = 0; i < 4; i++) {
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(content[0])); // switches re-flow from the queue
        }
        return content[0];
    }
}
