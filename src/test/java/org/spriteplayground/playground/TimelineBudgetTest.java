package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The timeline's copies of a swarm stay within their budget at any count, and are as frequent as before up to 10,000 jets. */
class TimelineBudgetTest {

    private static final long BYTES_A_JET = 7L * Double.BYTES;

    @Test
    void upToTenThousandJetsACopyIsKeptEveryThreeHundredSteps() {
        for (int jets : new int[] {0, 1, 500, 2_000, 10_000}) {
            assertThat(Timeline.checkpointSteps(jets * BYTES_A_JET)).as("%d jets", jets).isEqualTo(Timeline.CHECKPOINT_STEPS);
        }
    }

    @Test
    void atAnyCountTheWindowsCopiesStayWithinTheBudget() {
        for (long jets = 1; jets <= 10_000_000; jets = jets * 3 / 2 + 1) {
            long bytes = jets * BYTES_A_JET;
            long every = Timeline.checkpointSteps(bytes);
            if (2 * bytes > Timeline.CHECKPOINT_BUDGET) {
                assertThat(every).as("%d jets: no copies", jets).isEqualTo(Long.MAX_VALUE);
                continue;
            }
            long copies = Timeline.WINDOW / every + 1; // both ends of the window may hold one
            assertThat(every % Timeline.CHECKPOINT_STEPS).isZero();
            assertThat(copies * bytes).as("%d jets, a copy every %d steps", jets, every).isLessThanOrEqualTo(Timeline.CHECKPOINT_BUDGET + bytes);
        }
    }
}
