package org.spriteplayground.playground;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
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
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Everything the playground is showing, owned in one place (as Box2D's samples keep pause, single
 * step and rate in one context): what is {@linkplain OnShow on show} and how, and here the changes
 * that the {@link Timeline} keeps so that step back and undo can show any of them again (opening
 * a lesson or a scene, steps, resets, presets, drags, steering, the lesson's own controls). Every
 * change goes through a method of this object and is announced to the listeners with what changed
 * ({@link OnShow}); views read the current state back and hold no copy. Use it from one thread
 * (Swing's event thread in the app).
 */
public final class Playground extends OnShow {

    private final History history = new History(this);
    private final Timeline timeline = new Timeline();
    private final Rewind rewind = new Rewind(this, timeline);
    /** See {@link #byHand()} and {@link #sceneFile()} (null for none). */
    private boolean byHand;
    private Path sceneFile;

    /**
     * @param first the lesson to show
     * @param sprites the session's sprites: bundled ones and those the user opens
     */
    public Playground(Lessons.Entry first, SpriteLibrary sprites) {
        super(sprites);
        show(first);
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
        byHand = false;
        sceneFile = null;
        show(next, new Simulation(next.factory().apply(sprites())), false);
        timeline.begin(next, () -> next.factory().apply(sprites()), 0);
    }

    /** Returns the state on show as a scene (without embedded sprites: the views hold the images). */
    public Scene scene() {
        List<String> on = Arrays.stream(Overlay.values()).filter(this::overlay).map(Overlay::name).toList();
        return new Scene(entry().id(), LessonState.choices(lesson()), LessonState.bodies(lesson()), on, speed(), simulation().steps(), Map.of());
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
        SpriteLibrary sprites = sprites();
        if (!embedded.isEmpty()) {
            SpriteLibrary trial = sprites.copy();
            embedded.stream().filter(a -> !trial.has(a.sprite().name())).forEach(trial::add);
            check(scene, trial);
            embedded.stream().filter(a -> !sprites.has(a.sprite().name())).forEach(this::addSprite);
        }
        Checked checked = check(scene, sprites);
        changedByHand();
        show(checked.entry(), new Simulation(checked.lesson()), false);
        simulation().setPaused(true);
        simulation().setSpeed(scene.speed());
        simulation().countFrom(0);
        timeline.begin(checked.entry(), () -> check(scene, sprites).lesson(), 0);
        showOverlays(checked.overlays());
        fire(Change.LESSON);
        fire(Change.OVERLAYS);
        fire(Change.SPEED);
    }

    /** Runs the steps one frame owes at the current speed (none while paused); returns how many ran. */
    public int tick() {
        long start = System.nanoTime();
        int ran = simulation().tick();
        if (ran > 0) {
            timeline.stepped(ran, simulation());
            perf().stepped(ran, System.nanoTime() - start);
            fire(Change.STEPS);
            if (paused()) {
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
        simulation().step();
        timeline.stepped(1, simulation());
        perf().stepped(1, System.nanoTime() - start);
        fire(Change.STEPS);
    }

    /** Puts bodies and counters back to the start; the lesson's choices, pause and speed stay. */
    public void reset() {
        forgetFailure();
        simulation().reset();
        timeline.record(r -> r.simulation().reset());
        timeline.restarted();
        fire(Change.SCENE);
    }

    /** Puts the lesson into a preset situation: a new start, so the step count starts again at 0. */
    public void apply(Preset preset) {
        int index = PresetScenes.of(lesson()).stream().map(Preset::name).toList().indexOf(preset.name());
        history.edit(Texts.format("history.preset", preset.name()), () -> {
            preset.apply().run();
            timeline.record(r -> PresetScenes.of(r.lesson()).get(index).apply().run());
            restarted();
            byHand = false;
            sceneFile = null;
        });
    }

    /**
     * Returns what the pointer at {@code at} would hold (as {@link Lesson#grab} finds it), whose
     * changes the timeline keeps, so that stepping back plays them again.
     */
    public Optional<Handle> grab(Vec2 at, double slop) {
        return lesson().grab(at, slop).map(h -> HeldHandle.grabbed(h, this, at, slop));
    }

    /** Returns the handle of one of the lesson's pieces, whose changes the timeline keeps. */
    public Handle hold(Piece piece) {
        return HeldHandle.of(piece, this);
    }

    /** Returns step back and the timeline: the steps that can be shown again, exactly. */
    public Rewind rewind() {
        return rewind;
    }

    /** Shows a lesson the timeline rebuilt at {@code step}, paused, at the current speed. */
    void showRebuilt(Replay.Rebuilt rebuilt, long step) {
        rebuilt.simulation().setPaused(true);
        show(rebuilt.entry(), rebuilt.simulation(), true);
        timeline.showing(step);
        fire(Change.LESSON);
        fire(Change.PAUSE);
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
        boolean used = lesson().steer(direction, down);
        if (used) {
            changedByHand();
            timeline.record(r -> r.lesson().steer(direction, down));
        }
        if (used && down && paused()) {
            say(Texts.text("status.steerPaused"));
        }
        return used;
    }

    /**
     * Says that one of the lesson's own controls was changed, so views show it; a control that
     * makes a {@linkplain Control#newStart() new start} starts the step count again at 0, as a preset does.
     */
    public void controlChanged(Control control) {
        changedByHand();
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
        simulation().restartCount();
        timeline.record(r -> r.simulation().restartCount());
        timeline.restarted();
        fire(Change.SCENE);
    }

    /** Says that the lesson was changed by hand (a drag, a control), so views show it. */
    public void edited() {
        simulation().edited();
        fire(Change.SCENE);
    }

    /** Returns whether the state on show was set up by hand (a drag, a control, steering) or read from a scene: steps alone from the lesson's start or a preset do not reach it. */
    public boolean byHand() {
        return byHand;
    }

    /** Returns the scene file the state on show was last saved to or opened from, if nothing was changed by hand since. */
    public Optional<Path> sceneFile() {
        return Optional.ofNullable(sceneFile);
    }

    /** Says that the state on show was saved to, or opened from, {@code file}. */
    public void keptIn(Path file) {
        sceneFile = file;
    }

    /** Notes a change made by hand: the state on show is neither a lesson's start nor a preset, nor any longer what a scene file holds. */
    void changedByHand() {
        byHand = true;
        sceneFile = null;
    }

    /** A scene that passed: its catalogue entry, a fresh lesson set up as the scene says, its overlays. */
    private record Checked(Lessons.Entry entry, Lesson lesson, Set<Overlay> overlays) {
    }

    /** Checks a whole scene against this app before any of it is shown: returns the scene's lesson, built fresh from {@code sprites} and set up, or says what is wrong. */
    private static Checked check(Scene scene, SpriteLibrary sprites) throws SceneException {
        Lessons.Entry entry = Lessons.byId(scene.lesson()).orElseThrow(() -> new SceneException(Texts.format("status.sceneLesson", scene.lesson(),
                Lessons.ALL.stream().map(Lessons.Entry::id).collect(Collectors.joining(", ")))));
        EnumSet<Overlay> on = EnumSet.noneOf(Overlay.class);
        for (String name : scene.overlays()) {
            on.add(Arrays.stream(Overlay.values()).filter(o -> o.name().equals(name)).findFirst()
                    .orElseThrow(() -> new SceneException(Texts.format("status.sceneOverlay", name))));
        }
        if (!(scene.speed() >= Simulation.MIN_SPEED && scene.speed() <= Simulation.MAX_SPEED)) {
            throw new SceneException(Texts.format("status.sceneSpeed",
                    String.valueOf(scene.speed()), String.valueOf(Simulation.MIN_SPEED), String.valueOf(Simulation.MAX_SPEED)));
        }
        Lesson lesson = entry.factory().apply(sprites);
        LessonState.apply(lesson, scene.choices(), scene.bodies());
        return new Checked(entry, lesson, on);
    }
}
