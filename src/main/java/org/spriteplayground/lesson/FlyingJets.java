package org.spriteplayground.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
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

    private final Body flyer;
    private final Body waiting;
    private int resets;
    private int flashStepsLeft;
    private Circle lastHit;

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
        Circle flying = flyer.boundingCircle();
        if (Collisions.overlaps(flying, waiting.boundingCircle())) {
            lastHit = flying;
            flashStepsLeft = FLASH_STEPS;
            resets++;
            flyer.returnToStart();
        }
    }

    @Override
    public void reset() {
        flyer.reset();
        waiting.reset();
        resets = 0;
        flashStepsLeft = 0;
        lastHit = null;
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
                new ReadoutTable.Row("resets", "How often the circles met and the flyer went back to its start.", List.of(Integer.toString(resets))),
                new ReadoutTable.Row("centre distance (px)", "Distance between the two jets' centres.", List.of(fmt("%.1f", distance))),
                new ReadoutTable.Row("r₁ + r₂ (px)", "The circles meet when the centre distance is at most this.", List.of(fmt("%.1f", reach))),
                new ReadoutTable.Row("rule", "Touching counts as a collision (a gap of at most 1e-9 px).", List.of("touching counts"))));
        return List.of(jets, scene);
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

    private List<Body> bodies() {
        return List.of(flyer, waiting);
    }

    private ReadoutTable.Row row(String label, String help, Function<Body, String> value) {
        return new ReadoutTable.Row(label, help, List.of(value.apply(flyer), value.apply(waiting)));
    }

    private static String percent(double ratio) {
        return fmt("%.1f %%", 100 * ratio);
    }

    private static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
