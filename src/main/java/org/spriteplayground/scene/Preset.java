package org.spriteplayground.scene;

/**
 * A ready-made situation, one click away: a scene shipped in the jar, put into a live lesson.
 *
 * @param name the button text in the language in force (in English, the scene's title)
 * @param description a sentence for the tooltip: what it shows (in English, the scene's description)
 * @param apply puts the lesson into that situation: a new start, the scene's choices and bodies
 */
public record Preset(String name, String description, Runnable apply) {
}
