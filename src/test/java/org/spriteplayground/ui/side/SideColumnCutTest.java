package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Presentation;

/**
 * The side column of a 1024×768 window at presentation ×1.5 and ×2, and of a 1600×1000 window at
 * UI scale 2 and presentation ×2, in English, German and French, for every lesson: no button, slider, choice or check box (the overlay switches too) is
 * cut at the column's right edge, and none is narrower than it asks to be (German ×2 stress cut
 * "10.000 Jets", the Jets slider, the "Dann testen mit" box with its arrow and "Glatte Sprites
 * (bilin…"; flying-jets read "Gedrehtes Rec…").
 */
class SideColumnCutTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "presentation {0}")
    @EnumSource(value = Presentation.class, names = {"LARGE", "LARGEST"})
    void nothingIsCutAtTheRightEdge(Presentation size) throws Exception {
        List<String> faults = new ArrayList<>();
        for (String language : List.of("en", "de", "fr")) {
            for (Lessons.Entry entry : Lessons.ALL) {
                faults.addAll(cut(laidOut(entry, language, size, "1", 1024, 768 - 90), entry, language, size)); // less a menu bar in two rows and a title bar
            }
        }
        assertThat(faults).isEmpty();
    }

    /**
     * UI scale 2 at presentation ×2 in a 1600×1000 window (type four times the usual): the column
     * takes no more than half the window, and still nothing in it is cut; a check box's name
     * breaks over lines instead (angle-radius's "Shade where they disagree" made the column 941 px
     * wide, stress's "Smooth sprites (bilinear)" 860, and the canvas narrow).
     */
    @org.junit.jupiter.api.Test
    void atUiScale2AndPresentation2TheColumnLeavesTheCanvasHalfTheWindow() throws Exception {
        List<String> faults = new ArrayList<>();
        for (String language : List.of("en", "de", "fr")) {
            for (Lessons.Entry entry : Lessons.ALL) {
                JPanel content = laidOut(entry, language, Presentation.LARGEST, "2", 1600, 1000 - 110); // less the menu bar and a title bar
                SwingUtilities.invokeAndWait(() -> {
                    int column = content.getComponent(1).getWidth();
                    if (column > content.getWidth() / 2) {
                        faults.add(language + " " + entry.id() + ": the column takes " + column + " of " + content.getWidth() + " px");
                    }
                });
                faults.addAll(cut(content, entry, language, Presentation.LARGEST));
            }
        }
        assertThat(faults).isEmpty();
    }

    /**
     * At the usual size the overlay switches of flying-jets (all thirteen) stay two to a row in
     * every language, a switch too wide for half the row taking a row of its own, so that French's
     * "Carte des fausses alertes" does not put all of them in one column and leave room for one
     * readout row.
     */
    @org.junit.jupiter.api.Test
    void overlaySwitchesStayTwoToARowInEveryLanguage() throws Exception {
        List<String> faults = new ArrayList<>();
        for (String language : List.of("en", "de", "fr")) {
            JPanel content = laidOut(Lessons.byId("flying-jets").orElseThrow(), language, Presentation.OFF, "1", 1024, 768 - 90);
            SwingUtilities.invokeAndWait(() -> {
                List<Component> switches = Gui.all(content, c -> c instanceof javax.swing.JCheckBox && c.isVisible()
                        && c.getName() != null && c.getName().startsWith("overlay:"));
                long rows = switches.stream().mapToInt(Component::getY).distinct().count();
                if (rows > (switches.size() + 1) / 2 + 1) {
                    faults.add(language + ": " + switches.size() + " switches in " + rows + " rows");
                }
                for (Component c : switches) {
                    if (c.getWidth() < c.getPreferredSize().width || c.getX() + c.getWidth() > c.getParent().getWidth()) {
                        faults.add(language + " '" + c.getName() + "' cut: " + c.getWidth() + " px for " + c.getPreferredSize().width);
                    }
                }
            });
        }
        assertThat(faults).isEmpty();
    }

    /** Returns what is cut in the lesson's column, laid out in {@code content}. */
    private static List<String> cut(JPanel content, Lessons.Entry entry, String language, Presentation size) throws Exception {
        List<String> faults = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                for (Component c : Gui.all(content, c -> c.isVisible() && (c instanceof AbstractButton || c instanceof JSlider || c instanceof JComboBox<?>))) {
                    JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, c);
                    if (view == null || !showing(c, view)) {
                        continue;
                    }
                    Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), view);
                    String where = language + " " + size + " " + entry.id() + " " + c.getClass().getSimpleName() + " '" + c.getName() + "'";
                    if (r.x + r.width > view.getWidth()) {
                        faults.add(where + ": right edge " + (r.x + r.width) + " past the column's " + view.getWidth());
                    }
                    if (!(c instanceof JSlider) && r.width < c.getPreferredSize().width) {
                        faults.add(where + ": " + r.width + " px for " + c.getPreferredSize().width);
                    }
                }
            } finally {
                Presentation.OFF.install();
            }
        });
        return faults;
    }

    /**
     * Returns the window's content, {@code width} × {@code height}, with the lesson's column, laid out at UI scale {@code scale}
     * and presentation {@code size} in {@code language}.
     */
    private static JPanel laidOut(Lessons.Entry entry, String language, Presentation size, String scale, int width, int height) throws Exception {
        JPanel[] content = new JPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use(scale, language);
            if ("1".equals(scale)) {
                System.clearProperty("flatlaf.uiScale"); // as the app starts: the scale follows the type
            }
            size.install();
            FlatLightLaf.setup();
            Playground model = new Playground(entry, org.spriteplayground.sprite.SpriteLibrary.bundled());
            content[0] = new JPanel(new BorderLayout());
            content[0].add(new JPanel(), BorderLayout.CENTER);
            content[0].add(OffScreenLook.sideColumn(model), BorderLayout.EAST);
            content[0].setSize(width, height);
        });
        for (int i = 0; i < 4; i++) {
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(content[0])); // switches re-flow from the queue
        }
        return content[0];
    }

    /** Returns whether {@code c} and every parent up to {@code view} is visible. */
    private static boolean showing(Component c, JViewport view) {
        for (Component at = c; at != view; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
