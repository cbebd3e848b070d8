package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The timeline's log of changes: each version stays as it was while newer ones are made from it. */
class EditLogTest {

    private static final Timeline.Edit NOTHING = r -> { };

    private static List<Long> steps(EditLog log, long from) {
        return log.from(from).stream().map(EditLog.Timed::at).toList();
    }

    @Test
    void aKeptVersionStaysAsItWasWhileNewerOnesAreMade() {
        EditLog kept = EditLog.EMPTY.add(new EditLog.Timed(1, NOTHING)).add(new EditLog.Timed(4, NOTHING)).add(new EditLog.Timed(9, NOTHING));
        EditLog inserted = kept.insert(1, new EditLog.Timed(2, NOTHING));
        EditLog cut = kept.upTo(4);
        assertThat(steps(inserted, 0)).containsExactly(1L, 2L, 4L, 9L);
        assertThat(steps(cut, 0)).containsExactly(1L, 4L);
        assertThat(steps(kept, 0)).containsExactly(1L, 4L, 9L);
        assertThat(steps(kept, 4)).containsExactly(4L, 9L);
        assertThat(kept.countAfter(3)).isEqualTo(2);
        assertThat(inserted.size()).isEqualTo(4);
    }
}
