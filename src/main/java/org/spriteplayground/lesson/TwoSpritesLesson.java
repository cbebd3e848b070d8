package org.spriteplayground.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A lesson on two sprites' shapes, P and Q, each standing at a pose in the field on the left,
 * with the right of the view left for the lesson's working: their turned boxes and hulls, the
 * start a reset puts them back to, and the pieces that drag either by its centre (Shift+drag
 * turns it), its whole image kept in the field. Where the boxes overlap a press takes Q, which is
 * drawn last. Nothing moves by itself.
 */
public abstract class TwoSpritesLesson extends AbstractLesson {

    /** Where the shapes are; a dragged shape keeps its whole image in it. */
    public static final Aabb FIELD = new Aabb(0, 0, 330, 350);

    private static final Aabb BOUNDS = new Aabb(0, 0, 600, 350);

    private final SpriteLibrary library;
    private String spriteP;
    private String spriteQ;
    private Pose startP;
    private Pose startQ;
    private Pose poseP;
    private Pose poseQ;

    /** Sets the lesson {@code id} up with two of {@code library}'s {@code sprite}, P at {@code p} and Q at {@code q}. */
    protected TwoSpritesLesson(String id, SpriteLibrary library, String sprite, Pose p, Pose q) {
        super(id);
        this.library = library;
        this.spriteP = sprite;
        this.spriteQ = sprite;
        this.startP = p;
        this.startQ = q;
        this.poseP = p;
        this.poseQ = q;
    }

    /** Returns the sprites the lesson draws from. */
    protected final SpriteLibrary library() {
        return library;
    }

    /** Called after every placement, a drag's included; nothing by default. */
    protected void moved() {
    }

    /** Returns P's pose. */
    public final Pose poseP() {
        return poseP;
    }

    /** Returns Q's pose. */
    public final Pose poseQ() {
        return poseQ;
    }

    /** Places both shapes. */
    public final void place(Pose p, Pose q) {
        poseP = p;
        poseQ = q;
        moved();
    }

    @Override
    public final void keepAsStart() {
        startP = poseP;
        startQ = poseQ;
    }

    @Override
    public final void reset() {
        place(startP, startQ);
    }

    @Override
    public final Aabb bounds() {
        return BOUNDS;
    }

    @Override
    public Set<Overlay> overlaysUsed() {
        return EnumSet.of(Overlay.SPRITES, Overlay.CENTERS);
    }

    /** Returns the name of P's sprite. */
    public final String spriteP() {
        return spriteP;
    }

    /** Returns the name of Q's sprite. */
    public final String spriteQ() {
        return spriteQ;
    }

    /** Makes P the sprite {@code name}, moved in if its image would now reach out of the field. */
    public final void setSpriteP(String name) {
        spriteP = name;
        pieces().get(0).handle().moveTo(poseP.position());
    }

    /** Makes Q the sprite {@code name}, moved in if its image would now reach out of the field. */
    public final void setSpriteQ(String name) {
        spriteQ = name;
        pieces().get(1).handle().moveTo(poseQ.position());
    }

    /** Returns P's turned box: its opaque pixels' tight box at its pose. */
    public final Obb boxP() {
        return library.get(spriteP).obb(poseP);
    }

    /** Returns Q's turned box. */
    public final Obb boxQ() {
        return library.get(spriteQ).obb(poseQ);
    }

    /** Returns P's hull: its opaque pixels' convex hull at its pose. */
    public final List<Vec2> hullP() {
        return library.get(spriteP).hull(poseP);
    }

    /** Returns Q's hull. */
    public final List<Vec2> hullQ() {
        return library.get(spriteQ).hull(poseQ);
    }

    /** Takes the shape whose turned box, widened by {@code slop}, holds {@code at}: Q first. */
    @Override
    public Optional<Handle> grab(Vec2 at, double slop) {
        for (Piece piece : List.of(pieces().get(1), pieces().get(0))) {
            Obb box = piece.name().equals("P") ? boxP() : boxQ(); // not shown
            if (new Obb(box.center(), box.halfWidth() + slop, box.halfHeight() + slop, box.angle()).contains(at)) {
                return Optional.of(piece.handle());
            }
        }
        return Optional.empty();
    }

    @Override
    public final List<Piece> pieces() {
        return List.of(new Piece("P", posed(() -> poseP, pose -> place(pose, poseQ), spriteP)), // not shown
                new Piece("Q", posed(() -> poseQ, pose -> place(poseP, pose), spriteQ))); // not shown
    }

    /** A shape's handle: dragged by its centre, kept in the field with its whole image; Shift+drag turns it. */
    private Handle posed(Supplier<Pose> get, Consumer<Pose> set, String sprite) {
        return Handles.within(Handles.posed(get, set), FIELD, library.get(sprite).circleRadius());
    }

    /** Returns {@code shape}'s corners as a quiz states them, one decimal each. */
    protected static String corners(List<Vec2> shape) {
        return String.join(", ", shape.stream().map(p -> Text.point(p, 1)).toList());
    }
}
