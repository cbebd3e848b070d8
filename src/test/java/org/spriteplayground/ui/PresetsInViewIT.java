package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;

/**
 * The side column laid out as a real window does it, after the changes that rebuild it: each
 * lesson opened from each other one opens at its title with every preset whole in its part's view,
 * and in separating-axes a preset, Ctrl+Z and Ctrl+Y (which rebuild its controls) leave the window
 * whole ({@link WindowLayout}).
 */
class PresetsInViewIT extends JourneyCase {

    @Test
    void everyPresetIsWholeInItsPartAfterEachLessonIsOpenedFromEachOther() {
        List<String> faults = new ArrayList<>();
        for (Lessons.Entry before : Lessons.ALL) {
            for (Lessons.Entry entry : Lessons.ALL) {
                openAndLayOut(before);
                openAndLayOut(entry);
                run(() -> faults.addAll(presetsCut(before.id() + " → " + entry.id())));
            }
        }
        assertThat(faults).isEmpty();
    }

    @Test
    void theWindowStaysWholeAfterAPresetIsUndoneAndRedone() {
        openAndLayOut(Lessons.byId("separating-axes").orElseThrow());
        List<String> faults = new ArrayList<>();
        for (String preset : List.of("Apart on P's axis", "Overlapping: push-out", "Hulls near miss", "Apart only on Q's axis")) {
            Component button = you.find("preset:" + preset);
            run(() -> ((javax.swing.JComponent) button).scrollRectToVisible(new Rectangle(button.getSize())));
            you.click(button);
            you.pressMenuKey(KeyEvent.VK_Z);
            you.pressMenuKey(KeyEvent.VK_Y);
            Gui.settle();
            int rows = you.ask(() -> you.model.lesson().readouts().stream().mapToInt(t -> t.rows().size()).sum());
            you.ask(() -> WindowLayout.faults(you.frame.getRootPane(), rows)).forEach(f -> faults.add(preset + ", undone and redone: " + f));
        }
        assertThat(faults).isEmpty();
    }

    /** Opens {@code entry} and waits until the event queue has run the validation it asked for. */
    private static void openAndLayOut(Lessons.Entry entry) {
        run(() -> you.model.open(entry));
        run(() -> { });
        run(() -> { });
    }

    /** Returns a fault for each preset of the lesson on show not whole in its part's view, and for a part not at its top. */
    private static List<String> presetsCut(String where) {
        List<String> faults = new ArrayList<>();
        for (Component c : Gui.all(you.frame, c -> c.getName() != null && c.getName().startsWith("preset:") && c.isShowing())) {
            JViewport port = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, c);
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), port.getView());
            if (r.y < 0 || r.y + r.height > port.getView().getHeight() || r.width <= 0 || r.height <= 0) {
                faults.add(where + ": " + c.getName() + " not whole in its part (" + r + " in " + port.getView().getSize() + ")");
            }
            if (port.getViewPosition().y != 0) {
                faults.add(where + ": the lesson's part opens scrolled to " + port.getViewPosition().y);
            }
        }
        return faults;
    }
}
