/**
 * Drawing helpers of the lessons that need nothing of a lesson: the canvas labels ({@link
 * org.spriteplayground.lesson.draw.Labels}) and pictures drawn the same way wherever they appear
 * (the false-alarm map, a swarm's circles, a broad phase's cells, intervals and boxes). They draw
 * through {@link org.spriteplayground.sim.DebugDraw} and import nothing from the lesson package.
 *
 * <p>A label sits at a fixed offset from its anchor, on the side away from the shape it names,
 * slid into the view, with a leader back to the anchor when it had to move. It does not look for
 * room among the shapes: its background keeps it readable over a line. One case needs more than
 * that: border-crossings as it opens, where the top crossing's coordinates "(0.50000, −1.93649)"
 * fall on "P₀, r₀" at every window size; so a label that would cover an earlier one moves on past
 * it. And a label wider than the view (those coordinates on a worksheet's smallest figure) is
 * broken over two lines.
 */
package org.spriteplayground.lesson.draw;
