package org.spriteplayground.lesson;

import com.google.auto.service.AutoService;
import static org.spriteplayground.lesson.Text.fmt;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Many jets at once: up to 10,000 fly, turn and bounce off the edges. Each step a uniform grid
 * picks the candidate pairs, the bounding circles filter them, and the chosen bound kind confirms
 * what is left. The readouts compare the pairs the grid tested with the n(n - 1)/2 that testing
 * every pair would need. Nothing here reads a clock: how long a tick takes is the app's to
 * measure ({@link #showsPerformance()}), so the world stays the same from run to run.
 */
public final class Stress extends AbstractLesson {

    /** The lesson's fixed id. */
    public static final String ID = "stress";

    /** The lesson's title. */
    public static final String TITLE = "Stress: thousands of jets, a grid broad phase";

    /** Adds this lesson to the catalogue, 7th in the Lessons menu. */
    @AutoService(LessonProvider.class)
    public static final class Provider extends LessonProvider {
        public Provider() {
            super(70, ID, TITLE, Stress::new);
        }
    }

    /** The most jets the slider allows. */
    public static final int MAX_JETS = 10_000;

    static final int DEFAULT_JETS = 500;
    private static final long SEED = 2026;
    private static final Aabb WORLD = new Aabb(0, 0, 1920, 1200);

    /**
     * A strip above where the jets fly, for the caption: however crowded the swarm, the caption
     * covers none of it. One label high at the canvas's usual size.
     */
    private static final double CAPTION_STRIP = 80;

    private static final Aabb VIEW = new Aabb(WORLD.minX(), WORLD.minY() - CAPTION_STRIP, WORLD.maxX(), WORLD.maxY());

    private final SpriteAnalysis jet;
    private final Swarm swarm = new Swarm(WORLD.width(), WORLD.height());
    private int jets;
    private BoundKind then = BoundKind.OBB;
    private boolean smooth;
    private final SwarmCircles circles = new SwarmCircles();
    private int confirmed;

    /** Starts with {@value #DEFAULT_JETS} jets. */
    public Stress(SpriteLibrary library) {
        super(ID, TITLE);
        this.jet = library.get("jet");
        setJets(DEFAULT_JETS);
    }

    @Override
    public String explanation() {
        return "Testing every pair of n jets takes n(n − 1)/2 tests: 125,000 for 500 jets, 50 million for 10,000. A uniform "
                + "grid with cells one circle wide files each jet by its centre; two jets can only touch if their cells are "
                + "neighbours, so each jet is tested only against the few jets around it. The circles filter those pairs, "
                + "and only the survivors are tested with the chosen bound. Watch the pairs tested stay small as the count "
                + "grows, and the time of one step, measured by the app on this machine (with the paint time and frames "
                + "per second, on the canvas and under \"On this machine\"), with them.";
    }

    /**
     * Sets how many jets fly (1 to {@value #MAX_JETS}), placed afresh from a fixed seed; their
     * overlaps are found at once, so the readouts describe the jets shown even while paused.
     */
    public void setJets(int n) {
        jets = Math.max(1, Math.min(MAX_JETS, n));
        swarm.populate(jets, jet.circleRadius(), jet.circleRadius(), SEED);
        confirm();
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
        confirm();
    }

    /** Returns how many of the current circle hits the chosen bound confirms. */
    public int confirmed() {
        return confirmed;
    }

    @Override
    public void step(double seconds) {
        swarm.step(seconds);
        confirm();
    }

    /** Tests the swarm's current circle hits with the chosen bound. */
    private void confirm() {
        confirmed = then == BoundKind.CIRCLE ? swarm.hits() : countConfirmed();
    }

    private int countConfirmed() {
        int n = 0;
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] a = swarm.angles();
        for (int k = 0; k < swarm.hits(); k++) {
            int i = swarm.hitFirst(k);
            int j = swarm.hitSecond(k);
            if (Bounds.overlap(then, jet, placement(x[i], y[i], a[i]), jet, placement(x[j], y[j], a[j]))) {
                n++;
            }
        }
        return n;
    }

    private static Placement placement(double x, double y, double angle) {
        return new Placement((int) Math.round(x), (int) Math.round(y), (int) Math.round(Math.toDegrees(angle)) % 360);
    }

    /** Puts the jets back where they start; the count, the bound and the smooth toggle stay. */
    @Override
    public void reset() {
        setJets(jets);
    }

    /** Returns where the jets fly and, above it, the caption's strip. */
    @Override
    public Aabb bounds() {
        return VIEW;
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
        if (overlays.has(Overlay.SPRITES)) {
            draw.sprites(jet.sprite().name(), swarm.xs(), swarm.ys(), swarm.angles(), swarm.count(), smooth);
        }
        if (overlays.has(Overlay.CIRCLES)) {
            circles.draw(swarm, draw);
        }
        // Short enough for the canvas at 1024 × 768; the side panel has the rest.
        draw.label(new Vec2(WORLD.width() / 2, WORLD.minY()), fmt("%,d jets · %,d pairs tested", swarm.count(), swarm.pairsTested()), Ink.TEXT,
                DebugDraw.Side.ABOVE);
    }

    @Override
    public List<ReadoutTable> readouts() {
        long allPairs = (long) jets * (jets - 1) / 2;
        return List.of(new ReadoutTable("Broad phase", List.of("value"), List.of(
                new ReadoutTable.Row("jets", "How many jets fly.", List.of(fmt("%,d", jets))),
                new ReadoutTable.Row("all pairs", "n(n − 1)/2: what testing every pair would cost.", List.of(fmt("%,d", allPairs))),
                new ReadoutTable.Row("pairs tested", "Candidate pairs from neighbouring grid cells.", List.of(fmt("%,d", swarm.pairsTested()))),
                new ReadoutTable.Row("circle hits", "Candidates whose bounding circles overlap.", List.of(fmt("%,d", swarm.hits()))),
                new ReadoutTable.Row("confirmed", "Circle hits the chosen bound confirms.", List.of(fmt("%,d", confirmed))))));
    }

    @Override
    public List<Preset> presets() {
        return List.of(
                new Preset("100 jets", "A light load.", () -> setJets(100)),
                new Preset("500 jets", "The default.", () -> setJets(500)),
                new Preset("2,000 jets", "Crowded, yet each jet meets only its neighbours.", () -> setJets(2_000)),
                new Preset("10,000 jets", "The most: watch the step time.", () -> setJets(10_000)));
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Slider("Jets", "How many jets fly (1-10,000).", 1, MAX_JETS, this::jets, this::setJets, v -> fmt("%,d", v)),
                new Control.Choice<>("Then test", "The bound that confirms the circles' candidates.", List.of(BoundKind.values()),
                        BoundKind::label, this::then, this::setThen),
                new Control.Toggle("Smooth sprites (bilinear)", "Nearest neighbour is faster with many sprites; bilinear looks better.",
                        () -> smooth, on -> smooth = on));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        for (int i = swarm.count() - 1; i >= 0; i--) {
            double dx = x[i] - at.x();
            double dy = y[i] - at.y();
            if (dx * dx + dy * dy <= (r[i] + slop) * (r[i] + slop)) {
                int body = i;
                return Optional.of(new Handle() {
                    @Override
                    public Vec2 anchor() {
                        return new Vec2(swarm.xs()[body], swarm.ys()[body]);
                    }

                    @Override
                    public void moveTo(Vec2 to) {
                        swarm.place(body, to.x(), to.y());
                        confirm();
                    }
                });
            }
        }
        return Optional.empty();
    }
}
