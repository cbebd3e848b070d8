/**
 * The lesson on the Minkowski difference and GJK. Two convex shapes P and Q meet exactly when
 * the origin lies in P &ominus; Q = {p − q}; the origin's distance to that difference is the gap
 * between them, and when it lies inside, the difference's border point nearest it is the shortest
 * push that parts them. GJK finds that distance without building the difference, from a few of
 * its support points; the lesson steps through its iterations. When P is a circle, P &ominus; Q is
 * a polygon grown by its radius, and GJK, landing on a new point of its round corners at every
 * step, only ever gets closer. Where Q's centre may lie for the shapes to meet is the Minkowski
 * sum of P and Q mirrored about its centre, the shape behind the false-alarm map.
 */
package org.spriteplayground.lesson.minkowski;
