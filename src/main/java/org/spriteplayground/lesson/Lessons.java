package org.spriteplayground.lesson;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.minkowski.MinkowskiLesson;
import org.spriteplayground.lesson.robustness.FloatingPoint;
import org.spriteplayground.lesson.bitmasks.BitmasksLesson;
import org.spriteplayground.sprite.SpriteLibrary;

/** The catalogue: every lesson, in menu order (Ctrl+1 for the first). */
public final class Lessons {

    /**
     * One lesson of the catalogue.
     *
     * @param id the fixed id, as on the command line
     * @param title the menu title read when the bundles have no {@code lesson.ID}
     * @param factory builds a fresh lesson from the session's sprites
     * @param gestures the Help rows of its own, by gesture name ({@code help.gesture.NAME.*}, whose
     *     description is a pattern given the lesson's title): the arrows steer the dot in one lesson only
     */
    public record Entry(String id, String title, Function<SpriteLibrary, Lesson> factory, Set<String> gestures) {

        public Entry {
            gestures = Set.copyOf(gestures);
        }

        /** A lesson with no Help rows of its own. */
        public Entry(String id, String title, Function<SpriteLibrary, Lesson> factory) {
            this(id, title, factory, Set.of());
        }

        /** Returns the menu title in the language in force ({@code lesson.ID} in the bundles). */
        @Override
        public String title() {
            return Texts.lessonTitle(id, title);
        }
    }

    /** The lessons in menu order, the built-in ones first; the bundles hold their titles. */
    private static final List<Entry> ENTRIES = new CopyOnWriteArrayList<>(List.of(
            new Entry(FlyingJets.ID, FlyingJets.ID, FlyingJets::new),
            new Entry(ThreeOutcomes.ID, ThreeOutcomes.ID, sprites -> new ThreeOutcomes()),
            new Entry(DotAndWall.ID, DotAndWall.ID, sprites -> new DotAndWall(), Set.of("steer")),
            new Entry(AngleRadius.ID, AngleRadius.ID, sprites -> new AngleRadius()),
            new Entry(BorderCrossings.ID, BorderCrossings.ID, sprites -> new BorderCrossings()),
            new Entry(Tunnelling.ID, Tunnelling.ID, sprites -> new Tunnelling()),
            new Entry(Stress.ID, Stress.ID, Stress::new),
            new Entry(BroadPhases.ID, BroadPhases.ID, BroadPhases::new),
            new Entry(SeparatingAxesLesson.ID, SeparatingAxesLesson.ID, SeparatingAxesLesson::new),
            new Entry(MinkowskiLesson.ID, MinkowskiLesson.ID, MinkowskiLesson::new),
            new Entry(BitmasksLesson.ID, BitmasksLesson.ID, BitmasksLesson::new, Set.of("nudge")),
            new Entry(FloatingPoint.ID, FloatingPoint.ID, sprites -> new FloatingPoint())));

    /** All lessons, in menu order: a read-only view, which a lesson {@link #register registered} later joins. */
    public static final List<Entry> ALL = Collections.unmodifiableList(ENTRIES);

    /** Whether each lesson has Predict, asked once: {@link #predicting()}. */
    private static final Map<Entry, Boolean> PREDICTS = new ConcurrentHashMap<>();

    private Lessons() {
    }

    /** Returns the lesson registered under {@code id}, if any. */
    public static Optional<Entry> byId(String id) {
        return ALL.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /**
     * Returns the ids of the lessons Predict works in, in menu order: those whose {@link
     * Lesson#prediction()} is present, each lesson built once (with the bundled sprites) to ask.
     */
    public static List<String> predicting() {
        return ALL.stream().filter(e -> PREDICTS.computeIfAbsent(e, entry -> entry.factory().apply(SpriteLibrary.bundled()).prediction().isPresent()))
                .map(Entry::id).toList();
    }

    /** Returns the default lesson: seed 004's flying jets. */
    public static Entry defaultLesson() {
        return byId(FlyingJets.ID).orElseThrow();
    }

    /**
     * Adds {@code entry} last to the catalogue until the returned handle is closed: the hook
     * through which a test defines a lesson of its own and finds it wherever lessons appear, as the
     * built-in ones are.
     *
     * @throws IllegalStateException when a lesson has its id already
     */
    public static synchronized AutoCloseable register(Entry entry) {
        if (byId(entry.id()).isPresent()) {
            throw new IllegalStateException("two lessons share the id " + entry.id());
        }
        ENTRIES.add(entry);
        return () -> ENTRIES.remove(entry);
    }
}
