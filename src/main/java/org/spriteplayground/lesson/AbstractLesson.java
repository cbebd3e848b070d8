package org.spriteplayground.lesson;

import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/**
 * The id every lesson carries, kept once; the title is {@code lesson.ID} in the bundles, in the
 * language in force, and what it means by each ink it draws is {@code legend.ID.INK}.
 */
public abstract class AbstractLesson implements Lesson {

    private final String id;

    protected AbstractLesson(String id) {
        this.id = id;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return Texts.lessonTitle(id, id);
    }

    /** Returns the text {@code legend.ID.INK}, what this lesson means by the ink; null where the bundles give none. */
    @Override
    public String legendName(Ink ink) {
        String key = "legend." + id + "." + ink.name(); // not shown
        return Texts.has(key) ? Texts.text(key) : null;
    }

    /** Names cells filled in {@code ink} by the text {@code legend.<id>.<FILL>}, given the ink's name in the lesson as {0}; null where the lesson names neither. */
    @Override
    public String legendName(Ink ink, DebugDraw.Fill fill) {
        String key = "legend." + id + "." + fill.name(); // not shown
        String named = legendName(ink);
        return Texts.has(key) && named != null ? Texts.format(key, named) : null;
    }

    /** Nothing moves on its own by default: the lesson's bodies move only when a person moves them. */
    @Override
    public void step(double seconds) {
    }
}
