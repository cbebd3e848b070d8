package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;

/** The keyboard's selection walks a real lesson's pieces and runs off either end. */
class SelectionTest {

    private final Lesson lesson = new DotAndWall();
    private final Selection selection = new Selection();

    @Test
    void tabWalksThePiecesInTheLessonsOrderAndLeavesAfterTheLast() {
        assertThat(selection.cycle(lesson, +1)).isTrue();
        assertThat(selection.name()).contains("dot");
        assertThat(selection.cycle(lesson, +1)).isTrue();
        assertThat(selection.name()).contains("other");
        assertThat(selection.cycle(lesson, +1)).isTrue();
        assertThat(selection.name()).contains("wall");
        assertThat(selection.cycle(lesson, +1)).as("past the last").isFalse();
        assertThat(selection.name()).isEmpty();
    }

    @Test
    void shiftTabStartsAtTheLastAndLeavesBeforeTheFirst() {
        assertThat(selection.cycle(lesson, -1)).isTrue();
        assertThat(selection.name()).contains("wall");
        selection.select("dot");
        assertThat(selection.cycle(lesson, -1)).isFalse();
        assertThat(selection.piece(lesson)).isEmpty();
    }

    @Test
    void theHandleTheMouseHoldsIsNamedByWhereItIs() {
        Handle other = lesson.pieces().get(1).handle();
        Handle held = lesson.grab(other.anchor(), 0.5).orElseThrow();
        assertThat(Selection.nameOf(lesson, held)).contains("other");
    }
}
