package org.spriteplayground.predict;

import java.util.Optional;
import java.util.function.IntPredicate;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Prediction.NextContact;
import org.spriteplayground.sim.Simulation;

/**
 * Finds the next contact step of a flying pair by stepping a copy: the first step during
 * which the circle starts to report a hit (it missed the jets as they stood before it). The pixels
 * starting to touch inside circles that already overlap is no contact to ask about: "will the
 * bounding circle report a hit?" would have its answer on screen, so the question comes before
 * the circles meet. A step after which the circle
 * misses because a tighter bound's reset sent the flyer back is no contact: asked about, it would
 * be a trick question about circles that overlap on screen. A hit that sends the flyer back is not
 * followed by a contact step of its own: where it stands afterwards, it already misses. Nor is a
 * step from where the chosen bound already meets (the waiting jet dragged over the flyer's start,
 * so that the flyer goes back at every step): its answer is on screen before it is asked.
 */
final class LookAhead {

    /** How far ahead a contact is looked for: a minute of steps, well beyond the flight's width. */
    static final int HORIZON = 3_600;

    /**
     * A contact step found ahead.
     *
     * @param steps how many steps ahead it is: 1 for the very next step
     * @param truth what the circle and the pixels say during it
     */
    record Contact(int steps, Outcome truth) {
    }

    private LookAhead() {
    }

    /**
     * Steps {@code copy} (which it changes) until the first contact step within {@link #HORIZON}
     * that {@code skip} does not pass over, given how many steps ahead it is.
     */
    static Optional<Contact> next(Lesson lesson, IntPredicate skip) {
        NextContact copy = Rounds.of(lesson, NextContact.class);
        Simulation simulation = new Simulation(lesson);
        Outcome before = JetJudge.now(copy);
        for (int i = 1; i <= HORIZON; i++) {
            Pose from = copy.flyer().pose();
            Outcome during = JetJudge.during(copy, simulation::step);
            boolean starts = before == Outcome.MISS && during != Outcome.MISS;
            if (starts && !skip.test(i) && !JetJudge.triggerMeets(copy, from)) {
                return Optional.of(new Contact(i, during));
            }
            before = JetJudge.now(copy);
        }
        return Optional.empty();
    }
}
