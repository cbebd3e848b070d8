package org.spriteplayground.ui.canvas;

import java.awt.FontMetrics;
import java.util.HashMap;
import java.util.Map;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.playground.Playground;

/**
 * The height the canvas keeps for its status strip: the lines its text takes now, the status
 * counted in its longest paused and running forms, and never fewer than it has taken since the
 * canvas last changed width or lesson. The world below moves only when the text first needs a
 * line more (the stress lesson's 10,000 jets), never back and forth as the counts change each
 * frame, nor when pausing or resuming; and no line is kept for counts the lesson has not shown
 * (seven-digit counts kept the stress lesson's world 150 px short at presentation ×2).
 */
final class StripReserve {

    /** The most lines taken, by the strip's type size. */
    private final Map<Float, Integer> rows = new HashMap<>();
    private int width = -1;
    private Lesson lesson;

    /** Returns the strip's height in the bold type {@code fm} on a canvas {@code width} pixels wide, and remembers the lines it keeps. */
    int height(FontMetrics fm, Playground model, PaintMeter meter, int width) {
        if (width != this.width || model.lesson() != lesson) {
            rows.clear();
            this.width = width;
            lesson = model.lesson();
        }
        int kept = rows.merge(fm.getFont().getSize2D(), CanvasStatus.rowsNow(fm, model, meter, width), Math::max);
        return CanvasStatus.height(fm, kept);
    }
}
