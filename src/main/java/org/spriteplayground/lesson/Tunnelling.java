package org.spriteplayground.lesson;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Sweep;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.StepEvent;

/**
 * Seed 000's closing note made visible: a point-in-time test looks only at where a body is after
 * each step, so a small fast ball can jump clean over a thin wall. Two balls fly at the same
 * speed towards the same wall: the upper one is tested at the end of each step, the lower one by
 * a swept test that solves for the moment of contact within the step. They fly the same flights
 * side by side: each pair starts together from the same place, a ball the wall stops rests there
 * {@value #REST_STEPS} steps, one that passes through flies off the canvas, and the first to
 * finish waits for the other.
 *
 * <p>The Flights table counts each outcome in the step the canvas shows it: "stopped by the wall"
 * in the step the ball stops and its "hit" mark appears, "passed through" in the step the ball
 * lands beyond the wall. So no step shows a mark the counts do not yet hold. Both columns still
 * count the same flights at every step: the pair flies from the same place at the same speed,
 * and the swept test finds the wall in exactly the step where the point-in-time ball either
 * lands in it or jumps it (every earlier step of both ends short of the wall, untouched), so
 * both flights are decided in the same step.
 */
public final class Tunnelling extends AbstractLesson {

    /** The lesson's fixed id. */
    public static final String ID = "tunnelling";

    /** Ball radius. */
    public static final double BALL_RADIUS = 5;

    /** The wall where it starts: a vertical capsule 4 thick. */
    public static final Capsule WALL = new Capsule(new Segment(new Vec2(420, 30), new Vec2(420, 290)), 2);

    /** Steps the ball rests at the wall after a hit before it is launched again. */
    static final int REST_STEPS = 45;

    static final Aabb BOUNDS = new Aabb(0, 0, 640, 320);
    static final double START_X = 40;
    private static final int DEFAULT_SPEED = 20;
    /** How many steps a quiz's question on the speed counts a ball over. */
    private static final int QUIZ_STEPS = 5;
    private static final int MAX_SPEED = 60;
    /** The wall stays right of every launch point (START_X plus less than a step) by two ball diameters. */
    private static final double MIN_WALL_X = START_X + MAX_SPEED + 4 * BALL_RADIUS;

    /** What one step finds. */
    public record StepResult(boolean discreteHit, OptionalDouble timeOfImpact) {
    }

    /**
     * Tests one step of a ball moving right by {@code speed}: the point-in-time test at the
     * step's end, and the swept test over the whole step.
     */
    public static StepResult testStep(Circle ball, double speed, Capsule wall) {
        Vec2 displacement = new Vec2(speed, 0);
        return new StepResult(Collisions.overlaps(ball.translate(displacement), wall), Sweep.timeOfImpact(ball, displacement, wall));
    }

    private int speed = DEFAULT_SPEED;
    private Capsule wall = WALL;
    private TunnelLane discrete;
    private TunnelLane sweptLane;
    /** Whether the last step stopped a ball at the wall. */
    private boolean stopped;

    /** Starts both balls at the default speed. */
    public Tunnelling() {
        super(ID);
        reset();
    }

    @Override
    public String explanation() {
        return Texts.text("tunnel.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("tunnel.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("tunnel.teacher");
    }

    /** Returns the speed against the wall's thickness plus the ball's diameter, and what that means for each test. */
    @Override
    public String describe() {
        double threshold = 2 * WALL.radius() + 2 * BALL_RADIUS;
        return Texts.format(speed > threshold ? "tunnel.describe.above" : "tunnel.describe.below", Sentences.shortTitle(title()),
                String.valueOf(speed), Text.number(threshold, 0));
    }

    /** Returns the speed in world units per step. */
    public int speed() {
        return speed;
    }

    /** Sets the speed in world units per step, from 1 to {@value #MAX_SPEED}, and relaunches both balls. */
    public void setSpeed(int speed) {
        this.speed = Math.max(1, Math.min(MAX_SPEED, speed));
        relaunch();
    }

    private void relaunch() {
        discrete = new TunnelLane(false, 110, speed);
        sweptLane = new TunnelLane(true, 220, speed);
    }

    /** Returns the lane guarded by the point-in-time test. */
    TunnelLane discreteLane() {
        return discrete;
    }

    /** Returns the lane guarded by the swept test. */
    TunnelLane sweptLane() {
        return sweptLane;
    }

    @Override
    public void step(double seconds) {
        // The speed is world units per step of 1/60 s; a step of another length moves in proportion.
        double distance = speed * seconds / Simulation.STEP_SECONDS;
        int hits = discrete.hits + sweptLane.hits;
        discrete.step(distance, wall);
        sweptLane.step(distance, wall);
        stopped = discrete.hits + sweptLane.hits > hits;
        if (discrete.finished() && sweptLane.finished()) {
            discrete.launch(speed);
            sweptLane.launch(speed);
        }
    }

    /** A contact in the step a lane's test stops its ball at the wall; a ball that tunnels through is heard as nothing. */
    @Override
    public Set<StepEvent> stepEvents() {
        return stopped ? Set.of(StepEvent.CONTACT) : Set.of();
    }

    /** Puts the wall back and relaunches both balls with fresh counts; the speed stays. */
    @Override
    public void reset() {
        wall = WALL;
        relaunch();
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        Labels draw = new Labels(target, bounds());
        draw.capsule(wall, Ink.WALL);
        for (TunnelLane lane : List.of(discrete, sweptLane)) {
            String name = Texts.text(lane.swept ? "tunnel.label.swept" : "tunnel.label.discrete");
            draw.label(new Vec2(START_X + 60, lane.y - 22), name, Ink.TEXT);
            if (lane.gone) {
                continue; // off the canvas until the other ball's flight ends
            }
            if (lane.swept) {
                // The region the swept test checks: the last step's, or at a launch the step about to be taken.
                Capsule sweep = lane.lastSweep != null ? lane.lastSweep : lane.stopped ? null : Capsule.swept(lane.ball, new Vec2(speed, 0));
                if (sweep != null) {
                    draw.capsule(sweep, Ink.SWEEP);
                }
            } else if (lane.previous != null) {
                // The point-in-time test sees the ball only where each step puts it: here and a step before, nothing between.
                draw.circle(lane.previous, Ink.CONSTRUCTION);
            }
            draw.circle(lane.ball, lane.stopped ? Ink.OVERLAPPING : Ink.DOT);
            if (lane.stopped) {
                Vec2 below = new Vec2(lane.ball.center().x(), lane.y + 40);
                if (lane.swept) {
                    String t = Text.number(lane.lastImpact.orElse(1), 3);
                    draw.verdict(below, Texts.format("tunnel.label.hitAt", t), Ink.HIT, DebugDraw.Side.ABOVE);
                } else {
                    draw.verdict(below, Texts.text("tunnel.label.hit"), Ink.HIT, DebugDraw.Side.ABOVE);
                }
            }
        }
        draw.finish();
    }

    /**
     * Returns the speed and the threshold, and the flights each test flew, stopped and let pass.
     * The time of impact is the swept ball's contact in this flight, shown while it rests at the
     * wall; it is cleared ("—") when a new flight starts, so that it never stands beside balls in
     * the air. The point-in-time test has none: it knows only that a step ended in the wall.
     */
    @Override
    public List<ReadoutTable> readouts() {
        double threshold = 2 * WALL.radius() + 2 * BALL_RADIUS;
        return List.of(
                ReadoutTable.ofValues(Texts.text("tunnel.table.step"),
                        row("speed", Integer.toString(speed)),
                        row("threshold", Text.number(threshold, 0)),
                        row("canTunnel", Texts.text(speed > threshold ? "tunnel.yes" : "tunnel.no"))),
                new ReadoutTable(Texts.text("tunnel.table.flights"), List.of(Texts.text("tunnel.column.discrete"), Texts.text("tunnel.column.swept")), List.of(
                        row("flown", Text.count(discrete.hits + discrete.passes), Text.count(sweptLane.hits + sweptLane.passes)),
                        row("stopped", Text.count(discrete.hits), Text.count(sweptLane.hits)),
                        row("passed", Text.count(discrete.passes), Text.count(sweptLane.passes)),
                        row("impact", "—", sweptLane.lastImpact.isPresent() ? Text.number(sweptLane.lastImpact.getAsDouble(), 3) : "—"))));
    }

    private static ReadoutTable.Row row(String name, String... values) {
        return ReadoutTable.Row.of("tunnel.row." + name, values);
    }

    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("discrete ball", ballHandle(discrete)), new Piece("swept ball", ballHandle(sweptLane)), new Piece("wall", wallHandle())); // not shown
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        for (TunnelLane lane : List.of(discrete, sweptLane)) {
            if (!lane.gone && lane.ball.center().distanceSquared(at) <= Math.pow(lane.ball.radius() + slop, 2)) {
                return Optional.of(ballHandle(lane));
            }
        }
        Vec2 nearest = wall.spine().closestPoint(at);
        return nearest.distanceSquared(at) <= Math.pow(wall.radius() + slop, 2) ? Optional.of(wallHandle()) : Optional.empty();
    }

    /** Dragging a ball puts it back in flight from where it is dropped, on its own lane. */
    private Handle ballHandle(TunnelLane lane) {
        return new Handle() {
            @Override
            public Vec2 anchor() {
                return lane.ball.center();
            }

            @Override
            public Aabb extent() {
                Circle ball = lane.ball;
                return new Aabb(ball.center().x() - ball.radius(), ball.center().y() - ball.radius(), ball.center().x() + ball.radius(),
                        ball.center().y() + ball.radius());
            }

            @Override
            public void moveTo(Vec2 to) {
                double x = Math.max(BOUNDS.minX() + BALL_RADIUS, Math.min(BOUNDS.maxX() - BALL_RADIUS, to.x()));
                lane.ball = Circle.of(x, lane.y, BALL_RADIUS);
                lane.inFlight();
            }
        };
    }

    /** Dragging the wall slides it left or right, never back over the launch points. */
    private Handle wallHandle() {
        return new Handle() {
            @Override
            public Vec2 anchor() {
                return wall.spine().from();
            }

            @Override
            public Aabb extent() {
                Segment spine = wall.spine();
                double r = wall.radius();
                return new Aabb(Math.min(spine.from().x(), spine.to().x()) - r, Math.min(spine.from().y(), spine.to().y()) - r,
                        Math.max(spine.from().x(), spine.to().x()) + r, Math.max(spine.from().y(), spine.to().y()) + r);
            }

            @Override
            public void moveTo(Vec2 to) {
                double x = Math.max(MIN_WALL_X, Math.min(BOUNDS.maxX() - 20, to.x()));
                Segment spine = wall.spine();
                wall = new Capsule(new Segment(new Vec2(x, spine.from().y()), new Vec2(x, spine.to().y())), wall.radius());
            }
        };
    }

    @Override
    public List<Control> controls() {
        return List.of(new Control.Slider(Texts.text("tunnel.control.speed"), Texts.text("tunnel.control.speed.help"), 1, MAX_SPEED, this::speed,
                this::setSpeed, v -> Texts.format("tunnel.control.speed.value", String.valueOf(v)), true));
    }

    /**
     * Asks for the speed, the jump that lets a ball through (more than wall plus diameter: a jump
     * of exactly that can still land on the wall), and how many flights passed and were stopped.
     */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.tunnel.speed", a -> a.readout("tunnel.row.speed", 0))
                        .statedInQuiz("quiz.q.tunnel.speed", l -> new Object[] {Text.number(START_X, 0), QUIZ_STEPS, Text.number(START_X + QUIZ_STEPS * speed, 0)}),
                WorksheetQuestion.of("worksheet.q.tunnel.jump", a -> Texts.format("worksheet.a.tunnel.jump", a.telling("tunnel.row.canTunnel").readout("tunnel.row.threshold", 0)))
                        .quizzed(a -> List.of(a.readout("tunnel.row.threshold", 0)))
                        .statedInQuiz("quiz.q.tunnel.jump", l -> new Object[] {Text.number(2 * wall.radius(), 0), Text.number(BALL_RADIUS, 0)}),
                WorksheetQuestion.of("worksheet.q.tunnel.passed", a -> a.telling(0, "tunnel.row.flown", "tunnel.row.stopped").readout("tunnel.row.passed", 0)),
                WorksheetQuestion.of("worksheet.q.tunnel.stopped", a -> a.telling(1, "tunnel.row.flown", "tunnel.row.passed").readout("tunnel.row.stopped", 1)));
    }

    @Override
    public int worksheetSteps() {
        return WorksheetQuestion.STEPS_RUN;
    }
}
