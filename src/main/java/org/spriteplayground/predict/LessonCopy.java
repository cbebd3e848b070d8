package org.spriteplayground.predict;

import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.LessonState;
import org.spriteplayground.scene.SceneException;

/** A fresh lesson set to what the playground shows (its choices and bodies, as a saved scene holds them), to run ahead on. */
final class LessonCopy {

    private LessonCopy() {
    }

    /** Returns a copy of the lesson on show; stepping or changing it leaves the playground alone. */
    static Lesson of(Playground model) {
        Lesson copy = model.entry().factory().apply(model.sprites());
        try {
            LessonState.apply(copy, LessonState.choices(model.lesson()), LessonState.bodies(model.lesson()));
        } catch (SceneException e) {
            throw new IllegalStateException("a lesson's own state does not fit a fresh copy of it: " + e.getMessage(), e);
        }
        return copy;
    }
}
