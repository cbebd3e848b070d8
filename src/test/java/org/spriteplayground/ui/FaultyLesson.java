package org.spriteplayground.ui;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/** A lesson that fails on request: in its tick, or when drawing the AABB overlay. */
final class FaultyLesson implements Lesson {

    volatile boolean failTick;
    volatile boolean failOverlay;
    private final ThreeOutcomes inner = new ThreeOutcomes();

    @Override
    public String id() {
        return "faulty";
    }

    @Override
    public String title() {
        return "A lesson that fails on request";
    }

    @Override
    public String explanation() {
        return inner.explanation();
    }

    @Override
    public String inTheApp() {
        return inner.inTheApp();
    }

    @Override
    public String teacherNote() {
        return inner.teacherNote();
    }

    @Override
    public List<ReadoutTable> readouts() {
        return inner.readouts();
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.allOf(Overlay.class);
    }

    @Override
    public void step(double seconds) {
        if (failTick) {
            throw new IllegalStateException("injected tick failure");
        }
        inner.step(seconds);
    }

    @Override
    public void reset() {
        inner.reset();
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        if (failOverlay && overlays.has(Overlay.BOXES)) {
            throw new IllegalStateException("injected overlay failure");
        }
        inner.draw(draw, overlays);
    }

    @Override
    public Aabb bounds() {
        return inner.bounds();
    }
}
