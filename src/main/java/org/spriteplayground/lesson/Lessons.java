package org.spriteplayground.lesson;

import java.util.List;
import java.util.function.Function;
import org.spriteplayground.sprite.Sprite;

/** The catalogue: every lesson registered in one list, in menu order. */
public final class Lessons {

    /**
     * One registered lesson.
     *
     * @param id the fixed id
     * @param title the menu title
     * @param factory builds a fresh lesson from the bundled jet sprite
     */
    public record Entry(String id, String title, Function<Sprite, Lesson> factory) {
    }

    /** All lessons; the first is the default. */
    public static final List<Entry> ALL = List.of(
            new Entry(FlyingJets.ID, FlyingJets.TITLE, FlyingJets::new));

    private Lessons() {
    }
}
