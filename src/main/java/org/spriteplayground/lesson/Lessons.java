package org.spriteplayground.lesson;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The catalogue: every lesson that registered itself through a {@link LessonProvider}, in menu
 * order. Nothing here names a lesson but the default.
 */
public final class Lessons {

    /**
     * One registered lesson.
     *
     * @param id the fixed id, as on the command line
     * @param title the menu title in English, read when the bundles have none for {@code id}
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

    /** The registered lessons' providers, in menu order. */
    private static final List<LessonProvider> PROVIDERS = new CopyOnWriteArrayList<>(discover());

    /** All lessons, in menu order: a read-only view, which a lesson {@link #register registered} later joins. */
    public static final List<Entry> ALL = new AbstractList<>() {
        @Override
        public Entry get(int index) {
            return PROVIDERS.get(index).entry();
        }

        @Override
        public int size() {
            return PROVIDERS.size();
        }
    };

    private Lessons() {
    }

    /** Returns the lesson registered under {@code id}, if any. */
    public static Optional<Entry> byId(String id) {
        return ALL.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** Returns the default lesson: seed 004's flying jets. */
    public static Entry defaultLesson() {
        return byId(FlyingJets.ID).orElseThrow();
    }

    /**
     * Adds {@code provider}'s lesson to the catalogue, at its menu place, until the returned handle
     * is closed: the hook through which a test defines a lesson of its own and finds it wherever
     * lessons appear, as the lessons found at start-up are.
     *
     * @throws IllegalStateException when a lesson has its id or menu place already
     */
    public static synchronized AutoCloseable register(LessonProvider provider) {
        List<LessonProvider> all = new ArrayList<>(PROVIDERS);
        all.add(provider);
        checked(all);
        PROVIDERS.add(Math.toIntExact(PROVIDERS.stream().filter(p -> p.menuOrder() < provider.menuOrder()).count()), provider);
        return () -> PROVIDERS.remove(provider);
    }

    private static List<LessonProvider> discover() {
        return checked(ServiceLoader.load(LessonProvider.class, Lessons.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .toList());
    }

    /** Returns {@code providers} in menu order, once each id and menu place is found to be taken only once. */
    private static List<LessonProvider> checked(List<LessonProvider> all) {
        List<LessonProvider> providers = all.stream().sorted(Comparator.comparingInt(LessonProvider::menuOrder)).toList();
        Set<String> ids = new HashSet<>();
        Set<Integer> orders = new HashSet<>();
        for (LessonProvider p : providers) {
            if (!ids.add(p.entry().id()) || !orders.add(p.menuOrder())) {
                throw new IllegalStateException("two lessons share the id or menu place of " + p.entry().id());
            }
        }
        return providers;
    }
}
