/**
 * The playground's one owner of state: which lesson is on show and its simulation (pause, speed,
 * step count), the overlay switches, whether the tightness chart shows, the sprite library, the
 * reason for a pause after a failure, and the meter of step times (the views time their own painting). Actions change
 * a {@link org.spriteplayground.playground.Playground}; the window's parts listen to it and keep
 * no copy. The timeline keeps no state at all, only where the lesson
 * on show was built fresh and every change made by hand since as the call that made it, so a step
 * k shown again is a fresh lesson played through the same k steps and calls, exact to the last bit
 * because the simulation is deterministic; it offers the steps since the lesson's step count began
 * (opened, a scene loaded, a preset or a reset). Undo keeps what the timeline held before and
 * after each edit and shows that step again the same way. Like the lessons below it, this package knows no Swing and no AWT, so every sequence
 * of user actions can be replayed and checked headless.
 */
package org.spriteplayground.playground;
