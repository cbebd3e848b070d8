package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.scene.LessonState;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A person's walks through step back, the timeline and undo, as the window drives the playground:
 * what the status line's step count, the timeline's "−N steps" and the readouts say after each.
 */
class RewindJourneyTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    private static Lessons.Entry lesson(String id) {
        return Lessons.byId(id).orElseThrow();
    }

    private static void run(Playground p, int steps) {
        for (int i = 0; i < steps; i++) {
            p.step();
        }
    }

    private static Preset preset(Playground p, String name) {
        return PresetScenes.of(p.lesson()).stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
    }

    /** What a person sees of the lesson: its step count, choices, bodies and readouts (counters among them). */
    private static String seen(Playground p) {
        Lesson lesson = p.lesson();
        return "step " + p.simulation().steps() + "\n" + LessonState.choices(lesson) + "\n" + LessonState.bodies(lesson) + "\n" + lesson.readouts();
    }

    /**
     * Clicks the timeline at every step it offers, left to right: the step count on show rises one
     * at a time and is always the count now less the steps back the timeline's label says.
     */
    private static void timelineAgreesWithTheStepCount(Playground p) {
        Rewind.Span span = p.rewind().span();
        long now = p.simulation().steps();
        List<Long> counts = new ArrayList<>();
        for (long at = span.first(); at <= span.last(); at++) {
            p.rewind().show(at);
            long back = span.last() - at; // what the label says: "−back steps"
            assertThat(p.simulation().steps()).as("timeline at %s of %s, %d steps back", at, span, back).isEqualTo(now - back);
            counts.add(p.simulation().steps());
        }
        assertThat(counts).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void theTimelineOfALessonOpenedAgainHoldsOnlyThisVisit() {
        Playground p = new Playground(lesson(FlyingJets.ID), SPRITES);
        run(p, 700);
        p.open(lesson(ThreeOutcomes.ID));
        run(p, 30);
        p.open(lesson(FlyingJets.ID));
        run(p, 166);
        p.setPaused(true);
        Rewind.Span span = p.rewind().span();
        assertThat(span.last() - span.first()).as("steps back the timeline offers: %s", span).isEqualTo(166);
        p.rewind().show((span.first() + span.last()) / 2);
        assertThat(p.lesson().id()).isEqualTo(FlyingJets.ID);
        assertThat(p.simulation().steps()).isEqualTo(83);
        p.rewind().show(span.last());
        timelineAgreesWithTheStepCount(p);
    }

    @Test
    void theTimelineOfAPastedSceneStartsAtItsStep() throws SceneException {
        Playground saved = new Playground(lesson(FlyingJets.ID), SPRITES);
        run(saved, 259);
        Scene scene = saved.scene();
        Playground p = new Playground(lesson(FlyingJets.ID), SPRITES);
        run(p, 400);
        p.load(scene);
        p.open(lesson(FlyingJets.ID)); // Ctrl+1
        run(p, 242);
        timelineAgreesWithTheStepCount(p);
        p.load(scene);
        run(p, 40);
        assertThat(p.rewind().span().last() - p.rewind().span().first()).isEqualTo(40);
        timelineAgreesWithTheStepCount(p);
    }

    @Test
    void theTimelineStartsAgainWithAPreset() {
        Playground p = new Playground(lesson(FlyingJets.ID), SPRITES);
        run(p, 120);
        p.apply(preset(p, "Waiting jet at 45°"));
        run(p, 50);
        timelineAgreesWithTheStepCount(p);
    }

    @Test
    void undoOfAPresetGoesBackToTheStepBeforeItAndStepBackGoesOnFromThere() {
        Playground p = new Playground(lesson(FlyingJets.ID), SPRITES);
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < 830; i++) {
            p.step();
            shown.add(seen(p));
        }
        p.setPaused(true);
        p.apply(preset(p, "Waiting jet at 45°"));
        String after = seen(p);
        assertThat(p.simulation().steps()).isZero();
        p.history().undo();
        assertThat(seen(p)).as("the step count, the bodies and the counters as they were").isEqualTo(shown.get(829));
        assertThat(p.paused()).isTrue();
        assertThat(p.rewind().span().position()).isEqualTo(p.rewind().span().last());
        assertThat(p.rewind().back()).isTrue();
        assertThat(seen(p)).isEqualTo(shown.get(828));
        p.rewind().show(p.rewind().span().last());
        p.step();
        assertThat(p.simulation().steps()).isEqualTo(831);
        p.history().redo();
        assertThat(seen(p)).isEqualTo(after);
    }

    @Test
    void aSceneSavedAtStep258OpensAsANewStartAndStepBackSaysItIsTheFirst() throws SceneException {
        // A scene opens at step 0, so step back's "This is the first step" never stands beside step 258.
        Playground saved = new Playground(lesson(FlyingJets.ID), SPRITES);
        run(saved, 258);
        Playground p = new Playground(lesson(FlyingJets.ID), SPRITES);
        p.load(saved.scene());
        assertThat(p.rewind().back()).isFalse();
        assertThat(p.simulation().steps()).isZero();
        assertThat(p.notice()).isEqualTo(Texts.text("status.firstStep"));
    }

    @Test
    void aNewActionClearsTheNoteOfTheLastOne() {
        Playground p = new Playground(lesson(ThreeOutcomes.ID), SPRITES);
        p.setPaused(true);
        p.apply(PresetScenes.of(p.lesson()).get(1));
        p.history().undo();
        assertThat(p.notice()).startsWith("Undone: ");
        p.apply(preset(p, "Walked into contact"));
        assertThat(p.notice()).isEmpty();
    }
}
