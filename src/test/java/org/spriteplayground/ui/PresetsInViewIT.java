package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;

/**
 * The side column's second placing, as a real window does it: on screen the lesson's and the
 * readouts' parts are validated within the column's layout (off screen, {@link ReadoutsInViewTest},
 * they are laid out by hand). Each lesson is opened from each other one at the window's opening
 * size, and every preset must show whole in its part once the event queue has laid the window out:
 * JourneyIT once clicked flying-jets' presets and met the readouts.
 */
class PresetsInViewIT extends JourneyCase {

    @Test
    void everyPresetShowsWholeAfterEachLessonIsOpenedFromEachOther() {
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

    /** Opens {@code entry} and waits until the event queue has run the validation it asked for. */
    private static void openAndLayOut(Lessons.Entry entry) {
        run(() -> you.model.open(entry));
        run(() -> { });
        run(() -> { });
    }

    /** Returns a fault for each preset of the lesson on show not whole in its part's view. */
    private static List<String> presetsCut(String where) {
        List<String> faults = new ArrayList<>();
        for (Component c : Gui.all(you.frame, c -> c.getName() != null && c.getName().startsWith("preset:") && c.isShowing())) {
            JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, c);
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), view);
            if (r.y < 0 || r.y + r.height > view.getHeight()) {
                faults.add(where + ": " + c.getName() + " not whole in view (" + r.y + "–" + (r.y + r.height) + " of " + view.getHeight() + " px)");
            }
        }
        return faults;
    }
}
