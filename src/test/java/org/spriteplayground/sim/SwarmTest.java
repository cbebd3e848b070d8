package org.spriteplayground.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The flat-array swarm: the grid finds exactly the pairs that testing every pair finds. */
class SwarmTest {

    @ParameterizedTest(name = "{0} bodies, radius {1}-{2}")
    @CsvSource({"1, 5, 5", "2, 10, 30", "300, 5, 10", "2000, 20, 40", "1000, 50, 50"})
    void gridFindsTheSamePairsAsAllPairs(int n, double minR, double maxR) {
        Swarm swarm = new Swarm(1280, 800);
        swarm.populate(n, minR, maxR, 17);
        assertThat(pairs(swarm)).as("as populated").isEqualTo(AllPairs.of(swarm));
        for (int step = 0; step < 20; step++) {
            swarm.step(1 / 60.0);
            assertThat(pairs(swarm)).as("step %d", step).isEqualTo(AllPairs.of(swarm));
            if (n > 100) {
                assertThat(swarm.grid().candidates()).as("the grid tests far fewer pairs").isLessThan((long) n * (n - 1) / 2 / 4);
            }
        }
    }

    @Test
    void repopulatingWithFewerBodiesLeavesOnlyTheirPairs() {
        Swarm swarm = new Swarm(1280, 800);
        swarm.populate(3000, 20, 40, 5);
        swarm.step(1 / 60.0);
        swarm.populate(50, 20, 40, 6);
        assertThat(swarm.grid().candidates()).isLessThanOrEqualTo(50 * 49 / 2);
        assertThat(pairs(swarm)).isEqualTo(AllPairs.of(swarm));
        for (int i = 0; i < swarm.count(); i++) {
            int body = i;
            assertThat(swarm.grid().isTouching(i)).as("body %d", i).isEqualTo(AllPairs.of(swarm).stream()
                    .anyMatch(p -> (int) (p >>> 32) == body || (int) (long) p == body));
        }
    }

    @Test
    void placingABodyFindsItsPairsAgain() {
        Swarm swarm = new Swarm(1280, 800);
        swarm.populate(2, 10, 10, 8);
        swarm.place(0, 100, 100);
        swarm.place(1, 500, 500);
        assertThat(swarm.grid().hits()).isZero();
        swarm.place(1, 115, 100);
        assertThat(swarm.grid().hits()).isEqualTo(1);
        assertThat(swarm.grid().isTouching(0)).isTrue();
        assertThat(pairs(swarm)).containsExactly(AllPairs.pair(0, 1));
    }

    @Test
    void bodiesStayInTheWorldWithTurnsInOneRevolution() {
        Swarm swarm = new Swarm(640, 480);
        swarm.populate(500, 5, 20, 3);
        for (int step = 0; step < 5000; step++) {
            swarm.step(1 / 60.0);
        }
        for (int i = 0; i < swarm.count(); i++) {
            double r = swarm.radii()[i];
            assertThat(swarm.xs()[i]).isBetween(r, 640 - r);
            assertThat(swarm.ys()[i]).isBetween(r, 480 - r);
            assertThat(swarm.angles()[i]).isGreaterThanOrEqualTo(0).isLessThan(2 * Math.PI);
        }
    }

    @Test
    void theSameSeedGivesTheSameSwarm() {
        Swarm a = new Swarm(800, 600);
        Swarm b = new Swarm(800, 600);
        a.populate(200, 5, 15, 99);
        b.populate(200, 5, 15, 99);
        for (int step = 0; step < 600; step++) {
            a.step(1 / 60.0);
            b.step(1 / 60.0);
        }
        assertThat(a.xs()).isEqualTo(b.xs());
        assertThat(a.angles()).isEqualTo(b.angles());
        assertThat(a.grid().hits()).isEqualTo(b.grid().hits());
    }

    @Test
    void steadyTicksAllocateNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        Swarm swarm = new Swarm(1920, 1200);
        swarm.populate(1000, 50, 50, 1);
        for (int i = 0; i < 2_000; i++) {
            swarm.step(1 / 60.0);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < 10_000; i++) {
            swarm.step(1 / 60.0);
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(allocated).as("bytes allocated by 10,000 ticks of 1,000 jets").isZero();
    }

    private static Set<Long> pairs(Swarm swarm) {
        Set<Long> pairs = new HashSet<>();
        for (int k = 0; k < swarm.grid().hits(); k++) {
            pairs.add(AllPairs.pair(swarm.grid().hitFirst(k), swarm.grid().hitSecond(k)));
            assertThat(swarm.grid().isTouching(swarm.grid().hitFirst(k))).isTrue();
            assertThat(swarm.grid().isTouching(swarm.grid().hitSecond(k))).isTrue();
        }
        assertThat(pairs).hasSize(swarm.grid().hits());
        return pairs;
    }
}
