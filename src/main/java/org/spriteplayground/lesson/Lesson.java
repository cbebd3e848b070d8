package org.spriteplayground.lesson;

import java.util.List;
import org.spriteplayground.sim.World;

/** A scene that teaches one idea: the world it runs, what it says, and what it measures. */
public interface Lesson extends World {

    /** Returns the fixed id, used on the command line (lower case, dashes). */
    String id();

    /** Returns the title shown in menus. */
    String title();

    /** Returns one paragraph, in plain words, of what to watch for. */
    String explanation();

    /** Returns the live numbers for the current state, as tables. */
    List<ReadoutTable> readouts();
}
