package org.spriteplayground.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.SwarmCircles;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.GridBroadPhase;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Restorable;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SwarmConfirm;

/**
 * Many jets at once: up to 100,000 fly, turn and bounce off the edges. Each step a uniform grid
 * picks the candidate pairs, the bounding circles filter them, and the chosen bound kind confirms
 * what is left. The readouts compare the pairs the grid tested with the n(n - 1)/2 that testing
 * every pair would need. Nothing here reads a clock: how long a tick takes is the app's to
 * measure ({@link #showsPerformance()}), so the world stays the same from run to run.
 */
public final class Stress extends AbstractLesson implements Restorable {

    /** The lesson's fixed id. */
    public static final String ID = "stress";

    /** The most jets the slider allows. */
    public static final int MAX_JETS = 100_000;

    static final int DEFAULT_JETS = 500;
    private static final long SEED = 2026;
    /** The world of the default count; more jets get a proportionally larger one. */
    private static final Aabb WORLD = new Aabb(0, 0, 1920, 1200);


    private final SpriteAnalysis jet;
    /** The chosen bound's test between two jets, by their indices, with nothing made per pair. */
    private final SwarmConfirm pairs;
    /**
     * The chosen bound's test as the grid runs it on each block of circle hits: every jet is
     * placed on the pixel lattice once, in the grid's cell order, and each hit is tested by its
     * jets' slots, the lower-numbered jet first.
     */
    private final GridBroadPhase.Confirmation byBound = new GridBroadPhase.Confirmation() {
        @Override
        public void filed(int[] slotOf, int n) {
            pairs.place(then, swarm.xs(), swarm.ys(), swarm.angles(), slotOf, n);
        }

        @Override
        public int confirm(int[] first, int[] second, int n) {
            return pairs.count(first, second, n);
        }
    };
    private Swarm swarm = new Swarm(WORLD.width(), WORLD.height());
    private Aabb world = WORLD;
    private int jets;
    private BoundKind then = BoundKind.OBB;
    private boolean smooth;
    private final SwarmCircles circles = new SwarmCircles();

    /** Starts with {@value #DEFAULT_JETS} jets. */
    public Stress(SpriteLibrary library) {
        super(ID);
        this.jet = library.get("jet");
        this.pairs = new SwarmConfirm(jet);
        setJets(DEFAULT_JETS);
    }

    @Override
    public String explanation() {
        return Texts.text("stress.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("stress.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("stress.teacher");
    }

    /**
     * Sets how many jets fly (1 to {@value #MAX_JETS}), placed afresh from a fixed seed; their
     * overlaps are found at once, so the readouts describe the jets shown even while paused.
     */
    public void setJets(int n) {
        jets = Math.max(1, Math.min(MAX_JETS, n));
        Aabb sized = world(jets);
        if (!sized.equals(world)) {
            world = sized;
            swarm = new Swarm(world.width(), world.height());
        }
        swarm.grid().confirmWith(confirmation());
        swarm.populate(jets, jet.circleRadius(), jet.circleRadius(), SEED);
    }

    /**
     * Returns the world for {@code n} jets: above {@value #DEFAULT_JETS} it grows with the count so
     * that every jet has the same room as at the default, as a game's world does when it holds more
     * sprites. The density stays fixed, so the pairs tested grow in step with n, not with n²; a
     * fixed world would pack 10,000 jets so tight that each circle overlaps about 150 others.
     */
    public static Aabb world(int n) {
        double scale = Math.max(1, Math.sqrt((double) n / DEFAULT_JETS));
        return new Aabb(0, 0, Math.round(WORLD.width() * scale), Math.round(WORLD.height() * scale));
    }

    /** Returns how many jets fly. */
    public int jets() {
        return jets;
    }

    /** Returns the swarm (read-only by convention). */
    public Swarm swarm() {
        return swarm;
    }

    /** Returns the bound that confirms the circles' candidates. */
    public BoundKind then() {
        return then;
    }

    /** Chooses the bound that confirms the circles' candidates, and confirms the current hits with it. */
    public void setThen(BoundKind kind) {
        then = kind;
        swarm.grid().confirmWith(confirmation());
        swarm.collide();
    }

    /** The grid's confirmation for the chosen bound: none for the circle, which confirms every circle hit. */
    private GridBroadPhase.Confirmation confirmation() {
        return then == BoundKind.CIRCLE ? null : byBound;
    }

    /**
     * Returns how many of the current circle hits the chosen bound confirms, each jet placed at
     * its nearest whole pixel and whole degree (as the turned pixel masks are), so the count can
     * differ by a few from one at the exact positions; the readout says so. The circle confirms
     * every circle hit.
     */
    public int confirmed() {
        return swarm.grid().confirmed();
    }

    @Override
    public void step(double seconds) {
        swarm.step(seconds);
    }

    /** What {@link #save()} copies: the count, the choices and the jets as they fly. */
    private record Saved(int jets, BoundKind then, boolean smooth, Swarm.Saved swarm) {
    }

    @Override
    public long savedBytes() {
        return swarm.savedBytes();
    }

    @Override
    public Object save() {
        return new Saved(jets, then, smooth, swarm.save());
    }

    @Override
    public void restore(Object saved) {
        Saved s = (Saved) saved;
        then = s.then();
        smooth = s.smooth();
        setJets(s.jets());
        swarm.restore(s.swarm());
    }

    /** Puts the jets back where they start; the count, the bound and the smooth toggle stay. */
    @Override
    public void reset() {
        setJets(jets);
    }

    /** Returns where the jets fly. */
    @Override
    public Aabb bounds() {
        return world;
    }

    /** A jet's length: the canvas draws every jet at least this long at its readable size, showing a part of a large sky. */
    @Override
    public double readableLength() {
        return Math.max(jet.sprite().width(), jet.sprite().height());
    }

    /** Returns "showing 1,200 of 10,000 jets": the jets whose centres lie in {@code part}, of all that fly. */
    @Override
    public String partShown(Aabb part) {
        double[] xs = swarm.xs();
        double[] ys = swarm.ys();
        int in = 0;
        for (int i = 0; i < swarm.count(); i++) {
            in += part.minX() <= xs[i] && xs[i] <= part.maxX() && part.minY() <= ys[i] && ys[i] <= part.maxY() ? 1 : 0;
        }
        return Texts.format(in == swarm.count() ? "stress.allShown" : "stress.partShown", Text.count(in), Text.count(swarm.count()));
    }

    @Override
    public boolean showsPerformance() {
        return true;
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.of(Overlay.SPRITES, Overlay.CIRCLES);
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        draw.crowd(swarm.count());
        if (overlays.has(Overlay.CIRCLES)) { // under the jets, so that no other jet's circle hides one
            circles.draw(swarm, swarm.grid()::isTouching, 0, draw);
        }
        if (overlays.has(Overlay.SPRITES)) {
            draw.sprites(jet.sprite().name(), swarm.xs(), swarm.ys(), swarm.angles(), swarm.count(), smooth);
        }
    }

    /** The jets and the pairs tested, in the canvas's strip: the swarm covers the whole sky, so no label stands clear in it. */
    @Override
    public String headline() {
        return Texts.format("stress.headline", Text.count(swarm.count()), Text.count(swarm.grid().candidates()), Text.count(swarm.grid().hits()));
    }

    @Override
    public List<ReadoutTable> readouts() {
        long allPairs = (long) jets * (jets - 1) / 2;
        return List.of(ReadoutTable.ofValues(Texts.text("stress.table"),
                row("jets", jets),
                row("allPairs", allPairs),
                row("tested", swarm.grid().candidates()),
                row("circleHits", swarm.grid().hits()),
                row("confirmed", confirmed())));
    }

    private static ReadoutTable.Row row(String name, long count) {
        return ReadoutTable.Row.of("stress.row." + name, Text.count(count));
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Slider(Texts.text("stress.control.jets"), Texts.text("stress.control.jets.help"), 1, MAX_JETS, this::jets, this::setJets, Text::count, true),
                new Control.Choice<>(Texts.text("stress.control.then"), Texts.text("stress.control.then.help"), List.of(BoundKind.values()),
                        BoundKind::label, this::then, this::setThen),
                new Control.Toggle(Texts.text("stress.control.smooth"), Texts.text("stress.control.smooth.help"),
                        () -> smooth, on -> smooth = on));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        return Handles.swarmBody(swarm, at, slop, () -> { });
    }

    /**
     * Asks how many pairs there are, what share of them and how many per jet were tested, and what
     * share of circle hits the chosen bound confirmed. A quiz, which shows no readouts, states the
     * counts each answer is worked out from, and marks the number with its unit.
     */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.stress.allPairs", a -> a.readout("stress.row.allPairs", 0))
                        .statedInQuiz("quiz.q.allPairs", l -> new Object[] {Text.count(jets)}),
                WorksheetQuestion.of("worksheet.q.stress.testedShare", a -> share(a.context("stress.row.tested", 0), a.readout("stress.row.allPairs", 0)))
                        .quizzed(a -> List.of(percent(a.context("stress.row.tested", 0), a.context("stress.row.allPairs", 0))))
                        .statedInQuiz("quiz.q.stress.testedShare", l -> new Object[] {Text.count(jets), Text.count(swarm.grid().candidates())}),
                WorksheetQuestion.of("worksheet.q.stress.perJet", a -> Texts.format("worksheet.answer.perJet", perJet(a)))
                        .quizzed(a -> List.of(perJet(a)))
                        .statedInQuiz("quiz.q.stress.perJet", l -> new Object[] {Text.count(jets), Text.count(swarm.grid().candidates())}),
                WorksheetQuestion.of("worksheet.q.stress.confirmed", a -> share(a.context("stress.row.confirmed", 0), a.context("stress.row.circleHits", 0)))
                        .naming(lesson -> new Object[] {then().label()})
                        .quizzed(a -> List.of(percent(a.context("stress.row.confirmed", 0), a.context("stress.row.circleHits", 0))))
                        .statedInQuiz("quiz.q.stress.confirmed", l -> new Object[] {Text.count(swarm.grid().hits()), then().label(), Text.count(confirmed())}));
    }

    @Override
    public int worksheetSteps() {
        return WorksheetQuestion.STEPS_RUN;
    }

    /** Returns "PART of WHOLE: P %", two counts as shown and the share the first is of the second. */
    private static String share(String part, String whole) {
        return Texts.format("worksheet.answer.share", part, whole, percent(part, whole));
    }

    /** Returns the share {@code part} is of {@code whole}, two counts as shown, as "P %" to a tenth, or "-" of none. */
    private static String percent(String part, String whole) {
        long w = count(whole);
        return w == 0 ? "-" : Texts.format("worksheet.answer.percent", String.format(Texts.numbers(), "%.1f", 100.0 * count(part) / w));
    }

    /** Returns the pairs tested for each jet, to a tenth, with its unit: "9.8 pairs per jet". */
    private static String perJet(WorksheetQuestion.Answers a) {
        return Texts.format("worksheet.answer.pairsPerJet",
                String.format(Texts.numbers(), "%.1f", (double) count(a.context("stress.row.tested", 0)) / count(a.context("stress.row.jets", 0))));
    }

    /** Returns a count as a readout shows it ("4,906", "4.906"). */
    private static long count(String shown) {
        String digits = shown.replaceAll("\\D", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }
}
