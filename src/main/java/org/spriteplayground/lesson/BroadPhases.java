package org.spriteplayground.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.BroadPhaseOverlay;
import org.spriteplayground.lesson.draw.SwarmCircles;
import org.spriteplayground.sim.BoxTree;
import org.spriteplayground.sim.BroadPhase;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.GridBroadPhase;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Restorable;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sim.SwarmLayout;
import org.spriteplayground.sim.SweepAndPrune;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Three broad phases over the same flying jets, every step: the stress lesson's uniform grid,
 * sweep and prune on x, and a box tree. The structure of the one chosen is drawn; the candidate
 * pairs each hands to the circle test and the pairs confirmed are read out for all three, and so
 * is each one's time per step, measured apart from the lesson's state ({@link #measured()}).
 */
public final class BroadPhases extends AbstractLesson implements Restorable {

    /** The lesson's fixed id. */
    public static final String ID = "broad-phase";

    /** The fewest jets the slider allows. */
    public static final int MIN_JETS = 20;
    /** The most jets the slider allows. */
    public static final int MAX_JETS = 2_000;
    static final int DEFAULT_JETS = 300;
    private static final long SEED = 2027;
    /** The methods, in readout order (values() would copy them every step). */
    private static final List<BroadPhaseMethod> METHODS = List.of(BroadPhaseMethod.values());

    private final SpriteAnalysis jet;
    private Swarm swarm;
    private Aabb sky;
    private int jets;
    private SwarmLayout layout = SwarmLayout.UNIFORM;
    private BroadPhaseMethod shown = BroadPhaseMethod.GRID;
    private GridBroadPhase grid;
    private final SweepAndPrune sap = new SweepAndPrune();
    private final BoxTree tree = new BoxTree();
    private StepTimes times;
    private final long[] stepNanos = new long[BroadPhaseMethod.values().length];
    private boolean[] touching = new boolean[0];
    private final SwarmCircles circles = new SwarmCircles();
    private final BroadPhaseOverlay overlay = new BroadPhaseOverlay();

    /** Starts with {@value #DEFAULT_JETS} jets spread evenly, showing the grid. */
    public BroadPhases(SpriteLibrary library) {
        super(ID);
        this.jet = library.get("jet");
        setJets(DEFAULT_JETS);
    }

    @Override
    public String explanation() {
        return Texts.text("broad.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("broad.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("broad.teacher");
    }

    /** Sets how many jets fly ({@value #MIN_JETS} to {@value #MAX_JETS}), laid out afresh from the seed; the pairs are found at once. */
    public void setJets(int n) {
        jets = Math.max(MIN_JETS, Math.min(MAX_JETS, n));
        Aabb sized = Stress.world(jets);
        if (!sized.equals(sky)) {
            sky = sized;
            swarm = new Swarm(sky.width(), sky.height());
            grid = new GridBroadPhase(sky.width(), sky.height());
        }
        swarm.populate(layout.lay(jets, sky.width(), sky.height(), jet.circleRadius(), SEED));
        times = new StepTimes(METHODS.size()); // the old times describe another swarm
        collide(false);
    }

    /** Returns how many jets fly. */
    public int jets() {
        return jets;
    }

    /** Returns where the jets start. */
    public SwarmLayout layout() {
        return layout;
    }

    /** Lays the jets out afresh in {@code chosen}, keeping their count. */
    public void setLayout(SwarmLayout chosen) {
        layout = chosen;
        setJets(jets);
    }

    /** The structure drawn gives the washes and boxes their meaning: {@code legend.broad-phase.METHOD.INK}, else {@code legend.broad-phase.INK}. */
    @Override
    public String legendName(Ink ink) {
        String key = "legend." + id() + "." + shown.name() + "." + ink.name(); // not shown
        return Texts.has(key) ? Texts.text(key) : super.legendName(ink);
    }

    /** Returns the method whose structure is drawn. */
    public BroadPhaseMethod shown() {
        return shown;
    }

    /** Chooses the method whose structure is drawn. */
    public void setShown(BroadPhaseMethod method) {
        shown = method;
    }

    /** Returns the swarm (read-only by convention). */
    public Swarm swarm() {
        return swarm;
    }

    /** Returns the broad phase of {@code method}, as of the last step or change. */
    public BroadPhase phase(BroadPhaseMethod method) {
        return switch (method) {
            case GRID -> grid;
            case SWEEP_AND_PRUNE -> sap;
            case TREE -> tree;
        };
    }

    @Override
    public void step(double seconds) {
        swarm.move(seconds);
        collide(true);
    }

    /** Runs all three broad phases on the jets as they stand, timing each when {@code timed}. */
    private void collide(boolean timed) {
        for (int m = 0; m < METHODS.size(); m++) {
            long start = System.nanoTime();
            phase(METHODS.get(m)).collide(swarm.xs(), swarm.ys(), swarm.radii(), swarm.count());
            stepNanos[m] = System.nanoTime() - start;
        }
        if (timed) {
            times.record(stepNanos);
        }
        if (touching.length < swarm.count()) {
            touching = new boolean[swarm.count()];
        }
        java.util.Arrays.fill(touching, 0, swarm.count(), false);
        for (int k = 0; k < tree.hits(); k++) {
            touching[tree.hitFirst(k)] = true;
            touching[tree.hitSecond(k)] = true;
        }
    }

    /** What {@link #save()} copies: the choices and the jets as they fly. */
    private record Saved(int jets, SwarmLayout layout, BroadPhaseMethod shown, Swarm.Saved swarm) {
    }

    @Override
    public long savedBytes() {
        return swarm.savedBytes();
    }

    @Override
    public Object save() {
        return new Saved(jets, layout, shown, swarm.save());
    }

    @Override
    public void restore(Object saved) {
        Saved s = (Saved) saved;
        layout = s.layout();
        shown = s.shown();
        setJets(s.jets());
        swarm.restore(s.swarm());
        collide(false);
    }

    /** Puts the jets back where they start; the count, the layout and the method shown stay. */
    @Override
    public void reset() {
        setJets(jets);
    }

    /** The sky, and under it, while sweep and prune is shown, the strip of its intervals. */
    @Override
    public Aabb bounds() {
        return shown == BroadPhaseMethod.SWEEP_AND_PRUNE ? new Aabb(sky.minX(), sky.minY(), sky.maxX(), strip().maxY()) : sky;
    }

    /** The strip under the sky where the x intervals are drawn. */
    private Aabb strip() {
        double top = sky.maxY() + 0.04 * sky.height();
        return new Aabb(sky.minX(), top, sky.maxX(), top + 0.3 * sky.height());
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.of(Overlay.SPRITES, Overlay.CIRCLES);
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        draw.crowd(jets);
        switch (shown) {
            case GRID -> overlay.grid(draw, grid, swarm);
            case SWEEP_AND_PRUNE -> overlay.intervals(draw, sap, swarm.count(), touching, sky, strip());
            case TREE -> overlay.tree(draw, tree);
        }
        int huge = layout.huge(jets);
        if (overlays.has(Overlay.CIRCLES) || huge > 0) { // a huge jet has no sprite drawn: its circle is all there is of it
            circles.draw(swarm, i -> touching[i], overlays.has(Overlay.CIRCLES) ? 0 : swarm.count() - huge, draw);
        }
        if (overlays.has(Overlay.SPRITES)) { // over the circles, so that no other jet's circle hides one
            draw.sprites(jet.sprite().name(), swarm.xs(), swarm.ys(), swarm.angles(), swarm.count() - huge, false);
        }
    }

    /** The jets and each method's candidates, in the canvas's strip: the jets cover the whole sky. */
    @Override
    public String headline() {
        return Texts.format("broad.headline", Text.count(jets), Text.count(grid.candidates()), Text.count(sap.candidates()),
                Text.count(tree.candidates()), Text.count(tree.hits()));
    }

    @Override
    public List<ReadoutTable> readouts() {
        return BroadPhaseReadouts.of(jets, layout, grid, sap, tree);
    }

    /** Each method's time per step on this machine: wall-clock, so it differs run to run and is kept out of {@link #readouts()}. */
    @Override
    public List<ReadoutTable> measured() {
        return BroadPhaseReadouts.times(times);
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Choice<>(Texts.text("broad.control.show"), Texts.text("broad.control.show.help"), METHODS,
                        BroadPhaseMethod::label, this::shown, this::setShown),
                new Control.Slider(Texts.text("broad.control.jets"), Texts.text("broad.control.jets.help"), MIN_JETS, MAX_JETS, this::jets, this::setJets, Text::count, true),
                new Control.Choice<>(Texts.text("broad.control.layout"), Texts.text("broad.control.layout.help"),
                        List.of(SwarmLayout.values()), l -> Texts.text("broad.layout." + l.name()), this::layout, this::setLayout, true));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        return Handles.swarmBody(swarm, at, slop, () -> collide(false));
    }

    /** Asks how many pairs there are, how many each method tested and confirmed, and the grid's cell size. */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.broad.allPairs", a -> a.readout("broad.row.allPairs", 0))
                        .statedInQuiz("quiz.q.allPairs", l -> new Object[] {Text.count(jets)}),
                WorksheetQuestion.of("worksheet.q.broad.candidates",
                        a -> a.readout("broad.row.candidates", 0) + " / " + a.readout("broad.row.candidates", 1) + " / " + a.readout("broad.row.candidates", 2)),
                WorksheetQuestion.of("worksheet.q.broad.confirmed",
                        a -> agreement(a.readout("broad.row.confirmed", 0), a.readout("broad.row.confirmed", 1), a.readout("broad.row.confirmed", 2))),
                WorksheetQuestion.of("worksheet.q.broad.cell", a -> Texts.format("worksheet.answer.cell", a.readout("broad.row.cell", 0)))
                        .quizzed(a -> List.of(a.readout("broad.row.cell", 0)))
                        .statedInQuiz("quiz.q.broad.cell", l -> new Object[] {Text.number(grid.cellSize() / 2, 0)}));
    }

    /** Returns the three counts and whether they agree, as a pupil would answer. */
    private static String agreement(String grid, String sweep, String tree) {
        boolean same = grid.equals(sweep) && sweep.equals(tree);
        return Texts.format(same ? "worksheet.answer.agree" : "worksheet.answer.disagree", grid, sweep, tree);
    }
}
