package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.SpriteLibrary;

/** The one owner of the playground's state, driven as the window's actions drive it. */
class PlaygroundTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    private final List<Change> heard = new ArrayList<>();

    private Playground playground(Lessons.Entry first) {
        Playground p = new Playground(first, SPRITES);
        p.addListener(heard::add);
        return p;
    }

    static List<Lessons.Entry> lessons() {
        return Lessons.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void resetPutsTheWorldBackButKeepsEveryChoiceOfTheLesson(Lessons.Entry entry) {
        Playground p = playground(entry);
        List<Control> controls = p.lesson().controls();
        for (Control control : controls) {
            change(control);
        }
        List<Object> chosen = values(controls);
        for (int i = 0; i < 30; i++) {
            p.step();
        }
        p.reset();
        assertThat(p.simulation().steps()).isZero();
        assertThat(values(p.lesson().controls())).as("choices after reset").isEqualTo(chosen);
        assertThat(heard).endsWith(Change.SCENE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void aPresetIsANewStartSoTheStepCountStartsAgain(Lessons.Entry entry) {
        Playground p = playground(entry);
        for (Preset preset : PresetScenes.of(p.lesson())) {
            for (int i = 0; i < 12; i++) {
                p.step();
            }
            p.apply(preset);
            assertThat(p.simulation().steps()).as("steps after preset %s", preset.name()).isZero();
        }
    }

    /** The controls whose change places the bodies afresh, by lesson id and label: found by reading each lesson's setters. */
    private static final Set<String> NEW_STARTS = Set.of("flying-jets/Sprite", "tunnelling/Ball speed", "stress/Jets", "broad-phase/Jets", "broad-phase/Layout");

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void aControlThatPutsTheWorldBackToItsStartStartsTheStepCountAgainAndNoOtherDoes(Lessons.Entry entry) {
        Playground p = playground(entry);
        for (Control control : p.lesson().controls()) {
            String name = entry.id() + "/" + control.label();
            for (int i = 0; i < 12; i++) {
                p.step();
            }
            long before = p.simulation().steps();
            change(control);
            p.controlChanged(control);
            if (NEW_STARTS.contains(name)) {
                assertThat(p.simulation().steps()).as("steps after changing %s", name).isZero();
                List<String> shown = readouts(p);
                p.reset();
                assertThat(shown).as("%s puts the world back to its start, as reset does", name).isEqualTo(readouts(p));
            } else {
                assertThat(p.simulation().steps()).as("steps after changing %s", name).isEqualTo(before);
            }
            assertThat(heard).endsWith(Change.SCENE);
        }
    }

    @Test
    void aSpriteFlownAfreshByHandStartsTheStepCountAgain() {
        Playground p = playground(Lessons.byId(FlyingJets.ID).orElseThrow());
        for (int i = 0; i < 12; i++) {
            p.step();
        }
        ((FlyingJets) p.lesson()).setSprite("saucer");
        p.restarted();
        assertThat(p.simulation().steps()).isZero();
        assertThat(heard).endsWith(Change.SCENE);
    }

    @Test
    void aNewLessonRunsAtTheSameSpeedEvenIfTheLastOneWasPaused() {
        Playground p = playground(Lessons.defaultLesson());
        p.setSpeed(2.0);
        p.setPaused(true);
        p.open(Lessons.byId("dot-and-wall").orElseThrow());
        assertThat(p.paused()).isFalse();
        assertThat(p.speed()).isEqualTo(2.0);
        assertThat(p.lesson().id()).isEqualTo("dot-and-wall");
        assertThat(heard).contains(Change.LESSON);
    }

    @Test
    void speedMovesOnePlaceAtATimeAndSaysWhenItCannot() {
        Playground p = playground(Lessons.defaultLesson());
        p.nudgeSpeed(+1);
        p.nudgeSpeed(+1);
        assertThat(p.speed()).isEqualTo(4.0);
        p.nudgeSpeed(+1);
        assertThat(p.speed()).isEqualTo(4.0);
        assertThat(p.notice()).contains("fastest");
        for (int i = 0; i < 6; i++) {
            p.nudgeSpeed(-1);
        }
        assertThat(p.speed()).isEqualTo(0.25);
        assertThat(p.notice()).contains("slowest");
        assertThatThrownBy(() -> p.setSpeed(3.0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.0");
    }

    @Test
    void aMessageGoesWhenWhatItWasAboutChanges() {
        Playground p = playground(Lessons.defaultLesson());
        p.nudgeSpeed(+1);
        p.nudgeSpeed(+1);
        p.nudgeSpeed(+1);
        assertThat(p.notice()).contains("fastest");
        p.nudgeSpeed(-1);
        assertThat(p.notice()).isEmpty();
        p.say("The lesson is paused: steering takes effect when it runs");
        p.setPaused(true);
        assertThat(p.notice()).isEmpty();
        p.say("Saved x.png");
        p.open(Lessons.byId("stress").orElseThrow());
        assertThat(p.notice()).isEmpty();
    }

    @Test
    void aKeyTappedWhilePausedMovesTheDotOnTheNextSingleStepAsTheStatusSays() {
        Playground p = playground(Lessons.byId(DotAndWall.ID).orElseThrow());
        DotAndWall lesson = (DotAndWall) p.lesson();
        lesson.grab(lesson.dot().center(), 2).orElseThrow().moveTo(new Vec2(100, 300));
        p.setPaused(true);
        assertThat(p.steer(Lesson.Direction.LEFT, true)).isTrue();
        assertThat(p.notice()).contains("paused").contains("Enter takes one step").contains("Space");
        p.steer(Lesson.Direction.LEFT, false);
        p.step();
        assertThat(lesson.dot().center()).isEqualTo(new Vec2(99, 300));
        p.step();
        assertThat(lesson.dot().center()).as("the tap is spent").isEqualTo(new Vec2(99, 300));
    }

    @Test
    void aFailurePausesWithItsReasonUntilResumedOrReset() {
        Playground p = playground(Lessons.defaultLesson());
        p.pauseForFailure("The tick failed: boom");
        assertThat(p.paused()).isTrue();
        assertThat(p.failure()).isEqualTo("The tick failed: boom");
        p.setPaused(false);
        assertThat(p.failure()).isNull();
        p.pauseForFailure("again");
        p.reset();
        assertThat(p.failure()).isNull();
        assertThat(p.paused()).as("reset keeps the pause").isTrue();
    }

    @Test
    void switchesAreHeldOnceAndAnnouncedOnlyWhenTheyChange() {
        Playground p = playground(Lessons.defaultLesson());
        assertThat(p.overlay(Overlay.BOXES)).as("flying-jets compares circle and box: the AABB shows from the start").isTrue();
        p.setOverlay(Overlay.PIXELS, true);
        p.setOverlay(Overlay.PIXELS, true);
        p.setChartVisible(false);
        p.setChartVisible(false);
        assertThat(heard).containsExactly(Change.OVERLAYS, Change.CHART);
        assertThat(p.overlays().has(Overlay.PIXELS)).isTrue();
        assertThat(p.chartVisible()).isFalse();
    }

    @Test
    void singleStepsAreMeasuredLikeTicks() {
        Playground p = playground(Lessons.byId("stress").orElseThrow());
        p.setPaused(true);
        assertThat(p.perf().stepMillis()).isNaN();
        p.step();
        assertThat(p.perf().stepMillis()).isPositive();
    }

    private static void change(Control control) {
        if (control instanceof Control.Toggle t) {
            t.set().accept(!t.value().getAsBoolean());
        } else if (control instanceof Control.Choice<?> c) {
            choose(c);
        } else if (control instanceof Control.Slider s) {
            int other = s.value().getAsInt() == s.min() ? s.min() + 1 : s.min();
            s.set().accept(Math.min(s.max(), Math.max(s.min(), other)));
        }
    }

    private static <T> void choose(Control.Choice<T> c) {
        c.set().accept(c.options().get(c.options().size() - 1 == c.selectedIndex() ? 0 : c.options().size() - 1));
    }

    /** Every readout value but wall-clock timings. */
    private static List<String> readouts(Playground p) {
        List<String> shown = new ArrayList<>();
        for (ReadoutTable table : p.lesson().readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                if (!row.label().contains("(ms)")) {
                    shown.add(row.label() + "=" + row.values());
                }
            }
        }
        return shown;
    }

    private static List<Object> values(List<Control> controls) {
        List<Object> values = new ArrayList<>();
        for (Control control : controls) {
            if (control instanceof Control.Toggle t) {
                values.add(control.label() + "=" + t.value().getAsBoolean());
            } else if (control instanceof Control.Choice<?> c) {
                values.add(control.label() + "=" + c.selectedIndex());
            } else if (control instanceof Control.Slider s) {
                values.add(control.label() + "=" + s.value().getAsInt());
            }
        }
        return values;
    }

    @Test
    void theFalseAlarmMapIsWorkedOutAndReadOnlyWhileItIsSwitchedOn() {
        Playground p = playground(Lessons.ALL.get(0));
        assertThat(p.lesson()).isInstanceOf(FlyingJets.class);
        long before = org.spriteplayground.experiment.FalseAlarmMaps.shared().workedOut();
        for (int i = 0; i < 120; i++) {
            p.step();
        }
        assertThat(org.spriteplayground.experiment.FalseAlarmMaps.shared().workedOut()).as("maps worked out while the map is off").isEqualTo(before);
        assertThat(p.lesson().readouts()).extracting(ReadoutTable::title).noneMatch(t -> t.startsWith("False-alarm map"));

        p.setOverlay(Overlay.FALSE_ALARM_MAP, true);
        for (int i = 0; i < 2; i++) {
            ReadoutTable map = p.lesson().readouts().stream().filter(t -> t.title().equals("False-alarm map: bounding circle")).findFirst().orElseThrow();
            String turn = map.rows().stream().filter(r -> r.label().equals("flying turn, whole (°)")).findFirst().orElseThrow().values().get(0);
            int degrees = org.spriteplayground.sprite.Placement.nearest(((FlyingJets) p.lesson()).flyer().pose()).degrees();
            assertThat(turn).as("the map is the one for the turns now").isEqualTo(Integer.toString(degrees));
            p.step();
        }

        p.setOverlay(Overlay.FALSE_ALARM_MAP, false);
        assertThat(p.lesson().readouts()).extracting(ReadoutTable::title).noneMatch(t -> t.startsWith("False-alarm map"));
    }
}
