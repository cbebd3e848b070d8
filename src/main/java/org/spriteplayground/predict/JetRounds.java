package org.spriteplayground.predict;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Simulation;

/**
 * flying-jets' questions: the playground runs and pauses just before each contact step that a
 * copy stepped ahead finds. Each contact step is asked about once, by its place on the timeline,
 * so that stepping back over it and running on again does not ask it twice; a change made by hand
 * from an earlier step makes its future new, and its contacts are asked again.
 */
final class JetRounds implements Rounds {

    private final Playground model;
    /** The timeline steps of the contact steps asked about (or passed over) already. */
    private final Set<Long> asked = new HashSet<>();
    private long pauseAt = -1;
    private long plannedFrom;
    private long contact;

    JetRounds(Playground model) {
        this.model = model;
    }

    @Override
    public boolean plan() {
        long last = model.rewind().span().last();
        asked.removeIf(step -> step > last); // a future the timeline forgot
        long position = model.rewind().span().position();
        Simulation live = model.simulation();
        plannedFrom = live.steps();
        Optional<LookAhead.Contact> next = LookAhead.next((FlyingJets) LessonCopy.of(model), i -> asked.contains(position + i));
        pauseAt = next.map(c -> plannedFrom + c.steps() - 1).orElse(-1L);
        contact = next.map(c -> position + c.steps()).orElse(-1L);
        live.pauseAt(next.isPresent() && pauseAt > plannedFrom ? pauseAt : -1);
        return next.isPresent() && pauseAt == plannedFrom;
    }

    @Override
    public boolean reached() {
        return pauseAt >= 0 && model.paused() && model.simulation().steps() == pauseAt;
    }

    @Override
    public boolean passed() {
        long steps = model.simulation().steps();
        return pauseAt >= 0 ? steps > pauseAt : steps >= plannedFrom + LookAhead.HORIZON;
    }

    @Override
    public Question question() {
        return Question.circle();
    }

    @Override
    public Outcome run() {
        asked.add(contact);
        model.simulation().pauseAt(-1);
        return JetJudge.during((FlyingJets) model.lesson(), model::step);
    }

    @Override
    public void skip() {
        asked.add(contact);
    }

    @Override
    public boolean runs() {
        return true;
    }
}
