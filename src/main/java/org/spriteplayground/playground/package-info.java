/**
 * The playground's one owner of state: which lesson is on show and its simulation (pause, speed,
 * step count), the overlay switches, whether the tightness chart shows, the sprite library, the
 * reason for a pause after a failure, and the one meter of tick and paint times. Actions change
 * a {@link org.spriteplayground.playground.Playground}; the window's parts listen to it and keep
 * no copy. Like the lessons below it, this package knows no Swing and no AWT, so every sequence
 * of user actions can be replayed and checked headless.
 */
package org.spriteplayground.playground;
