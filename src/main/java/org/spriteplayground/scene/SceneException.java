package org.spriteplayground.scene;

import org.spriteplayground.i18n.Shown;

/**
 * A scene that cannot be read or applied, with a one-line message a person can act on. Whatever
 * a message echoes from the file, it stays one line without control characters and of a length
 * a person reads ({@link Shown#line}).
 */
public final class SceneException extends Exception {

    public SceneException(String message) {
        super(Shown.line(message));
    }
}
