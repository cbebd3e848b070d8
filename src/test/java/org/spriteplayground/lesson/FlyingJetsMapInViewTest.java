package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.BoundKind;

/**
 * Flying jets' false-alarm map lies wholly inside the lesson's view, which the canvas fits and
 * clips to at any window size and presentation scale: at the start, while the flyer turns on its
 * way, and with the waiting jet dragged as far as it goes towards each corner.
 */
class FlyingJetsMapInViewTest {

    @ParameterizedTest
    @EnumSource(BoundKind.class)
    void theWholeMapIsInTheView(BoundKind trigger) {
        FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);
        lesson.overlaysShown(EnumSet.of(Overlay.FALSE_ALARM_MAP));
        lesson.setTrigger(trigger);
        List<String> outside = new ArrayList<>();
        check(lesson, "at the start", outside);
        for (int step = 1; step <= 90; step += 7) {
            for (int i = 0; i < 7; i++) {
                lesson.step(1 / 60.0);
            }
            check(lesson, "step " + step, outside);
        }
        Handle waiting = lesson.pieces().get(0).handle();
        Aabb view = lesson.bounds();
        for (Vec2 corner : List.of(new Vec2(view.minX(), view.minY()), new Vec2(view.maxX(), view.minY()), new Vec2(view.minX(), view.maxY()),
                new Vec2(view.maxX(), view.maxY()))) {
            lesson.reset();
            waiting.moveTo(corner);
            check(lesson, "the waiting jet dragged to " + lesson.waiting().pose().position(), outside);
        }
        assertThat(outside).as("map cells outside the view").isEmpty();
    }

    /** Draws the lesson with only the map on and notes where its cells reach past the view. */
    private static void check(FlyingJets lesson, String when, List<String> outside) {
        Aabb view = lesson.bounds();
        List<Aabb> reach = new ArrayList<>();
        lesson.draw(new DebugDraw() {
            @Override
            public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                for (int k = 0; k < on.length; k++) {
                    if (on[k]) {
                        double left = x + k % width;
                        double top = y + k / width;
                        reach.add(new Aabb(left, top, left + 1, top + 1));
                    }
                }
            }
        }, Overlays.of(Overlay.FALSE_ALARM_MAP));
        assertThat(reach).as("cells drawn " + when).isNotEmpty();
        double minX = reach.stream().mapToDouble(Aabb::minX).min().orElseThrow();
        double minY = reach.stream().mapToDouble(Aabb::minY).min().orElseThrow();
        double maxX = reach.stream().mapToDouble(Aabb::maxX).max().orElseThrow();
        double maxY = reach.stream().mapToDouble(Aabb::maxY).max().orElseThrow();
        if (minX < view.minX() || minY < view.minY() || maxX > view.maxX() || maxY > view.maxY()) {
            outside.add(String.format("%s: cells over [%.1f, %.1f]–[%.1f, %.1f], the view %s", when, minX, minY, maxX, maxY, view));
        }
    }
}
