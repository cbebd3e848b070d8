package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.ui.chart.CanvasAndChart;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * The window on a 1024 × 768 projector, at UI scale 2 and at presentation ×2, in every lesson and
 * language, laid out off screen as the window lays it out: nothing runs off the screen (the window's
 * parts, the Lessons menu's popup), the canvas with its timeline keeps its least share of the
 * height under the menu bar.
 */
class ProjectorFitTest {

    private static final int WIDTH = 1024;
    private static final int HEIGHT = 768;

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} at UI scale {1}, presentation {2}")
    @CsvSource({"en, 2, OFF", "de, 2, OFF", "fr, 2, OFF", "en, 1, LARGEST", "de, 1, LARGEST", "fr, 1, LARGEST"})
    void everyLessonFitsTheProjector(String language, String scale, Presentation size) throws Exception {
        List<String> faults = new ArrayList<>();
        WindowCanvas window = WindowCanvas.of(Lessons.defaultLesson().id(), WIDTH, HEIGHT, scale, size, language);
        try {
            for (Lessons.Entry lesson : Lessons.ALL) {
                SwingUtilities.invokeAndWait(() -> window.model().open(lesson));
                window.layOut();
                SwingUtilities.invokeAndWait(() -> check(window, lesson.id(), faults));
            }
            SwingUtilities.invokeAndWait(() -> lessonsMenu(window, faults));
        } finally {
            SwingUtilities.invokeAndWait(Presentation.OFF::install);
        }
        assertThat(faults).isEmpty();
    }

    /** Notes where the canvas has less than its share, or a part lies past the content. */
    private static void check(WindowCanvas window, String lesson, List<String> faults) {
        JPanel content = window.content();
        Component timeline = Gui.find(content, "timelineBar");
        int side = window.canvas().getHeight() + timeline.getHeight();
        int least = (int) Math.ceil(CanvasAndChart.LEAST_SHARE * content.getHeight());
        if (side < least) {
            faults.add(String.format("%s: the canvas with its timeline is %d px high, less than %d px of %d", lesson, side, least, content.getHeight()));
        }
        Rectangle inside = new Rectangle(content.getSize());
        for (Component part : content.getComponents()) {
            if (part.isVisible() && !inside.contains(part.getBounds())) {
                faults.add(lesson + ": " + part.getClass().getSimpleName() + " at " + part.getBounds() + " runs past the content " + inside);
            }
        }
    }

    /** Notes where the Lessons menu, as it opens on this screen, is wider than the screen. */
    private static void lessonsMenu(WindowCanvas window, List<String> faults) {
        JMenu menu = Menus.lessons(window.model());
        Menus.fit(menu, WIDTH);
        JPopupMenu popup = menu.getPopupMenu();
        int wide = popup.getPreferredSize().width;
        if (wide > WIDTH) {
            faults.add("the Lessons menu is " + wide + " px wide, on a screen " + WIDTH + " px wide");
        }
    }
}
