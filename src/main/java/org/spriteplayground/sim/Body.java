package org.spriteplayground.sim;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.BoundingCircle;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * A sprite placed in a world: its shape stays in local space, centred on the image centre, and
 * its pose moves. Velocity is in world units per second, spin in radians per second (positive
 * clockwise on screen). The angle is kept in [0, 2&pi;).
 */
public final class Body {

    private final SpriteAnalysis shape;
    private final Sprite sprite;
    private final Pose start;
    private final double boundingRadius;
    private final Vec2 velocity;
    private final double spin;
    private Pose pose;

    /**
     * @param shape what the body looks like and collides as, analysed
     * @param start where it begins and returns to on reset
     * @param velocity world units per second
     * @param spin radians per second
     */
    public Body(SpriteAnalysis shape, Pose start, Vec2 velocity, double spin) {
        this.shape = shape;
        this.sprite = shape.sprite();
        this.start = new Pose(start.position(), Pose.normalizeAngle(start.angle()));
        this.boundingRadius = BoundingCircle.radiusFor(sprite.width(), sprite.height());
        this.velocity = velocity;
        this.spin = spin;
        this.pose = this.start;
    }

    /** Moves and turns by one step of {@code seconds}. */
    public void advance(double seconds) {
        pose = new Pose(pose.position().plus(velocity.times(seconds)), Pose.normalizeAngle(pose.angle() + spin * seconds));
    }

    /** Returns to the start position; the angle keeps turning from where it is, as in seed 004. */
    public void returnToStart() {
        pose = new Pose(start.position(), pose.angle());
    }

    /** Returns to the start pose exactly: position and angle. */
    public void reset() {
        pose = start;
    }

    /** Puts the body at {@code pose} now (dragged or turned by hand); the start is unchanged. */
    public void place(Pose pose) {
        this.pose = new Pose(pose.position(), Pose.normalizeAngle(pose.angle()));
    }

    /** Returns the sprite's analysis: its bounds of every kind and its turned masks. */
    public SpriteAnalysis shape() {
        return shape;
    }

    /** Returns the sprite. */
    public Sprite sprite() {
        return sprite;
    }

    /** Returns the current pose. */
    public Pose pose() {
        return pose;
    }

    /** Returns the start pose. */
    public Pose start() {
        return start;
    }

    /** Returns the bounding circle at the current position; its radius never changes. */
    public Circle boundingCircle() {
        return new Circle(pose.position(), boundingRadius);
    }

    /** Returns the axis-aligned box of the turned image, computed from the current pose. */
    public Aabb aabb() {
        return Aabb.ofRotatedRect(pose.position().x(), pose.position().y(), sprite.width(), sprite.height(), pose.angle());
    }

    /** Returns the world point of the sprite's nose (the middle of its top edge at angle 0). */
    public Vec2 nose() {
        return pose.toWorld(new Vec2(0, -sprite.height() / 2.0));
    }
}
