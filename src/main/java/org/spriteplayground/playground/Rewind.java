package org.spriteplayground.playground;

import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Simulation;

/**
 * Step back and the timeline: any of the steps the {@link Timeline} keeps (the last ten minutes,
 * back to where the lesson's step count began: the lesson or a scene opened, a preset, a reset or
 * another new start) shown again exactly as it was, paused. Running or editing from an earlier
 * step forgets the steps after it.
 */
public final class Rewind {

    private final Playground playground;
    private final Timeline timeline;

    Rewind(Playground playground, Timeline timeline) {
        this.playground = playground;
        this.timeline = timeline;
    }

    /** Returns the steps that can be shown again, and the one on show. */
    public Span span() {
        return new Span(timeline.first(), timeline.last(), timeline.position());
    }

    /**
     * Shows step {@code step} again, paused; from {@link Span#first()} to {@link Span#last()}. The
     * step after one shown again, with no change made by hand at it, is the lesson on show stepped
     * once (what the timeline would rebuild, without playing every step since the last copy again),
     * announced as a step is: stepping on through the kept steps costs a step each, however long
     * the lesson ran, and the views refresh as for a step rather than for another lesson.
     */
    public void show(long step) {
        if (step == timeline.position() + 1 && step <= timeline.last() && !timeline.editedAt(step)) {
            Simulation shown = playground.simulation();
            shown.step();
            shown.shownAgain();
            timeline.showing(step);
            playground.fire(Change.STEPS);
        } else {
            playground.showRebuilt(timeline.rebuild(step), step);
        }
    }

    /**
     * Returns what puts the step on show now back on show, paused: the very lesson on show, not
     * one rebuilt, so that a state the timeline does not keep (Predict holding a contact on show)
     * comes back as it was. For a replay of the steps before it, shown again with {@link #show}:
     * use it while the timeline still ends at that step, nothing having run or been changed since.
     */
    public Runnable keep() {
        Replay.Rebuilt now = new Replay.Rebuilt(playground.entry(), playground.simulation());
        long step = timeline.position();
        return () -> playground.showRebuilt(now, step);
    }

    /** Shows the step before the one on show, paused; returns false, saying why, at the first step kept. */
    public boolean back() {
        Span span = span();
        if (span.position() <= span.first()) {
            if (span.first() > timeline.start()) {
                playground.say(Texts.format("status.stepBackLimit", Timeline.WINDOW / 3_600));
            } else {
                playground.say(Texts.text("status.firstStep"));
            }
            return false;
        }
        show(span.position() - 1);
        return true;
    }

    /**
     * The steps the timeline holds, counted from the first lesson on show (they keep growing when
     * a lesson's own step count starts again at 0); within a span they go one for one with the
     * lesson's own count, so {@code last - position} steps back is that many steps fewer.
     *
     * @param first the earliest step that can be shown again
     * @param last the latest step run
     * @param position the step on show
     */
    public record Span(long first, long last, long position) {
    }
}
