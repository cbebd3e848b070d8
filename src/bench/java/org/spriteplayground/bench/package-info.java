/**
 * JMH benchmarks, built only by the {@code bench} Maven profile into
 * {@code target/benchmarks.jar}: the stress tick (move, turn, grid broad phase, circle narrow
 * phase) against testing all pairs and against dyn4j's dynamic AABB tree, bitmask overlap
 * against a per-pixel loop, the experiment, the stress lesson's whole tick with each confirming
 * bound ({@code StressBenchmark}), and the off-screen render of many sprites.
 * {@code java -jar target/benchmarks.jar quick} runs a short pass of each and writes
 * {@code target/bench-summary.json}; without arguments it is JMH's own runner over the full suite.
 */
package org.spriteplayground.bench;
