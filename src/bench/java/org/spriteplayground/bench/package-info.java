/**
 * JMH benchmarks, built only by the {@code bench} Maven profile into
 * {@code target/benchmarks.jar}: the stress tick (move, turn, grid broad phase, circle narrow
 * phase) against testing all pairs and against dyn4j's dynamic AABB tree, the stress lesson's
 * whole step, bitmask overlap against a per-pixel loop, the experiment, and the off-screen render
 * of many sprites. {@code java -jar target/benchmarks.jar quick} runs a short pass of each and
 * writes {@code target/bench-summary.json}, each time the CPU time of the benchmark's own thread
 * ({@link org.spriteplayground.bench.CpuTimeProfiler}) so that the figures hold still on a shared
 * machine; without arguments it is JMH's own runner over the full suite.
 * {@link org.spriteplayground.bench.ScreenCheck} measures the app on screen (start-up, frames per
 * second, real against claimed speed, memory) and writes {@code target/screen-summary.json};
 * {@link org.spriteplayground.bench.DocPictures} retakes the README's pictures that need a set-up.
 */
package org.spriteplayground.bench;
