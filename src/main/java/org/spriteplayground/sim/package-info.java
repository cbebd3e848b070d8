/**
 * The world without a screen: a {@link org.spriteplayground.sim.Simulation} advances a
 * {@link org.spriteplayground.sim.World} by a fixed step of 1/60 s, can pause and single-step,
 * and counts steps, so the same start and the same number of steps always give the same state.
 *
 * <p>Sprites live here as {@link org.spriteplayground.sim.Body} objects: a shape in local space
 * (the sprite, centred on its image centre) plus a pose. The bounding circle comes from the
 * image size alone and never changes as the body turns; the axis-aligned box is recomputed from
 * the pose at every query. Worlds say what to draw through {@link
 * org.spriteplayground.sim.DebugDraw}, filtered by the {@link org.spriteplayground.sim.Overlays}
 * switches; Java2D implements it in {@code render}, tests record it. No AWT, no Swing.
 *
 * <p>Many bodies live in flat arrays instead ({@link org.spriteplayground.sim.Swarm}), and a
 * {@link org.spriteplayground.sim.BroadPhase} finds their overlapping circles from a few
 * candidates: a uniform grid, sweep and prune on x, or a packed box tree. Each candidate is then
 * tested by the circles, so the three find the same pairs from different numbers of candidates.
 */
package org.spriteplayground.sim;
