package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/** The cue of each event the model reports: its tone, and the words the canvas's description announces, at most one of a kind per 150 ms. */
class SoundCuesTest {

    private final Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SpriteLibrary.bundled());
    private final List<StepEvent> played = new ArrayList<>();
    private final long[] now = {0};

    @AfterEach
    void englishAgain() {
        Texts.use(null);
    }

    private SoundCues cues(java.util.function.Consumer<String> announce) {
        SoundCues cues = new SoundCues(model, played::add, announce, () -> now[0]);
        cues.setOn(true);
        return cues;
    }

    /** Steps until a step brings something, a second of the clock per step so that no cue is held back. */
    private void stepToTheNextEvent() {
        int before = played.size();
        for (int i = 0; i < 600 && played.size() == before; i++) {
            now[0] += 1_000_000_000L;
            model.step();
        }
    }

    @Test
    void eachEventKindPlaysItsOwnToneAndIsAnnouncedInTheCanvasDescription() {
        CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        cues(canvas::announce);
        stepToTheNextEvent();
        assertThat(played).as("the circles meet before the pixels do").containsExactly(StepEvent.FALSE_ALARM);
        assertThat(canvas.getAccessibleContext().getAccessibleDescription()).startsWith("False alarm. Flying jets: ");
        ((FlyingJets) model.lesson()).setTrigger(BoundKind.PIXELS);
        stepToTheNextEvent();
        assertThat(played).endsWith(StepEvent.CONTACT);
        assertThat(canvas.getAccessibleContext().getAccessibleDescription()).startsWith("Contact. Flying jets: ");
        model.reset();
        assertThat(played).containsExactly(StepEvent.FALSE_ALARM, StepEvent.CONTACT, StepEvent.RESET);
        assertThat(canvas.getAccessibleContext().getAccessibleDescription()).isEqualTo("Reset. " + model.lesson().describe());
        model.edited(); // a change by hand brings no event: nothing is cued again
        assertThat(played).hasSize(3);
    }

    @Test
    void whileVerdictsAreHiddenOnlyAResetIsCued() {
        List<String> said = new ArrayList<>();
        cues(said::add);
        model.showVerdicts(false); // Predict's Observe: the pupil says what they saw
        for (int i = 0; i < 200; i++) {
            now[0] += 1_000_000_000L;
            model.step();
        }
        assertThat(((FlyingJets) model.lesson()).resets()).as("the circles met").isPositive();
        model.reset();
        assertThat(played).containsExactly(StepEvent.RESET);
        assertThat(said).containsExactly("Reset");
    }

    /** Step back, stepping on again through the kept steps, and Predict's replay show steps again: what they brought was cued when they ran. */
    @Test
    void aStepShownAgainIsNotCuedAgain() {
        cues(words -> { });
        stepToTheNextEvent();
        assertThat(played).hasSize(1);
        long event = model.rewind().span().position();
        for (int back = 0; back < 3; back++) {
            now[0] += 1_000_000_000L;
            model.rewind().back();
        }
        for (int on = 0; on < 3; on++) {
            now[0] += 1_000_000_000L;
            model.step();
        }
        now[0] += 1_000_000_000L;
        model.rewind().show(event);
        assertThat(model.rewind().span().position()).isEqualTo(event);
        assertThat(played).as("the event step shown again, stepped on to and rebuilt").hasSize(1);
        now[0] += 1_000_000_000L;
        model.step();
        stepToTheNextEvent();
        assertThat(played).as("a new step is cued").hasSize(2);
    }

    @Test
    void offByDefaultAndWhatCameBeforeSwitchingOnIsNotCued() {
        SoundCues cues = new SoundCues(model, played::add, words -> { }, () -> now[0]);
        assertThat(cues.on()).isFalse();
        model.reset();
        assertThat(played).isEmpty();
        cues.setOn(true);
        model.edited();
        assertThat(played).as("the reset came while off").isEmpty();
    }

    @Test
    void aKindIsCuedAtMostOnceIn150Ms() {
        List<String> said = new ArrayList<>();
        cues(said::add);
        model.reset();
        now[0] += SoundCues.EVERY_NANOS - 1;
        model.reset();
        assertThat(played).containsExactly(StepEvent.RESET);
        now[0] += 1;
        model.reset();
        assertThat(played).containsExactly(StepEvent.RESET, StepEvent.RESET);
        assertThat(said).containsExactly("Reset", "Reset");
    }

    @Test
    void aDragThatBringsTwoCirclesTogetherIsCuedAndAnnouncedOnce() {
        model.open(Lessons.byId(ThreeOutcomes.ID).orElseThrow());
        ThreeOutcomes lesson = (ThreeOutcomes) model.lesson();
        lesson.place(Circle.of(0, 0, 20), Circle.of(100, 0, 20));
        model.restarted();
        List<String> said = new ArrayList<>();
        cues(said::add);
        Handle q = model.hold(lesson.pieces().get(1));
        for (int x = 100; x >= 30; x -= 5) {
            now[0] += 1_000_000_000L;
            q.moveTo(new Vec2(x, 0));
            model.edited(); // as the canvas says after each move of a drag
        }
        assertThat(played).as("touching at 40, then overlapping").containsExactly(StepEvent.CONTACT);
        assertThat(said).containsExactly("Contact");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void everyEventHasItsOwnWordsInEveryLanguage(String language) {
        Texts.use(Locale.forLanguageTag(language));
        List<String> words = java.util.Arrays.stream(StepEvent.values()).map(event -> SoundCues.words(List.of(event))).distinct().toList();
        assertThat(words).hasSize(StepEvent.values().length).allSatisfy(word -> assertThat(word).isNotBlank().doesNotContain("canvas.event"));
    }
}
