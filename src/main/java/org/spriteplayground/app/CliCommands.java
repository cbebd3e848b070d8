package org.spriteplayground.app;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.ExperimentLimits;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.experiment.TheoryTable;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.LoadedSprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoadException;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.ui.SceneSprites;
import org.spriteplayground.worksheet.WorksheetWriter;

/**
 * The display-free commands: {@code report} (a sprite's tightness table) and {@code experiment}
 * (bound kinds against pixel truth for a pair of sprites), both writing CSV to standard output
 * or to {@code --out FILE}, and {@code worksheet} (a lesson's printable PDF). Bad arguments and unusable input end with one line on standard error
 * and exit code 2.
 */
final class CliCommands {

    static final String USAGE = String.join(System.lineSeparator(),
            "  report SPRITE [--step DEG] [--out FILE]",
            "      Area of every bound kind of SPRITE, turned about its centre from 0 up to 360",
            "      degrees (default step 1), and each kind's fill (opaque pixels / area), as CSV:",
            "      " + TightnessTable.HEADER,
            "  experiment SPRITE_A SPRITE_B [--trials N] [--seed S] [--out FILE] [--theory]",
            "      N random placements of B near A (default " + String.format(java.util.Locale.ROOT, "%,d", ExperimentLimits.DEFAULT_TRIALS)
                    + ", seed " + ExperimentLimits.DEFAULT_SEED + "); per bound kind the",
            "      tests, hits, false alarms, misses, false-alarm rate and time per test, as CSV:",
            "      " + Experiment.HEADER,
            wrapped("N is " + ExperimentLimits.TRIALS_RANGE + "; S is " + ExperimentLimits.SEED_RANGE + "."
                    + " false_alarm_rate is " + Experiment.FALSE_ALARM_RATE + "."
                    + " ns_per_test is " + Experiment.TIMING + ", so it does not depend on N."
                    + " --theory then prints to standard output, after a blank line, a second table beside the"
                    + " exact expectations: " + TheoryTable.HEADER + " (rates as fractions; the expected false-alarm"
                    + " rate is the one the sprites' convex hulls would give)."),
            "  worksheet LESSON_OR_SCENE [--out FILE.pdf]",
            "      A printable worksheet of LESSON (an id from --list-lessons) as it opens, or of a saved",
            "      scene (a .json file from File > Save scene…): the scene and readouts, questions to",
            "      answer, and an answer key worked out from the scene.",
            "      Default FILE: worksheet-LESSON.pdf here. Prints the path written.",
            "  SPRITE is a bundled short name (" + String.join(", ", SpriteLoader.BUNDLED) + ") or a path",
            "  to a PNG, GIF, JPEG or BMP image of at most " + SpriteLoader.MAX_SIDE + " x " + SpriteLoader.MAX_SIDE + " pixels.");

    /** Help text is wrapped to this many columns. */
    private static final int HELP_WIDTH = 88;

    /** A bad argument or unusable input: its message is the one line to print. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    private CliCommands() {
    }

    /** Runs {@code report}; {@code args} excludes the command word. */
    static int report(List<String> args, PrintStream out, PrintStream err) {
        try {
            Options o = Options.parse(args, 1, List.of("--step", "--out"));
            double step = o.number("--step", 1, 0, 360, "a number of degrees more than 0 and at most 360");
            TightnessTable table = TightnessTable.of(analyse(o.positional(0)), step);
            emit(table.csvLines(), o.value("--out"), out);
            return 0;
        } catch (UsageException e) {
            err.println("sprite-playground report: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
    }

    /** Runs {@code experiment}; {@code args} excludes the command word. */
    static int experiment(List<String> args, PrintStream out, PrintStream err) {
        try {
            Options o = Options.parse(args, 2, "sprite", List.of("--trials", "--seed", "--out"), List.of("--theory"));
            int trials = (int) o.checked("--trials", ExperimentLimits.DEFAULT_TRIALS, ExperimentLimits::trialsProblem);
            long seed = o.checked("--seed", ExperimentLimits.DEFAULT_SEED, ExperimentLimits::seedProblem);
            SpriteAnalysis a = analyse(o.positional(0));
            SpriteAnalysis b = analyse(o.positional(1));
            Experiment.Result result = Experiment.run(a, b, trials, seed);
            emit(result.csvLines(), o.value("--out"), out);
            if (o.has("--theory")) {
                out.println();
                TheoryTable.lines(result, Theory.of(a, b)).forEach(out::println);
                out.flush();
            }
            return 0;
        } catch (UsageException e) {
            err.println("sprite-playground experiment: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
    }

    /** Runs {@code worksheet}; {@code args} excludes the command word. */
    static int worksheet(List<String> args, PrintStream out, PrintStream err) {
        try {
            Options o = Options.parse(args, 1, "lesson", List.of("--out"));
            String id = o.positional(0);
            SpriteLibrary sprites = new SpriteLibrary();
            Map<String, BufferedImage> images = new LinkedHashMap<>();
            for (String name : SpriteLoader.BUNDLED) {
                LoadedSprite loaded = SpriteLoader.bundled(name);
                sprites.add(loaded.sprite());
                images.put(name, loaded.image());
            }
            Playground shown = new Playground(Lessons.defaultLesson(), sprites);
            if (id.toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
                SceneSprites.read(Path.of(id)).showIn(shown, images, false);
            } else {
                shown.open(entry(id));
            }
            String name = shown.entry().id();
            Path file = outFile(o.value("--out") != null ? o.value("--out") : "worksheet-" + name + ".pdf");
            new WorksheetWriter(shown.lesson(), shown.overlays(), images).write(file);
            out.println(file);
            return 0;
        } catch (UsageException | SceneException e) {
            err.println("sprite-playground worksheet: " + e.getMessage());
        } catch (SpriteLoadException | IOException e) {
            err.println("sprite-playground worksheet: " + e.getClass().getSimpleName() + (e.getMessage() != null ? " " + e.getMessage() : ""));
        }
        return Main.EXIT_USAGE;
    }

    /** Returns a fresh lesson for {@code id}, built from {@code sprites}, as the window opens it. */
    static Lesson lesson(String id, SpriteLibrary sprites) throws UsageException {
        return entry(id).factory().apply(sprites);
    }

    private static Lessons.Entry entry(String id) throws UsageException {
        return Lessons.byId(id).orElseThrow(() -> new UsageException("unknown lesson '" + id + "' (known: "
                + Lessons.ALL.stream().map(Lessons.Entry::id).collect(java.util.stream.Collectors.joining(", ")) + ")"));
    }

    /** Returns {@code name} as an absolute path to a file that can be written: not a folder, in a folder that exists. */
    private static Path outFile(String name) throws UsageException {
        try {
            Path file = Path.of(name).toAbsolutePath().normalize();
            if (java.nio.file.Files.isDirectory(file)) {
                throw new UsageException("cannot write " + name + ": it is a folder");
            }
            Path folder = file.getParent();
            if (folder == null || !java.nio.file.Files.isDirectory(folder) || !java.nio.file.Files.isWritable(folder)) {
                throw new UsageException("cannot write " + name + ": no writable folder " + folder);
            }
            return file;
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException("cannot write " + name + ": not a valid path");
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
                throw new UsageException("no bundled sprite or file named '" + sprite + "' (bundled: " + String.join(", ", SpriteLoader.BUNDLED) + ")");
            }
            return SpriteAnalysis.of(SpriteLoader.load(path).sprite());
        } catch (SpriteLoadException e) {
            throw new UsageException(e.getMessage());
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException("'" + sprite + "' is neither a bundled sprite nor a valid path");
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
        } catch (IOException | java.nio.file.InvalidPathException e) {
            throw new UsageException("cannot write " + outFile + ": " + e.getClass().getSimpleName() + (e.getMessage() != null ? " " + e.getMessage() : ""));
        }
    }
}
