package org.spriteplayground.lesson;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;

/** Ready-made handles for the shapes lessons hold in fields. */
final class Handles {

    /** The smallest radius the wheel can shrink a circle to. */
    static final double MIN_RADIUS = 0.05;

    private Handles() {
    }

    /**
     * A circle kept by {@code get}/{@code set}: dragged by its centre, resized by the wheel down
     * to {@code minRadius}; a new circle that {@code allowed} refuses is not taken.
     */
    static Handle circle(Supplier<Circle> get, Consumer<Circle> set, Predicate<Circle> allowed, double minRadius) {
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
                offer(new Circle(get.get().center(), Math.max(minRadius, get.get().radius() + amount)));
            }

            @Override
            public boolean resizes() {
                return true;
            }

            private void offer(Circle c) {
                if (allowed.test(c)) {
                    set.accept(c);
                }
            }
        };
    }

    /**
     * Returns the handle of the circle whose centre is nearest {@code at}, among those whose disc
     * (grown by {@code slop}) contains it: a small circle inside a big one stays reachable.
     *
     * @param circles the circles, in the same order as {@code handles}
     * @param handles one handle per circle
     */
    static Optional<Handle> nearest(List<Circle> circles, List<Handle> handles, Vec2 at, double slop) {
        Handle best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int i = 0; i < circles.size(); i++) {
            Circle c = circles.get(i);
            double d = c.center().distanceSquared(at);
            double reach = c.radius() + slop;
            if (d <= reach * reach && d < bestDistance) {
                best = handles.get(i);
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }
}
