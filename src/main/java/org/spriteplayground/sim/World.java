package org.spriteplayground.sim;

import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;

/** A scene that a {@link Simulation} advances: deterministic, and free of any screen. */
public interface World {

    /** Advances the scene by exactly one step of {@code seconds}. */
    void step(double seconds);

    /** Puts the scene back as it was created; counters return to zero. */
    void reset();

    /** Says what to draw for the current state, honouring the overlay switches. */
    void draw(DebugDraw draw, Overlays overlays);

    /** Returns the region of world space that a view should show. */
    Aabb bounds();

    /**
     * Returns the length, in world units, of the smallest thing a view must draw large enough to
     * read (a jet among thousands); a view that would draw it smaller shows only a part of
     * {@link #bounds()} at a readable scale. Zero by default: any scale that fits the whole will do.
     */
    default double readableLength() {
        return 0;
    }

    /**
     * Returns what this scene means by the marks it draws in {@code ink}, as the canvas's legend
     * names them, or null for an ink it does not draw (the legend then gives the ink's general
     * name). A lesson names every ink it draws, because it may use an ink for another meaning
     * than its general one: a second circle in the turned box's ink, a ruler in the heading's.
     */
    default String legendName(Ink ink) {
        return null;
    }

    /**
     * Returns what this scene means by the cells it fills in {@code ink} ({@link DebugDraw#cells}),
     * washed or hatched as {@code fill} says: an entry of the legend apart from the ink's lines;
     * null for cells it does not fill.
     */
    default String legendName(Ink ink, DebugDraw.Fill fill) {
        return null;
    }

    /** Returns whether the simulation should pause after the step just taken (a lesson that stops at a contact); false by default. */
    default boolean wantsPause() {
        return false;
    }

    /** Returns what the step just taken brought (a contact, a false alarm); nothing by default. */
    default Set<StepEvent> stepEvents() {
        return Set.of();
    }

    /**
     * Returns where the scene stands now, for a scene whose bodies rest against each other rather
     * than fly apart at once: a {@link StepEvent#CONTACT contact} while they meet, a
     * {@link StepEvent#FALSE_ALARM false alarm} while only a bound meets, nothing while apart. The
     * {@link Simulation} hears each arrival, by a step or by hand, once. Nothing by default.
     */
    default Optional<StepEvent> standing() {
        return Optional.empty();
    }
}
