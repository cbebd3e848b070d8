package org.spriteplayground.sim;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Drives a {@link World} with a fixed step of {@link #STEP_SECONDS}. A display calls
 * {@link #tick()} once per frame; the speed factor decides how many whole steps a tick runs
 * (fractions carry over), so the world sees only whole, equal steps and the state after N steps
 * never depends on the frame rate or the speed.
 */
public final class Simulation {

    /** The fixed step: 1/60 s. */
    public static final double STEP_SECONDS = 1.0 / 60.0;

    /** The slowest speed factor: one step every four ticks. */
    public static final double MIN_SPEED = 0.25;

    /** The fastest speed factor: four steps a tick. */
    public static final double MAX_SPEED = 4.0;

    private final World world;
    private boolean paused;
    private long steps;
    private double speed = 1.0;
    private double owedSteps;
    private long pauseAt = -1;
    private Happened happened = new Happened(0, Set.of());
    /** Where the world stood when last looked at ({@link World#standing()}): an arrival elsewhere is heard once. */
    private Optional<StepEvent> standing;

    /** Numbers every {@link Happened} of every simulation, so that a view tells a new one from the last it heard. */
    private static final AtomicLong NEXT = new AtomicLong(1);

    /**
     * What the last tick that ran steps, single step or reset brought ({@link StepEvent}s, none if
     * nothing): a tick of several steps brings what any of them brought.
     *
     * @param serial different for each tick, step or reset of any simulation: a view hears each once
     * @param events what they brought
     */
    public record Happened(long serial, Set<StepEvent> events) {
    }

    public Simulation(World world) {
        if (world == null) {
            throw new IllegalArgumentException("world must not be null");
        }
        this.world = world;
        this.standing = world.standing();
    }

    /** Returns the world being driven. */
    public World world() {
        return world;
    }

    /**
     * Advances by the steps one frame owes at the current speed; nothing while paused. Pauses
     * after a step at which the world {@linkplain World#wantsPause wants a pause}, or that brings
     * the count to the {@linkplain #pauseAt step asked for}.
     *
     * @return the number of steps run
     */
    public int tick() {
        if (paused) {
            return 0;
        }
        owedSteps += speed;
        int run = (int) Math.floor(owedSteps);
        owedSteps -= run;
        EnumSet<StepEvent> events = EnumSet.noneOf(StepEvent.class);
        for (int i = 0; i < run; i++) {
            advance(events);
            if (world.wantsPause() || steps == pauseAt) {
                paused = true; // the world asked to stop at this very step: the rest of the frame's steps are dropped
                owedSteps = 0;
                run = i + 1;
                break;
            }
        }
        if (run > 0) {
            happened(events);
        }
        return run;
    }

    /** Advances exactly one step, paused or not. */
    public void step() {
        EnumSet<StepEvent> events = EnumSet.noneOf(StepEvent.class);
        advance(events);
        happened(events);
    }

    private void advance(Set<StepEvent> events) {
        world.step(STEP_SECONDS);
        steps++;
        events.addAll(world.stepEvents());
        arrived().ifPresent(events::add);
    }

    /** Returns the world's standing if it has changed since it was last looked at, and remembers it. */
    private Optional<StepEvent> arrived() {
        Optional<StepEvent> before = standing;
        standing = world.standing();
        return standing.equals(before) ? Optional.empty() : standing;
    }

    /**
     * Hears a change made by hand (a drag, a control): a contact or false alarm it brings the
     * world to is what happened, as if a step had brought it.
     */
    public void edited() {
        arrived().ifPresent(event -> happened(Set.of(event)));
    }

    private void happened(Set<StepEvent> events) {
        happened = new Happened(NEXT.getAndIncrement(), Set.copyOf(events));
    }

    /**
     * Says that what the last step brought was heard when it first ran: the state is shown again
     * (step back, the timeline, Predict's replay), so its {@link #happened()} is new and brings nothing.
     */
    public void shownAgain() {
        happened(Set.of());
    }

    /** Returns what the last tick that ran steps, single step or reset brought. */
    public Happened happened() {
        return happened;
    }

    /** Puts the world back to its start and the step counter to zero; pause is kept. */
    public void reset() {
        world.reset();
        steps = 0;
        owedSteps = 0;
        standing = world.standing();
        happened(Set.of(StepEvent.RESET));
    }

    /** Starts counting steps again from zero without touching the world: it was set up anew by hand. */
    public void restartCount() {
        steps = 0;
        owedSteps = 0;
        standing = world.standing();
    }

    /** Sets the step count to {@code steps} without touching the world: a saved scene was put back. */
    public void countFrom(long steps) {
        if (steps < 0) {
            throw new IllegalArgumentException("steps must not be negative: " + steps);
        }
        this.steps = steps;
        owedSteps = 0;
    }

    /**
     * Makes a running tick pause right after the step that brings the count to {@code step}, as a
     * world wanting a pause does (a pupil is asked about the step after it); -1 for none. Single
     * steps and resets do not look at it.
     */
    public void pauseAt(long step) {
        pauseAt = step;
    }

    /** Returns whether ticks are ignored. */
    public boolean isPaused() {
        return paused;
    }

    /** Pauses or resumes. */
    public void setPaused(boolean paused) {
        this.paused = paused;
    }

    /** Returns the number of steps since the start or the last reset. */
    public long steps() {
        return steps;
    }

    /** Returns the speed factor: steps per tick, on average. */
    public double speed() {
        return speed;
    }

    /**
     * Sets the speed factor.
     *
     * @throws IllegalArgumentException outside [{@link #MIN_SPEED}, {@link #MAX_SPEED}] or NaN
     */
    public void setSpeed(double speed) {
        if (!(speed >= MIN_SPEED && speed <= MAX_SPEED)) {
            throw new IllegalArgumentException("speed must be in [" + MIN_SPEED + ", " + MAX_SPEED + "], was " + speed);
        }
        this.speed = speed;
    }
}
