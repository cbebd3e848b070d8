package org.spriteplayground.lesson;

/**
 * A body of a lesson that a person can place, by name: what a scene stores, what undo puts back
 * and what the keyboard selects. Its handle applies the same limits as a drag.
 *
 * @param name the body's name in the lesson, as a scene file spells it ("flyer", "P", "wall")
 * @param handle moves, turns and resizes it
 */
public record Piece(String name, Handle handle) {
}
