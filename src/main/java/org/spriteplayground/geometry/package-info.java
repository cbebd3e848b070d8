/**
 * Pure 2D geometry for collision bounds: immutable, validated {@code double} records and the
 * queries a game asks of them. No AWT, no Swing.
 *
 * <p>Coordinates are screen-like: x to the right, y down, so a positive angle turns clockwise
 * on screen. Every yes/no circle test compares squared lengths ({@code dx*dx + dy*dy} against
 * {@code (r1 + r2)^2}) and takes no square root. Touching counts as a collision everywhere: two
 * borders whose gap is at most {@link org.spriteplayground.geometry.Tolerance#TOUCH} world units
 * apart are {@link org.spriteplayground.geometry.CollisionResult#TOUCHING}, and every
 * {@code overlaps} method answers {@code true} for them.
 *
 * <p>The bounding circle of a w&times;h sprite has radius sqrt((w/2)&sup2; + (h/2)&sup2;), the
 * half-diagonal, and is the same at every rotation. The axis-aligned box of the same sprite
 * turned by &theta; has half-extents (|w cos&theta;| + |h sin&theta;|)/2 and
 * (|w sin&theta;| + |h cos&theta;|)/2, so its area wh + (w&sup2; + h&sup2;)|sin 2&theta;|/2
 * changes with the angle: that contrast is what the playground teaches.
 *
 * <p>Two convex polygons are apart exactly when their shadows on some edge normal are apart
 * (the separating axis theorem); {@link org.spriteplayground.geometry.SeparatingAxes} keeps each
 * axis's shadows and gap, and when none separates, the shortest push that parts them.
 *
 * <p>The Minkowski difference A &ominus; B holds every {@code a − b}; it contains the origin exactly
 * when the shapes overlap, its distance from the origin is their gap, and, when they overlap, its
 * border point nearest the origin is the push that parts them
 * ({@link org.spriteplayground.geometry.MinkowskiDifference}). GJK
 * ({@link org.spriteplayground.geometry.Gjk}) finds that distance and the two nearest points from
 * the shapes' {@link org.spriteplayground.geometry.Support} functions alone, growing a simplex of
 * support points towards the origin and keeping every step.
 */
package org.spriteplayground.geometry;
