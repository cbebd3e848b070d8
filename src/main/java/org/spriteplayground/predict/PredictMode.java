package org.spriteplayground.predict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/**
 * Predict, then reveal, over a {@link Playground}: off, running to the next question, asking it,
 * or showing what the step brought. A change the pupil makes meanwhile (a drag, a reset, a
 * preset, a step back, a step of their own) withdraws a question not yet answered, uncounted, and
 * the next one is planned from there. Use it from the playground's thread.
 */
public final class PredictMode {

    /** Returns the name a session's first pupil has until someone gives theirs: "Pupil 1", in the language in force. */
    public static String firstPupil() {
        return Texts.text("predict.firstPupil");
    }

    /** Where the mode is. */
    public enum Phase {
        /** Normal play. */
        OFF,
        /** Running, or paused by hand, before the next question. */
        RUNNING,
        /** Paused before the step asked about, waiting for an answer. */
        ASKING,
        /** The step has run; its reveal is shown until the pupil carries on. */
        REVEALED
    }

    private final Playground model;
    private final Scores scores = new Scores();
    private final List<Runnable> listeners = new ArrayList<>();
    private String pupil = firstPupil();
    private Phase phase = Phase.OFF;
    private Rounds rounds;
    private String roundsFor;
    private Question question;
    private String reveal = "";
    private boolean acting;

    /** Follows {@code model}; the mode starts off. */
    public PredictMode(Playground model) {
        this.model = model;
        model.addListener(this::changed);
    }

    /** Returns why the mode cannot run in {@code lesson}, or null when it can: the lesson says whether it takes part ({@link Lesson#prediction()}). */
    public static String unavailableIn(Lesson lesson) {
        return lesson.prediction().isPresent() ? null : Texts.text("predict.unavailable");
    }

    /** Hears every change of the mode: phase, question, reveal, pupil, score. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** Returns whether the mode is on. */
    public boolean on() {
        return phase != Phase.OFF;
    }

    /**
     * Switches the mode on (running to the first question) or off (normal play, pause kept).
     *
     * @throws IllegalStateException switching on in a lesson it does not work in
     */
    public void setOn(boolean on) {
        if (on == on()) {
            return;
        }
        if (on) {
            String why = unavailableIn(model.lesson());
            if (why != null) {
                throw new IllegalStateException(why);
            }
            replanAndRun();
        } else {
            model.simulation().pauseAt(-1);
            phase = Phase.OFF;
            question = null;
            fire();
        }
    }

    /** Returns the phase. */
    public Phase phase() {
        return phase;
    }

    /** Returns the question (or the part of it) being asked, or null when none is. */
    public Question question() {
        return phase == Phase.ASKING ? question : null;
    }

    /**
     * Returns the gap the question being asked is about, in world units, which the lesson marks
     * and labels while it is asked: the stretch between the two bounding circles. Empty when no question is asked,
     * or when the question gives its numbers in words (two circles' presets).
     */
    public Optional<Segment> gap() {
        return phase == Phase.ASKING ? rounds.gap() : Optional.empty();
    }

    /** Returns the last reveal ("" before the first). */
    public String reveal() {
        return reveal;
    }

    /** Returns the pupil answering now. */
    public String pupil() {
        return pupil;
    }

    /** Names the pupil answering from now on; a blank name keeps the one there was. */
    public void setPupil(String name) {
        if (name != null && !name.isBlank()) {
            pupil = name.strip();
            fire();
        }
    }

    /** Returns the session's scores, every pupil's. */
    public Scores scores() {
        return scores;
    }

    /**
     * Answers with the question's choice number {@code index} (from 1): a further question is
     * asked, or the step runs, is revealed and counted for the pupil. Ignored when nothing is
     * asked or there is no such choice.
     */
    public void answer(int index) {
        if (phase != Phase.ASKING || index < 1 || index > question.choices().size()) {
            return;
        }
        Question.Choice choice = question.choices().get(index - 1);
        if (choice.then() != null) {
            question = choice.then();
            fire();
            return;
        }
        Outcome[] truth = new Outcome[1];
        act(() -> truth[0] = rounds.run());
        scores.record(pupil, choice.outcome() == truth[0]);
        reveal = Outcome.reveal(choice.outcome(), truth[0]);
        phase = Phase.REVEALED;
        fire();
    }

    /** Carries on after a reveal: the next question is asked, or run to. Ignored at other times. */
    public void carryOn() {
        if (phase == Phase.REVEALED) {
            replanAndRun();
        }
    }

    /** Plans the next question and asks it, or runs to it when the lesson gets there by running. */
    private void replanAndRun() {
        replan();
        if (phase == Phase.RUNNING && rounds.runs()) {
            act(() -> model.setPaused(false));
        }
    }

    private void changed(Change change) {
        if (phase == Phase.OFF || acting) {
            return;
        }
        switch (change) {
            case LESSON -> {
                if (unavailableIn(model.lesson()) != null) {
                    setOn(false);
                } else {
                    replan();
                }
            }
            case SCENE -> replan();
            case STEPS, PAUSE -> {
                if (rounds.runs()) {
                    followPlayback();
                }
                if (change == Change.PAUSE && phase == Phase.RUNNING) {
                    fire(); // the words between questions say whether it runs
                }
            }
            default -> { }
        }
    }

    /** Returns what the strip says between questions: where the next one comes, and how to get there while paused. */
    public String between() {
        return Texts.text(model.paused() ? "predict.betweenPaused" : "predict.betweenRunning");
    }

    /** A step ran, or the pause changed: ask at the planned place, or plan again when the pupil ran on. */
    private void followPlayback() {
        if (phase == Phase.RUNNING && rounds.reached()) {
            ask();
        } else if (phase == Phase.RUNNING && rounds.passed() || phase == Phase.REVEALED) {
            replan();
        } else if (phase == Phase.ASKING && (!model.paused() || rounds.passed())) {
            rounds.skip(); // run on or stepped over: the question goes unasked
            replan();
        }
    }

    private void replan() {
        if (rounds == null || !model.entry().id().equals(roundsFor)) {
            rounds = model.lesson().prediction().orElseThrow() instanceof Prediction.NextContact ? new JetRounds(model) : new PresetRounds(model);
            roundsFor = model.entry().id();
        }
        phase = Phase.RUNNING;
        if (rounds.plan()) {
            ask();
        } else {
            fire();
        }
    }

    private void ask() {
        phase = Phase.ASKING;
        question = rounds.question();
        if (!model.paused()) {
            act(() -> model.setPaused(true));
        }
        fire();
    }

    /** Changes the playground without hearing the change as the pupil's. */
    private void act(Runnable change) {
        acting = true;
        try {
            change.run();
        } finally {
            acting = false;
        }
    }

    /** Has the lesson mark the gap while a question about it is asked, and tells the listeners. */
    private void fire() {
        if (model.lesson().prediction().orElse(null) instanceof Prediction.NextContact jets) {
            jets.markGap(gap().isPresent());
        }
        List.copyOf(listeners).forEach(Runnable::run);
    }
}
