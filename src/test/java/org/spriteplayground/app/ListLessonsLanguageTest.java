package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;

/** The command line speaks the language in force, as {@code -Duser.language=de} sets it: titles, help and one-line errors. */
class ListLessonsLanguageTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @AfterEach
    void backToTheJvmsLanguage() {
        Texts.use(null);
    }

    @Test
    void listLessonsPrintsGermanTitlesInGerman() {
        Texts.use(Locale.GERMAN);
        assertThat(run("--list-lessons")).isZero();
        assertThat(text(out).lines()).hasSize(Lessons.ALL.size()).first().isEqualTo("flying-jets\tFliegende Jets: Begrenzungskreise (Vorlage 004)");
        assertThat(text(out)).contains("dot-and-wall\tPunkt und Wand: Kreis gegen Rechteck (Vorlage 001)").doesNotContain("Flying jets");
    }

    @Test
    void helpAndErrorsAreInFrench() {
        Texts.use(Locale.FRENCH);
        assertThat(run("--help")).isZero();
        assertThat(text(out)).startsWith("Utilisation\u00A0: java -jar sprite-playground.jar").contains("xvfb-run").contains("worksheet LESSON_OR_SCENE");
        assertThat(run("--lesson", "warp-drive")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).startsWith("sprite-playground: leçon inconnue «\u00A0warp-drive\u00A0» (connues\u00A0: flying-jets,").hasLineCount(1);
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
