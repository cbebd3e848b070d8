package org.spriteplayground.lesson;

import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * The sprite a lesson is about, and its current turn, for the tightness chart.
 *
 * @param sprite the sprite, analysed
 * @param degrees its current turn, 0 to 360
 */
public record SpriteFocus(SpriteAnalysis sprite, double degrees) {
}
