package org.spriteplayground.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Seed 004: a sprite flies right at 60 px/s, turning 60&deg;/s (one pixel and one degree per
 * step, the tutorial's per-frame numbers), towards a second one waiting ahead. Each wears its
 * bounds; when the chosen bounds meet (seed 004: the bounding circles) the flyer goes back to its
 * start and keeps turning. The motion is {@link JetFlight}'s, the real-hit and false-alarm tally
 * {@link BoundTally}'s, the numbers {@link JetReadouts}' and the picture {@link JetDrawing}'s.
 *
 * <p>Every step, every bound kind is also tested against the pixel truth, at the placement the
 * truth is sampled at (pivot on the pixel lattice, whole degrees): a kind that meets while the
 * pixels do not raises a false alarm. A body dragged or turned by hand is judged again at once.
 */
public final class FlyingJets extends AbstractLesson implements Prediction.NextContact {

    /** The lesson's fixed id. */
    public static final String ID = "flying-jets";

    /** The sprite the lesson starts with. */
    static final String DEFAULT_SPRITE = "jet";

    private final SpriteLibrary library;
    private final JetFlight flight = new JetFlight();
    private boolean mapShown;

    /** Builds the scene with two of seed 004's jets. */
    public FlyingJets(SpriteLibrary library) {
        this(library, DEFAULT_SPRITE);
    }

    /** Builds the scene with two copies of the named sprite. */
    public FlyingJets(SpriteLibrary library, String spriteName) {
        super(ID);
        this.library = library;
        setSprite(spriteName);
    }

    private static final String TIGHTNESS = "flying.explanation.tightness"; // not shown: the key of the sentence that answers two worksheet questions

    @Override
    public String explanation() {
        Sprite sprite = flight.flyer().sprite();
        return Texts.format("flying.explanation", SpriteLibrary.shownName(flight.spriteName()), Text.number(flight.flyer().shape().circleRadius(), 1), Text.count(sprite.width()),
                Text.count(sprite.height()), Texts.text(TIGHTNESS));
    }

    @Override
    public String teacherNote() {
        return Texts.text("flying.teacher");
    }

    /** Puts two copies of {@code name} in their start poses; counters start again, the trigger stays. */
    public void setSprite(String name) {
        flight.wear(name, library.get(name));
    }

    /** Returns the name of the sprite both bodies wear. */
    public String spriteName() {
        return flight.spriteName();
    }

    @Override
    public void step(double seconds) {
        flight.step(seconds);
    }

    /** Returns a contact if the trigger met with the pixels touching in the last step, a false alarm if it met without. */
    @Override
    public Set<StepEvent> stepEvents() {
        return flight.stepEvents();
    }

    /** Returns whether the last step met the trigger with "Pause on contact" on: the flyer waits where it touched. */
    @Override
    public boolean wantsPause() {
        return flight.heldAtContact() && flight.pauseOnContact();
    }

    @Override
    public String pausedBecause() {
        return !wantsPause() ? null : trigger() == BoundKind.PIXELS ? Texts.text("flying.pausedBecause.pixels") : Texts.format("flying.pausedBecause", trigger().label());
    }

    @Override
    public void holdContact(boolean hold) {
        flight.holdContact(hold);
    }

    /** Returns whether the chosen bounds meet now (at the placements the truth is tested at). */
    public boolean triggered() {
        return flight.triggered();
    }

    /** Returns what resets the flyer. */
    @Override
    public BoundKind trigger() {
        return flight.trigger();
    }

    /** Chooses what resets the flyer. */
    public void setTrigger(BoundKind trigger) {
        flight.setTrigger(trigger);
    }

    /** Returns the steps in which a kind met and the pixels did too. */
    @Override
    public long realHits(BoundKind kind) {
        return flight.tally().realHits(kind);
    }

    /** A bound's outline is named as the bound; any other ink as {@code legend.flying-jets.INK} says. */
    @Override
    public String legendName(Ink ink) {
        for (BoundKind kind : BoundKind.values()) {
            if (kind != BoundKind.PIXELS && Ink.of(kind) == ink) {
                return kind.label();
            }
        }
        return super.legendName(ink);
    }

    @Override
    public void markGap(boolean marked) {
        flight.markGap(marked);
    }

    /** Returns the steps in which a kind met but the pixels did not. */
    @Override
    public long falseAlarms(BoundKind kind) {
        return flight.tally().falseAlarms(kind);
    }

    /** Puts both bodies back at their starts and clears the counters; the sprite and the trigger stay. */
    @Override
    public void reset() {
        flight.restart();
    }

    /** Returns the flight's region and the verdict's strip under it, and room for the whole false-alarm map when it is shown. */
    @Override
    public Aabb bounds() {
        return JetDrawing.view(flight, mapShown);
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        Labels layout = new Labels(draw, bounds());
        JetDrawing.draw(flight, layout, overlays);
        layout.finish();
    }

    @Override
    public List<ReadoutTable> readouts() {
        return JetReadouts.of(flight, mapShown);
    }

    /** Says so when the flyer is sent back at every step, the waiting jet over its start: nothing else would move. */
    @Override
    public String headline() {
        return flight.sentBackAtEveryStep() ? Texts.text("flying.startCovered") : null;
    }

    /** Returns how the circles and the pixels lie and the verdict: "Flying jets: two jets, circles touching, pixels apart: false alarm (bounding circle)". */
    @Override
    public String describe() {
        return Sentences.jets(title(), flight);
    }

    @Override
    public void overlaysShown(Set<Overlay> shown) {
        mapShown = shown.contains(Overlay.FALSE_ALARM_MAP);
    }

    /** Returns how often the chosen bounds have met since the start or the last reset. */
    public int resets() {
        return flight.resets();
    }

    /** Returns whether the place of the last hit is still marked. */
    public boolean isFlashing() {
        return flight.isFlashing();
    }

    /** Returns the flying sprite. */
    @Override
    public Body flyer() {
        return flight.flyer();
    }

    /** Returns the waiting sprite. */
    @Override
    public Body waiting() {
        return flight.waiting();
    }

    @Override
    public Optional<SpriteFocus> focus() {
        return Optional.of(new SpriteFocus(flight.flyer().shape(), Math.toDegrees(flight.flyer().pose().angle())));
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.allOf(Overlay.class);
    }

    /** Predict asks before each contact of the two jets. */
    @Override
    public Optional<Prediction> prediction() {
        return Optional.of(this);
    }

    @Override
    public Optional<Control.Choice<String>> flownSprite() {
        return Optional.of(spriteChoice());
    }

    /** Returns the choice of the sprite that flies and waits: a new start. */
    public Control.Choice<String> spriteChoice() {
        return new Control.Choice<>(Texts.text("flying.sprite"), Texts.text("flying.sprite.tip"), library.names(),
                SpriteLibrary::shownName, this::spriteName, this::setSprite, true);
    }

    @Override
    public List<Control> controls() {
        return List.of(spriteChoice(),
                new Control.Choice<>(Texts.text("flying.resetWhen"), Texts.text("flying.resetWhen.tip"),
                        List.of(BoundKind.values()), BoundKind::label, this::trigger, this::setTrigger),
                new Control.Toggle(Texts.text("flying.pauseOnContact"), Texts.text("flying.pauseOnContact.tip"), flight::pauseOnContact, flight::setPauseOnContact));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        for (Body body : List.of(flight.waiting(), flight.flyer())) {
            Obb box = Obb.of(body.pose(), body.sprite().width(), body.sprite().height());
            if (new Obb(box.center(), box.halfWidth() + slop, box.halfHeight() + slop, box.angle()).contains(at)) {
                return Optional.of(flight.handle(body));
            }
        }
        return Optional.empty();
    }

    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("waiting", flight.handle(flight.waiting())), new Piece("flyer", flight.handle(flight.flyer())));
    }

    /** Asks where the turned box is tightest and loosest, how many circle hits were false alarms, and what the run counted. */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.jets.aabbSmallest", a -> JetReadouts.angles(a.lesson(), BoundKind.AABB, false)).givenAwayByText(TIGHTNESS)
                        .quizzed(a -> angleChoices(JetReadouts.angles(a.lesson(), BoundKind.AABB, false))),
                WorksheetQuestion.of("worksheet.q.jets.aabbLargest", a -> JetReadouts.angles(a.lesson(), BoundKind.AABB, true)).givenAwayByText(TIGHTNESS)
                        .quizzed(a -> angleChoices(JetReadouts.angles(a.lesson(), BoundKind.AABB, true))),
                WorksheetQuestion.of("worksheet.q.jets.falseAlarms", FlyingJets::circleFalseAlarms).quizzed(a -> List.of(a.readout("bound." + BoundKind.CIRCLE.csvName(), 1))),
                WorksheetQuestion.of("worksheet.q.jets.resets", a -> a.readout("jets.resets", 0)),
                WorksheetQuestion.of("worksheet.q.jets.circleFill", a -> a.readout("jets.circleFill", 0)));
    }

    /**
     * Returns {@code right}, a set of angles, among the plausible sets that share no angle with it:
     * "0°, 180°" beside a right "0°, 90°, 180°, 270°" would be half right, two answers to one question.
     */
    private static List<String> angleChoices(String right) {
        java.util.Set<String> angles = java.util.Set.of(right.split(", "));
        return WorksheetQuestion.choices(right, JetReadouts.ANGLE_SETS.stream()
                .filter(set -> java.util.Arrays.stream(set.split(", ")).noneMatch(angles::contains)).toList());
    }

    @Override
    public int worksheetSteps() {
        return WorksheetQuestion.STEPS_RUN;
    }

    /** Returns "F of H": the circle's false alarms among all its hits, from the hits table. */
    private static String circleFalseAlarms(WorksheetQuestion.Answers answers) {
        String circle = "bound." + BoundKind.CIRCLE.csvName();
        answers.telling("jets.pixelsTruth"); // the pixels' hits are the circle's true ones: with them printed, "0" says every circle hit was false
        long real = Long.parseLong(answers.readout(circle, 0).replaceAll("\\D", ""));
        String falseAlarms = answers.readout(circle, 1);
        return Texts.format("worksheet.answer.of", falseAlarms, real + Long.parseLong(falseAlarms.replaceAll("\\D", "")));
    }
}
