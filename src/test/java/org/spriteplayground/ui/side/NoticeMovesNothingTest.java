package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JPanel;
import javax.swing.JScrollBar;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;

/**
 * The "Selected …" note, two lines, coming and going at the side column's foot: no scroll bar
 * appears, the lesson's text does not re-wrap and no preset or choice below moves by a line. Every
 * part of the column that shows before the note (text, controls, readouts, switches) keeps its
 * place and size on screen while it shows; what it covers is only cut off.
 */
class NoticeMovesNothingTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1160, 864", "1024, 768"})
    void theSelectionNoteMovesNothingElse(int width, int height) throws Exception {
        List<String> faults = new ArrayList<>();
        for (String language : List.of("en", "de", "fr")) {
            for (Lessons.Entry entry : Lessons.ALL) {
                faults.addAll(moved(entry, language, width, height - 90)); // less a menu bar in two rows and a title bar
            }
        }
        assertThat(faults).isEmpty();
    }

    private static List<String> moved(Lessons.Entry entry, String language, int width, int height) throws Exception {
        JPanel[] content = new JPanel[1];
        Playground[] model = new Playground[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            System.clearProperty("flatlaf.uiScale"); // as the app starts: the scale follows the type
            FlatLightLaf.setup();
            model[0] = new Playground(entry, org.spriteplayground.sprite.SpriteLibrary.bundled());
            content[0] = new JPanel(new BorderLayout());
            content[0].add(new JPanel(), BorderLayout.CENTER);
            content[0].add(OffScreenLook.sideColumn(model[0]), BorderLayout.EAST);
            content[0].setSize(width, height);
        });
        layOut(content[0]);
        Map<Component, Rectangle> before = places(content[0], true);
        SwingUtilities.invokeAndWait(() -> model[0].say(Texts.format("pieces.selected.moveResize", "P")));
        layOut(content[0]);
        Map<Component, Rectangle> after = places(content[0], false);
        List<String> faults = new ArrayList<>();
        before.forEach((c, r) -> {
            if (!r.equals(after.get(c))) {
                faults.add(language + " " + entry.id() + " " + c.getClass().getSimpleName() + " '" + c.getName() + "' from " + r + " to " + after.get(c));
            }
        });
        return faults.size() > 3 ? faults.subList(0, 3) : faults;
    }

    private static void layOut(JPanel content) throws Exception {
        for (int i = 0; i < 4; i++) {
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(content)); // wrapped text and switches re-flow from the queue
        }
    }

    /** Returns where each named part of the column is in {@code content}; if {@code whole}, only those that show whole. */
    private static Map<Component, Rectangle> places(JPanel content, boolean whole) throws Exception {
        Map<Component, Rectangle> places = new LinkedHashMap<>();
        SwingUtilities.invokeAndWait(() -> {
            for (Component c : Gui.all((java.awt.Container) content.getComponent(1), c -> c.isVisible() && c.getName() != null && !(c instanceof JScrollBar)
                    && !"statusBar".equals(c.getName()))) {
                JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, c);
                Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), content);
                if (view != null && whole) {
                    Rectangle shown = SwingUtilities.convertRectangle(view, new Rectangle(view.getSize()), content);
                    if (!shown.contains(r)) {
                        continue; // scrolled out of view before: where it is does not show
                    }
                }
                places.put(c, r);
            }
        });
        return places;
    }
}
