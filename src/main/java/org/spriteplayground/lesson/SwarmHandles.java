package org.spriteplayground.lesson;

import java.util.Optional;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Swarm;

/** The handle on one body of a swarm, for the lessons that fly many jets (stress, broad phase). */
final class SwarmHandles {

    private SwarmHandles() {
    }

    /**
     * Returns a handle on the topmost body whose bounding circle, widened by {@code slop}, holds
     * {@code at}: it moves that body and then runs {@code moved}, so the lesson finds its pairs again.
     */
    static Optional<Handle> grab(Swarm swarm, Vec2 at, double slop, Runnable moved) {
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        for (int i = swarm.count() - 1; i >= 0; i--) {
            double dx = x[i] - at.x();
            double dy = y[i] - at.y();
            if (dx * dx + dy * dy <= (r[i] + slop) * (r[i] + slop)) {
                int body = i;
                return Optional.of(new Handle() {
                    @Override
                    public Vec2 anchor() {
                        return new Vec2(swarm.xs()[body], swarm.ys()[body]);
                    }

                    @Override
                    public void moveTo(Vec2 to) {
                        swarm.place(body, to.x(), to.y());
                        moved.run();
                    }
                });
            }
        }
        return Optional.empty();
    }
}
