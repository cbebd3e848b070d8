package org.spriteplayground.app;

import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spriteplayground.classroom.AnswersCsv;
import org.spriteplayground.classroom.ClassChart;
import org.spriteplayground.classroom.ClassResults;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;

/**
 * The {@code class} command: the class's results from answers CSVs as a table on standard output
 * (a header, then one line per question), each file or line left out named on standard error, one
 * line each, and with {@code --out FILE.pdf} the chart as one PDF page. Exit 0 when some file was
 * read, 2 on bad arguments or when none could be.
 */
final class ClassCommand {

    /** What starts each line on standard error: the program and the command. */
    private static final String NAME = "sprite-playground" + " class: ";

    private ClassCommand() {
    }

    /** Runs {@code class}; {@code args} excludes the command word. */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        List<Path> files = new ArrayList<>();
        String pdf = null;
        try {
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                if (arg.equals("--out")) {
                    if (pdf != null) {
                        return usage(err, Texts.format("cli.givenTwice", arg));
                    }
                    if (i + 1 >= args.size()) {
                        return usage(err, Texts.format("cli.needsValue", arg));
                    }
                    pdf = args.get(++i);
                } else if (arg.startsWith("--")) {
                    return usage(err, Texts.format("cli.unknownOption", Shown.name(arg)));
                } else {
                    files.add(Path.of(arg));
                }
            }
        } catch (InvalidPathException e) {
            return usage(err, Texts.format("cli.badPath", Shown.path(e.getInput())));
        }
        if (files.isEmpty()) {
            return usage(err, Texts.text("cli.classNeedsFiles"));
        }
        if (pdf != null && !pdf.toLowerCase(Locale.ROOT).endsWith(".pdf")) {
            return usage(err, Texts.format("cli.classNotPdf", Shown.path(pdf)));
        }
        AnswersCsv.Read read = AnswersCsv.read(files, done -> { });
        read.problems().forEach(p -> err.println(NAME + Shown.line(p)));
        if (read.files() == 0) {
            return usage(err, Texts.text("cli.classNothingRead"));
        }
        List<ClassResults.Row> rows = ClassResults.of(read.answers());
        ClassResults.lines(rows).forEach(out::println);
        out.flush();
        if (pdf != null) {
            if (rows.isEmpty()) {
                return usage(err, Texts.format("cli.classNoAnswers", Shown.path(pdf)));
            }
            try {
                ClassChart.writePdf(Path.of(pdf).toAbsolutePath().normalize(), rows);
            } catch (FileProblem | InvalidPathException e) {
                return usage(err, e instanceof InvalidPathException ? Texts.format("cli.badPath", Shown.path(pdf)) : e.getMessage());
            }
        }
        return 0;
    }

    private static int usage(PrintStream err, String message) {
        err.println(NAME + message);
        return Main.EXIT_USAGE;
    }
}
