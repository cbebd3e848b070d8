package org.spriteplayground.quiz;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoadException;
import org.spriteplayground.sprite.SpriteLoader;

/** Every lesson set up as the {@code worksheet} and {@code quiz} commands set it up, and its quiz, in a language. */
public final class QuizCases {

    /** The languages a quiz is checked in. */
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);

    /**
     * One lesson's state and its quiz.
     *
     * @param shown the lesson as it opens, run to its worksheet step
     * @param bank its quiz, made in the case's language
     */
    public record Case(Playground shown, Bank bank) {
    }

    private QuizCases() {
    }

    /** The cases made so far, by language: the test classes read them, never change them. */
    private static final Map<Locale, List<Case>> MADE = new java.util.concurrent.ConcurrentHashMap<>();

    /** Returns every lesson's case, each made with {@link Texts#inLanguage} in {@code language}. */
    public static List<Case> all(Locale language) {
        return MADE.computeIfAbsent(language, QuizCases::make);
    }

    private static List<Case> make(Locale language) {
        return Texts.inLanguage(language, () -> {
            List<Case> cases = new ArrayList<>();
            for (Lessons.Entry entry : Lessons.ALL) {
                Map<String, BufferedImage> images = images();
                Playground shown = new Playground(entry, SpriteLibrary.bundled());
                while (shown.simulation().steps() < shown.lesson().worksheetSteps()) {
                    shown.step();
                }
                cases.add(new Case(shown, Bank.of(shown, images)));
            }
            return List.copyOf(cases);
        });
    }

    private static Map<String, BufferedImage> images() {
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        try {
            for (String name : SpriteLoader.BUNDLED) {
                images.put(name, SpriteLoader.bundled(name).image());
            }
        } catch (SpriteLoadException e) {
            throw new IllegalStateException(e);
        }
        return images;
    }
}
