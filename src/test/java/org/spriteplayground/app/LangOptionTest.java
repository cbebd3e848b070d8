package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;

/**
 * {@code --lang en|de|fr}, anywhere on the command line of the window and of every command, sets
 * the language of that run: what it prints (here a bad option's message, which every command and
 * the window's own command line print before any work) is in that language, whatever the
 * language in force before; a missing or unknown language is one line and exit code 2.
 */
class LangOptionTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @AfterEach
    void theJvmsLanguageAgain() {
        Texts.use(null);
    }

    static Stream<Arguments> cases() {
        List<List<String>> commands = List.of(List.of(), List.of("report", "jet"), List.of("experiment", "jet", "saucer"),
                List.of("worksheet", "flying-jets"), List.of("quiz", "flying-jets", "--format", "gift"), List.of("class", "a.csv"));
        return commands.stream().flatMap(c -> Stream.of("en", "de", "fr").map(l -> Arguments.of(c, l)));
    }

    @ParameterizedTest(name = "{0} --lang {1}")
    @MethodSource("cases")
    void everyCommandAndTheWindowSpeakTheLanguageAsked(List<String> command, String language) {
        Texts.use(language.equals("fr") ? Locale.GERMAN : Locale.FRENCH); // another language in force before
        List<String> args = new ArrayList<>(command);
        args.add(args.isEmpty() ? 0 : 1, "--lang"); // anywhere: after the command's name, or first for the window
        args.add(args.indexOf("--lang") + 1, language);
        args.add("--bogus");
        assertThat(run(args.toArray(String[]::new))).isEqualTo(Main.EXIT_USAGE);
        String expected = Texts.inLanguage(Locale.forLanguageTag(language), () -> Texts.format("cli.unknownOption", "--bogus"));
        String expectedWindow = Texts.inLanguage(Locale.forLanguageTag(language), () -> Texts.format("cli.unknownArgument", "--bogus"));
        assertThat(text(err).lines().toList()).singleElement().asString().startsWith("sprite-playground")
                .satisfiesAnyOf(line -> assertThat(line).endsWith(": " + expected), line -> assertThat(line).endsWith(": " + expectedWindow));
    }

    @Test
    void theHelpListsItInEachLanguage() {
        for (String language : List.of("en", "de", "fr")) {
            out.reset();
            assertThat(run("--help", "--lang", language)).isZero();
            assertThat(text(out)).contains("--lang en|de|fr").contains(Texts.inLanguage(Locale.forLanguageTag(language), () -> Texts.text("cli.usage")).lines().findFirst().orElseThrow());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"xx", "EN", "english", "--help"})
    void anUnknownLanguageIsOneLineAndExitCode2(String language) {
        Texts.use(Locale.ENGLISH);
        assertThat(run("worksheet", "flying-jets", "--lang", language)).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: unknown language '" + language + "' (known: en, de, fr)" + System.lineSeparator());
        assertThat(text(out)).isEmpty();
    }

    @Test
    void aMissingOrRepeatedLanguageIsOneLineAndExitCode2() {
        Texts.use(Locale.ENGLISH);
        assertThat(run("--lesson", "flying-jets", "--lang")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err)).isEqualTo("sprite-playground: --lang needs a language (en, de, fr)" + System.lineSeparator());
        err.reset();
        assertThat(run("--lang", "de", "--lang", "fr")).isEqualTo(Main.EXIT_USAGE);
        assertThat(text(err).lines().toList()).hasSize(1);
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
