package org.spriteplayground.scene;

/** A scene that cannot be read or applied, with a one-line message a person can act on. */
public final class SceneException extends Exception {

    private static final long serialVersionUID = 1L;

    public SceneException(String message) {
        super(message);
    }
}
