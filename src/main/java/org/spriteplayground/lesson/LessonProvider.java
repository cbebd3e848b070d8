package org.spriteplayground.lesson;

import java.util.Set;
import java.util.function.Function;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * What a lesson's own file declares so that the catalogue finds it. Each lesson class holds a
 * nested subclass marked {@code @AutoService(LessonProvider.class)}, whose no-argument
 * constructor names the lesson's menu place, id, title, factory and Help rows of its own; the annotation processor
 * writes the {@code META-INF/services} index at compile time and {@link Lessons} reads it with
 * {@link java.util.ServiceLoader}. Adding a lesson is its file and its test: no list to edit.
 */
public abstract class LessonProvider {

    private final int menuOrder;
    private final Lessons.Entry entry;

    /**
     * @param menuOrder the lesson's place in the Lessons menu (Ctrl+1 for the lowest)
     * @param id the fixed id, as on the command line
     * @param title the menu title
     * @param factory builds a fresh lesson from the session's sprites
     * @param gestures the Help rows of its own (see {@link Lessons.Entry#gestures()})
     */
    protected LessonProvider(int menuOrder, String id, String title, Function<SpriteLibrary, Lesson> factory, String... gestures) {
        this.menuOrder = menuOrder;
        this.entry = new Lessons.Entry(id, title, factory, Set.of(gestures));
    }

    /** Returns the lesson's place in the Lessons menu: lower comes first. */
    public final int menuOrder() {
        return menuOrder;
    }

    /** Returns the lesson's catalogue entry: its id, title and factory. */
    public final Lessons.Entry entry() {
        return entry;
    }
}
