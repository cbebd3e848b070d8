package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/** Undo and redo of edits made by hand, driven through a real playground and real lessons. */
class HistoryTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    private final Playground playground = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SPRITES);

    /** A piece's handle as the window holds it: through the playground, whose timeline keeps each change. */
    private Handle handle(String name) {
        return playground.hold(playground.lesson().pieces().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow());
    }

    private BodyPose pose(String name) {
        return playground.scene().bodies().stream().filter(b -> b.name().equals(name)).findFirst().orElseThrow();
    }

    /** A drag as the canvas makes it: many moves between a press and a release. */
    private void drag(History history, String name, Vec2... through) {
        history.begin();
        for (Vec2 at : through) {
            handle(name).moveTo(at);
            playground.edited();
        }
        history.commit("move " + name);
    }

    @Test
    void oneDragIsOneStepAndUndoPutsTheBodyBackExactly() {
        History history = playground.history();
        BodyPose before = pose("Q");
        drag(history, "Q", new Vec2(100.5, 80), new Vec2(120.25, 90), new Vec2(123.125, 91.75));
        BodyPose moved = pose("Q");
        assertThat(moved).isNotEqualTo(before);
        assertThat(history.undoSize()).isEqualTo(1);
        assertThat(history.undoLabel()).isEqualTo("move Q");

        history.undo();
        assertThat(pose("Q")).isEqualTo(before);
        assertThat(history.canUndo()).isFalse();
        assertThat(history.redoLabel()).isEqualTo("move Q");

        history.redo();
        assertThat(pose("Q")).isEqualTo(moved);
        assertThat(history.canRedo()).isFalse();
    }

    @Test
    void undoKeepsThePauseAndGoesBackToTheStepOfTheEdit() {
        History history = playground.history();
        playground.setPaused(true);
        for (int i = 0; i < 3; i++) {
            playground.step();
        }
        BodyPose before = pose("P");
        drag(history, "P", new Vec2(50, 60));
        playground.step();
        playground.step();
        BodyPose now = pose("P");
        history.undo();
        assertThat(playground.paused()).isTrue();
        assertThat(playground.simulation().steps()).as("bodies and count as they were before the edit").isEqualTo(3);
        assertThat(pose("P")).isEqualTo(before);
        history.redo();
        assertThat(playground.simulation().steps()).as("redo: where the undo was made, two steps after the edit").isEqualTo(5);
        assertThat(pose("P")).isEqualTo(now);
    }

    @Test
    void aDragThatEndsWhereItBeganIsNoStep() {
        History history = playground.history();
        Vec2 start = handle("P").anchor();
        drag(history, "P", new Vec2(10, 10), start);
        assertThat(history.canUndo()).isFalse();
    }

    @Test
    void aNewEditForgetsWhatCouldBeRedone() {
        History history = playground.history();
        drag(history, "P", new Vec2(50, 60));
        drag(history, "Q", new Vec2(150, 60));
        history.undo();
        assertThat(history.canRedo()).isTrue();
        drag(history, "P", new Vec2(70, 70));
        assertThat(history.canRedo()).isFalse();
        assertThat(history.undoSize()).isEqualTo(2);
    }

    @Test
    void presetsAreUndoable() {
        BodyPose before = pose("P");
        playground.apply(PresetScenes.of(playground.lesson()).get(1));
        assertThat(pose("P")).isNotEqualTo(before);
        assertThat(playground.history().undoLabel()).isEqualTo("preset " + PresetScenes.of(playground.lesson()).get(1).name());
        playground.history().undo();
        assertThat(pose("P")).isEqualTo(before);
    }

    @Test
    void theHistoryKeepsAtMostItsLimitAndForgetsTheOldestFirst() {
        History history = playground.history();
        BodyPose first = pose("P");
        for (int i = 0; i < History.LIMIT + 5; i++) {
            drag(history, "P", new Vec2(40 + i * 0.5, 60));
        }
        assertThat(history.undoSize()).isEqualTo(History.LIMIT);
        while (history.canUndo()) {
            history.undo();
        }
        assertThat(pose("P")).isNotEqualTo(first).isEqualTo(new BodyPose("P", 40 + 4 * 0.5, 60, first.angle(), first.radius()));
    }

    @Test
    void quickRepeatsOfOneMergeableEditMakeOneStep() {
        AtomicLong now = new AtomicLong();
        History history = new History(playground, now::get);
        BodyPose before = pose("Q");
        for (int i = 0; i < 3; i++) {
            history.edit("resize Q", true, () -> handle("Q").resizeBy(1));
            now.addAndGet(History.MERGE_NANOS / 2);
        }
        assertThat(history.undoSize()).isEqualTo(1);
        now.addAndGet(History.MERGE_NANOS * 2);
        history.edit("resize Q", true, () -> handle("Q").resizeBy(1));
        assertThat(history.undoSize()).isEqualTo(2);
        history.undo();
        history.undo();
        assertThat(pose("Q")).isEqualTo(before);
    }

    @Test
    void undoOfATurnPutsTheAngleBackExactly() {
        playground.open(Lessons.byId(FlyingJets.ID).orElseThrow());
        playground.setPaused(true);
        BodyPose before = pose("waiting");
        playground.history().edit("turn waiting", () -> handle("waiting").turnBy(0.3));
        BodyPose turned = pose("waiting");
        assertThat(turned.angle()).isNotEqualTo(before.angle());
        playground.history().undo();
        assertThat(pose("waiting")).isEqualTo(before);
        playground.history().redo();
        assertThat(pose("waiting")).isEqualTo(turned);
    }

    @Test
    void openingAnotherLessonForgetsTheHistory() {
        drag(playground.history(), "P", new Vec2(50, 60));
        playground.open(Lessons.byId(FlyingJets.ID).orElseThrow());
        assertThat(playground.history().canUndo()).isFalse();
    }

    /**
     * A switch ticked at step 0, a run to step 104, the timeline dragged to step 44, then Ctrl+Z and
     * Ctrl+Shift+Z: the redo brings back where the user was before the undo, the step on show (44, not
     * 0) and the steps run after the edit.
     */
    @Test
    void redoAfterUndoOfAnEditBeforeARunBringsBackTheRunAndTheStepOnShow() {
        Playground jets = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SPRITES);
        org.spriteplayground.lesson.Control.Toggle toggle = jets.lesson().controls().stream()
                .filter(org.spriteplayground.lesson.Control.Toggle.class::isInstance).map(org.spriteplayground.lesson.Control.Toggle.class::cast)
                .findFirst().orElseThrow();
        jets.history().edit("tick " + toggle.label(), () -> {
            toggle.set().accept(!toggle.value().getAsBoolean());
            jets.controlChanged(toggle);
        });
        jets.setPaused(true);
        for (int i = 0; i < 104; i++) {
            jets.step();
        }
        jets.rewind().show(jets.rewind().span().first() + 44);
        Rewind.Span where = jets.rewind().span();
        String seen = jets.scene().toString();

        jets.history().undo();
        assertThat(jets.simulation().steps()).as("undo shows the moment before the edit").isZero();
        jets.history().redo();
        assertThat(jets.rewind().span()).as("the run and the step on show are back").isEqualTo(where);
        assertThat(jets.simulation().steps()).isEqualTo(44);
        assertThat(jets.scene().toString()).isEqualTo(seen);
    }
}
