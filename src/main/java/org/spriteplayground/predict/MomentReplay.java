package org.spriteplayground.predict;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.playground.Rewind;

/**
 * Explain's replay: while Predict asks why, the playground shows again the steps before the moment
 * on show, the last {@link #STEPS} of them (a second, or as far back as the timeline keeps), one a
 * frame, and then holds on the moment itself, the very state that was on show (a contact Predict
 * holds on show stays held). A lesson that does not run has no steps before its moment (a preset is
 * a new start), so it just holds. The steps are shown again through the timeline, not run: they
 * count nothing and bring no new contact ({@link org.spriteplayground.sim.Simulation#shownAgain}).
 * It plays once as the question is asked; {@link #start()} plays it again. The app's timer calls
 * {@link #frame()} at each tick.
 */
public final class MomentReplay {

    /** How many steps before the moment are replayed: one second of 1/60 s steps. */
    public static final int STEPS = 60;

    private final Playground model;
    private final BooleanSupplier allowed;
    private final Runnable changed;
    private final Consumer<Runnable> quietly;
    /** Puts the moment back on show; null when not replaying. */
    private Runnable back;
    private long moment;
    private long next;

    /**
     * Replays in {@code model} while {@code allowed} says the question asks why, telling {@code
     * changed} when the replay starts and when it has come back to the moment by itself; each step
     * is shown through {@code quietly}, which keeps the change from being heard as the pupil's.
     */
    MomentReplay(Playground model, BooleanSupplier allowed, Runnable changed, Consumer<Runnable> quietly) {
        this.model = model;
        this.allowed = allowed;
        this.changed = changed;
        this.quietly = quietly;
    }

    /** Plays the steps before the moment again from the first, or does nothing where there are none or nothing asks why. */
    public void start() {
        if (!offered()) {
            return;
        }
        if (back == null) {
            moment = model.rewind().span().position();
            back = model.rewind().keep();
        }
        next = Math.max(model.rewind().span().first(), moment - STEPS);
        frame();
        changed.run();
    }

    /** Shows the next step of the replay, or, after the last, the moment again; nothing when not replaying. */
    public void frame() {
        if (back == null) {
            return;
        }
        if (next < moment) {
            quietly.accept(() -> model.rewind().show(next++)); // from the first, a step each: Rewind steps the lesson on show
        } else {
            finish();
            changed.run();
        }
    }

    /** Returns whether {@link #start()} would replay: the question asks why and steps before the moment are kept. */
    public boolean offered() {
        if (!allowed.getAsBoolean()) {
            return false;
        }
        Rewind.Span span = model.rewind().span();
        return back != null || Math.max(span.first(), span.position() - STEPS) < span.position();
    }

    /** Returns whether a step before the moment is on show rather than the moment. */
    public boolean running() {
        return back != null;
    }

    /** Ends the replay with the moment back on show, saying nothing: the caller tells what changed. */
    void finish() {
        if (back != null) {
            Runnable put = back;
            back = null;
            quietly.accept(put);
        }
    }

    /** Ends the replay where it is: the pupil changed what is on show, so the moment is no longer theirs to come back to. */
    void forget() {
        back = null;
    }
}
