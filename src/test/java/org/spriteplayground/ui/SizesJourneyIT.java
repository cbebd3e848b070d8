package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.run;

import java.awt.Component;
import java.awt.event.KeyEvent;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlay;

/** The window at sizes a classroom has: every control stays whole and in reach. */
class SizesJourneyIT extends JourneyCase {

    @Test
    void everyOverlaySwitchIsInReachAndReadableAt1024By768AndAt800By560InEveryLesson() {
        java.awt.Dimension before = you.ask(you.frame::getSize);
        try {
            // 1024×768 is WindowLayoutIT's, in every language and type size: here the smallest window a class may have.
            for (java.awt.Dimension size : List.of(new java.awt.Dimension(800, 560))) {
                run(() -> {
                    you.frame.setExtendedState(java.awt.Frame.NORMAL);
                    you.frame.setSize(size);
                    you.frame.validate();
                });
                for (int i = 0; i < Lessons.ALL.size(); i++) {
                    you.openLesson(i);
                    String where = Lessons.ALL.get(i).id() + " at " + size.width + "×" + size.height;
                    boolean used = !you.ask(() -> you.model.lesson().overlaysUsed()).isEmpty();
                    assertThat(you.ask(() -> you.find("overlays").isShowing())).as("%s: the overlay switches show only where the lesson has some", where).isEqualTo(used);
                    for (Overlay overlay : you.ask(() -> you.model.lesson().overlaysUsed())) {
                        javax.swing.JComponent box = (javax.swing.JComponent) you.find("overlay:" + overlay.name());
                        run(() -> box.scrollRectToVisible(new java.awt.Rectangle(box.getSize()))); // the lesson's part scrolls to it, as a wheel would
                        java.awt.Rectangle seen = you.ask(box::getVisibleRect);
                        assertThat(seen.height).as("%s: the %s switch shows whole once scrolled to", where, overlay).isEqualTo(you.ask(box::getHeight));
                        assertThat(seen.width).as("%s: the %s switch's width on screen", where, overlay).isEqualTo(you.ask(box::getWidth));
                        assertThat(you.ask(box::getWidth)).as("%s: the %s switch's text is not cut", where, overlay).isGreaterThanOrEqualTo(you.ask(() -> box.getPreferredSize().width));
                    }
                    for (Component preset : you.ask(() -> Gui.all(you.frame, c -> c.getName() != null && c.getName().startsWith("preset:") && c.isShowing()))) {
                        assertThat(you.ask(preset::getWidth)).as("%s: %s shows its whole name", where, preset.getName())
                                .isGreaterThanOrEqualTo(you.ask(() -> preset.getPreferredSize().width));
                    }
                    for (String name : List.of("pauseButton", "stepButton", "resetButton", "speedSlider")) {
                        javax.swing.JComponent c = (javax.swing.JComponent) you.find(name);
                        assertThat(you.ask(c::getVisibleRect).width).as("%s: %s shows whole", where, name).isEqualTo(you.ask(c::getWidth));
                        assertThat(you.ask(c::getWidth)).as("%s: %s is not squeezed", where, name).isGreaterThanOrEqualTo(you.ask(() -> c.getMinimumSize().width));
                    }
                }
            }
        } finally {
            run(() -> you.frame.setSize(before));
        }
    }

    @Test
    void aLessonWithoutAChartGivesTheCanvasTheWholeHeightAndNoDivider() {
        int lesson = Lessons.ALL.indexOf(Lessons.byId(org.spriteplayground.lesson.ThreeOutcomes.ID).orElseThrow());
        you.openLesson(lesson);
        Component canvas = you.find("canvas");
        javax.swing.JSplitPane split = (javax.swing.JSplitPane) you.ask(() -> canvas.getParent().getParent()); // the canvas above its timeline
        Component timeline = you.find("timelineBar");
        assertThat(you.ask(split::getDividerSize)).as("divider with no chart").isZero();
        assertThat(you.ask(() -> canvas.getHeight() + timeline.getHeight())).as("canvas and timeline height").isEqualTo(you.ask(split::getHeight));
        you.openLesson(Lessons.ALL.indexOf(Lessons.defaultLesson()));
        assertThat(you.ask(split::getDividerSize)).as("divider with the chart").isPositive();
        assertThat(you.ask(() -> you.find("tightnessChart").isShowing())).isTrue();
    }
}
