package org.spriteplayground.lesson;

import org.spriteplayground.i18n.Texts;

/** The id every lesson carries, kept once; the title is {@code lesson.ID} in the bundles, in the language in force. */
abstract class AbstractLesson implements Lesson {

    private final String id;

    AbstractLesson(String id) {
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

    /** Nothing moves on its own by default: the lesson's bodies move only when a person moves them. */
    @Override
    public void step(double seconds) {
    }
}
