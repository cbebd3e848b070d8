package org.spriteplayground.app;

import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.sprite.SpriteLoadException;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.settings.AppLog;
import org.spriteplayground.ui.MainFrame;
import org.spriteplayground.ui.SceneSprites;
import org.spriteplayground.ui.Theme;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.ui.Remembered;

/**
 * The command line and the first window: the entry point of the jar and of the installers'
 * launcher ({@code bin/sprite-playground}).
 *
 * <p>Besides {@link #run}'s command line, {@link #main} takes two things. A scene file given alone,
 * as a desktop passes it when one double-clicks a {@code *.scene.json} file, opens as
 * {@code --scene FILE} would. The hidden option {@value #EXIT_WHEN_SHOWN} prints
 * {@code window_shown_ms} (from the JVM's start, as {@link RuntimeMXBean#getStartTime()} gives it,
 * until the main window shows) and {@code window_shown_cpu_ms} (the CPU time of the process by
 * then), then exits with code 0: CI, the installers' build and the start-up figures run it to time
 * a start.
 */
public final class Main {

    /** Exit code for bad arguments or an environment the app cannot run in. */
    public static final int EXIT_USAGE = 2;

    /** The hidden option: report the start-up time and exit once the window shows. */
    static final String EXIT_WHEN_SHOWN = "--exit-when-shown";

    private static final long POLL_MILLIS = 2;

    private Main() {
    }

    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args));
        boolean exitWhenShown = rest.remove(EXIT_WHEN_SHOWN);
        int code = run(arguments(rest), System.out, System.err, () -> System.exit(0));
        if (code >= 0) {
            System.exit(code);
        }
        if (exitWhenShown) {
            exitWhenShown();
        }
    }

    /** Returns the command line for {@link #run}: a lone {@code .json} file becomes {@code --scene FILE}. */
    static String[] arguments(List<String> args) {
        if (args.size() == 1 && args.get(0).endsWith(".json")) {
            return new String[] {"--scene", args.get(0)};
        }
        return args.toArray(String[]::new);
    }

    /** Waits until the main window shows; prints the times and exits after the queued paints. */
    private static void exitWhenShown() {
        try {
            while (!mainWindowShowing()) {
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long shown = System.currentTimeMillis();
        System.out.println("window_shown_ms " + (shown - ManagementFactory.getRuntimeMXBean().getStartTime()));
        System.out.println("window_shown_cpu_ms " + ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L));
        SwingUtilities.invokeLater(() -> SwingUtilities.invokeLater(() -> System.exit(0)));
    }

    private static boolean mainWindowShowing() {
        for (Frame f : Frame.getFrames()) {
            if (f instanceof MainFrame && f.isShowing()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Makes {@code language} (null: the system's) the language of every text, the app's own and
     * Swing's (the file chooser's buttons and labels, a dialog's Cancel), which Swing takes from
     * its components' default locale.
     */
    static void speak(java.util.Locale language) {
        Texts.use(language);
        javax.swing.JComponent.setDefaultLocale(Texts.locale());
    }

    /** Handles the command line as {@link #run(String[], PrintStream, PrintStream, Runnable)}; quitting leaves the JVM running. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, () -> { });
    }

    /**
     * Handles the command line. Returns an exit code when the app should stop now, or -1 when
     * the window has been scheduled to open; {@code whenQuit} runs when that window is quit,
     * once the settings are written ({@link #endsTheAppOnQuit}).
     */
    static int run(String[] args, PrintStream out, PrintStream err, Runnable whenQuit) {
        List<String> words = new ArrayList<>(List.of(args));
        Locale language;
        try {
            language = Options.language(words);
        } catch (CliCommands.UsageException e) {
            return usageError(err, e.getMessage());
        }
        if (language != null) {
            speak(language); // for this run only: the saved setting is left as it is
        }
        args = words.toArray(String[]::new);
        int command = args.length > 0 ? CliCommands.run(args[0], List.of(args).subList(1, args.length), out, err) : -1;
        if (command >= 0) {
            return command;
        }
        Lessons.Entry lesson = null; // found once the theme is on its way, unless the command line names it
        boolean chosen = false; // without --lesson or --scene, the lesson on show when the app last closed
        Path sceneFile = null;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "-h", "--help", "--list-lessons" -> {
                    if (args.length > 1) {
                        return usageError(err, Texts.format(i == 0 ? "cli.extraAfter" : "cli.extraBefore", Shown.name(args[i == 0 ? 1 : 0]), arg));
                    }
                    if (arg.equals("--list-lessons")) {
                        Lessons.ALL.forEach(e -> out.println(e.id() + "\t" + e.title()));
                    } else {
                        out.println(usage());
                    }
                    return 0;
                }
                case "--lesson" -> {
                    if (chosen) {
                        return usageError(err, Texts.format("cli.givenTwice", arg));
                    }
                    if (i + 1 >= args.length) {
                        return usageError(err, Texts.format("cli.lessonNeedsId", knownIds()));
                    }
                    String id = args[++i];
                    var entry = Lessons.byId(id);
                    if (entry.isEmpty()) {
                        return usageError(err, Texts.format("cli.unknownLesson", Shown.name(id), knownIds()));
                    }
                    lesson = entry.get();
                    chosen = true;
                }
                case "--scene" -> {
                    if (sceneFile != null) {
                        return usageError(err, Texts.format("cli.givenTwice", arg));
                    }
                    if (i + 1 >= args.length) {
                        return usageError(err, Texts.text("cli.sceneNeedsFile"));
                    }
                    sceneFile = Path.of(args[++i]);
                }
                default -> {
                    return usageError(err, Texts.format("cli.unknownArgument", Shown.name(arg)));
                }
            }
        }
        Scene scene = null;
        if (sceneFile != null) {
            try {
                scene = SceneFiles.read(sceneFile);
            } catch (SceneException e) {
                return usageError(err, e.getMessage());
            }
        }
        // A scene is checked whole first, so that its own error comes before a missing display's.
        if (scene == null && noDisplay(err)) {
            return EXIT_USAGE;
        }
        // Work before the first paint is shared by the two cores: the log opens on a thread of its
        // own; the event thread installs the look and feel, the longest part, while this one finds
        // the lessons, decodes the sprites, reads the texts and builds the first lesson. The settings,
        // a small file, are read first here, since the theme and the language come from them.
        AppLog.installLater();
        Settings settings = Settings.load();
        if (language == null) {
            speak(settings.get(Settings.LANGUAGE).locale()); // before any window: the texts are read as it is built
        }
        SwingUtilities.invokeLater(() -> installTheme(settings));
        // Decode in memory: ImageIO's default cache writes a temporary file for every stream.
        ImageIO.setUseCache(false);
        SpriteLibrary library;
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        try {
            library = CliCommands.bundled(images);
        } catch (SpriteLoadException e) {
            err.println("sprite-playground: " + e.getMessage());
            return EXIT_USAGE;
        }
        SceneSprites opening = null;
        if (scene != null) {
            try {
                opening = SceneSprites.decode(scene);
                // Checked on copies, so that a bad scene exits here, before any window.
                opening.showIn(new Playground(chosen ? lesson : Lessons.defaultLesson(), library.copy()), new LinkedHashMap<>(), false);
                lesson = Lessons.byId(scene.lesson()).orElseThrow();
                chosen = true;
            } catch (SceneException e) {
                return usageError(err, SceneFiles.inFile(sceneFile, e).getMessage());
            }
            if (noDisplay(err)) {
                return EXIT_USAGE;
            }
        }
        Texts.has(""); // loads every bundle of the language, as the window's build would
        Playground model = new Playground(chosen ? lesson : settings.get(Remembered.LESSON, Lessons.defaultLesson()), library);
        SceneSprites withSprites = opening;
        SwingUtilities.invokeLater(() -> open(model, images, settings, withSprites, whenQuit));
        return -1;
    }

    /** Says in one line why no window can open, if none can; returns whether it said so. */
    private static boolean noDisplay(PrintStream err) {
        String problem = DisplayCheck.problem();
        if (problem != null) {
            err.println("sprite-playground: " + problem);
        }
        return problem != null;
    }

    private static int usageError(PrintStream err, String message) {
        err.println("sprite-playground: " + message);
        return EXIT_USAGE;
    }

    /** Returns the help text, in the language in force, with the commands' part. */
    static String usage() {
        return String.join(System.lineSeparator(), Texts.text("cli.usage").split("\n", -1)) + System.lineSeparator() + CliCommands.usage();
    }

    private static String knownIds() {
        return Lessons.ALL.stream().map(Lessons.Entry::id).collect(Collectors.joining(", "));
    }

    /** Installs the saved theme. */
    private static void installTheme(Settings settings) {
        try {
            settings.get(Theme.SETTING).install();
        } catch (RuntimeException | Error e) {
            cannotOpen(e);
        }
    }

    private static void open(Playground model, Map<String, BufferedImage> images, Settings settings, SceneSprites scene, Runnable whenQuit) {
        try {
            MainFrame frame = new MainFrame(model, images, settings);
            if (scene != null) {
                frame.openScene(scene);
            }
            frame.pack();
            Rectangle usable = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds(); // packing may make it larger
            frame.setSize(Math.min(frame.getWidth(), usable.width), Math.min(frame.getHeight(), usable.height));
            frame.setLocationRelativeTo(null);
            endsTheAppOnQuit(frame, whenQuit);
            frame.setVisible(true);
            // Anything else that escapes on the event thread is reported like a failing tick.
            Thread.setDefaultUncaughtExceptionHandler((thread, failure) ->
                    SwingUtilities.invokeLater(() -> frame.reportFailure(Texts.format("failure.where.action", thread.getName()), failure)));
        } catch (SceneException | RuntimeException | Error e) {
            cannotOpen(e);
        }
    }

    /**
     * Runs {@code exit} when the app is quit (File &gt; Quit, its key, the close box), once the
     * settings it queued are on the disk: straight from Quit's own event, with the window off the
     * screen but not taken apart, since the end of the process frees it. Not left to AWT's
     * auto-shutdown, which ends the JVM only a second after the last window has gone, nor tied to
     * the window's closed event, which also comes when the window is disposed to be shown again
     * (full screen takes its title bar off so).
     */
    static void endsTheAppOnQuit(MainFrame frame, Runnable exit) {
        frame.endWith(() -> {
            SettingsFile.awaitWrites();
            exit.run();
        });
    }

    /** Logs why the window cannot open, says so in one line and exits with code 1. */
    private static void cannotOpen(Throwable e) {
        AppLog.install();
        AppLog.LOG.log(java.util.logging.Level.SEVERE, "could not open the window", e);
        System.err.println("sprite-playground: " + Texts.format("cli.couldNotOpen", e.toString()));
        System.exit(1);
    }
}
