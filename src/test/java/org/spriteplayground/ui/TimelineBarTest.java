package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JLabel;
import javax.swing.JSlider;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.sprite.SpriteLibrary;

/** What the timeline bar shows: its knob where its label says, and a label that does not move the slider. */
class TimelineBarTest {

    private final Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SpriteLibrary.bundled());
    private final TimelineBar bar = new TimelineBar(model);
    private final JSlider slider = (JSlider) Gui.find(bar, "timelineSlider");
    private final JLabel where = (JLabel) Gui.find(bar, "timelineWhere");

    @Test
    void aSceneSavedAtALaterStepOpensAtNowWithTheKnobAtTheEnd() throws Exception {
        model.setPaused(true);
        for (int i = 0; i < 42; i++) {
            model.step();
        }
        Scene at42 = model.scene();
        // As `--scene FILE` starts: a new playground, the scene loaded before anything runs.
        Playground opened = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SpriteLibrary.bundled());
        opened.load(at42);
        TimelineBar fresh = new TimelineBar(opened);
        JSlider knob = (JSlider) Gui.find(fresh, "timelineSlider");
        assertThat(((JLabel) Gui.find(fresh, "timelineWhere")).getText()).as("span %s", opened.rewind().span()).isEqualTo("now");
        assertThat(knob.getValue()).as("the knob at the end, where \"now\" is: %s", opened.rewind().span()).isEqualTo(knob.getMaximum());

        opened.setPaused(true);
        opened.step();
        assertThat(knob.getValue()).isEqualTo(knob.getMaximum());
        assertThat(knob.isEnabled()).isTrue();
    }

    @Test
    void theLabelKeepsOneWidthSoTheSliderDoesNotJumpWhileDragged() {
        model.setPaused(true);
        int now = where.getPreferredSize().width;
        for (int i = 0; i < 400; i++) {
            model.step();
        }
        model.rewind().show(model.rewind().span().first());
        assertThat(where.getText()).startsWith("−400 steps");
        assertThat(where.getPreferredSize().width).isEqualTo(now);
    }
}
