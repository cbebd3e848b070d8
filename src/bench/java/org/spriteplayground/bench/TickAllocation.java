package org.spriteplayground.bench;

import java.lang.management.ManagementFactory;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Bytes the stress lesson's whole step allocates, counted by the JVM for the stepping thread
 * alone: JMH's {@code gc.alloc.rate.norm} also charges each operation a share of JMH's own
 * bookkeeping (about 5.9 KB an iteration), which says nothing about the step.
 */
final class TickAllocation {

    private TickAllocation() {
    }

    /** Returns the mean bytes allocated per step of {@code n} jets confirmed by {@code then}, after a warm-up. */
    static double bytesPerStep(int n, BoundKind then, int warmUp, int measured) {
        Stress stress = new Stress(SpriteLibrary.bundled());
        stress.setJets(n);
        stress.setThen(then);
        for (int i = 0; i < warmUp; i++) {
            stress.step(1 / 60.0);
        }
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < measured; i++) {
            stress.step(1 / 60.0);
        }
        long after = threads.getCurrentThreadAllocatedBytes();
        return (double) (after - before) / measured;
    }
}
