package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * In the stress lesson, paused past a few hundred steps, a drag of a jet is one undo step (Edit > Undo
 * comes alive) and survives step back and forward (Shift+Enter then Enter show the step as dragged).
 */
class StressDragTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    private final Playground playground = new Playground(Lessons.byId(Stress.ID).orElseThrow(), SPRITES);

    /** What a person sees: the step count, every jet's place and the readouts. */
    private String seen() {
        Stress stress = (Stress) playground.lesson();
        return "step " + playground.simulation().steps() + ", jet 0 at " + stress.swarm().xs()[0] + ", " + stress.swarm().ys()[0]
                + ", every jet " + Arrays.hashCode(stress.swarm().xs()) + "/" + Arrays.hashCode(stress.swarm().ys()) + ", "
                + stress.readouts().get(0).rows().stream().map(r -> r.values().get(0)).toList();
    }

    /** Pauses past a copy of the state (one every 300 steps), then drags jet 0 as the canvas does: press, moves, release. */
    private String[] dragAfterARun() {
        playground.setPaused(true);
        for (int i = 0; i < 346; i++) {
            playground.step();
        }
        String before = seen();
        Stress stress = (Stress) playground.lesson();
        Vec2 at = new Vec2(stress.swarm().xs()[0], stress.swarm().ys()[0]);
        playground.history().begin();
        Handle held = playground.grab(at, 2).orElseThrow();
        held.moveTo(at.plus(new Vec2(-30, 10)));
        playground.edited();
        held.moveTo(new Vec2(40, at.y() + 12));
        playground.edited();
        playground.history().commit("move jet");
        String after = seen();
        assertThat(after).as("the drag moved the jet").isNotEqualTo(before);
        return new String[] {before, after};
    }

    @Test
    void aDragIsOneUndoStepThatUndoAndRedoShowExactly() {
        String[] seen = dragAfterARun();
        assertThat(playground.history().canUndo()).as("Edit > Undo is offered after the drag").isTrue();
        assertThat(playground.history().undoLabel()).isEqualTo("move jet");
        playground.history().undo();
        assertThat(seen()).isEqualTo(seen[0]);
        playground.history().redo();
        assertThat(seen()).isEqualTo(seen[1]);
    }

    @Test
    void stepBackThenForwardShowsTheDraggedJetAsItWas() {
        String[] seen = dragAfterARun();
        playground.rewind().back();
        playground.step();
        assertThat(seen()).as("Shift+Enter then Enter: the step with the drag, exactly").isEqualTo(seen[1]);
        playground.step();
        playground.rewind().back();
        assertThat(seen()).as("one step on and back again").isEqualTo(seen[1]);
    }
}
