package org.spriteplayground.sprite;

import org.spriteplayground.geometry.Pose;

/**
 * Where a sprite stands for a pixel-exact test: its pivot (the image centre) on the integer
 * lattice and its turn in whole degrees, so that the cached turned masks line up with the world's
 * pixel grid and every bound is computed at exactly the pose the pixels were sampled at.
 *
 * @param x pivot x, whole pixels
 * @param y pivot y, whole pixels (down)
 * @param degrees turn in whole degrees, clockwise on screen, 0 to 359
 */
public record Placement(int x, int y, int degrees) {

    public Placement {
        if (degrees < 0 || degrees >= 360) {
            throw new IllegalArgumentException("degrees must be in [0, 360), was " + degrees);
        }
    }

    /** Returns the nearest placement to a pose: pivot rounded to the lattice, angle to the degree. */
    public static Placement nearest(Pose pose) {
        int degrees = (int) Math.round(Math.toDegrees(Pose.normalizeAngle(pose.angle()))) % 360;
        return new Placement((int) Math.round(pose.position().x()), (int) Math.round(pose.position().y()), degrees);
    }

    /** Returns this placement as a pose, for computing shapes. */
    public Pose pose() {
        return Pose.of(x, y, Math.toRadians(degrees));
    }
}
