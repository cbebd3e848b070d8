package org.spriteplayground.lesson;

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

    /** Returns the handle if {@code at} is within {@code slop} of the disc of {@code c}. */
    static Optional<Handle> ifOn(Circle c, Vec2 at, double slop, Handle handle) {
        double reach = c.radius() + slop;
        return c.center().distanceSquared(at) <= reach * reach ? Optional.of(handle) : Optional.empty();
    }
}
