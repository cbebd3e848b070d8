package org.spriteplayground.sprite;

/** A sprite could not be loaded; the message is one line, fit to show a user as it is. */
public final class SpriteLoadException extends RuntimeException {

    public SpriteLoadException(String message) {
        super(message);
    }
}
