package org.spriteplayground.lesson.bitmasks;

import java.util.List;
import java.util.Optional;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.AbstractLesson;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.Prediction;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.lesson.WorksheetQuestion;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Two sprites' pixel masks as rows of 64-bit words: A stands still, B is dragged or nudged a pixel
 * at a time by the arrow keys, always to whole pixels. Where they overlap, the rows both cover are
 * ANDed word by word ({@link AlphaMask#overlaps}, {@link AlphaMask#overlapArea}); the readouts
 * count the words against the pixel pairs a plain test compares, and {@link #measured()} times both
 * ways on this machine.
 */
public final class BitmasksLesson extends AbstractLesson implements Prediction.NextPreset {

    /** The lesson's fixed id. */
    public static final String ID = "bitmasks";

    /** The world: room for B on every side of A. */
    private static final Aabb BOUNDS = new Aabb(0, 0, 360, 240);

    /** A's top-left pixel, in world units. */
    static final Vec2 CORNER_A = new Vec2(116, 84);

    private final SpriteLibrary library;
    private final Timings timings = new Timings();
    private String spriteA = "bomber";
    private String spriteB = "jet";
    private int dx = 90;
    private int dy = 30;
    private int startDx = dx;
    private int startDy = dy;

    /** Sets the lesson up with the library's bomber as A and a jet as B, overlapping A's second word. */
    public BitmasksLesson(SpriteLibrary library) {
        super(ID);
        this.library = library;
    }

    @Override
    public String explanation() {
        return Texts.text("bits.explanation");
    }

    @Override
    public String inTheApp() {
        return Texts.text("bits.explanation.app");
    }

    @Override
    public String teacherNote() {
        return Texts.text("bits.teacher");
    }

    /** Returns A's mask. */
    public AlphaMask maskA() {
        return library.get(spriteA).sprite().mask();
    }

    /** Returns B's mask. */
    public AlphaMask maskB() {
        return library.get(spriteB).sprite().mask();
    }

    /** Returns how far right B's top-left pixel stands of A's, in pixels. */
    public int dx() {
        return dx;
    }

    /** Returns how far down B's top-left pixel stands of A's, in pixels. */
    public int dy() {
        return dy;
    }

    /** Returns the word test that stops at the first shared pixel, at B's place. */
    public AlphaMask.WordTest firstHit() {
        return maskA().overlaps(maskB(), dx, dy);
    }

    /** Returns the word test over every word B reaches: its pixels are the overlap area. */
    public AlphaMask.WordTest area() {
        return maskA().overlapArea(maskB(), dx, dy);
    }

    /** A contact while the pixels share one; a false alarm while only the two frames overlap. */
    @Override
    public Optional<StepEvent> standing() {
        if (firstHit().hit()) {
            return Optional.of(StepEvent.CONTACT);
        }
        Aabb a = frameA();
        Aabb b = frameB();
        boolean frames = a.minX() < b.maxX() && b.minX() < a.maxX() && a.minY() < b.maxY() && b.minY() < a.maxY();
        return frames ? Optional.of(StepEvent.FALSE_ALARM) : Optional.empty();
    }

    /** Returns A's frame in the world. */
    Aabb frameA() {
        AlphaMask a = maskA();
        return new Aabb(CORNER_A.x(), CORNER_A.y(), CORNER_A.x() + a.width(), CORNER_A.y() + a.height());
    }

    /** Returns B's frame in the world. */
    Aabb frameB() {
        AlphaMask b = maskB();
        return new Aabb(CORNER_A.x() + dx, CORNER_A.y() + dy, CORNER_A.x() + dx + b.width(), CORNER_A.y() + dy + b.height());
    }

    /** Returns B's top-left pixel's corner in the world. */
    Vec2 cornerB() {
        return new Vec2(CORNER_A.x() + dx, CORNER_A.y() + dy);
    }

    /** Puts B's top-left pixel at the whole pixel nearest {@code corner}, kept with its whole mask in the world. */
    void moveB(Vec2 corner) {
        AlphaMask b = maskB();
        double x = Math.max(BOUNDS.minX(), Math.min(BOUNDS.maxX() - b.width(), corner.x()));
        double y = Math.max(BOUNDS.minY(), Math.min(BOUNDS.maxY() - b.height(), corner.y()));
        dx = (int) Math.round(x - CORNER_A.x());
        dy = (int) Math.round(y - CORNER_A.y());
    }

    @Override
    public void keepAsStart() {
        startDx = dx;
        startDy = dy;
    }

    @Override
    public void reset() {
        dx = startDx;
        dy = startDy;
    }

    @Override
    public Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public String headline() {
        AlphaMask.WordTest first = firstHit();
        return first.hit()
                ? Texts.format("bits.headline.hit", Text.count(first.words()), Text.count(area().pixels()))
                : Texts.format("bits.headline.apart", Text.count(first.words()));
    }

    @Override
    public void draw(DebugDraw target, Overlays overlays) {
        BitmasksDrawing.draw(this, new Labels(target, bounds()));
    }

    @Override
    public List<ReadoutTable> readouts() {
        return BitmasksReadouts.of(this);
    }

    /** Each way's time per test on this machine, measured apart from the lesson's state and the tick. */
    @Override
    public List<ReadoutTable> measured() {
        return BitmasksReadouts.times(timings.of(spriteA, maskA(), spriteB, maskB()));
    }

    @Override
    public List<Control> controls() {
        return List.of(
                new Control.Choice<>(Texts.text("bits.control.spriteA"), Texts.text("bits.control.spriteA.help"), library.names(), SpriteLibrary::shownName,
                        () -> spriteA, this::setSpriteA),
                new Control.Choice<>(Texts.text("bits.control.spriteB"), Texts.text("bits.control.spriteB.help"), library.names(), SpriteLibrary::shownName,
                        () -> spriteB, this::setSpriteB));
    }

    /** Makes A the sprite {@code name}; B keeps its offset, moved in if it would now leave the world. */
    public void setSpriteA(String name) {
        spriteA = name;
        moveB(cornerB());
    }

    /** Makes B the sprite {@code name}, its top-left pixel where it was, moved in if it would now leave the world. */
    public void setSpriteB(String name) {
        spriteB = name;
        moveB(cornerB());
    }

    /** Returns the name of A's sprite. */
    public String spriteA() {
        return spriteA;
    }

    /** Returns the name of B's sprite. */
    public String spriteB() {
        return spriteB;
    }

    @Override
    public List<Piece> pieces() {
        return List.of(new Piece("B", handleB()));
    }

    /** B held by its top-left pixel, which a drag moves to whole pixels. */
    private Handle handleB() {
        return new Handle() {
            @Override
            public Vec2 anchor() {
                return cornerB();
            }

            @Override
            public void moveTo(Vec2 to) {
                moveB(to);
            }

            @Override
            public Aabb extent() {
                return frameB();
            }
        };
    }

    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        Aabb b = frameB();
        boolean on = at.x() >= b.minX() - slop && at.x() <= b.maxX() + slop && at.y() >= b.minY() - slop && at.y() <= b.maxY() + slop;
        return on ? Optional.of(handleB()) : Optional.empty();
    }

    /** The arrows (or W, A, S, D) nudge B one pixel as they go down. */
    @Override
    public boolean steer(Direction direction, boolean down) {
        if (down) {
            Vec2 corner = cornerB();
            moveB(switch (direction) {
                case LEFT -> corner.plus(new Vec2(-1, 0));
                case RIGHT -> corner.plus(new Vec2(1, 0));
                case UP -> corner.plus(new Vec2(0, -1));
                case DOWN -> corner.plus(new Vec2(0, 1));
            });
        }
        return true;
    }

    /** Predict asks of each preset whether the two masks share a pixel. */
    @Override
    public Optional<Prediction> prediction() {
        return Optional.of(this);
    }

    @Override
    public Asks asks() {
        return Asks.PIXELS_TOUCH;
    }

    /** Returns the two sprites, where B stands from A and how far their frames overlap, which the question gives: their pixels are what it asks about. */
    @Override
    public String asked() {
        Aabb a = frameA();
        Aabb b = frameB();
        double wide = Math.max(0, Math.min(a.maxX(), b.maxX()) - Math.max(a.minX(), b.minX()));
        double high = Math.max(0, Math.min(a.maxY(), b.maxY()) - Math.max(a.minY(), b.minY()));
        return Texts.format("bits.asked", SpriteLibrary.shownName(spriteA), SpriteLibrary.shownName(spriteB), Text.point(new Vec2(dx, dy), 0), Text.count(Math.round(wide)), Text.count(Math.round(high)));
    }

    /** Returns OVERLAPPING when a word ANDed is not 0 (a pixel is shared), else NO_COLLISION. */
    @Override
    public CollisionResult outcome() {
        return firstHit().hit() ? CollisionResult.OVERLAPPING : CollisionResult.NO_COLLISION;
    }

    /** Returns A's and B's sizes and where B stands from A, as a quiz question states them. */
    private Object[] placed() {
        return new Object[] {Text.count(maskA().width()), Text.count(maskA().height()), Text.count(maskB().width()), Text.count(maskB().height()),
            Text.point(new Vec2(dx, dy), 0)};
    }

    /** Asks for the words ANDed, the pixels a plain test compares, the first hit and the overlap area. */
    @Override
    public List<WorksheetQuestion> questions() {
        return List.of(
                // A quiz shows neither readouts nor pixels: it states the sizes and the place these two are worked out from.
                WorksheetQuestion.of("worksheet.q.bits.anded", a -> a.telling("bits.row.rows").readout("bits.row.anded", 0)).statedInQuiz("quiz.q.bits.anded", l -> placed()),
                WorksheetQuestion.of("worksheet.q.bits.compared", a -> a.readout("bits.row.compared", 0)).statedInQuiz("quiz.q.bits.compared", l -> placed()),
                WorksheetQuestion.of("worksheet.q.bits.first", a -> a.readout("bits.row.firstWords", 0)),
                WorksheetQuestion.of("worksheet.q.bits.area", a -> a.readout("bits.row.area", 0)));
    }
}
