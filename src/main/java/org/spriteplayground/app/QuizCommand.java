package org.spriteplayground.app;

import java.awt.image.BufferedImage;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.quiz.Bank;
import org.spriteplayground.quiz.Format;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.sprite.SpriteLoadException;

/**
 * The {@code quiz} command: a question bank of lessons and scenes, each set up as the
 * {@code worksheet} command sets it up, as Moodle XML or GIFT. Without {@code --out} it writes
 * {@code quiz-ID….xml} (or {@code .txt}) in the working folder and prints its path, then on standard
 * error which worksheet questions it left out and why, one line per reason. Bad arguments:
 * one line on standard error and exit code 2.
 */
final class QuizCommand {

    private QuizCommand() {
    }

    /** Runs {@code quiz}; {@code args} excludes the command word. */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            Options o = Options.parse(args, Options.SOME, "lesson", List.of("--format", "--out"), List.of());
            String named = o.value("--format");
            if (named == null) {
                throw new CliCommands.UsageException(Texts.text("cli.quiz.noFormat"));
            }
            Format format = Format.named(named).orElseThrow(() -> new CliCommands.UsageException(Texts.format("cli.quiz.badFormat", named)));
            Path given = o.value("--out") != null ? CliCommands.outFile(o.value("--out")) : null;
            List<Bank> banks = new ArrayList<>();
            List<String> ids = new ArrayList<>();
            for (String id : o.positionals()) {
                Map<String, BufferedImage> images = new LinkedHashMap<>();
                Playground shown = CliCommands.asWorksheet(id, images);
                banks.add(Bank.of(shown, images));
                ids.add(shown.entry().id());
            }
            Path file = given != null ? given : CliCommands.outFile("quiz-" + String.join("-", ids) + "." + format.extension()); // not shown
            format.write(banks, file);
            out.println(file);
            org.spriteplayground.quiz.LeftOut.sentences(format.leftOut(banks)).forEach(err::println);
            return 0;
        } catch (CliCommands.UsageException | SceneException | SpriteLoadException | FileProblem e) {
            err.println("sprite-playground quiz: " + e.getMessage()); // not shown
            return Main.EXIT_USAGE;
        }
    }

}
