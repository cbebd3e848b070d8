package org.spriteplayground.app;

import java.awt.AWTError;
import java.awt.GraphicsEnvironment;
import java.awt.HeadlessException;
import org.spriteplayground.i18n.Texts;

/** Finds out, before any window is built, whether there is a display to open one on. */
final class DisplayCheck {

    private DisplayCheck() {
    }

    /** Returns null if a window can be opened, else one line saying why not and what to do. */
    static String problem() {
        if (GraphicsEnvironment.isHeadless()) {
            return Texts.format("startup.noDisplay", advice());
        }
        try {
            if (GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices().length == 0) {
                return Texts.format("startup.noScreen", displayName(), advice());
            }
            return null;
        } catch (AWTError | HeadlessException | UnsatisfiedLinkError e) {
            return Texts.format("startup.cannotConnect", displayName(), advice());
        }
    }

    private static String displayName() {
        String display = System.getenv("DISPLAY");
        return display == null || display.isEmpty() ? Texts.text("startup.noDisplayName") : "'" + display + "'";
    }

    /** Returns what to do instead: run on a desktop or under a virtual display. */
    private static String advice() {
        return Texts.text("startup.advice");
    }
}
