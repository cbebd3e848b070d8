package org.spriteplayground.playground;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.LessonState;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneException;
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

    /** Whether the last lesson shown came from the timeline ({@link #lessonRebuilt}). */
    private boolean rebuilt;
    private final SpriteLibrary sprites;
    /** Each hears every change, with what changed, after it, on the thread that made it. */
    private final List<Consumer<Change>> listeners = new ArrayList<>();
    private final PerfMeter perf = new PerfMeter();
    private final History history = new History(this);
    private final Timeline timeline = new Timeline();
    private final Rewind rewind = new Rewind(this, timeline);
    private final EnumSet<Overlay> overlays = EnumSet.copyOf(Overlays.DEFAULT.on());
    private Lessons.Entry entry;
    private Lesson lesson;
    private Simulation simulation;
    private boolean chartVisible = true;
    private String failure;
    private String notice = "";
    private java.util.function.Supplier<String> standingNotice = () -> "";

    /**
     * @param first the lesson to show
     * @param sprites the session's sprites: bundled ones and those the user opens
     */
    public Playground(Lessons.Entry first, SpriteLibrary sprites) {
        this.sprites = sprites;
        show(first);
    }

    /** Adds a listener. */
    public void addListener(Consumer<Change> listener) {
        listeners.add(listener);
    }

    /** Removes a listener. */
    public void removeListener(Consumer<Change> listener) {
        listeners.remove(listener);
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

    /**
     * Shows a fresh copy of a lesson, running, at the current speed: a new lesson is something to
     * watch, and a pause left over from the last one would look like a lesson that does nothing.
     */
    public void open(Lessons.Entry next) {
        history.clear();
        show(next);
        fire(Change.LESSON);
    }

    private void show(Lessons.Entry next) {
        show(next, next.factory().apply(sprites));
        timeline.begin(next, () -> next.factory().apply(sprites), 0);
    }

    private void show(Lessons.Entry next, Lesson created) {
        rebuilt = false;
        Simulation nextSimulation = new Simulation(created);
        if (simulation != null) {
            nextSimulation.setSpeed(simulation.speed());
        }
        entry = next;
        lesson = created;
        lesson.overlaysShown(EnumSet.copyOf(overlays));
        simulation = nextSimulation;
        failure = null;
        perf.restartRate();
    }

    /** Returns the state on show as a scene (without embedded sprites: the views hold the images). */
    public Scene scene() {
        List<String> on = overlays.stream().map(Overlay::name).toList();
        return new Scene(entry.id(), LessonState.choices(lesson), LessonState.bodies(lesson), on, speed(), simulation.steps(), Map.of());
    }

    /**
     * Shows {@code scene} in a fresh copy of its lesson, paused (Space runs it); checks the whole
     * scene first and changes nothing when any part is wrong. Sprites the scene names must be in
     * the library. A scene holds the set-up, not a run's counters (a lesson's resets and hits), so
     * it opens as a new start, at step 0 with every counter at 0, as a preset does: a step count
     * beside counters it does not hold would contradict them.
     */
    public void load(Scene scene) throws SceneException {
        load(scene, List.of());
    }

    /**
     * Shows {@code scene} as {@link #load(Scene)} does, with the sprites it embeds: each joins the
     * library (one of the same name there already is used instead) only if the whole scene is good.
     */
    public void load(Scene scene, List<SpriteAnalysis> embedded) throws SceneException {
        if (!embedded.isEmpty()) {
            SpriteLibrary trial = sprites.copy();
            embedded.stream().filter(a -> !trial.has(a.sprite().name())).forEach(trial::add);
            SceneCheck.check(scene, trial);
            embedded.stream().filter(a -> !sprites.has(a.sprite().name())).forEach(this::addSprite);
        }
        SceneCheck.Checked checked = SceneCheck.check(scene, sprites);
        show(checked.entry(), checked.lesson());
        simulation.setPaused(true);
        simulation.setSpeed(scene.speed());
        simulation.countFrom(0);
        timeline.begin(checked.entry(), () -> SceneCheck.check(scene, sprites).lesson(), 0);
        overlays.clear();
        overlays.addAll(checked.overlays());
        lesson.overlaysShown(EnumSet.copyOf(overlays));
        fire(Change.LESSON);
        fire(Change.OVERLAYS);
        fire(Change.SPEED);
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

    /** Runs the steps one frame owes at the current speed (none while paused); returns how many ran. */
    public int tick() {
        long start = System.nanoTime();
        int ran = simulation.tick();
        if (ran > 0) {
            timeline.stepped(ran, simulation);
            perf.stepped(ran, System.nanoTime() - start);
            fire(Change.STEPS);
            if (simulation.isPaused()) {
                fire(Change.PAUSE); // the lesson stopped at a contact
            }
        }
        return ran;
    }

    /**
     * Advances exactly one step, paused or not, and measures it like a tick. From a step shown
     * again (step back, the timeline) it shows the next step kept, with the changes made by hand
     * at it, exactly as it was, rather than running a new take that would forget them.
     */
    public void step() {
        if (timeline.position() < timeline.last()) {
            rewind.show(timeline.position() + 1);
            return;
        }
        long start = System.nanoTime();
        simulation.step();
        timeline.stepped(1, simulation);
        perf.stepped(1, System.nanoTime() - start);
        fire(Change.STEPS);
    }

    /** Puts bodies and counters back to the start; the lesson's choices, pause and speed stay. */
    public void reset() {
        failure = null;
        simulation.reset();
        timeline.record(r -> r.simulation().reset());
        timeline.restarted();
        fire(Change.SCENE);
    }

    /** Puts the lesson into a preset situation: a new start, so the step count starts again at 0. */
    public void apply(Preset preset) {
        int index = PresetScenes.of(lesson).stream().map(Preset::name).toList().indexOf(preset.name());
        history.edit(Texts.format("history.preset", preset.name()), () -> {
            preset.apply().run();
            timeline.record(r -> PresetScenes.of(r.lesson()).get(index).apply().run());
            restarted();
        });
    }

    /**
     * Returns what the pointer at {@code at} would hold (as {@link Lesson#grab} finds it), whose
     * changes the timeline keeps, so that stepping back plays them again.
     */
    public Optional<Handle> grab(Vec2 at, double slop) {
        return lesson.grab(at, slop).map(h -> new HeldHandle(h, this, id -> r -> r.hold(id, r.lesson().grab(at, slop).orElse(null))));
    }

    /** Returns the handle of one of the lesson's pieces, whose changes the timeline keeps. */
    public Handle hold(Piece piece) {
        String name = piece.name();
        return new HeldHandle(piece.handle(), this, id -> r -> r.hold(id, r.lesson().pieces().stream()
                .filter(p -> p.name().equals(name)).map(Piece::handle).findFirst().orElse(null)));
    }

    /** Returns step back and the timeline: the steps that can be shown again, exactly. */
    public Rewind rewind() {
        return rewind;
    }

    /** Shows a lesson the timeline rebuilt at {@code step}, paused, at the current speed. */
    void showRebuilt(Timeline.Rebuilt rebuilt, long step) {
        Simulation next = rebuilt.simulation();
        next.setSpeed(simulation.speed());
        next.setPaused(true);
        entry = rebuilt.entry();
        lesson = (Lesson) next.world();
        lesson.overlaysShown(EnumSet.copyOf(overlays));
        simulation = next;
        failure = null;
        perf.restartRate();
        timeline.showing(step);
        this.rebuilt = true;
        fire(Change.LESSON);
        fire(Change.PAUSE);
    }

    /**
     * Returns whether the lesson on show is the same lesson rebuilt at another step (step back,
     * the timeline), rather than one opened or loaded: a view keeps its place for the former.
     */
    public boolean lessonRebuilt() {
        return rebuilt;
    }

    Timeline timeline() {
        return timeline;
    }

    /**
     * Shows again what was on show when the timeline's {@code kept} was taken (undo and redo):
     * the lesson rebuilt at that step, with its step count, counters and the steps before it, paused.
     */
    void restore(Timeline.Kept kept) {
        timeline.restore(kept);
        showRebuilt(timeline.rebuild(timeline.position()), timeline.position());
    }

    /** Returns the undo and redo of the edits made by hand. */
    public History history() {
        return history;
    }

    /**
     * Passes a steering key going down or up to the lesson; returns whether the lesson used it. A
     * key pressed while paused counts for the next step, so the status then says that Enter takes it.
     */
    public boolean steer(Lesson.Direction direction, boolean down) {
        boolean used = lesson.steer(direction, down);
        if (used) {
            timeline.record(r -> r.lesson().steer(direction, down));
        }
        if (used && down && simulation.isPaused()) {
            say(Texts.text("status.steerPaused"));
        }
        return used;
    }

    /**
     * Says that one of the lesson's own controls was changed, so views show it; a control that
     * makes a {@linkplain Control#newStart() new start} starts the step count again at 0, as a preset does.
     */
    public void controlChanged(Control control) {
        timeline.record(ControlEdits.of(control));
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
        timeline.record(r -> r.simulation().restartCount());
        timeline.restarted();
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
    public void standingNotice(java.util.function.Supplier<String> note) {
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
    private void fire(Change change) {
        if (change == Change.LESSON || change == Change.PAUSE || change == Change.SPEED || change == Change.SCENE) {
            notice = "";
        }
        for (Consumer<Change> listener : List.copyOf(listeners)) {
            listener.accept(change);
        }
    }
}
