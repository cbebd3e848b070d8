package org.spriteplayground.lesson;

/**
 * A ready-made situation, one click away.
 *
 * @param name the button text
 * @param description a sentence for the tooltip: what it shows
 * @param apply puts the lesson into that situation
 */
public record Preset(String name, String description, Runnable apply) {
}
