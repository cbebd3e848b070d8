package org.spriteplayground.worksheet;

import java.awt.image.BufferedImage;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/** The worksheet tests' common round: every lesson in every language, run to the step its sheet states. */
final class Sheets {

    /** What a test checks of one sheet's lesson; {@code where} names it ("de tunnelling"). */
    interface Check {
        void sheet(String where, Lesson lesson) throws Exception;
    }

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** The bundled sprites' images by name, decoded once per test JVM and never drawn on: every worksheet test hands them to each sheet it writes. */
    static final Map<String, BufferedImage> IMAGES = Collections.unmodifiableMap(SpriteLoader.BUNDLED.stream()
            .collect(Collectors.toMap(name -> name, name -> SpriteLoader.bundled(name).image(), (a, b) -> a, LinkedHashMap::new)));

    private Sheets() {
    }

    /** Runs {@code check} on every lesson in English, German and French, each run to its worksheet's step; English again after. */
    static void eachLessonAndLanguage(Check check) throws Exception {
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Lesson lesson = entry.factory().apply(SPRITES);
                    for (int i = 0; i < lesson.worksheetSteps(); i++) {
                        lesson.step(Simulation.STEP_SECONDS);
                    }
                    check.sheet(language + " " + entry.id(), lesson);
                }
            }
        } finally {
            Texts.use(null);
        }
    }
}
