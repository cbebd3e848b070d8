package org.spriteplayground.worksheet;

import java.util.function.Predicate;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;

/**
 * Hands everything on to another surface but the labels that {@code hidden} picks: the pupils'
 * page draws the scene without the labels that would tell an answer ("TOUCHING").
 */
final class HidingDraw extends ForwardingDraw {

    private final Predicate<String> hidden;

    HidingDraw(DebugDraw to, Predicate<String> hidden) {
        super(to);
        this.hidden = hidden;
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        if (!hidden.test(text)) {
            super.label(at, text, ink);
        }
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        if (!hidden.test(text)) {
            super.label(at, text, ink, side);
        }
    }
}
