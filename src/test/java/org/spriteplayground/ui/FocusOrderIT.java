package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.FocusTraversalPolicy;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.ui.side.SideColumn;

/**
 * The window's Tab cycle follows the screen: from the canvas to the playback
 * bar left to right (Pause, Step, Reset, Speed), then the timeline, then the side column top to
 * bottom, and back to the canvas.
 */
@ExtendWith(AppWindows.class)
class FocusOrderIT {

    private static Journey you;

    @BeforeAll
    static void open() throws Exception {
        you = new Journey(Gui.open());
        run(() -> you.frame.setSize(new Dimension(1160, 885)));
        you.startAfresh();
        run(() -> you.model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow()));
        Gui.settle();
    }

    @Test
    void tabFromTheCanvasGoesRoundTheScreenInReadingOrder() {
        List<Component> cycle = onEdt(() -> {
            FocusTraversalPolicy policy = you.frame.getFocusTraversalPolicy();
            Component canvas = Gui.find(you.frame, "canvas");
            List<Component> stops = new ArrayList<>();
            Component c = canvas;
            do {
                stops.add(c);
                c = policy.getComponentAfter(you.frame, c);
            } while (c != null && c != canvas && stops.size() < 200);
            return stops;
        });
        List<String> names = cycle.stream().map(c -> String.valueOf(c.getName())).toList();
        assertThat(names.subList(0, 6)).as("the Tab cycle %s", names)
                .containsExactly("canvas", "pauseButton", "stepButton", "resetButton", "speedSlider", "timelineSlider");
        Component side = onEdt(() -> Gui.find(you.frame, "lessonControls"));
        List<Component> rest = cycle.subList(6, cycle.size());
        assertThat(rest).as("after the timeline, only the side column: %s", names)
                .isNotEmpty().allMatch(c -> onEdt(() -> SwingUtilities.getAncestorOfClass(SideColumn.class, c) != null));
        assertThat(rest).as("the side panel's presets among them").anyMatch(c -> onEdt(() -> SwingUtilities.isDescendingFrom(c, side)));
        List<Integer> tops = onEdt(() -> rest.stream().map(c -> c.getLocationOnScreen().y).toList());
        assertThat(tops).as("the side column top to bottom: %s", names.subList(6, names.size())).isSorted();
    }
}
