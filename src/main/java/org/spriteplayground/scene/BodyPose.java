package org.spriteplayground.scene;

/**
 * One placeable body of a scene.
 *
 * @param name the body's name in its lesson ("flyer", "P", "wall")
 * @param x the centre (or anchor) in world units
 * @param y the centre (or anchor) in world units, y down
 * @param angle the turn in degrees, clockwise on screen; 0 for what cannot turn
 * @param radius the radius in world units, NaN for a body with no size
 */
public record BodyPose(String name, double x, double y, double angle, double radius) {
}
