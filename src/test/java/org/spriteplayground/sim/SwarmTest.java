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
        for (int step = 0; step < 20; step++) {
            swarm.step(1 / 60.0);
            Set<Long> grid = pairs(swarm);
            long tested = swarm.pairsTested();
            swarm.collideAllPairs();
            assertThat(pairs(swarm)).as("step %d", step).isEqualTo(grid);
            if (n > 100) {
                assertThat(tested).as("the grid tests far fewer pairs").isLessThan(swarm.pairsTested() / 4);
            }
        }
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
        assertThat(a.hits()).isEqualTo(b.hits());
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
        for (int k = 0; k < swarm.hits(); k++) {
            pairs.add((long) swarm.hitFirst(k) << 32 | swarm.hitSecond(k));
            assertThat(swarm.isTouching(swarm.hitFirst(k))).isTrue();
        }
        assertThat(pairs).hasSize(swarm.hits());
        return pairs;
    }
}
