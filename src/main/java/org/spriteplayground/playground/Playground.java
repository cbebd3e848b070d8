package org.spriteplayground.playground;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Preset;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Everything the playground is showing, owned in one place (as Box2D's samples keep pause, single
 * step and rate in one context): the lesson and its {@link Simulation} (pause, speed, steps), the
 * overlay switches, the chart switch, the sprite library and why the lesson paused after a
 * failure. Every change goes through a method here and is announced to the listeners with what
 * changed; views read the current state back and hold no copy. Use it from one thread (Swing's
 * event thread in the app).
 */
public final class Playground {

    /** The speed factors offered, slowest first; 1× is the default. */
    public static final List<Double> SPEEDS = List.of(0.25, 0.5, 1.0, 2.0, 4.0);

    /** Below this share of the set speed, the status says the machine is behind. */
    private static final double BEHIND = 0.9;

    private final SpriteLibrary sprites;
    private final List<Listener> listeners = new ArrayList<>();
    private final PerfMeter perf = new PerfMeter();
    private final EnumSet<Overlay> overlays = EnumSet.copyOf(Overlays.DEFAULT.on());
    private Lessons.Entry entry;
    private Lesson lesson;
    private Simulation simulation;
    private boolean chartVisible = true;
    private String failure;
    private String notice = "";

    /** Hears every change, with what changed. */
    @FunctionalInterface
    public interface Listener {
        /** Called after {@code change}, on the thread that made it. */
        void changed(Change change);
    }

    /**
     * @param first the lesson to show
     * @param sprites the session's sprites: bundled ones and those the user opens
     */
    public Playground(Lessons.Entry first, SpriteLibrary sprites) {
        this.sprites = sprites;
        show(first);
    }

    /** Adds a listener. */
    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    /** Removes a listener. */
    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    // ---- the lesson ---------------------------------------------------------------------------

    /** Returns the catalogue entry on show. */
    public Lessons.Entry entry() {
        return entry;
    }

    /** Returns the lesson on show. */
    public Lesson lesson() {
        return lesson;
    }

    /** Returns the simulation driving the lesson on show. */
    public Simulation simulation() {
        return simulation;
    }

    /**
     * Shows a fresh copy of a lesson, running, at the current speed: a new lesson is something to
     * watch, and a pause left over from the last one would look like a lesson that does nothing.
     */
    public void open(Lessons.Entry next) {
        show(next);
        fire(Change.LESSON);
    }

    private void show(Lessons.Entry next) {
        Lesson created = next.factory().apply(sprites);
        Simulation nextSimulation = new Simulation(created);
        if (simulation != null) {
            nextSimulation.setSpeed(simulation.speed());
        }
        entry = next;
        lesson = created;
        simulation = nextSimulation;
        failure = null;
        perf.restartRate();
    }

    // ---- playback -----------------------------------------------------------------------------

    /** Returns whether the lesson is paused. */
    public boolean paused() {
        return simulation.isPaused();
    }

    /** Pauses or resumes; resuming forgets why a failure paused the lesson. */
    public void setPaused(boolean paused) {
        if (paused == simulation.isPaused()) {
            return;
        }
        simulation.setPaused(paused);
        if (!paused) {
            failure = null;
        }
        perf.restartRate();
        fire(Change.PAUSE);
    }

    /** Pauses after a failure, with the reason the canvas shows until the user resumes or resets. */
    public void pauseForFailure(String reason) {
        failure = reason;
        simulation.setPaused(true);
        fire(Change.PAUSE);
    }

    /** Returns why a failure paused the lesson, or null. */
    public String failure() {
        return failure;
    }

    /** Runs the steps one frame owes at the current speed (none while paused); returns how many ran. */
    public int tick() {
        long start = System.nanoTime();
        int ran = simulation.tick();
        if (ran > 0) {
            perf.stepped(ran, System.nanoTime() - start);
            fire(Change.STEPS);
        }
        return ran;
    }

    /** Advances exactly one step, paused or not, and measures it like a tick. */
    public void step() {
        long start = System.nanoTime();
        simulation.step();
        perf.stepped(1, System.nanoTime() - start);
        fire(Change.STEPS);
    }

    /** Puts bodies and counters back to the start; the lesson's choices, pause and speed stay. */
    public void reset() {
        failure = null;
        simulation.reset();
        fire(Change.SCENE);
    }

    /** Puts the lesson into a preset situation: a new start, so the step count starts again at 0. */
    public void apply(Preset preset) {
        preset.apply().run();
        simulation.restartCount();
        fire(Change.SCENE);
    }

    /**
     * Passes a steering key going down or up to the lesson; returns whether the lesson used it. A
     * key pressed while paused counts for the next step, so the status then says that Enter takes it.
     */
    public boolean steer(Lesson.Direction direction, boolean down) {
        boolean used = lesson.steer(direction, down);
        if (used && down && simulation.isPaused()) {
            say("The lesson is paused: Enter takes one step with the keys pressed since the last step; Space resumes.");
        }
        return used;
    }

    /**
     * Says that one of the lesson's own controls was changed, so views show it; a control that
     * makes a {@linkplain Control#newStart() new start} starts the step count again at 0, as a preset does.
     */
    public void controlChanged(Control control) {
        if (control.newStart()) {
            restarted();
        } else {
            edited();
        }
    }

    /**
     * Says that the lesson was put back to its start by hand (a new sprite flown, a control that
     * makes a new start): the step count starts again at 0, as for a preset, and views show it.
     */
    public void restarted() {
        simulation.restartCount();
        fire(Change.SCENE);
    }

    /** Says that the lesson was changed by hand (a drag, a control), so views show it. */
    public void edited() {
        fire(Change.SCENE);
    }

    /** Returns the speed factor. */
    public double speed() {
        return simulation.speed();
    }

    /** Sets the speed factor, one of {@link #SPEEDS}. */
    public void setSpeed(double factor) {
        if (!SPEEDS.contains(factor)) {
            throw new IllegalArgumentException("speed must be one of " + SPEEDS + ", was " + factor);
        }
        if (factor != simulation.speed()) {
            simulation.setSpeed(factor);
            perf.restartRate();
            fire(Change.SPEED);
        }
    }

    /** Moves the speed one place slower ({@code -1}) or faster ({@code +1}), staying within the offer. */
    public void nudgeSpeed(int direction) {
        int at = SPEEDS.indexOf(simulation.speed());
        int next = Math.max(0, Math.min(SPEEDS.size() - 1, at + Integer.signum(direction)));
        if (next == at) {
            say(direction > 0 ? "Already at the fastest speed, " + speedText(SPEEDS.get(at)) : "Already at the slowest speed, " + speedText(SPEEDS.get(at)));
            return;
        }
        setSpeed(SPEEDS.get(next));
    }

    /**
     * Returns the rate the lesson really runs at, as a factor of real time, when it is more than a
     * tenth below the set speed (the machine cannot keep up); NaN while it keeps up, is paused, or
     * has not run a full second.
     */
    public double behindRate() {
        int perSecond = perf.stepsPerSecond();
        if (simulation.isPaused() || perSecond < 0) {
            return Double.NaN;
        }
        double actual = perSecond * Simulation.STEP_SECONDS;
        return actual < BEHIND * simulation.speed() ? actual : Double.NaN;
    }

    /** Returns the meter of step and paint times. */
    public PerfMeter perf() {
        return perf;
    }

    // ---- what is drawn ------------------------------------------------------------------------

    /** Returns the overlay switches. */
    public Overlays overlays() {
        return new Overlays(overlays);
    }

    /** Returns whether one overlay is on. */
    public boolean overlay(Overlay overlay) {
        return overlays.contains(overlay);
    }

    /** Switches one overlay on or off. */
    public void setOverlay(Overlay overlay, boolean on) {
        if (on ? overlays.add(overlay) : overlays.remove(overlay)) {
            fire(Change.OVERLAYS);
        }
    }

    /** Returns the overlays the lesson on show draws. */
    public Set<Overlay> overlaysUsed() {
        return lesson.overlaysUsed();
    }

    /** Returns whether the tightness chart is switched on (it shows only for a lesson about a sprite). */
    public boolean chartVisible() {
        return chartVisible;
    }

    /** Switches the tightness chart on or off. */
    public void setChartVisible(boolean visible) {
        if (visible != chartVisible) {
            chartVisible = visible;
            fire(Change.CHART);
        }
    }

    // ---- sprites ------------------------------------------------------------------------------

    /** Returns the sprite library. */
    public SpriteLibrary sprites() {
        return sprites;
    }

    /** Files an analysed sprite in the library and returns the name it got. */
    public String addSprite(SpriteAnalysis analysis) {
        String name = sprites.add(analysis);
        fire(Change.SPRITES);
        return name;
    }

    // ---- messages -----------------------------------------------------------------------------

    /** Returns the last one-line message for the status bar ("" for none). */
    public String notice() {
        return notice;
    }

    /** Shows a one-line message in the status bar. */
    public void say(String message) {
        notice = message == null ? "" : message;
        fire(Change.NOTICE);
    }

    /** Returns a speed factor as people write it: "¼×", "½×", "1×", "4×". */
    public static String speedText(double factor) {
        if (factor == 0.25) {
            return "¼×";
        }
        if (factor == 0.5) {
            return "½×";
        }
        return factor == Math.rint(factor) ? String.format(Locale.ROOT, "%.0f×", factor) : String.format(Locale.ROOT, "%.2f×", factor);
    }

    private void fire(Change change) {
        if ((change == Change.LESSON || change == Change.PAUSE || change == Change.SPEED) && !notice.isEmpty()) {
            notice = ""; // what the message was about has changed: it would mislead now
            fire(Change.NOTICE);
        }
        for (Listener listener : List.copyOf(listeners)) {
            listener.changed(change);
        }
    }
}
