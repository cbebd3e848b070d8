package org.spriteplayground.sim;

/**
 * Whether the person at the screen asked for reduced motion (View &gt; Reduced motion): a world
 * then draws a static mark where it would flash, one that stays put until the next event. One
 * setting for the whole app, like the theme; a world reads it as it draws.
 */
public final class Motion {

    private static volatile boolean reduced;

    private Motion() {
    }

    /** Returns whether flashes are to be drawn as static marks. */
    public static boolean reduced() {
        return reduced;
    }

    /** Asks for static marks instead of flashes, or for flashes again. */
    public static void setReduced(boolean on) {
        reduced = on;
    }
}
