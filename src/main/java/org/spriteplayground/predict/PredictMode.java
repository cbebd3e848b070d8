package org.spriteplayground.predict;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;

/**
 * Predict, observe, explain, then reveal, over a {@link Playground}: off, running to the next question, asking for a prediction,
 * running the step and asking what the pupil saw, asking why (the steps before it replayed, then the step held on show:
 * {@link MomentReplay}), or showing the truth of each stage. A change the pupil makes before predicting (a drag, a reset, a preset,
 * a step back, a step of their own) withdraws the question, uncounted; made while observing or explaining, it withdraws the stages
 * left, and the answers row keeps those answered. The next question is planned from there. Use it from the playground's thread.
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
        /** Paused before the step asked about, waiting for the prediction. */
        PREDICT,
        /** The step has run and is on show, paused: what did the pupil see? */
        OBSERVE,
        /** The steps before it replayed, then the step held on show, beside the pupil's observation: why did it happen? */
        EXPLAIN,
        /** The truth of each stage is shown until the pupil carries on. */
        REVEALED
    }

    /**
     * What the strip shows at one stage of a round.
     *
     * @param phase the stage: predict, observe, explain or revealed
     * @param question what it asks; null once revealed
     * @param reveal the truth it shows once revealed; null while it asks
     */
    public record Stage(Phase phase, Question question, String reveal) {
    }

    private final Playground model;
    /** Every stage that the rounds asked in this lesson, since the mode came on, may show: {@link #stages()}. */
    private final LinkedHashSet<Stage> stages = new LinkedHashSet<>();
    private final Scores scores = new Scores();
    private final Answers answers = new Answers();
    private final List<Runnable> listeners = new ArrayList<>();
    private final MomentReplay replay;
    private String pupil = firstPupil();
    private Phase phase = Phase.OFF;
    private Rounds rounds;
    private String roundsFor;
    private Question question;
    private String reveal = "";
    /** The prediction chosen, and the verdict of the step it was about, while the later stages are asked. */
    private Outcome guess;
    private Outcome truth;
    private boolean acting;

    /** Follows {@code model}; the mode starts off. */
    public PredictMode(Playground model) {
        this.model = model;
        replay = new MomentReplay(model, () -> phase == Phase.EXPLAIN, this::fire, this::act);
        model.addListener(this::changed);
    }

    /** Returns why the mode cannot run in {@code lesson}, naming those it runs in, or null when it can: each lesson says whether it takes part ({@link Lesson#prediction()}). */
    public static String unavailableIn(Lesson lesson) {
        return lesson.prediction().isPresent() ? null : Texts.format("predict.unavailable", String.join(", ", org.spriteplayground.lesson.Lessons.predicting())); // not shown: a list of ids
    }

    /** Hears every change of the mode: phase, question, reveal, pupil, score. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public boolean on() {
        return phase != Phase.OFF;
    }

    /** Returns Explain's replay of the steps before the moment asked about, which the app's timer drives. */
    public MomentReplay replay() {
        return replay;
    }

    /** Switches the mode on (running to the first question) or off (normal play, pause kept); throws IllegalStateException switching on in a lesson it does not work in. */
    public void setOn(boolean on) {
        if (on == on()) {
            return;
        }
        if (on) {
            String why = unavailableIn(model.lesson());
            if (why != null) {
                throw new IllegalStateException(why);
            }
            stages.clear();
            replanAndRun();
        } else {
            model.simulation().pauseAt(-1);
            phase = Phase.OFF;
            question = null;
            fire();
        }
    }

    public Phase phase() {
        return phase;
    }

    /** Returns the question (or the part of it, or the stage) being asked, or null when none is. */
    public Question question() {
        return phase == Phase.PREDICT || phase == Phase.OBSERVE || phase == Phase.EXPLAIN ? question : null;
    }

    /**
     * Returns the gap the question asked is about, in world units, which the lesson marks and labels while it is asked: the stretch
     * between the two bounding circles. Empty when no question is asked, or when it gives its numbers in words (two circles' presets).
     */
    public Optional<Segment> gap() {
        return phase == Phase.PREDICT ? rounds.gap() : Optional.empty();
    }

    /**
     * Returns every stage the strip may show in the rounds asked in this lesson since the mode came
     * on: each stage of each round, whatever the pupil answers and the step brings. A strip as high as
     * the tallest keeps its height through a round and from one round to the next, and its height
     * tells nothing of the truth. Empty before the first question.
     */
    public List<Stage> stages() {
        return List.copyOf(stages);
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

    /** Returns the session's scores, every pupil's predictions counted. */
    public Scores scores() {
        return scores;
    }

    /** Returns every question answered this session, stage by stage: the answers CSV. */
    public Answers answers() {
        return answers;
    }

    /**
     * Answers the stage asked with the question's choice number {@code index} (from 1): a further question is asked; or a prediction
     * runs the step and asks what the pupil saw; an observation asks why; an explanation reveals each stage's truth. Each stage is
     * right exactly when its choice's outcome is the lesson's verdict on the step. Ignored when nothing is asked or there is no such choice.
     */
    public void answer(int index) {
        if (question() == null || index < 1 || index > question.choices().size()) {
            return;
        }
        Question.Choice choice = question.choices().get(index - 1);
        if (choice.then() != null) {
            question = choice.then();
            fire();
            return;
        }
        Prediction kind = model.lesson().prediction().orElseThrow();
        switch (phase) {
            case PREDICT -> {
                String id = rounds.questionId();
                String scene = rounds.scene();
                act(() -> truth = rounds.run());
                guess = choice.outcome();
                scores.pend(pupil, choice.outcome() == truth);
                answers.predicted(pupil, model.entry().id(), id, scene, stage(choice));
                phase = Phase.OBSERVE;
                question = Stages.observe(kind);
            }
            case OBSERVE -> {
                answers.observed(stage(choice));
                phase = Phase.EXPLAIN;
                question = Stages.explain(kind, truth, choice);
                replay.start();
            }
            default -> {
                answers.explained(stage(choice));
                Answers.Row row = answers.rows().get(answers.rows().size() - 1);
                reveal = Stages.reveal(kind, guess, truth, row.observation().right(), row.explanation().right());
                scores.settle();
                phase = Phase.REVEALED;
            }
        }
        fire();
    }

    private Answers.Stage stage(Question.Choice choice) {
        return new Answers.Stage(choice.id(), choice.outcome() == truth);
    }

    /** Carries on after a reveal, or after the pupil's change withdrew a preset's question: the next question is asked, or run to. Ignored at other times. */
    public void carryOn() {
        if (canCarryOn()) {
            replanAndRun();
        }
    }

    /** Returns whether {@link #carryOn} means something now: after a reveal, or between a preset lesson's questions. */
    public boolean canCarryOn() {
        return phase == Phase.REVEALED || phase == Phase.RUNNING && !rounds.runs();
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
            case SCENE -> {
                if (rounds.runs()) {
                    replan();
                } else {
                    withdraw(); // asking at once would put the next preset over the pupil's change
                }
            }
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
        return Texts.text(rounds != null && !rounds.runs() ? "predict.betweenPresets" : model.paused() ? "predict.betweenPaused" : "predict.betweenRunning");
    }

    /** A step ran, or the pause changed: ask at the planned place, or plan again when the pupil ran on. */
    private void followPlayback() {
        if (phase == Phase.RUNNING && rounds.reached()) {
            ask();
        } else if (phase == Phase.RUNNING && rounds.passed() || phase == Phase.REVEALED || phase == Phase.OBSERVE || phase == Phase.EXPLAIN) {
            replan(); // observing or explaining, the stages left are withdrawn: the step on show changed
        } else if (phase == Phase.PREDICT && (!model.paused() || rounds.passed())) {
            rounds.skip(); // run on or stepped over: the question goes unasked
            replan();
        }
    }

    /** The pupil changed a preset lesson's scene: the stages left are withdrawn, and the next question waits for Continue. */
    private void withdraw() {
        replay.forget();
        scores.settle(); // a prediction whose later stages were withdrawn still counts
        phase = Phase.RUNNING;
        fire();
    }

    private void replan() {
        replay.forget(); // the pupil changed what is on show
        scores.settle(); // a prediction whose later stages were withdrawn still counts
        if (rounds == null || !model.entry().id().equals(roundsFor)) {
            rounds = model.lesson().prediction().orElseThrow() instanceof Prediction.NextContact ? new JetRounds(model) : new PresetRounds(model);
            roundsFor = model.entry().id();
            stages.clear();
        }
        phase = Phase.RUNNING;
        if (rounds.plan()) {
            ask();
        } else {
            fire();
        }
    }

    private void ask() {
        phase = Phase.PREDICT;
        question = rounds.question();
        stages.addAll(Stages.ahead(model.lesson().prediction().orElseThrow(), question));
        act(() -> {
            rounds.pose();
            model.setPaused(true); // already paused: no change
        });
        fire();
    }

    /** Changes the playground without hearing the change as the pupil's. */
    private void act(Runnable change) {
        boolean was = acting;
        acting = true;
        try {
            change.run();
        } finally {
            acting = was;
        }
    }

    /** Has the lesson mark the gap while a question about it is asked, and tells the listeners. */
    private void fire() {
        if (phase != Phase.EXPLAIN) {
            replay.finish(); // answered, or switched off: the moment back on show
        }
        if (model.lesson().prediction().orElse(null) instanceof Prediction.NextContact jets) {
            jets.markGap(gap().isPresent());
            jets.holdContact((phase == Phase.OBSERVE || phase == Phase.EXPLAIN) && !replay.running()); // the moment on show; a step replayed as it ran
        }
        // The pupil says what will come, what they saw, and why, not what the canvas writes.
        act(() -> {
            model.showVerdicts(phase != Phase.PREDICT && phase != Phase.OBSERVE && !replay.running());
            model.ask(phase == Phase.PREDICT);
        });
        List.copyOf(listeners).forEach(Runnable::run);
    }
}
