package org.spriteplayground.geometry;

/**
 * Where a shape defined around its own centre is placed in the world: the world position of that
 * centre and the turn about it. Shapes stay in local space; a pose is applied per query.
 *
 * @param position the world position of the shape's centre; not null
 * @param angle the turn in radians, positive clockwise on screen; finite, any value (callers
 *     that need it in [0, 2&pi;) use {@link #normalizeAngle(double)})
 * @throws IllegalArgumentException for a null position or a NaN or infinite angle
 */
public record Pose(Vec2 position, double angle) {

    private static final double TURN = 2 * Math.PI;

    public Pose {
        Checks.notNull("position", position);
        Checks.finite("angle", angle);
    }

    /** Returns the pose at ({@code x}, {@code y}) turned by {@code angle} radians. */
    public static Pose of(double x, double y, double angle) {
        return new Pose(new Vec2(x, y), angle);
    }

    /**
     * Returns {@code angle} folded into [0, 2&pi;). A result that would round up to 2&pi;
     * (a tiny negative input) is returned as 0.
     *
     * @throws IllegalArgumentException for a NaN or infinite angle
     */
    public static double normalizeAngle(double angle) {
        Checks.finite("angle", angle);
        double a = angle % TURN;
        if (a < 0) {
            a += TURN;
        }
        return a >= TURN ? 0 : a;
    }

    /** Returns the local point {@code local} (relative to the shape's centre) in world space. */
    public Vec2 toWorld(Vec2 local) {
        return position.plus(local.rotate(angle));
    }
}
