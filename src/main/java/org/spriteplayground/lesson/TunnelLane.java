package org.spriteplayground.lesson;

import java.util.OptionalDouble;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;

/**
 * One of {@link Tunnelling}'s lanes: a ball flying right towards the wall, the test that guards it
 * (the point-in-time test at each step's end, or the swept test over the step), and what happened
 * so far.
 */
final class TunnelLane {

    /** The golden ratio's fraction: each launch starts this share of a step further on, so that flights sample every phase. */
    private static final double GOLDEN = (Math.sqrt(5) - 1) / 2;

    final boolean swept;
    final double y;
    Circle ball;
    /** Where the ball stood a step before, or null at a launch: all the point-in-time test saw then. */
    Circle previous;
    /** The region the last step swept, which the swept test checks whole; null at a launch. */
    Capsule lastSweep;
    /** Steps still to rest at the wall after this flight's hit. */
    int rest;
    int launches;
    /** Flights this lane's test stopped, counted in the step the ball stops at the wall. */
    int hits;
    /** Flights that went through the wall unseen, counted in the step the ball lands beyond it. */
    int passes;
    /** Whether the wall stopped this flight: the ball rests there, then waits for the other one's flight to end. */
    boolean stopped;
    /** Whether this flight has left the canvas on the right: the ball waits there, unseen, for the other one's flight to end. */
    boolean gone;
    /**
     * When within its step the swept test found this flight's contact (0 at the step's start, 1
     * at its end); empty while the flight is in the air, so that no value of an earlier flight
     * stands beside balls that have hit nothing yet.
     */
    OptionalDouble lastImpact = OptionalDouble.empty();

    TunnelLane(boolean swept, double y, double speed) {
        this.swept = swept;
        this.y = y;
        launch(speed);
    }

    /** Starts a new flight from the left at {@code speed} a step; the start shifts a little each time (golden-ratio steps). */
    void launch(double speed) {
        double phase = (launches * GOLDEN) % 1.0;
        ball = Circle.of(Tunnelling.START_X + phase * speed, y, Tunnelling.BALL_RADIUS);
        inFlight();
        launches++;
    }

    /** Lets the ball fly on from where it is, as at a launch: a new flight, with no hit yet. */
    void inFlight() {
        previous = null;
        lastSweep = null;
        lastImpact = OptionalDouble.empty();
        stopped = false;
        gone = false;
        rest = 0;
    }

    /** Returns whether this flight is over (rested at the wall, or off the canvas): the ball waits for the next launch. */
    boolean finished() {
        return stopped && rest == 0 || gone;
    }

    /**
     * Moves the ball by {@code distance} (its speed times the step's length in 1/60 s steps) towards
     * {@code wall}, and counts the flight's outcome in the step that shows it: a stop when the
     * test finds the wall, a pass when the ball's centre lands beyond the wall's line unseen (a
     * flight that began beyond it, dropped there by hand, never counts).
     */
    void step(double distance, Capsule wall) {
        if (stopped || gone) {
            rest = Math.max(0, rest - 1);
            return;
        }
        if (distance == 0) {
            return; // a step of no time: the ball is where it was, with nothing new to test or show
        }
        Tunnelling.StepResult result = Tunnelling.testStep(ball, distance, wall);
        Vec2 displacement = new Vec2(distance, 0);
        previous = ball;
        lastSweep = Capsule.swept(ball, displacement);
        boolean hit = swept ? result.timeOfImpact().isPresent() : result.discreteHit();
        if (hit) {
            double t = swept ? result.timeOfImpact().getAsDouble() : 1;
            ball = ball.translate(displacement.times(t));
            lastImpact = swept ? result.timeOfImpact() : OptionalDouble.empty();
            stopped = true;
            hits++;
            rest = Tunnelling.REST_STEPS;
        } else {
            double line = wall.spine().from().x();
            boolean before = ball.center().x() < line;
            ball = ball.translate(displacement);
            if (before && ball.center().x() >= line) {
                passes++;
            }
            gone = ball.center().x() - ball.radius() > Tunnelling.BOUNDS.maxX();
        }
    }
}
