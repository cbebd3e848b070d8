package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.Sprite;

/**
 * Flying jets' "reset!" flash: its label, moved off the flyer it names, has a leader that starts
 * on the hit circle's outline and so never runs through the flyer's image, also where "Pause on
 * contact" stops.
 */
class ResetLeaderTest {

    @ParameterizedTest(name = "labels × {0}")
    @ValueSource(doubles = {1, 1.5, 2})
    void atThePausedContactTheResetLeaderKeepsOffTheFlyer(double magnify) {
        FlyingJets lesson = pausedAtContact();
        assertThat(lesson.isFlashing()).as("flashing at the contact").isTrue();
        LabelRecorder draw = new LabelRecorder(FlyingJetsTest.JETS, magnify);
        lesson.draw(draw, Overlays.DEFAULT);
        assertThat(draw.labels()).extracting(LabelRecorder.Label::text).contains(Texts.text("jets.resetNow"));
        Body flyer = lesson.flyer();
        Sprite sprite = flyer.shape().sprite();
        Obb image = Obb.of(flyer.pose(), sprite.width(), sprite.height());
        List<String> through = new ArrayList<>();
        for (LabelRecorder.Leader leader : draw.leaders()) {
            for (int i = 0; i <= 100 && leader.ink() == Ink.HIT; i++) {
                Vec2 p = leader.from().plus(leader.to().minus(leader.from()).times(i / 100.0));
                if (image.contains(p)) {
                    through.add(leader + " crosses the flyer at " + flyer.pose());
                    break;
                }
            }
        }
        assertThat(through).isEmpty();
    }

    /**
     * No leader runs through another label, such as the "reset!" leader through the flyer's
     * "r = 50.0" when "Pause on contact" stops.
     */
    @ParameterizedTest(name = "labels × {0}")
    @ValueSource(doubles = {1, 1.25, 1.5, 1.75, 2})
    void atThePausedContactNoLeaderCrossesAnotherLabel(double magnify) {
        FlyingJets lesson = pausedAtContact();
        LabelRecorder draw = new LabelRecorder(FlyingJetsTest.JETS, magnify);
        lesson.draw(draw, Overlays.DEFAULT);
        org.spriteplayground.geometry.Aabb view = lesson.bounds();
        List<String> crossed = new ArrayList<>();
        for (LabelRecorder.Leader leader : draw.leaders()) {
            for (LabelRecorder.Label label : draw.labels()) {
                org.spriteplayground.geometry.Aabb box = draw.box(label, view);
                org.spriteplayground.geometry.Aabb inside = new org.spriteplayground.geometry.Aabb(box.minX() + 0.5, box.minY() + 0.5, box.maxX() - 0.5, box.maxY() - 0.5);
                if (new Drawn.Stroke(leader.from(), leader.to()).coveredBy(inside)) {
                    crossed.add(leader + " through \"" + label.text() + "\" at " + box);
                }
            }
        }
        assertThat(crossed).isEmpty();
    }

    /** Returns flying-jets with "Pause on contact" on, run until it paused at the contact. */
    private static FlyingJets pausedAtContact() {
        FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);
        lesson.controls().stream().filter(c -> c.label().equals(Texts.text("flying.pauseOnContact")))
                .map(Control.Toggle.class::cast).findFirst().orElseThrow().set().accept(true);
        Simulation sim = new Simulation(lesson);
        while (!lesson.triggered() && sim.steps() < 10_000) {
            sim.step();
        }
        return lesson;
    }
}
