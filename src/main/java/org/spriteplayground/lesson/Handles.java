package org.spriteplayground.lesson;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Swarm;

/**
 * Ready-made handles for the shapes lessons hold in fields and for one body of a swarm (the
 * lessons that fly many jets), and the limits that keep what a pupil drags on the canvas: a
 * centre never leaves the world's bounds, a circle never grows past a third of the smaller side
 * of the world.
 */
public final class Handles {

    private Handles() {
    }

    /** Returns the largest radius a circle may be wheeled to in {@code bounds}: a third of its smaller side. */
    static double maxRadius(Aabb bounds) {
        return Math.min(bounds.width(), bounds.height()) / 3;
    }

    /**
     * Returns {@code p} moved to the nearest point at least {@code margin} inside {@code bounds}
     * (the middle of the bounds on an axis where they are narrower than two margins).
     */
    static Vec2 clamp(Vec2 p, Aabb bounds, double margin) {
        return new Vec2(clamp(p.x(), bounds.minX(), bounds.maxX(), margin), clamp(p.y(), bounds.minY(), bounds.maxY(), margin));
    }

    private static double clamp(double v, double min, double max, double margin) {
        if (max - min < 2 * margin) {
            return (min + max) / 2;
        }
        return Math.max(min + margin, Math.min(max - margin, v));
    }

    /**
     * Wraps a handle so that its anchor is never moved closer than {@code margin} to the edge of
     * {@code bounds}: for a lesson's own handles (a sprite, a wall) that a drag must not lose
     * out of the view. Turning and resizing pass through unchanged. The margin is how far the body
     * reaches from its anchor, so its extent holds at least that disc.
     */
    public static Handle within(Handle handle, Aabb bounds, double margin) {
        return new ForwardingHandle(handle) {
            @Override
            public void moveTo(Vec2 to) {
                handle.moveTo(clamp(to, bounds, margin));
            }

            @Override
            public Aabb extent() {
                Aabb inner = handle.extent();
                Vec2 at = handle.anchor();
                return new Aabb(Math.min(inner.minX(), at.x() - margin), Math.min(inner.minY(), at.y() - margin),
                        Math.max(inner.maxX(), at.x() + margin), Math.max(inner.maxY(), at.y() + margin));
            }
        };
    }

    /**
     * A circle kept by {@code get}/{@code set} that stays wholly inside {@code bounds}: dragged by
     * its centre (a drag past the edge stops the circle at the edge), resized by the wheel
     * between {@code minRadius} and {@link #maxRadius(Aabb)} (a circle grown at the edge is
     * pushed in); a new circle that {@code allowed} refuses is not taken.
     */
    static Handle circle(Supplier<Circle> get, Consumer<Circle> set, Predicate<Circle> allowed, double minRadius, Aabb bounds) {
        double maxRadius = Math.max(minRadius, maxRadius(bounds));
        return circle(get, set, allowed, c -> {
            double r = Math.max(minRadius, Math.min(maxRadius, c.radius()));
            return new Circle(clamp(c.center(), bounds, r), r);
        });
    }

    /** A circle handle whose every new circle is first passed through {@code limit}, then offered to {@code allowed}. */
    private static Handle circle(Supplier<Circle> get, Consumer<Circle> set, Predicate<Circle> allowed, UnaryOperator<Circle> limit) {
        return new Handle() {
            @Override
            public Vec2 anchor() {
                return get.get().center();
            }

            @Override
            public void moveTo(Vec2 to) {
                offer(new Circle(to, get.get().radius()));
            }

            @Override
            public void resizeBy(double amount) {
                offer(new Circle(get.get().center(), Math.max(0, get.get().radius() + amount)));
            }

            @Override
            public double size() {
                return get.get().radius();
            }

            @Override
            public boolean resizes() {
                return true;
            }

            private void offer(Circle wanted) {
                Circle c = limit.apply(wanted);
                if (allowed.test(c)) {
                    set.accept(c);
                }
            }
        };
    }

    /**
     * A pose kept by {@code get}/{@code set}, dragged by its position and turned by Shift+drag,
     * its angle kept in [0, 2&pi;).
     */
    public static Handle posed(Supplier<Pose> get, Consumer<Pose> set) {
        return new Handle() {
            @Override
            public Vec2 anchor() {
                return get.get().position();
            }

            @Override
            public void moveTo(Vec2 to) {
                set.accept(new Pose(to, get.get().angle()));
            }

            @Override
            public double angle() {
                return get.get().angle();
            }

            @Override
            public void turnBy(double radians) {
                set.accept(new Pose(get.get().position(), Pose.normalizeAngle(get.get().angle() + radians)));
            }

            @Override
            public boolean turns() {
                return true;
            }
        };
    }

    /**
     * Wraps a circle's drag handle so that a placed circle (a scene, a typed value) is taken as it
     * is, radius at least {@code minRadius}, and {@code placed} then runs (a view refits around it);
     * drags and the wheel keep the drag handle's limits.
     */
    static Handle placedFreely(Handle drag, Consumer<Circle> set, double minRadius, Runnable placed) {
        return new ForwardingHandle(drag) {
            @Override
            public void place(Vec2 to, double angle, double size) {
                set.accept(new Circle(to, Math.max(minRadius, Double.isNaN(size) ? drag.size() : size)));
                placed.run();
            }
        };
    }

    /**
     * Returns a handle on the topmost body whose bounding circle, widened by {@code slop}, holds
     * {@code at}: it moves that body and then runs {@code moved}, so the lesson finds its pairs again.
     */
    static Optional<Handle> swarmBody(Swarm swarm, Vec2 at, double slop, Runnable moved) {
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
