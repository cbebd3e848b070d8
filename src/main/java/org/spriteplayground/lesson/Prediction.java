package org.spriteplayground.lesson;

import java.util.Optional;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Placement;

/**
 * Which kind of Predict, observe, explain question a lesson is asked, and what of the lesson it
 * reads: a lesson that takes part returns itself as one of these from {@link Lesson#prediction()};
 * the predict package plans the questions of each kind.
 */
public sealed interface Prediction permits Prediction.NextContact, Prediction.NextPreset {

    /**
     * A flying pair: the lesson runs, and shortly before each step at which the bounding circles
     * start to meet (found by stepping a copy ahead) the pupil is asked what the circle and the
     * pixels will say.
     */
    non-sealed interface NextContact extends Prediction {

        /** Returns the body that flies. */
        Body flyer();

        /** Returns the body that waits. */
        Body waiting();

        /** Returns the bound whose hit sends the flyer back. */
        BoundKind trigger();

        /** Returns the steps so far in which {@code kind} met and the pixels did too. */
        long realHits(BoundKind kind);

        /** Returns the steps so far in which {@code kind} met and the pixels did not. */
        long falseAlarms(BoundKind kind);

        /**
         * Marks on the lesson's drawing, or no longer marks, the {@link #gap()} between the
         * bounding circles with its width, in {@link org.spriteplayground.sim.Ink#GAP}: at the
         * canvas's scale a gap of a pixel looks like touching. Predict marks it while it asks about it.
         */
        void markGap(boolean marked);

        /**
         * With {@code hold}, keeps the flyer where it touches if the next step is a contact, as
         * "Pause on contact" does, so that the moment Predict asks about stays on show for the
         * pupil to observe; without, sends a flyer so held back to its start now, where the step
         * had sent it, so that the lesson goes on as it would have.
         */
        void holdContact(boolean hold);

        /**
         * Returns the gap between the bounding circles where the bodies stand, at the placements
         * the lesson tests: the stretch of the line between their centres that lies outside both
         * circles, from the flyer's circle to the waiting one's; empty when the circles meet.
         */
        default Optional<Segment> gap() {
            return gap(flyer(), waiting());
        }

        /** Returns the gap between {@code flyer}'s and {@code waiting}'s bounding circles, as {@link #gap()} does. */
        static Optional<Segment> gap(Body flyer, Body waiting) {
            Placement pa = Placement.nearest(flyer.pose());
            Placement pb = Placement.nearest(waiting.pose());
            double ra = flyer.shape().circleRadius();
            double rb = waiting.shape().circleRadius();
            double apart = Math.hypot(pb.x() - pa.x(), pb.y() - pa.y());
            if (apart <= ra + rb) {
                return Optional.empty();
            }
            double ux = (pb.x() - pa.x()) / apart;
            double uy = (pb.y() - pa.y()) / apart;
            return Optional.of(new Segment(new Vec2(pa.x() + ux * ra, pa.y() + uy * ra), new Vec2(pb.x() - ux * rb, pb.y() - uy * rb)));
        }
    }

    /**
     * A lesson where nothing moves by itself: the question is the lesson's next preset, given in
     * words, and the pupil says what the lesson's test will then say, in the words of the
     * question's {@link #asks() form}.
     */
    non-sealed interface NextPreset extends Prediction {

        /** The forms of question a preset is asked in, each with its own words for the answers, the observation and why. */
        enum Asks {
            /** three-outcomes: two circles in numbers; apart, touching or overlapping? */
            CIRCLES,
            /** minkowski: does 0 lie inside P ⊖ Q? Overlapping means yes, apart no. */
            ZERO_INSIDE,
            /** bitmasks: do the two masks share a pixel? Overlapping means yes, apart no. */
            PIXELS_TOUCH,
            /** robustness: the same two circles moved along; what does the fixed tolerance say: touching, apart or overlapping (Q dragged into P)? */
            FIXED_TOLERANCE
        }

        /** Returns the situation as the question gives it: the circles in numbers, or where the preset puts things, in words. */
        String asked();

        /** Returns what the lesson's test says of the situation on show: the truth of the question. */
        CollisionResult outcome();

        /** Returns the form of the question: which words it and its answers use. */
        default Asks asks() {
            return Asks.CIRCLES;
        }

        /**
         * While {@code waiting}, shows the scene as the question waiting on it gives it, without
         * the working of the test asked about where that would answer it (minkowski's P ⊖ Q and
         * GJK's steps, which come with the observation); without, shows it all again. Its verdicts
         * are hidden apart from this, from the observation on too ({@link org.spriteplayground.sim.DebugDraw#showsVerdicts}).
         * Nothing changes by default.
         */
        default void asking(boolean waiting) {
        }

        /**
         * Returns two circles and a touching band as Predict gives them, each number as the
         * readouts show a piece's: "P at (100, 50) with r = 40, Q at (150, 50) with r = 10,
         * touching within 1 × 10⁻⁹ of r₁ + r₂." A coordinate is rounded as a piece's is
         * ({@link Text#measured}) unless the rounded circles would come out otherwise than the
         * real ones ({@code outcome}): then every digit stands, as the difference is the lesson's point.
         */
        static String inNumbers(Circle first, Circle second, double t, CollisionResult outcome) {
            boolean rounded = Collisions.classify(rounded(first), rounded(second), t) == outcome;
            return Texts.format("predict.next", at(first, rounded), at(second, rounded), t == 0 || t >= Text.TINY ? Text.exact(t) : Text.tiny(t));
        }

        private static String at(Circle c, boolean rounded) {
            return Texts.format("predict.at", rounded ? Text.measuredPoint(c.center()) : Text.exactPoint(c.center()), number(c.radius(), rounded));
        }

        private static String number(double value, boolean rounded) {
            return rounded ? Text.measured(value, 0) : Text.exact(value);
        }

        private static Circle rounded(Circle c) {
            return Circle.of(round(c.center().x()), round(c.center().y()), round(c.radius()));
        }

        private static double round(double value) {
            return java.math.BigDecimal.valueOf(value).setScale(Text.MEASURED_DECIMALS, java.math.RoundingMode.HALF_UP).doubleValue();
        }
    }
}
