package org.spriteplayground.sim;

import java.util.EnumSet;
import java.util.Set;

/**
 * Which overlays are switched on. Each lesson draws those that make sense for it.
 *
 * @param on the switches that are on
 */
public record Overlays(Set<Overlay> on) {

    /**
     * What a new window shows: sprites, bounding circles, the axis-aligned boxes they are compared
     * with, and crossing points.
     */
    public static final Overlays DEFAULT = of(Overlay.SPRITES, Overlay.CIRCLES, Overlay.BOXES, Overlay.INTERSECTIONS);

    /** Everything on. */
    public static final Overlays ALL = new Overlays(EnumSet.allOf(Overlay.class));

    /** Everything off. */
    public static final Overlays NONE = new Overlays(EnumSet.noneOf(Overlay.class));

    public Overlays {
        on = on.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(on));
    }

    /** Returns the overlays with exactly {@code switches} on. */
    public static Overlays of(Overlay... switches) {
        EnumSet<Overlay> set = EnumSet.noneOf(Overlay.class);
        set.addAll(java.util.List.of(switches));
        return new Overlays(set);
    }

    /** Returns whether {@code overlay} is on. */
    public boolean has(Overlay overlay) {
        return on.contains(overlay);
    }
}
