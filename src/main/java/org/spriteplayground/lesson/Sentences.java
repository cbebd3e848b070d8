package org.spriteplayground.lesson;

import java.util.stream.Collectors;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Tolerance;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

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
            case NO_COLLISION -> Texts.text("sentence.apart");
            case TOUCHING -> Texts.text("sentence.touching");
            case OVERLAPPING -> Texts.text("sentence.overlapping");
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
            verdict = Texts.text("sentence.realHit");
        } else if (tally.alarmsNow().isEmpty()) {
            verdict = Texts.text("sentence.noHit");
        } else if (tally.alarmsNow().size() == BoundTally.ENCLOSING.size()) {
            verdict = Texts.text("sentence.everyBound");
        } else {
            verdict = Texts.format("sentence.falseAlarm", tally.alarmsNow().stream().map(BoundKind::label).collect(Collectors.joining(", ")));
        }
        return Texts.format("sentence.jets", shortTitle(title), SpriteLibrary.shownPlural(flight.spriteName()), lying(Collisions.classify(a, b, Tolerance.TOUCH)),
                lying(tally.pixelsNow() ? CollisionResult.TOUCHING : CollisionResult.NO_COLLISION), verdict);
    }

    /**
     * Returns three-outcomes' sentence: "Three outcomes: circles P (radius 40) and Q (radius 10),
     * borders 40 apart: no collision".
     */
    static String circles(String title, Circle p, Circle q, CollisionResult outcome) {
        double gap = Math.sqrt(p.center().distanceSquared(q.center())) - p.radius() - q.radius();
        String borders = switch (outcome) {
            case NO_COLLISION -> Texts.format("sentence.bordersApart", Text.measured(gap, 0));
            case TOUCHING -> Texts.text("sentence.bordersTouch");
            case OVERLAPPING -> Texts.format("sentence.bordersOverlap", Text.measured(-gap, 0));
        };
        String verdict = outcome == CollisionResult.NO_COLLISION ? Texts.text("sentence.noCollision") : lying(outcome);
        return Texts.format("sentence.circles", shortTitle(title), Text.measured(p.radius(), 0), Text.measured(q.radius(), 0), borders, verdict);
    }
}
