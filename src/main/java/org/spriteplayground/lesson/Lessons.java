package org.spriteplayground.lesson;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
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
     */
    public record Entry(String id, String title, Function<SpriteLibrary, Lesson> factory) {

        /** Returns the menu title in the language in force ({@code lesson.ID} in the bundles). */
        @Override
        public String title() {
            return Texts.lessonTitle(id, title);
        }
    }

    /** All lessons, in menu order. */
    public static final List<Entry> ALL = discover();

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

    private static List<Entry> discover() {
        List<LessonProvider> providers = ServiceLoader.load(LessonProvider.class, Lessons.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparingInt(LessonProvider::menuOrder))
                .toList();
        Set<String> ids = new HashSet<>();
        Set<Integer> orders = new HashSet<>();
        for (LessonProvider p : providers) {
            if (!ids.add(p.entry().id()) || !orders.add(p.menuOrder())) {
                throw new IllegalStateException("two lessons share the id or menu place of " + p.entry().id());
            }
        }
        return providers.stream().map(LessonProvider::entry).toList();
    }
}
