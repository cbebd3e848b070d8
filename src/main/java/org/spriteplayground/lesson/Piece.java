package org.spriteplayground.lesson;

import org.spriteplayground.i18n.Texts;

/**
 * A body of a lesson that a person can place, by name: what a scene stores, what undo puts back
 * and what the keyboard selects. Its handle applies the same limits as a drag.
 *
 * @param name the body's name in the lesson, as a scene file spells it ("flyer", "P", "wall")
 * @param handle moves, turns and resizes it
 */
public record Piece(String name, Handle handle) {

    /** Returns the body's name as a person reads it, in the language in force ("Flieger"). */
    public String label() {
        return label(name);
    }

    /** Returns the piece {@code name} as a person reads it: {@code lessoncommon.piece.NAME}, else the name itself ("P", "Q"). */
    public static String label(String name) {
        String key = "lessoncommon.piece." + name.replace(' ', '-');
        return Texts.has(key) ? Texts.text(key) : name;
    }
}
