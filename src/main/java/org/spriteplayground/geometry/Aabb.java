package org.spriteplayground.geometry;

/**
 * An axis-aligned box: every point with {@code minX <= x <= maxX} and {@code minY <= y <= maxY},
 * edges included. A box may be degenerate (zero width or height): a segment or a point.
 *
 * @param minX left edge; finite
 * @param minY top edge (y grows downwards); finite
 * @param maxX right edge; finite, {@code >= minX}
 * @param maxY bottom edge; finite, {@code >= minY}
 * @throws IllegalArgumentException for a NaN or infinite bound or for min &gt; max, naming it
 */
public record Aabb(double minX, double minY, double maxX, double maxY) {

    public Aabb {
        Checks.finite("minX", minX);
        Checks.finite("minY", minY);
        Checks.finite("maxX", maxX);
        Checks.finite("maxY", maxY);
        if (minX > maxX) {
            throw new IllegalArgumentException("minX must be <= maxX, was minX=" + minX + " > maxX=" + maxX);
        }
        if (minY > maxY) {
            throw new IllegalArgumentException("minY must be <= maxY, was minY=" + minY + " > maxY=" + maxY);
        }
    }

    /**
     * Returns the box of the given size centred at ({@code cx}, {@code cy}).
     *
     * @throws IllegalArgumentException for a negative or non-finite size or a non-finite centre
     */
    public static Aabb centered(double cx, double cy, double width, double height) {
        Checks.nonNegative("width", width);
        Checks.nonNegative("height", height);
        return new Aabb(cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2);
    }

    /**
     * Returns the axis-aligned box of a {@code width} &times; {@code height} rectangle centred at
     * ({@code cx}, {@code cy}) and turned about its centre by {@code angleRadians} (positive is
     * clockwise on screen). Its half-extents are (|w cos&theta;| + |h sin&theta;|)/2 and
     * (|w sin&theta;| + |h cos&theta;|)/2: equal to the rectangle at 0 and at multiples of
     * &pi;/2 (up to the rounding of {@code cos} and {@code sin}), largest near &pi;/4.
     *
     * @throws IllegalArgumentException for a negative or non-finite size or a non-finite centre
     *     or angle, naming the value
     */
    public static Aabb ofRotatedRect(double cx, double cy, double width, double height, double angleRadians) {
        Checks.nonNegative("width", width);
        Checks.nonNegative("height", height);
        Checks.finite("angleRadians", angleRadians);
        double c = Math.abs(Math.cos(angleRadians));
        double s = Math.abs(Math.sin(angleRadians));
        double halfW = (width * c + height * s) / 2;
        double halfH = (width * s + height * c) / 2;
        return new Aabb(cx - halfW, cy - halfH, cx + halfW, cy + halfH);
    }

    /** Returns {@code maxX - minX}. */
    public double width() {
        return maxX - minX;
    }

    /** Returns {@code maxY - minY}. */
    public double height() {
        return maxY - minY;
    }

    /** Returns width &times; height; zero for a degenerate box. */
    public double area() {
        return width() * height();
    }

    /** Returns the centre point. */
    public Vec2 center() {
        return new Vec2((minX + maxX) / 2, (minY + maxY) / 2);
    }

    /** Returns whether {@code p} lies inside the box or on its edges. */
    public boolean contains(Vec2 p) {
        return p.x() >= minX && p.x() <= maxX && p.y() >= minY && p.y() <= maxY;
    }

    /** Returns the same box moved by {@code offset}. */
    public Aabb translate(Vec2 offset) {
        return new Aabb(minX + offset.x(), minY + offset.y(), maxX + offset.x(), maxY + offset.y());
    }
}
