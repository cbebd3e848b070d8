package org.spriteplayground.lesson;

/**
 * What a lesson's own file declares so that the catalogue finds it. Each lesson class holds a
 * nested provider marked {@code @AutoService(LessonProvider.class)}; the annotation processor
 * writes the {@code META-INF/services} index at compile time and {@link Lessons} reads it with
 * {@link java.util.ServiceLoader}. Adding a lesson is its file and its test: no list to edit.
 */
public interface LessonProvider {

    /** Returns the lesson's place in the Lessons menu (Ctrl+1 for the lowest): lower comes first. */
    int menuOrder();

    /** Returns the lesson's catalogue entry: its id, title and factory. */
    Lessons.Entry entry();
}
