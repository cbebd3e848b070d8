/**
 * Drawing helpers of the lessons that need nothing of a lesson: the canvas labels ({@link
 * org.spriteplayground.lesson.draw.Labels}) and pictures drawn the same way wherever they appear
 * (the false-alarm map, a swarm's circles, a broad phase's cells, intervals and boxes). They draw
 * through {@link org.spriteplayground.sim.DebugDraw} and import nothing from the lesson package.
 *
 * <p>A label sits at a fixed offset from its anchor, on the side away from the shape it names,
 * slid into the view, with a leader back to the anchor when it had to move. A label that would
 * cover an earlier one moves on past it, and one wider than the view is broken over two lines.
 * What a label keeps off besides other labels ({@code Obstacles}: outlines, filled bodies,
 * sprites' images, leaders, the points drawn) is one rule in {@code Labels} for
 * every lesson, so that no lesson places its labels by hand. A label that finds no clear spot
 * (a world drawn small, in large type) is left out rather than written over the picture, the
 * verdicts placed first where not all fit.
 */
package org.spriteplayground.lesson.draw;
