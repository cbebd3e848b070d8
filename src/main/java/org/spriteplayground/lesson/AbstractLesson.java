package org.spriteplayground.lesson;

import org.spriteplayground.i18n.Texts;

/** The id and title every lesson carries, kept once; the title reads in the language in force. */
abstract class AbstractLesson implements Lesson {

    private final String id;
    private final String title;

    AbstractLesson(String id, String title) {
        this.id = id;
        this.title = title;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return Texts.lessonTitle(id, title);
    }
}
