package org.spriteplayground.app;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spriteplayground.classroom.AnswersCsv;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.LoadedSprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoadException;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.ui.SceneSprites;
import org.spriteplayground.worksheet.WorksheetWriter;

/**
 * The display-free commands: {@code report} (a sprite's tightness table) and {@code experiment}
 * (bound kinds against pixel truth for a pair of sprites), both writing CSV to standard output
 * or to {@code --out FILE}, {@code worksheet} (a lesson's printable PDF) and {@code class}
 * ({@link ClassCommand}). Bad arguments and unusable input end with one line on standard error
 * and exit code 2.
 */
final class CliCommands {

    /** Returns the commands' part of the help text, in the language in force. */
    static String usage() {
        String notes = wrapped(Texts.format("cli.usage.experimentNotes", ExperimentLimits.trialsRange(), ExperimentLimits.seedRange(),
                Experiment.falseAlarmRate(), Experiment.timing(), Theory.CSV_HEADER));
        String text = Texts.format("cli.usage.commands", TightnessTable.HEADER, ExperimentLimits.DEFAULT_TRIALS, String.valueOf(ExperimentLimits.DEFAULT_SEED),
                Experiment.HEADER, notes) + "\n" + Texts.format("cli.usage.class", AnswersCsv.HEADER)
                + "\n" + Texts.format("cli.usage.sprite", String.join(", ", SpriteLoader.BUNDLED), String.valueOf(SpriteLoader.MAX_SIDE));
        return String.join(System.lineSeparator(), text.split("\n", -1));
    }

    /**
     * Runs the display-free command {@code command} with {@code args} (the words after it) and
     * returns its exit code, or -1 if {@code command} names none: the window's command line then.
     */
    static int run(String command, List<String> args, PrintStream out, PrintStream err) {
        return switch (command) {
            case "report" -> report(args, out, err);
            case "experiment" -> experiment(args, out, err);
            case "worksheet" -> worksheet(args, out, err);
            case "quiz" -> QuizCommand.run(args, out, err);
            case "class" -> ClassCommand.run(args, out, err);
            default -> -1;
        };
    }

    /** Help text is wrapped to this many columns. */
    private static final int HELP_WIDTH = 88;

    /** A bad argument or unusable input: its message is the one line to print. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }

    /** The program's name, which starts each error line: "sprite-playground report: ...". */
    private static final String PROGRAM = "sprite-playground";

    /** The finest turn step {@code report} takes, in degrees: 36,000 rows for a whole turn. */
    static final double MIN_STEP = 0.01;
    /** From this many trials on, {@code experiment} says on standard error how far it has come. */
    static final int TRIALS_WITH_PROGRESS = 5_000_000;

    private CliCommands() {
    }

    /** Runs {@code report}; {@code args} excludes the command word. */
    static int report(List<String> args, PrintStream out, PrintStream err) {
        try {
            Options o = Options.parse(args, 1, "sprite", List.of("--step", "--out"), List.of());
            double step = o.number("--step", 1, MIN_STEP, 360, Texts.text("cli.stepRange"));
            TightnessTable table = TightnessTable.of(analyse(o.positional(0)), step);
            emit(table.csvLines(), o.value("--out"), out);
            return 0;
        } catch (UsageException e) {
            err.println(PROGRAM + " report: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
    }

    /** Returns a progress listener that writes a line to {@code err} at each further tenth done. */
    static java.util.function.IntConsumer tenths(PrintStream err, String command) {
        int[] said = {0};
        return percent -> {
            if (percent / 10 > said[0] / 10 && percent < 100) {
                said[0] = percent;
                err.println(PROGRAM + " " + command + ": " + Texts.format("cli.progress", percent / 10 * 10));
                err.flush();
            }
        };
    }

    /** Runs {@code experiment}; {@code args} excludes the command word. */
    static int experiment(List<String> args, PrintStream out, PrintStream err) {
        try {
            Options o = Options.parse(args, 2, "sprite", List.of("--trials", "--seed", "--out"), List.of("--theory"));
            int trials = (int) o.checked("--trials", ExperimentLimits.DEFAULT_TRIALS, ExperimentLimits::trialsProblem);
            long seed = o.checked("--seed", ExperimentLimits.DEFAULT_SEED, ExperimentLimits::seedProblem);
            SpriteAnalysis a = analyse(o.positional(0));
            SpriteAnalysis b = analyse(o.positional(1));
            Experiment.Result result = trials < TRIALS_WITH_PROGRESS ? Experiment.run(a, b, trials, seed)
                    : Experiment.run(a, b, trials, seed, tenths(err, "experiment"), () -> false);
            emit(result.csvLines(), o.value("--out"), out);
            if (o.has("--theory")) {
                out.println();
                Theory.of(a, b).csvLines(result).forEach(out::println);
                out.flush();
            }
            return 0;
        } catch (UsageException e) {
            err.println(PROGRAM + " experiment: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
    }

    /** Runs {@code worksheet}; {@code args} excludes the command word. */
    static int worksheet(List<String> args, PrintStream out, PrintStream err) {
        try {
            Options o = Options.parse(args, 1, "lesson", List.of("--out"), List.of());
            String id = o.positional(0);
            // A worksheet is a PDF: a name of another kind would hold one under a false name.
            Path given = o.value("--out") != null ? outFile(o.value("--out")) : null;
            if (given != null && !o.value("--out").toLowerCase(java.util.Locale.ROOT).endsWith(".pdf")) {
                throw new UsageException(Texts.format("cli.notPdf", o.value("--out")));
            }
            Map<String, BufferedImage> images = new LinkedHashMap<>();
            Playground shown = asWorksheet(id, images);
            String name = shown.entry().id();
            Path file = given != null ? given : outFile("worksheet-" + name + ".pdf");
            new WorksheetWriter(shown.lesson(), shown.overlays(), images, shown.simulation().steps(), shown.byHand(), shown.sceneFile()).write(file);
            out.println(file);
            return 0;
        } catch (UsageException | SceneException | SpriteLoadException | FileProblem e) {
            err.println(PROGRAM + " worksheet: " + e.getMessage());
        } catch (IOException e) {
            err.println(PROGRAM + " worksheet: " + e.getClass().getSimpleName() + (e.getMessage() != null ? " " + Shown.line(e.getMessage()) : ""));
        }
        return Main.EXIT_USAGE;
    }

    /**
     * Returns a playground showing {@code id}, a lesson id or a scene file, as a worksheet of it is
     * made: run to its worksheet step ({@link org.spriteplayground.lesson.Lesson#worksheetSteps()}),
     * since counted questions ("how many resets?") are asked of the run the page states, not of
     * step 0, where all are 0. The sprites' images go into {@code images} by name.
     */
    static Playground asWorksheet(String id, Map<String, BufferedImage> images) throws UsageException, SceneException, SpriteLoadException {
        SpriteLibrary sprites = bundled(images);
        Playground shown = new Playground(Lessons.defaultLesson(), sprites);
        if (id.toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
            SceneSprites read = SceneSprites.read(Path.of(id));
            try {
                read.showIn(shown, images, false);
                shown.keptIn(Path.of(id));
            } catch (SceneException e) {
                throw SceneFiles.inFile(Path.of(id), e);
            }
        } else {
            shown.open(entry(id));
        }
        while (shown.simulation().steps() < shown.lesson().worksheetSteps()) {
            shown.step();
        }
        return shown;
    }

    /** Returns a library of the bundled sprites, putting each one's image into {@code images} by name. */
    static SpriteLibrary bundled(Map<String, BufferedImage> images) throws SpriteLoadException {
        SpriteLibrary library = new SpriteLibrary();
        for (String name : SpriteLoader.BUNDLED) {
            LoadedSprite loaded = SpriteLoader.bundled(name);
            library.add(loaded.sprite());
            images.put(name, loaded.image());
        }
        return library;
    }

    private static Lessons.Entry entry(String id) throws UsageException {
        return Lessons.byId(id).orElseThrow(() -> new UsageException(Texts.format("cli.unknownLesson", Shown.name(id),
                Lessons.ALL.stream().map(Lessons.Entry::id).collect(java.util.stream.Collectors.joining(", ")))));
    }

    /**
     * Returns {@code name} as an absolute path, if it names a file rather than a folder; whether
     * its folder can be written to the write itself finds out, and says as every save does.
     */
    static Path outFile(String name) throws UsageException {
        try {
            Path file = Path.of(name).toAbsolutePath().normalize();
            if (java.nio.file.Files.isDirectory(file) || name.endsWith("/") || name.endsWith(java.io.File.separator)) {
                throw new UsageException(Texts.format("cli.isFolder", Shown.path(name)));
            }
            return file;
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException(Texts.format("cli.badPath", Shown.path(name)));
        }
    }

    /** Loads a bundled sprite by name, or an image file by path, and analyses it. */
    static SpriteAnalysis analyse(String sprite) throws UsageException {
        try {
            if (SpriteLoader.BUNDLED.contains(sprite)) {
                return SpriteAnalysis.of(SpriteLoader.bundled(sprite).sprite());
            }
            Path path = Path.of(sprite);
            if (!java.nio.file.Files.exists(path) && !sprite.contains("/") && !sprite.contains(".")) {
                throw new UsageException(Texts.format("cli.noSprite", Shown.name(sprite), String.join(", ", SpriteLoader.BUNDLED)));
            }
            return SpriteAnalysis.of(SpriteLoader.load(path).sprite());
        } catch (SpriteLoadException e) {
            throw new UsageException(e.getMessage());
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException(Texts.format("cli.notSpriteOrPath", Shown.name(sprite)));
        }
    }

    /** Returns {@code text} broken into help lines indented by six spaces. */
    private static String wrapped(String text) {
        String indent = "      ";
        StringBuilder lines = new StringBuilder();
        StringBuilder line = new StringBuilder(indent);
        for (String word : text.split(" ")) {
            if (line.length() > indent.length() && line.length() + 1 + word.length() > HELP_WIDTH) {
                lines.append(line).append(System.lineSeparator());
                line = new StringBuilder(indent);
            }
            line.append(line.length() > indent.length() ? " " : "").append(word);
        }
        return lines.append(line).toString();
    }

    private static void emit(List<String> lines, String outFile, PrintStream out) throws UsageException {
        if (outFile == null) {
            lines.forEach(out::println);
            out.flush();
            return;
        }
        try {
            Csv.write(outFile(outFile), lines);
        } catch (FileProblem e) {
            throw new UsageException(e.getMessage());
        }
    }
}
