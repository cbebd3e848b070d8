package org.spriteplayground.predict;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.lesson.Prediction.NextContact;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Simulation;

/**
 * A flying pair's questions ({@link NextContact}): the playground runs and pauses shortly before
 * each contact step that a copy stepped ahead finds, most often just before it, sometimes a step or two earlier (see
 * {@link Lead}), where the right answer is what the step before the contact brought. Each contact
 * step is asked about once (early or not), by its place on the timeline, so that stepping back
 * over it and running on again does not ask it twice; a change made by hand from before the step
 * asked about makes its future new, and its contacts are asked again.
 */
final class JetRounds implements Rounds {

    private final Playground model;
    /**
     * The timeline steps of the contact steps asked about (or passed over) already, each with the
     * timeline step its question was about: the contact itself, or a step before it when asked early.
     */
    private final Map<Long, Long> asked = new HashMap<>();
    private long pauseAt = -1;
    /** The step count from which a new plan is needed: past the question, or past what the last plan could see. */
    private long replanAt;
    private long contact;
    /** The timeline step of the step asked about: the contact, or one before it. */
    private long askedStep;

    JetRounds(Playground model) {
        this.model = model;
    }

    @Override
    public boolean plan() {
        long last = model.rewind().span().last();
        asked.values().removeIf(step -> step > last); // a future the timeline forgot
        long position = model.rewind().span().position();
        Simulation live = model.simulation();
        long now = live.steps();
        if (model.lesson().wantsPause()) {
            // Held where it touched ("Pause on contact"): a copy would fly on from there, but the
            // flyer goes back at the next step, so plan once it has.
            return none(live, now + 1);
        }
        Optional<LookAhead.Contact> next = LookAhead.next(LessonCopy.of(model), i -> asked.containsKey(position + i));
        if (next.isEmpty()) {
            return none(live, now + LookAhead.HORIZON);
        }
        int ahead = next.get().steps();
        int lead = Lead.stepsBefore(now + ahead);
        lead = lead <= ahead ? lead : 1; // too close to ask early: ask just before it
        contact = position + ahead;
        askedStep = contact - lead + 1;
        pauseAt = now + ahead - lead;
        replanAt = pauseAt + 1;
        live.pauseAt(pauseAt > now ? pauseAt : -1);
        return pauseAt == now;
    }

    private boolean none(Simulation live, long replanFrom) {
        pauseAt = -1;
        replanAt = replanFrom;
        live.pauseAt(-1);
        return false;
    }

    @Override
    public boolean reached() {
        return pauseAt >= 0 && model.paused() && model.simulation().steps() == pauseAt;
    }

    @Override
    public boolean passed() {
        return model.simulation().steps() >= replanAt;
    }

    @Override
    public Question question() {
        return Question.circle(gap().orElseThrow().length());
    }

    @Override
    public String questionId() {
        return "next-contact"; // not shown
    }

    /** The step asked about, counted as the status line counts steps (since the lesson's scene was set), so the teacher finds it again. */
    @Override
    public String scene() {
        return "step " + (pauseAt + 1); // not shown
    }

    /** The circles are apart where a question is asked: a contact step starts from a miss. */
    @Override
    public Optional<Segment> gap() {
        return Rounds.of(model.lesson(), NextContact.class).gap();
    }

    @Override
    public Outcome run() {
        asked.put(contact, askedStep);
        model.simulation().pauseAt(-1);
        NextContact jets = Rounds.of(model.lesson(), NextContact.class);
        jets.holdContact(true); // the pupil observes the moment, not the flyer already back at its start
        return JetJudge.during(jets, model::step);
    }

    @Override
    public void skip() {
        asked.put(contact, askedStep);
    }

    @Override
    public boolean runs() {
        return true;
    }
}
