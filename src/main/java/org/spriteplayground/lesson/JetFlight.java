package org.spriteplayground.lesson;

import java.util.Set;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.experiment.FalseAlarmMaps;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Seed 004's motion: a flyer moving right one pixel and turning one degree per step towards a
 * body waiting ahead, sent back to its start whenever the chosen bounds meet. Holds the two
 * bodies, the trigger, the reset count and the flash, and keeps the {@link BoundTally}'s
 * judgement and the trigger's false-alarm map (the flyer's centre about the waiting body's, at
 * their turns now) in step with what is on screen.
 */
final class JetFlight {

    /** How many steps the place of a hit stays marked: a third of a second. */
    static final int FLASH_STEPS = 20;

    private final BoundTally tally = new BoundTally();
    private String spriteName;
    private Body flyer;
    private Body waiting;
    private Aabb bounds;
    private BoundKind trigger = BoundKind.CIRCLE;
    private int resets;
    /** How many steps in a row have sent the flyer back. */
    private int resetStreak;
    private int flashStepsLeft;
    /** What the last step brought: a contact or a false alarm of the trigger, or nothing (null). */
    private StepEvent lastEvent;
    private Circle lastHit;
    private double lastResetX = Double.NaN;
    private boolean pauseOnContact;
    /** Whether the next step, if a contact, keeps the flyer where it touched ({@link #holdContact}). */
    private boolean holdOnce;
    /** Whether the drawing marks the gap between the circles ({@link Prediction.NextContact#markGap}). */
    private boolean gapMarked;
    private boolean heldAtContact;
    private FalseAlarmMaps.Reading alarmMap;
    private boolean alarmMapStale = true;

    /**
     * Puts two copies of {@code shape} in their start poses and starts counting again. For a
     * sprite whose bounding radius is at most 50 (seed 004's 60&times;80 jet) the flyer starts at
     * (100, 200) and the other waits at (300, 200); larger sprites get that layout scaled by their
     * radius.
     */
    void wear(String name, SpriteAnalysis shape) {
        spriteName = name;
        double s = Math.max(50, shape.circleRadius());
        flyer = new Body(shape, Pose.of(2 * s, 4 * s, 0), new Vec2(60, 0), Math.toRadians(60));
        waiting = new Body(shape, Pose.of(6 * s, 4 * s, 0), Vec2.ZERO, 0);
        bounds = new Aabb(0.4 * s, 2 * s, 8.4 * s, 6 * s);
        restart();
    }

    /** Both bodies back at their start poses, counters cleared; the sprite and the trigger stay. */
    void restart() {
        flyer.reset();
        waiting.reset();
        resets = 0;
        resetStreak = 0;
        flashStepsLeft = 0;
        lastEvent = null;
        lastHit = null;
        lastResetX = Double.NaN;
        heldAtContact = false;
        tally.clear();
        tally.judge(flyer, waiting);
        mapAlarms();
    }

    /**
     * Advances one step: move, judge and count, and send the flyer back if the trigger met. With
     * {@link #setPauseOnContact pause on contact} the flyer stays where it touched for one step
     * and goes back at the start of the next.
     */
    void step(double seconds) {
        if (heldAtContact) {
            heldAtContact = false;
            flyer.returnToStart();
        }
        flyer.advance(seconds);
        if (flashStepsLeft > 0) {
            flashStepsLeft--;
        }
        tally.judge(flyer, waiting);
        tally.count();
        lastEvent = !tally.meets(trigger) ? null : tally.pixelsNow() ? StepEvent.CONTACT : StepEvent.FALSE_ALARM;
        if (tally.meets(trigger)) {
            lastHit = flyer.boundingCircle();
            lastResetX = flyer.pose().position().x();
            flashStepsLeft = FLASH_STEPS;
            resets++;
            resetStreak++;
            if (pauseOnContact || holdOnce) {
                heldAtContact = true;
            } else {
                flyer.returnToStart();
            }
        } else {
            resetStreak = 0;
        }
        holdOnce = false;
        mapAlarms();
    }

    /**
     * With {@code hold}, keeps the flyer where it touches if the next step is a contact, for that
     * step only, as {@link #setPauseOnContact} does for every contact; without, sends a flyer held
     * so back to its start now (unless "Pause on contact" holds it, which the next step ends).
     */
    void holdContact(boolean hold) {
        holdOnce = hold;
        if (!hold && heldAtContact && !pauseOnContact) {
            heldAtContact = false;
            flyer.returnToStart();
        }
    }

    /** Returns what the last step brought: a contact (the pixels touch) or a false alarm of the trigger; nothing if it did not meet. */
    Set<StepEvent> stepEvents() {
        return lastEvent == null ? Set.of() : Set.of(lastEvent);
    }

    /**
     * Returns whether the last steps, more than one in a row, each sent the flyer back: the
     * waiting jet stands where the chosen bound meets the flyer at its start.
     */
    boolean sentBackAtEveryStep() {
        return resetStreak > 1;
    }

    /** Puts {@code body} at {@code pose} by hand and judges the scene as it now stands, counting nothing. */
    void place(Body body, Pose pose) {
        if (body == flyer) {
            heldAtContact = false; // placed by hand: it starts from here, not from its start
        }
        body.place(pose);
        resetStreak = 0; // a new layout: whether it traps the flyer shows in the next steps
        tally.judge(flyer, waiting);
        mapAlarms();
    }

    /** Returns whether the chosen bounds meet at the bodies' current placements. */
    boolean triggered() {
        BoundTally now = new BoundTally();
        now.judge(flyer, waiting);
        return now.meets(trigger);
    }

    /** Marks the gap between the circles on the drawing, or no longer marks it. */
    void markGap(boolean marked) {
        gapMarked = marked;
    }

    /** Returns whether the drawing marks the gap between the circles. */
    boolean gapMarked() {
        return gapMarked;
    }

    /** Returns whether a hit keeps the flyer where it touched, for the playground to pause on. */
    boolean pauseOnContact() {
        return pauseOnContact;
    }

    /** Chooses whether a hit keeps the flyer where it touched until the next step. */
    void setPauseOnContact(boolean on) {
        pauseOnContact = on;
    }

    /** Returns whether the flyer is being held where it touched: the last step met the trigger. */
    boolean heldAtContact() {
        return heldAtContact;
    }

    /** Returns the name of the sprite both bodies wear. */
    String spriteName() {
        return spriteName;
    }

    /** Returns the body that flies and turns. */
    Body flyer() {
        return flyer;
    }

    /** Returns the body that waits ahead. */
    Body waiting() {
        return waiting;
    }

    /** Returns the world: the layout's frame, scaled with the sprite. */
    Aabb bounds() {
        return bounds;
    }

    /** Returns the judgement of the scene as it stands and the tallies so far. */
    BoundTally tally() {
        return tally;
    }

    /** Returns the kind whose meeting sends the flyer back. */
    BoundKind trigger() {
        return trigger;
    }

    /** Chooses the kind whose meeting sends the flyer back; kept through {@link #restart()}. */
    void setTrigger(BoundKind trigger) {
        this.trigger = trigger;
        mapAlarms();
    }

    /**
     * Returns the trigger's false-alarm map for the flyer's centre about the waiting body's at
     * their turns now, with the experiment's rate at those turns; null for sprites too large to
     * map while flying ({@link FalseAlarmMap#MAX_CELLS}).
     */
    FalseAlarmMaps.Reading alarmMap() {
        if (alarmMapStale) {
            SpriteAnalysis a = waiting.shape();
            SpriteAnalysis b = flyer.shape();
            alarmMap = FalseAlarmMap.startingCells(a, b) > FalseAlarmMap.MAX_CELLS ? null
                    : FalseAlarmMaps.shared().get(trigger, a, Placement.nearest(waiting.pose()).degrees(), b, Placement.nearest(flyer.pose()).degrees());
            alarmMapStale = false;
        }
        return alarmMap;
    }

    /**
     * Forgets the map: the next {@link #alarmMap()} works it out for the turns then (at once for a
     * pair of turns met before: the cache keeps it). Nothing is worked out while nobody asks, as
     * while the map is switched off.
     */
    private void mapAlarms() {
        alarmMapStale = true;
    }

    /** Returns how often the flyer was sent back since the last restart. */
    int resets() {
        return resets;
    }

    /** Returns the flyer's x when it was last sent back, NaN before the first time. */
    double lastResetX() {
        return lastResetX;
    }

    /** Returns the flyer's bounding circle where the chosen bounds last met. */
    Circle lastHit() {
        return lastHit;
    }

    /** Returns how the two bounding circles' borders meet now. */
    CircleIntersection crossing() {
        return CircleIntersection.of(flyer.boundingCircle(), waiting.boundingCircle());
    }

    /** Returns whether the place of the last hit is still marked. */
    boolean isFlashing() {
        return flashStepsLeft > 0 && lastHit != null;
    }

    /**
     * Returns the handle that drags and turns {@code body} ({@link #place}), keeping its whole bounding
     * circle in the flight, clear of the verdict's strip under it.
     */
    Handle handle(Body body) {
        return Handles.within(Handles.posed(body::pose, pose -> place(body, pose)), bounds(), body.boundingCircle().radius());
    }
}
