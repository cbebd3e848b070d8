package org.spriteplayground.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.StepEvent;

/**
 * Seed 001: a dot of radius 10 steered by the keys, one pixel per step, moving one axis at a
 * time and stepping back whenever the move would touch the wall, the other circle or leave the
 * screen. The closest point of the wall to the dot is drawn, with its distance.
 */
public final class DotAndWall extends AbstractLesson {

    /** The lesson's fixed id. */
    public static final String ID = "dot-and-wall";

    /** The seed's screen: 640 × 480. */
    static final Aabb SCREEN = new Aabb(0, 0, 640, 480);

    /** Pixels per step on each held axis, as in the seed. */
    static final double SPEED = 1;

    private static final Circle DOT_START = Circle.of(10, 10, 10);
    private static final Circle OTHER_START = Circle.of(160, 120, 10);
    private static final Aabb WALL_START = new Aabb(300, 40, 340, 440);

    /**
     * Room kept for the distance label, in world units: more than the label takes on a canvas
     * at one pixel per world unit or more. The label is drawn centred above its anchor.
     */
    private static final double LABEL_WIDTH = 100;
    private static final double LABEL_HEIGHT = 32;
    private static final double LABEL_GAP = 4;

    private final Set<Direction> held = EnumSet.noneOf(Direction.class);
    /** Keys that went down since the last step: each counts for the next step even if already released. */
    private final Set<Direction> pressed = EnumSet.noneOf(Direction.class);
    private Circle dot = DOT_START;
    private Circle other = OTHER_START;
    private Aabb wall = WALL_START;
    private int blocked;
    /** Whether the last step undid a move because the dot met the wall or the other circle, not the screen's edge. */
    private boolean bumped;

    /** Sets the lesson up at its start. */
    public DotAndWall() {
        super(ID);
    }

    @Override
    public String explanation() {
        return Texts.text("dot.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("dot.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("dot.teacher");
    }

    /** Returns how to steer and how many moves the wall, the other circle or the edge undid. */
    @Override
    public String describe() {
        return Texts.format(blocked == 1 ? "dot.describe.one" : "dot.describe", Sentences.shortTitle(title()), Text.count(blocked));
    }

    /** Returns the dot. */
    public Circle dot() {
        return dot;
    }

    /** Returns the other circle. */
    public Circle other() {
        return other;
    }

    /** Returns the wall. */
    public Aabb wall() {
        return wall;
    }

    /** Returns how many single-axis moves were undone so far. */
    public int blocked() {
        return blocked;
    }

    /** Returns whether the dot could stand at {@code c}: on screen, clear of the wall and the other circle. */
    public boolean isFree(Circle c) {
        return insideScreen(c) && !Collisions.overlaps(c, wall) && !Collisions.overlaps(c, other);
    }

    @Override
    public boolean steer(Direction direction, boolean down) {
        if (down) {
            held.add(direction);
            pressed.add(direction);
        } else {
            held.remove(direction);
        }
        return true;
    }

    /**
     * Moves by the keys held now and those tapped since the last step (the usual "pressed this
     * frame" latch: a tap while paused, then Enter, moves one step); the tapped ones are then spent.
     */
    @Override
    public void step(double seconds) {
        bumped = false;
        Set<Direction> steering = EnumSet.copyOf(held);
        steering.addAll(pressed);
        pressed.clear();
        // SPEED is world units per step of 1/60 s; a step of another length moves in proportion.
        double d = SPEED * seconds / Simulation.STEP_SECONDS;
        double vx = (steering.contains(Direction.RIGHT) ? d : 0) - (steering.contains(Direction.LEFT) ? d : 0);
        double vy = (steering.contains(Direction.DOWN) ? d : 0) - (steering.contains(Direction.UP) ? d : 0);
        moveAxis(new Vec2(vx, 0));
        moveAxis(new Vec2(0, vy));
    }

    /** A contact while the dot pushes against the wall or the other circle, a move undone at each step. */
    @Override
    public Optional<StepEvent> standing() {
        return bumped ? Optional.of(StepEvent.CONTACT) : Optional.empty();
    }

    private void moveAxis(Vec2 delta) {
        if (delta.x() == 0 && delta.y() == 0) {
            return;
        }
        Circle moved = dot.translate(delta);
        if (isFree(moved)) {
            dot = moved;
        } else {
            blocked++;
            bumped |= insideScreen(moved); // on screen yet not free: it met the wall or the other circle
        }
    }

    private static boolean insideScreen(Circle c) {
        return c.center().x() - c.radius() >= SCREEN.minX() && c.center().x() + c.radius() <= SCREEN.maxX()
                && c.center().y() - c.radius() >= SCREEN.minY() && c.center().y() + c.radius() <= SCREEN.maxY();
    }

    @Override
    public void reset() {
        dot = DOT_START;
        other = OTHER_START;
        wall = WALL_START;
        blocked = 0;
        bumped = false;
        held.clear();
        pressed.clear();
    }

    @Override
    public Aabb bounds() {
        return SCREEN;
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        Labels draw = new Labels(target, bounds());
        draw.box(wall, Ink.WALL);
        draw.circle(other, Ink.WALL);
        draw.circle(dot, Ink.DOT);
        Vec2 closest = Collisions.closestPoint(wall, dot.center());
        draw.segment(dot.center(), closest, Ink.CONSTRUCTION);
        draw.point(closest, Ink.MARK);
        draw.label(labelAnchor(closest), Text.number(Math.sqrt(closest.distanceSquared(dot.center())), 1) + " px", Ink.TEXT);
        draw.finish();
    }

    /**
     * Where the distance label goes: just off the dot, in the direction nearest to straight away
     * from the wall (tried in steps of 22.5&deg; either way) where its room is on screen and clear
     * of the dot and the wall.
     */
    private Vec2 labelAnchor(Vec2 closest) {
        Vec2 fromWall = dot.center().minus(closest);
        Vec2 away = fromWall.times(1 / fromWall.length()); // the dot never touches the wall, so the length is positive
        for (int k = 0; k < 16; k++) {
            double turn = Math.toRadians(22.5 * ((k + 1) / 2)) * (k % 2 == 0 ? 1 : -1);
            Aabb room = labelRoom(away.rotate(turn));
            if (clearOfDotAndWall(room)) {
                return anchorOf(room);
            }
        }
        return anchorOf(labelRoom(away));
    }

    /** The label is drawn centred above its anchor, so the anchor is the bottom middle of its room. */
    private static Vec2 anchorOf(Aabb room) {
        return new Vec2(room.center().x(), room.maxY());
    }

    private boolean clearOfDotAndWall(Aabb room) {
        return !Collisions.overlaps(dot, room) && !Collisions.overlaps(room, wall);
    }

    /** The label's room just off the dot towards {@code side}, moved onto the screen if need be. */
    private Aabb labelRoom(Vec2 side) {
        double reach = dot.radius() + LABEL_GAP + Math.abs(side.x()) * LABEL_WIDTH / 2 + Math.abs(side.y()) * LABEL_HEIGHT / 2;
        double x = Math.max(LABEL_WIDTH / 2, Math.min(SCREEN.maxX() - LABEL_WIDTH / 2, dot.center().x() + side.x() * reach));
        double y = Math.max(LABEL_HEIGHT / 2, Math.min(SCREEN.maxY() - LABEL_HEIGHT / 2, dot.center().y() + side.y() * reach));
        return new Aabb(x - LABEL_WIDTH / 2, y - LABEL_HEIGHT / 2, x + LABEL_WIDTH / 2, y + LABEL_HEIGHT / 2);
    }

    @Override
    public List<ReadoutTable> readouts() {
        Vec2 closest = Collisions.closestPoint(wall, dot.center());
        double toWall = Math.sqrt(closest.distanceSquared(dot.center()));
        double toOther = Math.sqrt(other.center().distanceSquared(dot.center())) - other.radius() - dot.radius();
        return List.of(ReadoutTable.ofValues(Texts.text("dot.table"),
                ReadoutTable.Row.of("dot.centre", Text.measuredPoint(dot.center())),
                ReadoutTable.Row.of("dot.radius", Text.number(dot.radius(), 1)),
                ReadoutTable.Row.of("dot.closest", Text.measuredPoint(closest)),
                ReadoutTable.Row.of("dot.toWall", Text.number(toWall, 1)),
                ReadoutTable.Row.of("dot.gapWall", Text.number(toWall - dot.radius(), 1)),
                ReadoutTable.Row.of("dot.otherCentre", Text.measuredPoint(other.center())),
                ReadoutTable.Row.of("dot.otherRadius", Text.number(other.radius(), 1)),
                ReadoutTable.Row.of("dot.gapCircle", Text.number(toOther, 1)),
                ReadoutTable.Row.of("dot.undone", Text.count(blocked))));
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        Aabb reach = new Aabb(wall.minX() - slop, wall.minY() - slop, wall.maxX() + slop, wall.maxY() + slop);
        return super.grab(at, slop).or(() -> reach.contains(at) ? Optional.of(pieces().get(2).handle()) : Optional.empty());
    }

    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("dot", Handles.circle(this::dot, c -> dot = c, this::isFree, 2, bounds())),
                new Piece("other", Handles.circle(this::other, c -> other = c, c -> !Collisions.overlaps(dot, c), 2, bounds())),
                new Piece("wall", Handles.within(wallHandle(), bounds(), 0)));
    }

    private Handle wallHandle() {
        return new Handle() {
            @Override
            public Vec2 anchor() {
                return wall.center();
            }

            @Override
            public Aabb extent() {
                return wall;
            }

            @Override
            public void moveTo(Vec2 to) {
                Aabb moved = wall.translate(to.minus(wall.center()));
                if (!Collisions.overlaps(dot, moved)) {
                    wall = moved;
                }
            }
        };
    }

    /**
     * Asks where the dot and the closest wall point are, the two gaps, and the moves undone: only
     * once some were, since they are made only with the keys and a lesson as it opens has none.
     */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                WorksheetQuestion.of("worksheet.q.wall.centre", a -> a.readout("dot.centre", 0)),
                WorksheetQuestion.of("worksheet.q.wall.closest", a -> a.readout("dot.closest", 0)),
                WorksheetQuestion.of("worksheet.q.wall.gap", a -> a.telling("dot.toWall").readout("dot.gapWall", 0)).statedInQuiz("quiz.q.wall.gap",
                        l -> new Object[] {Text.number(dot.radius(), 1), Text.measuredPoint(dot.center()), Text.measuredPoint(new Vec2(wall.minX(), wall.minY())), Text.measuredPoint(new Vec2(wall.maxX(), wall.maxY()))}),
                WorksheetQuestion.of("worksheet.q.wall.circle", a -> a.readout("dot.gapCircle", 0)).statedInQuiz("quiz.q.wall.circle",
                        l -> new Object[] {Text.number(dot.radius(), 1), Text.measuredPoint(dot.center()), Text.number(other.radius(), 1), Text.measuredPoint(other.center())}),
                WorksheetQuestion.of("worksheet.q.wall.undone", a -> a.readout("dot.undone", 0)).when(lesson -> blocked != 0));
    }
}
