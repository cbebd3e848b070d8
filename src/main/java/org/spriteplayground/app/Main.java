package org.spriteplayground.app;

import java.awt.image.BufferedImage;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.SwingUtilities;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sprite.LoadedSprite;
import org.spriteplayground.sprite.SpriteLoadException;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.MainFrame;
import org.spriteplayground.ui.Settings;

/** Entry point of {@code sprite-playground.jar}. */
public final class Main {

    /** Exit code for bad arguments or an environment the app cannot run in. */
    public static final int EXIT_USAGE = 2;

    private static final String USAGE = String.join(System.lineSeparator(),
            "Usage: java -jar sprite-playground.jar [--help]",
            "",
            "Opens the Sprite Playground window: jets fly and turn wearing their bounding",
            "circles and boxes. Needs a display; on a machine without one, run it under",
            "xvfb-run (e.g. xvfb-run -a java -jar sprite-playground.jar).",
            "",
            "Options:",
            "  -h, --help   print this help and exit");

    private Main() {
    }

    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        if (code >= 0) {
            System.exit(code);
        }
    }

    /**
     * Handles the command line. Returns an exit code when the app should stop now, or -1 when
     * the window has been scheduled to open.
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        for (String arg : args) {
            if (arg.equals("-h") || arg.equals("--help")) {
                out.println(USAGE);
                return 0;
            }
            err.println("sprite-playground: unknown argument '" + arg + "' (try --help)");
            return EXIT_USAGE;
        }
        String problem = DisplayCheck.problem();
        if (problem != null) {
            err.println("sprite-playground: " + problem);
            return EXIT_USAGE;
        }
        Map<String, LoadedSprite> sprites = new LinkedHashMap<>();
        try {
            for (String name : SpriteLoader.BUNDLED) {
                sprites.put(name, SpriteLoader.bundled(name));
            }
        } catch (SpriteLoadException e) {
            err.println("sprite-playground: " + e.getMessage());
            return EXIT_USAGE;
        }
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        sprites.forEach((name, loaded) -> images.put(name, loaded.image()));
        Lesson lesson = Lessons.ALL.get(0).factory().apply(sprites.get("jet").sprite());
        SwingUtilities.invokeLater(() -> open(lesson, images));
        return -1;
    }

    private static void open(Lesson lesson, Map<String, BufferedImage> images) {
        try {
            Settings settings = Settings.load();
            settings.theme().install();
            MainFrame frame = new MainFrame(lesson, images, settings);
            frame.pack();
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
        } catch (RuntimeException | Error e) {
            System.err.println("sprite-playground: could not open the window: " + e);
            System.exit(1);
        }
    }
}
