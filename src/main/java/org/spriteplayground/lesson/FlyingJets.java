package org.spriteplayground.lesson;

import static org.spriteplayground.lesson.Text.fmt;
import static org.spriteplayground.lesson.Text.percent;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.Sprite;

/**
 * Seed 004: a jet flies right at 60 px/s, turning 60&deg;/s (one pixel and one degree per step,
 * the tutorial's per-frame numbers), towards a second jet waiting 200 px ahead. Each wears a
 * bounding circle of radius sqrt((w/2)&sup2; + (h/2)&sup2;); when the circles meet the flyer
 * goes back to its start and keeps turning. For 60&times;80 jets the radii are 50, so the reset
 * comes when the centres are 100 apart: after 100 steps.
 */
public final class FlyingJets implements Lesson {

    /** The lesson's fixed id. */
    public static final String ID = "flying-jets";

    /** The lesson's title. */
    public static final String TITLE = "Flying jets: bounding circles (seed 004)";

    /** How many steps the place of a hit stays marked: a third of a second. */
    static final int FLASH_STEPS = 20;

    /** The part of the world on screen: the flight path with room for the circles, no more. */
    private static final Aabb BOUNDS = new Aabb(20, 100, 420, 300);

    /** What makes the flyer go back to its start. */
    public enum Trigger {
        /** Seed 004's rule: the bounding circles meet. */
        CIRCLES("bounding circles"),
        /** The axis-aligned boxes of the turned jets meet. */
        AABB("AABBs"),
        /** The turned image rectangles themselves meet (separating axes). */
        BOX("exact boxes");

        private final String label;

        Trigger(String label) {
            this.label = label;
        }

        /** Returns the name shown in the UI. */
        public String label() {
            return label;
        }
    }

    private final Body flyer;
    private final Body waiting;
    private Trigger trigger = Trigger.CIRCLES;
    private int resets;
    private int flashStepsLeft;
    private Circle lastHit;
    private double lastResetX = Double.NaN;

    /** Builds the scene with both jets wearing {@code jet}. */
    public FlyingJets(Sprite jet) {
        this.flyer = new Body(jet, Pose.of(100, 200, 0), new Vec2(60, 0), Math.toRadians(60));
        this.waiting = new Body(jet, Pose.of(300, 200, 0), Vec2.ZERO, 0);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public String explanation() {
        return "Each jet wears the circle through the corners of its image: radius sqrt((w/2)² + (h/2)²), 50 px for a "
                + "60 × 80 jet. The circle is the same at every angle, so it never needs recomputing, and two circles "
                + "meet when their centres are closer than the sum of the radii. The box around the turned jet has to be "
                + "recomputed every step: it is tighter than the circle near 0° and 90°, looser near 45°. Watch the fill "
                + "ratios: the share of each shape that is really jet.";
    }

    @Override
    public void step(double seconds) {
        flyer.advance(seconds);
        if (flashStepsLeft > 0) {
            flashStepsLeft--;
        }
        if (triggered()) {
            lastHit = flyer.boundingCircle();
            lastResetX = flyer.pose().position().x();
            flashStepsLeft = FLASH_STEPS;
            resets++;
            flyer.returnToStart();
        }
    }

    /** Returns whether the chosen bounds of the two jets meet now. */
    public boolean triggered() {
        return switch (trigger) {
            case CIRCLES -> Collisions.overlaps(flyer.boundingCircle(), waiting.boundingCircle());
            case AABB -> Collisions.overlaps(flyer.aabb(), waiting.aabb());
            case BOX -> Collisions.overlaps(flyer.obb(), waiting.obb());
        };
    }

    /** Returns what resets the flyer. */
    public Trigger trigger() {
        return trigger;
    }

    /** Chooses what resets the flyer. */
    public void setTrigger(Trigger trigger) {
        this.trigger = trigger;
    }

    @Override
    public void reset() {
        flyer.reset();
        waiting.reset();
        resets = 0;
        flashStepsLeft = 0;
        lastHit = null;
        lastResetX = Double.NaN;
        trigger = Trigger.CIRCLES;
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public void draw(DebugDraw draw, Overlays overlays) {
        for (Body body : bodies()) {
            if (overlays.sprites()) {
                draw.sprite(body.sprite().name(), body.pose());
            }
            if (overlays.boxes()) {
                draw.box(body.aabb(), Ink.AABB);
            }
            if (overlays.circles()) {
                Circle circle = body.boundingCircle();
                draw.circle(circle, Ink.BOUNDING_CIRCLE);
                draw.label(new Vec2(circle.center().x(), circle.center().y() - circle.radius()), fmt("r = %.1f", circle.radius()), Ink.BOUNDING_CIRCLE);
            }
            if (overlays.centers()) {
                draw.point(body.pose().position(), Ink.CENTER);
                draw.segment(body.pose().position(), body.nose(), Ink.HEADING);
            }
        }
        if (overlays.intersections()) {
            for (Vec2 p : crossingPoints()) {
                draw.point(p, Ink.MARK);
            }
        }
        if (isFlashing()) {
            draw.circle(lastHit, Ink.HIT);
            draw.label(lastHit.center(), "reset!", Ink.HIT);
        }
    }

    @Override
    public List<ReadoutTable> readouts() {
        List<ReadoutTable.Row> rows = new ArrayList<>();
        rows.add(row("angle (°)", "The turn of the jet, clockwise from upright.", b -> fmt("%.0f", Math.toDegrees(b.pose().angle()))));
        rows.add(row("circle area (px²)", "π r², r = sqrt((w/2)² + (h/2)²): the same at every angle.", b -> fmt("%.0f", b.boundingCircle().area())));
        rows.add(row("AABB area (px²)", "Width × height of the box around the turned image: w·h + (w² + h²)|sin 2θ|/2.", b -> fmt("%.0f", b.aabb().area())));
        rows.add(row("opaque area (px²)", "Pixels with alpha ≥ 128: the jet itself.", b -> Integer.toString(b.sprite().opaquePixels())));
        rows.add(row("circle fill", "Opaque area / circle area: the share of the circle that is jet.", b -> percent(b.sprite().opaquePixels() / b.boundingCircle().area())));
        rows.add(row("AABB fill", "Opaque area / AABB area: the share of the box that is jet.", b -> percent(b.sprite().opaquePixels() / b.aabb().area())));
        ReadoutTable jets = new ReadoutTable("Jets", List.of("flying", "waiting"), rows);

        double distance = Math.sqrt(flyer.pose().position().distanceSquared(waiting.pose().position()));
        double reach = flyer.boundingCircle().radius() + waiting.boundingCircle().radius();
        ReadoutTable scene = new ReadoutTable("Collision", List.of("value"), List.of(
                new ReadoutTable.Row("reset when", "Which bounds must meet to send the flyer back.", List.of(trigger.label() + " meet")),
                new ReadoutTable.Row("resets", "How often the chosen bounds met and the flyer went back to its start.", List.of(Integer.toString(resets))),
                new ReadoutTable.Row("last reset at x", "Where the flyer's centre was when it was sent back.", List.of(Double.isNaN(lastResetX) ? "—" : fmt("%.0f", lastResetX))),
                new ReadoutTable.Row("centre distance (px)", "Distance between the two jets' centres.", List.of(fmt("%.1f", distance))),
                new ReadoutTable.Row("r₁ + r₂ (px)", "The circles meet when the centre distance is at most this.", List.of(fmt("%.1f", reach))),
                new ReadoutTable.Row("rule", "Touching counts as a collision (a gap of at most 1e-9 px).", List.of("touching counts"))));
        return List.of(jets, scene);
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

    /** Returns how often the circles have met since the start or the last reset. */
    public int resets() {
        return resets;
    }

    /** Returns whether the place of the last hit is still marked. */
    public boolean isFlashing() {
        return flashStepsLeft > 0 && lastHit != null;
    }

    /** Returns the flying jet. */
    public Body flyer() {
        return flyer;
    }

    /** Returns the waiting jet. */
    public Body waiting() {
        return waiting;
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.allOf(Overlay.class);
    }

    @Override
    public List<Preset> presets() {
        return List.of(
                new Preset("Seed 004", "Both jets back at their starts, reset by the bounding circles.", this::reset),
                new Preset("Waiting jet at 45°", "Turn the waiting jet: its box grows, the circle does not.",
                        () -> waiting.place(new Pose(waiting.pose().position(), Math.PI / 4))));
    }

    @Override
    public List<Control> controls() {
        return List.of(new Control.Choice<>("Reset when", "Which bounds must meet to send the flyer back; compare where each resets.",
                List.of(Trigger.values()), Trigger::label, this::trigger, this::setTrigger));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        for (Body body : List.of(waiting, flyer)) {
            Obb box = body.obb();
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
