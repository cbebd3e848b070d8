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
import org.spriteplayground.ui.side.FootCuts;

/**
 * The side column's second placing, as a real window does it: on screen the lesson's and the
 * readouts' parts are validated within the column's layout (off screen, {@link org.spriteplayground.ui.side.ReadoutsInViewTest},
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

    /**
     * The lesson's part ends at a whole control after a change inside it, too: in separating-axes a
     * preset, Ctrl+Z and Ctrl+Y lay the part out again and move its controls, so the column places it
     * again; else the "Shapes" choice would be cut at the part's foot.
     */
    @Test
    void noControlCrossesTheLessonPartsFootAfterAPresetIsUndoneAndRedone() {
        openAndLayOut(Lessons.byId("separating-axes").orElseThrow());
        List<String> faults = new ArrayList<>();
        for (String preset : List.of("Apart on P's axis", "Overlapping: push-out", "Hulls near miss", "Apart only on Q's axis")) {
            you.click(you.find("preset:" + preset));
            you.pressMenuKey(KeyEvent.VK_Z);
            you.pressMenuKey(KeyEvent.VK_Y);
            Gui.settle();
            run(() -> faults.addAll(controlsCut(preset + ", undone and redone")));
        }
        assertThat(faults).isEmpty();
    }

    /** Returns a fault for each button, choice or slider of the lesson's part that its foot crosses. */
    private static List<String> controlsCut(String where) {
        JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, Gui.find(you.frame, "lessonExplanation"));
        return FootCuts.crossing(where, view, FootCuts.controls(view));
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
