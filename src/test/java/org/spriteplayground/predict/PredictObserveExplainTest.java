package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sprite.BoundKind;

/**
 * Predict, observe, explain: the stages come in order in both lessons, each stage is right exactly
 * when it agrees with the lesson's own verdict on the step (read here from the lesson's tallies,
 * not from Predict), and every choice has its words in each language.
 */
class PredictObserveExplainTest {

    /** What a pupil who saw right says, and the right why, for each verdict; read from the lessons' words, not from {@link Stages}. */
    private static final Map<Outcome, String> SEEN = Map.of(Outcome.MISS, "saw-nothing-met", Outcome.FALSE_ALARM, "saw-circles-only",
            Outcome.REAL_HIT, "saw-pixels-touch", Outcome.APART, "saw-apart", Outcome.TOUCHING, "saw-touching", Outcome.OVERLAPPING, "saw-overlapping");
    private static final Map<Outcome, String> WHY = Map.of(Outcome.MISS, "inside-circles", Outcome.FALSE_ALARM, "empty-corners",
            Outcome.REAL_HIT, "pixels-overlap", Outcome.APART, "d-more", Outcome.TOUCHING, "d-within", Outcome.OVERLAPPING, "d-less");

    private static void choose(PredictMode mode, String id) {
        List<String> ids = mode.question().choices().stream().map(Question.Choice::id).toList();
        assertThat(ids).as("offered in %s", mode.phase()).contains(id);
        mode.answer(ids.indexOf(id) + 1);
    }

    @Test
    void inFlyingJetsThePupilPredictsThenSaysWhatTheySawThenWhyThenSeesTheTruth() {
        Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), LookAheadTest.SPRITES);
        model.apply(PresetScenes.of(model.lesson()).stream().filter(p -> p.name().equals("Reset by pixels")).findFirst().orElseThrow());
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        for (int i = 0; i < 3_600 && !model.paused(); i++) {
            model.tick();
        }
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        long asked = model.simulation().steps();
        mode.setPupil("Ada");
        choose(mode, "hit");
        assertThat(mode.phase()).as("real or false alarm still to say").isEqualTo(PredictMode.Phase.PREDICT);
        choose(mode, "false-alarm");
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.OBSERVE);
        assertThat(model.simulation().steps()).as("the moment has played").isEqualTo(asked + 1);
        assertThat(model.paused()).as("and stays on show").isTrue();
        assertThat(model.verdictsShown()).as("observing: the canvas does not write what happened").isFalse();
        FlyingJets jets = (FlyingJets) model.lesson();
        assertThat(jets.flyer().boundingCircle().center().distanceSquared(jets.flyer().start().position()))
                .as("the flyer stays where the circles met, not back at its start").isGreaterThan(1.0);
        assertThat(jets.flyer().boundingCircle().center().distanceSquared(jets.waiting().boundingCircle().center()))
                .as("the circles meet on the canvas").isLessThanOrEqualTo(Math.pow(jets.flyer().boundingCircle().radius() + jets.waiting().boundingCircle().radius() + 1e-6, 2));
        RecordingDraw written = new RecordingDraw();
        model.lesson().draw(written, model.overlays());
        RecordingDraw observed = new RecordingDraw();
        model.lesson().draw(ForwardingDraw.withoutVerdicts(observed), model.overlays());
        assertThat(written.labels()).extracting(RecordingDraw.Label::text).contains("false alarm: bounding circle");
        assertThat(observed.labels()).extracting(RecordingDraw.Label::text).doesNotContain("false alarm: bounding circle");
        assertThat(mode.question().listed()).isTrue();
        assertThat(mode.question().prompt()).isEqualTo("The step has run and is on the canvas. What did you see?");
        assertThat(mode.question().choices()).extracting(Question.Choice::label).containsExactly("Nothing met: the circles stayed apart.",
                "The circles met, but the jets' pixels did not touch.", "The circles met and the jets' pixels touched too.",
                "The jets' pixels touched, but the circles did not meet.");
        choose(mode, "saw-circles-only");
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
        assertThat(model.simulation().steps()).as("the second before the moment replayed").isEqualTo(asked + 1 - MomentReplay.STEPS);
        assertThat(model.verdictsShown()).as("replaying: the canvas does not say why").isFalse();
        while (mode.replay().running()) {
            mode.replay().frame();
        }
        assertThat(model.verdictsShown()).as("said: the canvas shows the verdict beside it").isTrue();
        assertThat(model.simulation().steps()).as("the moment held on show beside the observation").isEqualTo(asked + 1);
        assertThat(mode.question().prompt()).isEqualTo("What you saw: The circles met, but the jets' pixels did not touch. "
                + "That matches the canvas.\nWhy did it happen?");
        assertThat(mode.question().choices()).extracting(Question.Choice::id)
                .containsExactly("circle-tighter", "circles-mean-pixels", "empty-corners", "circle-turns");
        choose(mode, "circles-mean-pixels");
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.REVEALED);
        assertThat(mode.reveal()).isEqualTo("The circle said hit; the pixels said miss: a false alarm. You were right.\n"
                + "Prediction: right. What you saw: right. Why: wrong. Why it happened: A circle also covers empty space around the jet, "
                + "so the circles can meet while the pixels don't.");
        assertThat(mode.answers().rows()).singleElement().satisfies(row -> {
            assertThat(row).extracting(Answers.Row::pupil, Answers.Row::lesson, Answers.Row::question, Answers.Row::scene)
                    .containsExactly("Ada", FlyingJets.ID, "next-contact", "step " + (asked + 1));
            assertThat(List.of(row.prediction(), row.observation(), row.explanation())).containsExactly(new Answers.Stage("false-alarm", true),
                    new Answers.Stage("saw-circles-only", true), new Answers.Stage("circles-mean-pixels", false));
        });
        mode.carryOn();
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.RUNNING);
    }

    @Test
    void inThreeOutcomesTheStagesFollowThePresetPutInPlace() {
        Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), LookAheadTest.SPRITES);
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.PREDICT);
        choose(mode, "overlapping");
        assertThat(((ThreeOutcomes) model.lesson()).outcome()).as("the preset put in place").isEqualTo(CollisionResult.NO_COLLISION);
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.OBSERVE);
        assertThat(mode.question().choices()).extracting(Question.Choice::id).containsExactly("saw-apart", "saw-touching", "saw-overlapping");
        choose(mode, "saw-overlapping");
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.EXPLAIN);
        assertThat(mode.question().prompt()).isEqualTo("What you saw: The circles overlapped. The canvas shows something else. "
                + "The circles stayed apart, with a gap between them.\nWhy did it happen?");
        assertThat(mode.question().choices()).extracting(Question.Choice::id)
                .containsExactly("squares-equal-apart", "d-more", "exactly-equal", "bigger-radius");
        choose(mode, "d-more");
        assertThat(mode.phase()).isEqualTo(PredictMode.Phase.REVEALED);
        assertThat(mode.reveal()).isEqualTo("The radius test said Apart. You said Overlapping.\n"
                + "Prediction: wrong. What you saw: wrong. Why: right.");
        Answers.Row row = mode.answers().rows().get(0);
        assertThat(row.question()).isEqualTo("preset-2");
        assertThat(row.scene()).isEqualTo(PresetScenes.of(model.lesson()).get(1).name());
        assertThat(List.of(row.prediction(), row.observation(), row.explanation())).containsExactly(new Answers.Stage("overlapping", false),
                new Answers.Stage("saw-overlapping", false), new Answers.Stage("d-more", true));
    }

    /** Over a dozen flying-jets questions, with truths read from the lesson's tallies: saying what it said is right, anything else wrong. */
    @Test
    void eachStageIsRightExactlyWhenItAgreesWithTheLessonsVerdictInFlyingJets() {
        Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), LookAheadTest.SPRITES);
        FlyingJets jets = (FlyingJets) model.lesson();
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        List<Outcome> truths = new ArrayList<>();
        for (int q = 0; q < 12; q++) {
            for (int i = 0; i < 3_600 && mode.phase() != PredictMode.Phase.PREDICT; i++) {
                model.tick();
            }
            long circle = LookAheadTest.circleHits(jets);
            long pixels = jets.realHits(BoundKind.PIXELS);
            choose(mode, "miss");
            Outcome truth = LookAheadTest.circleHits(jets) == circle ? Outcome.MISS
                    : jets.realHits(BoundKind.PIXELS) > pixels ? Outcome.REAL_HIT : Outcome.FALSE_ALARM;
            truths.add(truth);
            boolean sayRight = q % 2 == 0;
            choose(mode, sayRight ? SEEN.get(truth) : SEEN.get(truth == Outcome.MISS ? Outcome.REAL_HIT : Outcome.MISS));
            choose(mode, sayRight ? WHY.get(truth) : "circle-tighter");
            Answers.Row row = mode.answers().rows().get(q);
            assertThat(row.prediction().right()).as("question %d, %s", q, truth).isEqualTo(truth == Outcome.MISS);
            assertThat(row.observation().right()).as("question %d, %s", q, truth).isEqualTo(sayRight);
            assertThat(row.explanation().right()).as("question %d, %s", q, truth).isEqualTo(sayRight);
            mode.carryOn();
        }
        assertThat(truths).as("questions whose verdicts differ").contains(Outcome.MISS).containsAnyOf(Outcome.REAL_HIT, Outcome.FALSE_ALARM);
    }

    /** Every three-outcomes preset in turn, its verdict read from the lesson: a right observation and why are right, wrong ones wrong. */
    @Test
    void eachStageIsRightExactlyWhenItAgreesWithTheLessonsVerdictInThreeOutcomes() {
        Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), LookAheadTest.SPRITES);
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        List<Outcome> truths = new ArrayList<>();
        int presets = PresetScenes.of(model.lesson()).size();
        for (int q = 0; q < 2 * presets; q++) {
            choose(mode, "touching");
            Outcome truth = switch (((ThreeOutcomes) model.lesson()).outcome()) {
                case NO_COLLISION -> Outcome.APART;
                case TOUCHING -> Outcome.TOUCHING;
                case OVERLAPPING -> Outcome.OVERLAPPING;
            };
            truths.add(truth);
            boolean sayRight = q % 2 == 1;
            choose(mode, sayRight ? SEEN.get(truth) : SEEN.get(truth == Outcome.APART ? Outcome.OVERLAPPING : Outcome.APART));
            choose(mode, sayRight ? WHY.get(truth) : "squares-equal-apart");
            Answers.Row row = mode.answers().rows().get(q);
            assertThat(row.prediction().right()).as("question %d, %s", q, truth).isEqualTo(truth == Outcome.TOUCHING);
            assertThat(row.observation().right()).as("question %d, %s", q, truth).isEqualTo(sayRight);
            assertThat(row.explanation().right()).as("question %d, %s", q, truth).isEqualTo(sayRight);
            mode.carryOn();
        }
        assertThat(truths).as("every verdict met").contains(Outcome.APART, Outcome.TOUCHING, Outcome.OVERLAPPING);
    }

    @Test
    void everyChoiceAndPromptHasItsOwnWordsInEveryLanguage() {
        List<String> keys = new ArrayList<>(Stream.of(Stages.JETS_SEEN, Stages.JETS_WHY, Stages.CIRCLES_SEEN, Stages.CIRCLES_WHY, Stages.ZERO_SEEN, Stages.ZERO_WHY, Stages.PIXELS_SEEN, Stages.PIXELS_WHY, Stages.FIXED_SEEN, Stages.FIXED_WHY)
                .flatMap(List::stream).map(Stages.Pick::key).toList());
        keys.addAll(List.of("predict.observe.jets", "predict.observe.circles", "predict.explain", "predict.seen.matches", "predict.seen.differs",
                "predict.stages", "predict.mark.right", "predict.mark.wrong", "predict.rightWhy", "predict.choiceTip",
                "hint.predictObserve", "hint.predictExplain"));
        for (String key : keys) {
            String english = Texts.find(key, Locale.ENGLISH);
            assertThat(english).as(key).isNotBlank();
            for (Locale language : List.of(Locale.GERMAN, Locale.FRENCH)) {
                String text = Texts.find(key, language);
                assertThat(text).as("%s in %s", key, language).isNotBlank();
                assertThat(text).as("%s in %s is translated", key, language).isNotEqualTo(english);
            }
        }
        assertThat(Stream.of(Stages.JETS_SEEN, Stages.JETS_WHY, Stages.CIRCLES_SEEN, Stages.CIRCLES_WHY, Stages.ZERO_SEEN, Stages.ZERO_WHY, Stages.PIXELS_SEEN, Stages.PIXELS_WHY, Stages.FIXED_SEEN, Stages.FIXED_WHY).flatMap(List::stream).map(Stages.Pick::id))
                .as("ids stable and distinct").doesNotHaveDuplicates().allMatch(id -> id.matches("[a-z]+(-[a-z]+)*"));
    }
    /**
     * The Explain stage asks why; it must not say why first. When the pupil says they saw
     * something other than what happened, the prompt names what the canvas showed, in the words of
     * the right Observe choice, and neither the lesson's reveal (which carries its reason) nor any
     * answer offered to "why?".
     */
    @Test
    void afterAWrongObservationTheExplainStageSaysWhatWasShownButNotWhy() {
        int asked = 0;
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            asked += Texts.inLanguage(language, () -> {
                int count = 0;
                for (Lessons.Entry entry : Lessons.ALL) {
                    Prediction kind = new Playground(entry, org.spriteplayground.sprite.SpriteLibrary.bundled()).lesson().prediction().orElse(null);
                    if (kind == null) {
                        continue;
                    }
                    List<Question.Choice> seen = Stages.observe(kind).choices();
                    List<String> whys = Stages.why(kind).choices().stream().map(Question.Choice::label).toList();
                    for (Question.Choice happened : seen) {
                        if (happened.outcome() == null) {
                            continue;
                        }
                        for (Question.Choice said : seen) {
                            if (said == happened) {
                                continue;
                            }
                            String prompt = Stages.explain(kind, happened.outcome(), said).prompt();
                            String where = entry.id() + " (" + language + "), saw " + said.id() + " when " + happened.outcome() + " happened";
                            assertThat(prompt).as(where).contains(happened.label())
                                    .doesNotContain(Stages.said(kind, happened.outcome()));
                            assertThat(whys).as(where + ": no answer to why is in the prompt").noneMatch(prompt::contains);
                            count++;
                        }
                    }
                }
                return count;
            });
        }
        assertThat(asked).as("wrong observations tried").isGreaterThan(20);
    }
}
