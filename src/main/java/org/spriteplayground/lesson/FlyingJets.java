package org.spriteplayground.lesson;

import com.google.auto.service.AutoService;
import static org.spriteplayground.lesson.Text.fmt;
import static org.spriteplayground.lesson.Text.percent;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Seed 004: a sprite flies right at 60 px/s, turning 60&deg;/s (one pixel and one degree per
 * step, the tutorial's per-frame numbers), towards a second one waiting ahead. Each wears its
 * bounds; when the chosen bounds meet (seed 004: the bounding circles) the flyer goes back to its
 * start and keeps turning. For 60&times;80 jets the circles have radius 50, the flyer starts at
 * (100, 200) and the other waits at (300, 200), so a circle reset comes after 100 steps; larger
 * sprites get the same layout scaled by their radius.
 *
 * <p>Every step, every bound kind is also tested against the pixel truth, at the placement the
 * truth is sampled at (pivot on the pixel lattice, whole degrees): a kind that meets while the
 * pixels do not raises a false alarm.
 */
public final class FlyingJets extends AbstractLesson {

    /** The lesson's fixed id. */
    public static final String ID = "flying-jets";

    /** The lesson's title. */
    public static final String TITLE = "Flying jets: bounding circles (seed 004)";

    /** Adds this lesson to the catalogue, 1st in the Lessons menu. */
    @AutoService(LessonProvider.class)
    public static final class Provider implements LessonProvider {
        @Override
        public int menuOrder() {
            return 10;
        }

        @Override
        public Lessons.Entry entry() {
            return new Lessons.Entry(ID, TITLE, FlyingJets::new);
        }
    }

    /** How many steps the place of a hit stays marked: a third of a second. */
    static final int FLASH_STEPS = 20;

    /** The sprite the lesson starts with. */
    static final String DEFAULT_SPRITE = "jet";

    private static final List<BoundKind> ENCLOSING = List.of(BoundKind.CIRCLE, BoundKind.AABB, BoundKind.TIGHT_AABB, BoundKind.OBB, BoundKind.MIN_CIRCLE);

    private final SpriteLibrary library;
    private String spriteName;
    private Body flyer;
    private Body waiting;
    private Aabb bounds;
    private BoundKind trigger = BoundKind.CIRCLE;
    private int resets;
    private int flashStepsLeft;
    private Circle lastHit;
    private double lastResetX = Double.NaN;
    private final Map<BoundKind, Long> realHits = new EnumMap<>(BoundKind.class);
    private final Map<BoundKind, Long> falseAlarms = new EnumMap<>(BoundKind.class);
    private final Set<BoundKind> alarmsNow = EnumSet.noneOf(BoundKind.class);
    private boolean pixelsNow;

    /** Builds the scene with two of seed 004's jets. */
    public FlyingJets(SpriteLibrary library) {
        this(library, DEFAULT_SPRITE);
    }

    /** Builds the scene with two copies of the named sprite. */
    public FlyingJets(SpriteLibrary library, String spriteName) {
        super(ID, TITLE);
        this.library = library;
        setSprite(spriteName);
    }

    @Override
    public String explanation() {
        return "Each jet wears the circle through the corners of its image: radius √((w/2)² + (h/2)²), 50 px for a 60 × 80 "
                + "jet. The circle is the same at every angle, so it never needs recomputing, and two circles meet when their "
                + "centres are closer than the sum of the radii. The box around the turned jet has to be recomputed every "
                + "step: it is tighter than the circle near 0° and 90°, looser near 45°. Every bound is also checked against "
                + "the opaque pixels: a hit the pixels do not confirm is a false alarm.";
    }

    /** Puts two copies of {@code name} in their start poses; counters start again. */
    public void setSprite(String name) {
        SpriteAnalysis shape = library.get(name);
        spriteName = name;
        double s = Math.max(50, shape.circle(Pose.of(0, 0, 0)).radius());
        flyer = new Body(shape, Pose.of(2 * s, 4 * s, 0), new Vec2(60, 0), Math.toRadians(60));
        waiting = new Body(shape, Pose.of(6 * s, 4 * s, 0), Vec2.ZERO, 0);
        bounds = new Aabb(0.4 * s, 2 * s, 8.4 * s, 6 * s);
        clearCounters();
    }

    /** Returns the name of the sprite both bodies wear. */
    public String spriteName() {
        return spriteName;
    }

    @Override
    public void step(double seconds) {
        flyer.advance(seconds);
        if (flashStepsLeft > 0) {
            flashStepsLeft--;
        }
        Set<BoundKind> meeting = judge();
        if (trigger == BoundKind.PIXELS ? pixelsNow : meeting.contains(trigger)) {
            lastHit = flyer.boundingCircle();
            lastResetX = flyer.pose().position().x();
            flashStepsLeft = FLASH_STEPS;
            resets++;
            flyer.returnToStart();
        }
    }

    /** Tests every kind at the current placements, tallies real hits and false alarms, returns the kinds that meet. */
    private Set<BoundKind> judge() {
        Placement pf = Placement.nearest(flyer.pose());
        Placement pw = Placement.nearest(waiting.pose());
        SpriteAnalysis a = flyer.shape();
        SpriteAnalysis b = waiting.shape();
        pixelsNow = Bounds.overlap(BoundKind.PIXELS, a, pf, b, pw);
        alarmsNow.clear();
        Set<BoundKind> meeting = EnumSet.noneOf(BoundKind.class);
        for (BoundKind kind : ENCLOSING) {
            if (Bounds.overlap(kind, a, pf, b, pw)) {
                meeting.add(kind);
                if (pixelsNow) {
                    realHits.merge(kind, 1L, Long::sum);
                } else {
                    falseAlarms.merge(kind, 1L, Long::sum);
                    alarmsNow.add(kind);
                }
            }
        }
        if (pixelsNow) {
            realHits.merge(BoundKind.PIXELS, 1L, Long::sum);
        }
        return meeting;
    }

    /** Returns whether the chosen bounds meet now (at the placements the truth is tested at). */
    public boolean triggered() {
        Placement pf = Placement.nearest(flyer.pose());
        Placement pw = Placement.nearest(waiting.pose());
        return Bounds.overlap(trigger, flyer.shape(), pf, waiting.shape(), pw);
    }

    /** Returns what resets the flyer. */
    public BoundKind trigger() {
        return trigger;
    }

    /** Chooses what resets the flyer. */
    public void setTrigger(BoundKind trigger) {
        this.trigger = trigger;
    }

    /** Returns the steps in which a kind met and the pixels did too. */
    public long realHits(BoundKind kind) {
        return realHits.getOrDefault(kind, 0L);
    }

    /** Returns the steps in which a kind met but the pixels did not. */
    public long falseAlarms(BoundKind kind) {
        return falseAlarms.getOrDefault(kind, 0L);
    }

    @Override
    public void reset() {
        trigger = BoundKind.CIRCLE;
        setSprite(spriteName);
    }

    private void clearCounters() {
        resets = 0;
        flashStepsLeft = 0;
        lastHit = null;
        lastResetX = Double.NaN;
        realHits.clear();
        falseAlarms.clear();
        alarmsNow.clear();
        pixelsNow = false;
    }

    @Override
    public Aabb bounds() {
        return bounds;
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        for (Body body : bodies()) {
            SpriteAnalysis shape = body.shape();
            Pose pose = body.pose();
            if (overlays.has(Overlay.SPRITES)) {
                draw.sprite(spriteName, pose);
            }
            if (overlays.has(Overlay.PIXELS)) {
                draw.truth(spriteName, Placement.nearest(pose).pose());
            }
            if (overlays.has(Overlay.BOXES)) {
                draw.box(shape.aabb(pose), Ink.AABB);
            }
            if (overlays.has(Overlay.TIGHT_BOXES)) {
                draw.box(shape.tightAabb(pose), Ink.TIGHT_AABB);
            }
            if (overlays.has(Overlay.TURNED_BOXES)) {
                Obb box = shape.obb(pose);
                draw.polygon(box.corners(), Ink.OBB);
            }
            if (overlays.has(Overlay.MIN_CIRCLES)) {
                draw.circle(shape.minCircle(pose), Ink.MIN_CIRCLE);
            }
            if (overlays.has(Overlay.CIRCLES)) {
                Circle circle = body.boundingCircle();
                draw.circle(circle, Ink.BOUNDING_CIRCLE);
                draw.label(new Vec2(circle.center().x(), circle.center().y() - circle.radius()), fmt("r = %.1f", circle.radius()), Ink.BOUNDING_CIRCLE);
            }
            if (overlays.has(Overlay.CENTERS)) {
                draw.point(pose.position(), Ink.CENTER);
                draw.segment(pose.position(), body.nose(), Ink.HEADING);
            }
        }
        if (overlays.has(Overlay.INTERSECTIONS)) {
            for (Vec2 p : crossingPoints()) {
                draw.point(p, Ink.MARK);
            }
        }
        Circle w = waiting.boundingCircle();
        Vec2 between = flyer.pose().position().plus(waiting.pose().position()).times(0.5);
        double below = w.center().y() + w.radius();
        double line = 0.11 * w.radius() + 14;
        if (!alarmsNow.isEmpty()) {
            draw.label(new Vec2(between.x(), below + line), "false alarm:", Ink.HIT);
            draw.label(new Vec2(between.x(), below + 2 * line), alarmsNow.stream().map(BoundKind::label).collect(Collectors.joining(", ")), Ink.HIT);
        }
        if (pixelsNow) {
            draw.label(new Vec2(between.x(), below + line), "pixels touch: a real hit", Ink.TOUCHING);
        }
        if (isFlashing()) {
            draw.circle(lastHit, Ink.HIT);
            draw.label(lastHit.center(), "reset!", Ink.HIT);
        }
    }

    @Override
    public List<ReadoutTable> readouts() {
        List<ReadoutTable.Row> rows = new ArrayList<>();
        rows.add(row("angle (°)", "The turn of the sprite, clockwise from upright.", b -> fmt("%.0f", Math.toDegrees(b.pose().angle()))));
        rows.add(row("opaque area (px²)", "Pixels with alpha ≥ 128: the sprite itself.", b -> Integer.toString(b.sprite().opaquePixels())));
        rows.add(row("circle area (px²)", "π r², r = √((w/2)² + (h/2)²): the same at every angle.", b -> fmt("%.0f", b.boundingCircle().area())));
        rows.add(row("AABB area (px²)", "Box around the turned image: w·h + (w² + h²)|sin 2θ|/2.", b -> fmt("%.0f", b.aabb().area())));
        rows.add(row("circle fill", "Opaque area / circle area: the share of the circle that is sprite.", b -> percent(b.sprite().opaquePixels() / b.boundingCircle().area())));
        rows.add(row("AABB fill", "Opaque area / AABB area: the share of the box that is sprite.", b -> percent(b.sprite().opaquePixels() / b.aabb().area())));
        rows.add(row("tight AABB fill", "Opaque area / area of the box around the turned opaque pixels.",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.TIGHT_AABB, b.pose()))));
        rows.add(row("turned box fill", "Opaque area / area of the opaque pixels' own box (the same at every angle).",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.OBB, b.pose()))));
        rows.add(row("smallest circle fill", "Opaque area / area of the smallest circle around the opaque pixels.",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.MIN_CIRCLE, b.pose()))));
        ReadoutTable sprites = new ReadoutTable("Sprites: " + spriteName, List.of("flying", "waiting"), rows);

        List<ReadoutTable.Row> tally = new ArrayList<>();
        for (BoundKind kind : ENCLOSING) {
            tally.add(new ReadoutTable.Row(kind.label(), "Steps in which this bound met: confirmed by the pixels, or not.",
                    List.of(Long.toString(realHits(kind)), Long.toString(falseAlarms(kind)))));
        }
        tally.add(new ReadoutTable.Row("pixels (truth)", "Steps in which the opaque pixels themselves touched.", List.of(Long.toString(realHits(BoundKind.PIXELS)), "0")));
        ReadoutTable hits = new ReadoutTable("Hits in steps: real or false alarm", List.of("real", "false"), tally);

        double distance = Math.sqrt(flyer.pose().position().distanceSquared(waiting.pose().position()));
        double reach = flyer.boundingCircle().radius() + waiting.boundingCircle().radius();
        ReadoutTable scene = new ReadoutTable("Collision", List.of("value"), List.of(
                new ReadoutTable.Row("reset when", "Which bounds must meet to send the flyer back.", List.of(trigger.label() + " meet")),
                new ReadoutTable.Row("resets", "How often the chosen bounds met and the flyer went back to its start.", List.of(Integer.toString(resets))),
                new ReadoutTable.Row("last reset at x", "Where the flyer's centre was when it was sent back.", List.of(Double.isNaN(lastResetX) ? "—" : fmt("%.0f", lastResetX))),
                new ReadoutTable.Row("centre distance (px)", "Distance between the two centres.", List.of(fmt("%.1f", distance))),
                new ReadoutTable.Row("r₁ + r₂ (px)", "The bounding circles meet when the centre distance is at most this.", List.of(fmt("%.1f", reach))),
                new ReadoutTable.Row("rule", "Touching counts as a collision (a gap of at most 1e-9 px).", List.of("touching counts"))));
        return List.of(sprites, hits, scene);
    }

    /** Returns where the two bounding circles' borders cross now: none, one or two points (seed 003). */
    public List<Vec2> crossingPoints() {
        CircleIntersection result = CircleIntersection.of(flyer.boundingCircle(), waiting.boundingCircle());
        if (result instanceof CircleIntersection.Crossing c) {
            return List.of(c.first(), c.second());
        }
        if (result instanceof CircleIntersection.Tangent t) {
            return List.of(t.point());
        }
        return List.of();
    }

    /** Returns how often the chosen bounds have met since the start or the last reset. */
    public int resets() {
        return resets;
    }

    /** Returns whether the place of the last hit is still marked. */
    public boolean isFlashing() {
        return flashStepsLeft > 0 && lastHit != null;
    }

    /** Returns the flying sprite. */
    public Body flyer() {
        return flyer;
    }

    /** Returns the waiting sprite. */
    public Body waiting() {
        return waiting;
    }

    @Override
    public Optional<SpriteFocus> focus() {
        return Optional.of(new SpriteFocus(flyer.shape(), Math.toDegrees(flyer.pose().angle())));
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.allOf(Overlay.class);
    }

    @Override
    public List<Preset> presets() {
        return List.of(
                new Preset("Seed 004", "Both jets back at their starts, reset by the bounding circles.", this::reset),
                new Preset("Waiting jet at 45°", "Turn the waiting sprite: its box grows, the circle does not.",
                        () -> waiting.place(new Pose(waiting.pose().position(), Math.PI / 4))),
                new Preset("Reset by pixels", "Let the sprites come close enough for the pixels to touch, and count every bound's false alarms.",
                        () -> trigger = BoundKind.PIXELS));
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Choice<>("Sprite", "Which sprite flies and waits; File > Open sprite… adds your own.", library.names(),
                        name -> name, this::spriteName, this::setSprite),
                new Control.Choice<>("Reset when", "Which bounds must meet to send the flyer back; compare where each resets.",
                        List.of(BoundKind.values()), BoundKind::label, this::trigger, this::setTrigger));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        for (Body body : List.of(waiting, flyer)) {
            Obb box = Obb.of(body.pose(), body.sprite().width(), body.sprite().height());
            if (new Obb(box.center(), box.halfWidth() + slop, box.halfHeight() + slop, box.angle()).contains(at)) {
                return Optional.of(bodyHandle(body));
            }
        }
        return Optional.empty();
    }

    private static Handle bodyHandle(Body body) {
        return new Handle() {
            @Override
            public Vec2 anchor() {
                return body.pose().position();
            }

            @Override
            public void moveTo(Vec2 to) {
                body.place(new Pose(to, body.pose().angle()));
            }

            @Override
            public void turnBy(double radians) {
                body.place(new Pose(body.pose().position(), body.pose().angle() + radians));
            }

            @Override
            public boolean turns() {
                return true;
            }
        };
    }

    private List<Body> bodies() {
        return List.of(flyer, waiting);
    }

    private ReadoutTable.Row row(String label, String help, Function<Body, String> value) {
        return new ReadoutTable.Row(label, help, List.of(value.apply(flyer), value.apply(waiting)));
    }
}
