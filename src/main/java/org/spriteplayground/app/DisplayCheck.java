package org.spriteplayground.app;

import java.awt.AWTError;
import java.awt.GraphicsEnvironment;
import java.awt.HeadlessException;

/** Finds out, before any window is built, whether there is a display to open one on. */
final class DisplayCheck {

    private static final String ADVICE = "run it on a desktop, or under a virtual display: xvfb-run -a java -jar sprite-playground.jar";

    private DisplayCheck() {
    }

    /** Returns null if a window can be opened, else one line saying why not and what to do. */
    static String problem() {
        if (GraphicsEnvironment.isHeadless()) {
            return "no display available (DISPLAY is not set or Java runs headless); " + ADVICE;
        }
        try {
            if (GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices().length == 0) {
                return "no screen found on display " + displayName() + "; " + ADVICE;
            }
            return null;
        } catch (AWTError | HeadlessException | UnsatisfiedLinkError e) {
            return "cannot connect to display " + displayName() + "; " + ADVICE;
        }
    }

    private static String displayName() {
        String display = System.getenv("DISPLAY");
        return display == null || display.isEmpty() ? "(none)" : "'" + display + "'";
    }
}
