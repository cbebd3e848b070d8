package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.waitUntil;

import java.awt.Component;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JLabel;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.scene.Scene;

/**
 * Step back and the timeline, in the real window with the real keys and mouse: what was on show
 * at a step comes back exactly, in the readouts a pupil copies and in the bodies' poses.
 */
class TimelineJourneyIT extends JourneyCase {

    private record Seen(long step, Scene scene, List<String> readouts) {
    }

    private static Seen seen() {
        return you.ask(() -> new Seen(you.model.simulation().steps(), you.model.scene(), Gui.shownReadouts(you.frame)));
    }

    private static String where() {
        return you.ask(() -> ((JLabel) you.find("timelineWhere")).getText());
    }

    @Test
    void shiftEnterAndLeftStepBackToExactlyWhatWasShown() {
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        Seen before = seen();
        for (int i = 0; i < 4; i++) {
            you.press(KeyEvent.VK_ENTER);
        }
        waitUntil(() -> seen().step() == before.step() + 4, 5_000);
        assertThat(seen().readouts()).as("four steps on, the jet has moved").isNotEqualTo(before.readouts());

        you.press(KeyEvent.VK_ENTER, InputEvent.SHIFT_DOWN_MASK);
        you.press(KeyEvent.VK_ENTER, InputEvent.SHIFT_DOWN_MASK);
        you.press(KeyEvent.VK_LEFT);
        you.press(KeyEvent.VK_LEFT);
        waitUntil(() -> seen().step() == before.step(), 5_000);
        assertThat(seen()).as("four steps back: the same step, poses and readouts").isEqualTo(before);
        assertThat(where()).isEqualTo("−4 steps (0.07\u00A0s)");
        assertThat(you.ask(you.model::paused)).isTrue();

        you.press(KeyEvent.VK_RIGHT); // and on again from there: the same steps come back, the later ones still kept
        waitUntil(() -> seen().step() == before.step() + 1, 5_000);
        assertThat(where()).isEqualTo("−3 steps (0.05\u00A0s)");
    }

    @Test
    void draggingTheTimelineToItsStartShowsTheFirstStepAndBackToItsEndTheLast() {
        waitUntil(() -> you.ask(() -> you.model.simulation().steps()) > 30, 5_000);
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        Seen last = seen();
        Component slider = you.find("timelineSlider");
        Point end = you.ask(() -> {
            Point at = slider.getLocationOnScreen();
            return new Point(at.x + slider.getWidth() - 8, at.y + slider.getHeight() / 2); // the knob, at the end
        });
        you.drag(end, -slider.getWidth() - 40, 0);
        waitUntil(() -> you.ask(() -> you.model.rewind().span().position() == you.model.rewind().span().first()), 5_000);
        assertThat(seen().step()).as("the first step kept: the window opened there").isZero();
        assertThat(where()).startsWith("−");

        Point start = you.ask(() -> {
            Point at = slider.getLocationOnScreen();
            return new Point(at.x + 8, at.y + slider.getHeight() / 2);
        });
        you.drag(start, slider.getWidth() + 40, 0);
        waitUntil(() -> where().equals("now"), 5_000);
        assertThat(seen()).as("back at the end: the last step as it was").isEqualTo(last);
    }

    @Test
    void steppingBackLeavesTheSidePanelScrolledWhereThePupilLeftIt() {
        you.press(KeyEvent.VK_SPACE);
        waitUntil(() -> you.ask(you.model::paused), 5_000);
        for (int i = 0; i < 3; i++) {
            you.press(KeyEvent.VK_ENTER);
        }
        javax.swing.JViewport view = you.ask(() -> (javax.swing.JViewport) you.find("side").getParent());
        Point middle = you.ask(() -> {
            Point at = view.getLocationOnScreen();
            return new Point(at.x + view.getWidth() / 2, at.y + view.getHeight() / 2);
        });
        you.wheel(middle, 6); // down to the readouts
        int scrolled = you.ask(() -> view.getViewPosition().y);
        assertThat(scrolled).as("the side panel scrolls at this size").isPositive();

        you.press(KeyEvent.VK_ENTER, InputEvent.SHIFT_DOWN_MASK);
        you.press(KeyEvent.VK_LEFT);
        waitUntil(() -> where().equals("−2 steps (0.03\u00A0s)"), 5_000);
        assertThat(you.ask(() -> view.getViewPosition().y)).as("after two steps back").isEqualTo(scrolled);

        Component slider = you.find("timelineSlider");
        Point knob = you.ask(() -> {
            Point at = slider.getLocationOnScreen();
            return new Point(at.x + slider.getWidth() - 8, at.y + slider.getHeight() / 2);
        });
        you.drag(knob, -slider.getWidth() / 3, 0);
        assertThat(where()).startsWith("−");
        assertThat(you.ask(() -> view.getViewPosition().y)).as("after a drag of the timeline").isEqualTo(scrolled);

        org.spriteplayground.Gui.run(() -> you.model.open(you.model.entry()));
        org.spriteplayground.Gui.settle();
        assertThat(you.ask(() -> view.getViewPosition().y)).as("the lesson opened again (Lessons menu) starts at its title").isZero();
    }

    @Test
    void theBarsAboveAndBelowTheCanvasNameEveryControlForAScreenReader() {
        for (String bar : new String[] {"playbackBar", "timelineBar"}) {
            List<Component> controls = you.ask(() -> Gui.all((java.awt.Container) you.find(bar),
                    c -> c instanceof javax.swing.AbstractButton || c instanceof javax.swing.JSlider));
            assertThat(controls).as(bar).isNotEmpty();
            for (Component c : controls) {
                String name = you.ask(() -> c.getAccessibleContext().getAccessibleName());
                String description = you.ask(() -> c.getAccessibleContext().getAccessibleDescription());
                assertThat(name).as("%s's %s accessible name", bar, c.getName()).isNotBlank();
                assertThat(description).as("%s's %s accessible description", bar, c.getName()).isNotBlank();
            }
        }
    }
}
