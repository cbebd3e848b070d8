package org.spriteplayground.predict;

import org.spriteplayground.geometry.Pose;
import org.spriteplayground.lesson.Prediction.NextContact;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;

/**
 * What the bounding circle and the pixels say about a flying pair: about the jets as they
 * stand, and during a step (read from the lesson's own tallies, which count each step's verdict
 * at the placement it tested, before a hit sends the flyer back).
 */
final class JetJudge {

    private JetJudge() {
    }

    /** Returns what the circles and the pixels say about the jets where they stand now (whole pixels and degrees, as the lesson tests). */
    static Outcome now(NextContact jets) {
        Body a = jets.flyer();
        Body b = jets.waiting();
        Placement pa = Placement.nearest(a.pose());
        Placement pb = Placement.nearest(b.pose());
        if (!Bounds.overlap(BoundKind.CIRCLE, a.shape(), pa, b.shape(), pb)) {
            return Outcome.MISS;
        }
        return Bounds.overlap(BoundKind.PIXELS, a.shape(), pa, b.shape(), pb) ? Outcome.REAL_HIT : Outcome.FALSE_ALARM;
    }

    /**
     * Returns whether the lesson's chosen bound already meets with the flyer at {@code flyer} (a
     * pose it stood at): a step from there sends it back whatever it brings.
     */
    static boolean triggerMeets(NextContact jets, Pose flyer) {
        Body a = jets.flyer();
        Body b = jets.waiting();
        return Bounds.overlap(jets.trigger(), a.shape(), Placement.nearest(flyer), b.shape(), Placement.nearest(b.pose()));
    }

    /** Runs {@code step}, one step of {@code jets}, and returns what the circle and the pixels said during it. */
    static Outcome during(NextContact jets, Runnable step) {
        long circle = circleHits(jets);
        long pixels = jets.realHits(BoundKind.PIXELS);
        step.run();
        if (circleHits(jets) == circle) {
            return Outcome.MISS;
        }
        return jets.realHits(BoundKind.PIXELS) > pixels ? Outcome.REAL_HIT : Outcome.FALSE_ALARM;
    }

    private static long circleHits(NextContact jets) {
        return jets.realHits(BoundKind.CIRCLE) + jets.falseAlarms(BoundKind.CIRCLE);
    }
}
