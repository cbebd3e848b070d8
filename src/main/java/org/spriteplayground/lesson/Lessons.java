package org.spriteplayground.lesson;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.spriteplayground.sprite.SpriteLibrary;

/** The catalogue: every lesson registered in one list, in menu order. */
public final class Lessons {

    /**
     * One registered lesson.
     *
     * @param id the fixed id, as on the command line
     * @param title the menu title
     * @param factory builds a fresh lesson from the session's sprites
     */
    public record Entry(String id, String title, Function<SpriteLibrary, Lesson> factory) {
    }

    /** All lessons, in menu order; the first is the default. */
    public static final List<Entry> ALL = List.of(
            new Entry(FlyingJets.ID, FlyingJets.TITLE, FlyingJets::new),
            new Entry(ThreeOutcomes.ID, ThreeOutcomes.TITLE, sprites -> new ThreeOutcomes()),
            new Entry(DotAndWall.ID, DotAndWall.TITLE, sprites -> new DotAndWall()),
            new Entry(AngleRadius.ID, AngleRadius.TITLE, sprites -> new AngleRadius()),
            new Entry(BorderCrossings.ID, BorderCrossings.TITLE, sprites -> new BorderCrossings()),
            new Entry(Tunnelling.ID, Tunnelling.TITLE, sprites -> new Tunnelling()),
            new Entry(Stress.ID, Stress.TITLE, Stress::new));

    private Lessons() {
    }

    /** Returns the lesson registered under {@code id}, if any. */
    public static Optional<Entry> byId(String id) {
        return ALL.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** Returns the default lesson: seed 004's flying jets. */
    public static Entry defaultLesson() {
        return ALL.get(0);
    }
}
