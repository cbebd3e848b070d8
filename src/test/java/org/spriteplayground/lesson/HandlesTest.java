package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;

class HandlesTest {

    private static final Aabb BOUNDS = new Aabb(-40, -40, 280, 220);

    private final AtomicReference<Circle> circle = new AtomicReference<>(Circle.of(100, 50, 40));
    private final Handle handle = Handles.circle(circle::get, circle::set, c -> true, 5, BOUNDS);

    @Test
    void aCircleDraggedFarOutsideStopsWhollyInsideTheBounds() {
        handle.moveTo(new Vec2(5000, -5000));
        assertThat(circle.get()).isEqualTo(Circle.of(240, 0, 40));
        handle.moveTo(new Vec2(-1e9, 1e9));
        assertThat(circle.get()).isEqualTo(Circle.of(0, 180, 40));
    }

    @Test
    void theWheelStopsAtAThirdOfTheSmallerSideAndAtTheMinimum() {
        for (int i = 0; i < 100; i++) {
            handle.resizeBy(10);
            assertThat(circle.get().radius()).isLessThanOrEqualTo(Handles.maxRadius(BOUNDS));
        }
        assertThat(circle.get().radius()).isEqualTo(260 / 3.0);
        assertThat(BOUNDS.contains(new Vec2(circle.get().center().x() + circle.get().radius(), circle.get().center().y() + circle.get().radius()))).isTrue();
        for (int i = 0; i < 100; i++) {
            handle.resizeBy(-10);
        }
        assertThat(circle.get().radius()).isEqualTo(5.0);
    }

    @Test
    void aCircleGrownAtTheEdgeIsPushedIn() {
        handle.moveTo(new Vec2(1000, 50));
        handle.resizeBy(20);
        assertThat(circle.get()).isEqualTo(Circle.of(220, 50, 60));
    }

    @Test
    void theAllowedTestSeesTheClampedCircle() {
        Handle refusing = Handles.circle(circle::get, circle::set, c -> c.center().x() < 200, 5, BOUNDS);
        refusing.moveTo(new Vec2(5000, 50));
        assertThat(circle.get().center().x()).isEqualTo(100);
    }

    @Test
    void aWrappedHandleKeepsItsAnchorAMarginInside() {
        AtomicReference<Vec2> where = new AtomicReference<>(new Vec2(0, 0));
        Handle plain = new Handle() {
            @Override
            public Vec2 anchor() {
                return where.get();
            }

            @Override
            public void moveTo(Vec2 to) {
                where.set(to);
            }
        };
        Handle kept = Handles.within(plain, BOUNDS, 10);
        kept.moveTo(new Vec2(-500, 900));
        assertThat(where.get()).isEqualTo(new Vec2(-30, 210));
        kept.moveTo(new Vec2(12, 34));
        assertThat(where.get()).isEqualTo(new Vec2(12, 34));
    }
}
