package org.spriteplayground.playground;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * What the {@link Playground} has on show, and the switches of how it shows it: the lesson and its
 * {@link Simulation} (pause, speed, steps), why the lesson paused after a failure, the overlay
 * switches, the chart switch, the sprite library and the meter of step times. Each setter
 * announces what it changed; the {@link Playground} adds the changes the timeline and undo keep.
 *
 * <p>It tells the views what changed as Swing's {@code AbstractListModel} tells a list's: the
 * listeners, each told once per change, and the one-line message for the status bar that goes
 * with the changes.
 */
public abstract class OnShow {

    /** Each hears every change, with what changed, after it, on the thread that made it. */
    private final List<Consumer<Change>> listeners = new ArrayList<>();
    private String notice = "";
    private Supplier<String> standingNotice = () -> "";
    private final SpriteLibrary sprites;
    private final PerfMeter perf = new PerfMeter();
    private final EnumSet<Overlay> overlays = EnumSet.copyOf(Overlays.DEFAULT.on());
    private Lessons.Entry entry;
    private Lesson lesson;
    private Simulation simulation;
    private boolean chartVisible = true;
    private boolean verdictsShown = true;

    /** Whether a question waits on the scene on show ({@link #ask}). */
    private boolean asking;
    private String failure;
    /** Whether the last lesson shown came from the timeline ({@link #lessonRebuilt}). */
    private boolean rebuilt;

    OnShow(SpriteLibrary sprites) {
        this.sprites = sprites;
    }

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

    /** Puts {@code next} on show at the current speed, {@code rebuiltShown} by the timeline or not, with no failure. */
    final void show(Lessons.Entry next, Simulation shown, boolean rebuiltShown) {
        if (simulation != null) {
            shown.setSpeed(simulation.speed());
        }
        entry = next;
        lesson = (Lesson) shown.world();
        lesson.overlaysShown(EnumSet.copyOf(overlays));
        askOn();
        simulation = shown;
        failure = null;
        perf.restartRate();
        if (rebuiltShown) {
            shown.shownAgain(); // its last step was cued when it ran
        } else {
            perf.forgetSteps();
        }
        rebuilt = rebuiltShown;
    }

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

    /**
     * Returns whether the lesson on show is the same lesson rebuilt at another step (step back,
     * the timeline), rather than one opened or loaded: a view keeps its place for the former.
     */
    public boolean lessonRebuilt() {
        return rebuilt;
    }

    /** Returns the speed factor. */
    public double speed() {
        return simulation.speed();
    }

    /** Sets the speed factor, one of {@link Speeds#OFFERED}. */
    public void setSpeed(double factor) {
        if (!Speeds.OFFERED.contains(factor)) {
            throw new IllegalArgumentException("speed must be one of " + Speeds.OFFERED + ", was " + factor);
        }
        if (factor != simulation.speed()) {
            simulation.setSpeed(factor);
            perf.restartRate();
            fire(Change.SPEED);
        }
    }

    /** Moves the speed one place slower ({@code -1}) or faster ({@code +1}), staying within the offer. */
    public void nudgeSpeed(int direction) {
        double now = simulation.speed();
        double next = Speeds.next(now, direction);
        if (next == now) {
            say(Texts.format(direction > 0 ? "status.fastest" : "status.slowest", Speeds.text(now)));
            return;
        }
        setSpeed(next);
    }

    /** Returns the real rate as a factor of real time when the machine cannot keep up, else NaN (see {@link PerfMeter#behindRate}). */
    public double behindRate() {
        return perf.behindRate(simulation.isPaused(), simulation.speed());
    }

    /** Returns the meter of step times and the real rate. */
    public PerfMeter perf() {
        return perf;
    }

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
            lesson.overlaysShown(EnumSet.copyOf(overlays));
            fire(Change.OVERLAYS);
        }
    }

    /** Returns whether the canvas writes the lesson's verdicts ("false alarm: bounding circle"); true but while Predict asks what the pupil saw. */
    public boolean verdictsShown() {
        return verdictsShown;
    }

    /**
     * Returns the lesson's readouts as shown beside the canvas: while the canvas shows no verdicts,
     * without the rows that tell one ({@link ReadoutTable.Row#verdict}), so the side panel does not
     * say what the canvas leaves the pupil to say.
     */
    public List<ReadoutTable> readoutsShown() {
        List<ReadoutTable> all = lesson.readouts();
        return verdictsShown ? all : all.stream().flatMap(t -> t.withoutVerdicts().stream()).toList();
    }

    /** Shows or hides the lesson's verdicts on the canvas and the readouts that tell them. */
    public void showVerdicts(boolean shown) {
        if (shown != verdictsShown) {
            verdictsShown = shown;
            fire(Change.OVERLAYS);
        }
    }

    /**
     * Has the lesson show the scene as a question waiting on it gives it, without the working of
     * the step asked about ({@link Prediction.NextPreset#asking}), or with it again; Predict asks so
     * while a prediction waits.
     */
    public void ask(boolean waiting) {
        if (waiting != asking) {
            asking = waiting;
            askOn();
            fire(Change.OVERLAYS);
        }
    }

    /** Returns whether a question waits on the scene on show ({@link #ask}). */
    public boolean asking() {
        return asking;
    }

    /** Tells the lesson on show whether a question waits on it. */
    private void askOn() {
        if (lesson.prediction().orElse(null) instanceof Prediction.NextPreset preset) {
            preset.asking(asking);
        }
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

    /** Forgets why a failure paused the lesson: it was put back to its start. */
    final void forgetFailure() {
        failure = null;
    }

    /** Switches on exactly the overlays {@code on}, without announcing it. */
    final void showOverlays(Set<Overlay> on) {
        overlays.clear();
        overlays.addAll(on);
        lesson.overlaysShown(EnumSet.copyOf(overlays));
    }

    /** Adds a listener. */
    public void addListener(Consumer<Change> listener) {
        listeners.add(listener);
    }

    /** Removes a listener. */
    public void removeListener(Consumer<Change> listener) {
        listeners.remove(listener);
    }

    /**
     * Returns the one-line message for the status bar: the last one said, or, when none is
     * pending, the {@linkplain #standingNotice standing notice} ("" for none).
     */
    public String notice() {
        return notice.isEmpty() ? standingNotice.get() : notice;
    }

    /**
     * Sets what the status bar says while no message is pending (the note of the piece a view
     * has selected), read whenever {@link #notice()} is: a message said hides it until the next
     * change clears the message.
     */
    public void standingNotice(Supplier<String> note) {
        standingNotice = note;
    }

    /** Shows a one-line message in the status bar. */
    public void say(String message) {
        notice = message == null ? "" : message;
        fire(Change.NOTICE);
    }

    /**
     * Tells every listener, once, what changed. A new lesson, a pause, a speed or a change by hand
     * also clears the message said (what it was about has changed, or a new action was made: it
     * would mislead now); that goes with this one broadcast, so a view of {@link #notice()}
     * reads it again at each of these changes.
     */
    final void fire(Change change) {
        if (change == Change.LESSON || change == Change.PAUSE || change == Change.SPEED || change == Change.SCENE) {
            notice = "";
        }
        for (Consumer<Change> listener : List.copyOf(listeners)) {
            listener.accept(change);
        }
    }
}
