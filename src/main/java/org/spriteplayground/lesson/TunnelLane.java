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
    Capsule lastSweep;
    /** Steps still to rest at the wall after this flight's hit. */
    int rest;
    int launches;
    /** Flights this lane's test stopped, counted when the pair of flights has ended (see {@link #tally()}). */
    int hits;
    /** Flights that went through the wall unseen, counted when the pair of flights has ended (see {@link #tally()}). */
    int passes;
    /** Whether the wall stopped this flight: the ball rests there, then waits for the other one's flight to end. */
    boolean stopped;
    /** Whether this flight has left the canvas on the right: the ball waits there, unseen, for the other one's flight to end. */
    boolean gone;
    /** Whether this flight's centre has gone from before the wall's line to beyond it. */
    boolean crossed;
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

    /** Lets the ball fly on from where it is, as at a launch. */
    void inFlight() {
        lastSweep = null;
        crossed = false;
        stopped = false;
        gone = false;
        rest = 0;
    }

    /** Returns whether this flight is over (rested at the wall, or off the canvas): the ball waits for the next launch. */
    boolean finished() {
        return stopped && rest == 0 || gone;
    }

    /**
     * Counts this lane's finished flight as stopped or passed. {@link Tunnelling} calls it for both
     * lanes at the same moment, when both flights have ended, so that the two columns of the
     * Flights table always count the same flights: a stop happens at impact but a pass is only
     * known once the ball has left the canvas, and counting each as it happens would put one
     * column a flight ahead.
     */
    void tally() {
        if (stopped) {
            hits++;
        } else if (gone && crossed) {
            // Only a flight that went through the wall unseen counts, not one that began beyond it.
            passes++;
        }
    }

    /** Moves the ball by {@code distance} (its speed times the step's length in 1/60 s steps) towards {@code wall}. */
    void step(double distance, Capsule wall) {
        if (stopped || gone) {
            rest = Math.max(0, rest - 1);
            return;
        }
        Tunnelling.StepResult result = Tunnelling.testStep(ball, distance, wall);
        Vec2 displacement = new Vec2(distance, 0);
        lastSweep = Capsule.swept(ball, displacement);
        boolean hit = swept ? result.timeOfImpact().isPresent() : result.discreteHit();
        if (hit) {
            double t = swept ? result.timeOfImpact().getAsDouble() : 1;
            ball = ball.translate(displacement.times(t));
            lastImpact = swept ? result.timeOfImpact() : OptionalDouble.empty();
            stopped = true;
            rest = Tunnelling.REST_STEPS;
        } else {
            double line = wall.spine().from().x();
            boolean before = ball.center().x() < line;
            ball = ball.translate(displacement);
            crossed |= before && ball.center().x() >= line;
            gone = ball.center().x() - ball.radius() > Tunnelling.BOUNDS.maxX();
        }
    }
}
