package org.spriteplayground.experiment;

import java.util.Map;
import java.util.WeakHashMap;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * Each sprite's tightness table at whole degrees, measured once: the answer key and the chart
 * read the same table, and it can be measured ahead, off the event thread.
 */
public final class MeasuredTables {

    private static final Map<SpriteAnalysis, TightnessTable> TABLES = new WeakHashMap<>();

    private MeasuredTables() {
    }

    /** Returns the table of {@code sprite} from 0 to 360 degrees in steps of 1. */
    public static TightnessTable of(SpriteAnalysis sprite) {
        synchronized (TABLES) {
            return TABLES.computeIfAbsent(sprite, s -> TightnessTable.of(s, 1));
        }
    }
}
