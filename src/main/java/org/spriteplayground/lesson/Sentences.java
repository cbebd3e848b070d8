package org.spriteplayground.lesson;

import java.util.stream.Collectors;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.sprite.BoundKind;

/**
 * The plain-text sentences that say what a scene shows now, for a screen reader (see
 * {@link Lesson#describe()}): short, in the words the canvas uses, with numbers from {@link Text}.
 */
final class Sentences {

    private Sentences() {
    }

    /** Returns a title without its explanation: "Flying jets" for "Flying jets: bounding circles (seed 004)". */
    static String shortTitle(String title) {
        int colon = title.indexOf(':');
        return colon > 0 ? title.substring(0, colon).strip() : title;
    }

    /** Returns how two shapes lie, in words: "apart", "touching" or "overlapping". */
    static String lying(CollisionResult outcome) {
        return switch (outcome) {
            case NO_COLLISION -> "apart";
            case TOUCHING -> "touching";
            case OVERLAPPING -> "overlapping";
        };
    }

    /**
     * Returns flying-jets' sentence: "Flying jets: two jets, circles touching, pixels apart: false
     * alarm (bounding circle)" - how the bounding circles and the pixels lie, then the verdict.
     */
    static String jets(String title, JetFlight flight) {
        Circle a = flight.flyer().boundingCircle();
        Circle b = flight.waiting().boundingCircle();
        BoundTally tally = flight.tally();
        String verdict;
        if (tally.pixelsNow()) {
            verdict = "real hit";
        } else if (tally.alarmsNow().isEmpty()) {
            verdict = "no hit";
        } else if (tally.alarmsNow().size() == BoundTally.ENCLOSING.size()) {
            verdict = "false alarm (every bound)";
        } else {
            verdict = "false alarm (" + tally.alarmsNow().stream().map(BoundKind::label).collect(Collectors.joining(", ")) + ")";
        }
        String name = flight.spriteName();
        return shortTitle(title) + ": two " + name + (name.endsWith("s") ? "" : "s") + ", circles "
                + lying(Collisions.classify(a, b, Tolerance.TOUCH)) + ", pixels " + (tally.pixelsNow() ? "touching" : "apart") + ": " + verdict;
    }

    /**
     * Returns three-outcomes' sentence: "Three outcomes: circles P (radius 40) and Q (radius 10),
     * borders 40 apart: no collision".
     */
    static String circles(String title, Circle p, Circle q, CollisionResult outcome) {
        double gap = Math.sqrt(p.center().distanceSquared(q.center())) - p.radius() - q.radius();
        String borders = switch (outcome) {
            case NO_COLLISION -> "borders " + Text.measured(gap, 0) + " apart";
            case TOUCHING -> "borders touch";
            case OVERLAPPING -> "borders overlap by " + Text.measured(-gap, 0);
        };
        String verdict = outcome == CollisionResult.NO_COLLISION ? "no collision" : lying(outcome);
        return shortTitle(title) + ": circles P (radius " + Text.measured(p.radius(), 0) + ") and Q (radius " + Text.measured(q.radius(), 0) + "), "
                + borders + ": " + verdict;
    }
}
