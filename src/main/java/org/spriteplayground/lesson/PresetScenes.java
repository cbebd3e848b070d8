package org.spriteplayground.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spriteplayground.scene.LessonState;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneJson;

/**
 * The lessons' presets, read from scene files in the jar: {@value #FOLDER}{@code <lesson-id>/}
 * holds an {@value #INDEX} naming the lesson's scene files in button order, one a line, and the
 * files, each an ordinary scene (File > Open scene reads it) with a title and a description. A
 * preset holds only the choices and bodies it sets, so the others (a chosen sprite, a tolerance)
 * stay as the user left them. A file that is missing or broken is left out with one line on the
 * error stream; a unit test reads every one, so none ships broken.
 */
public final class PresetScenes {

    /** The resource folder of the presets, one folder a lesson. */
    public static final String FOLDER = "/org/spriteplayground/presets/";

    /** The file in a lesson's folder that lists its presets in order. */
    public static final String INDEX = "index.txt";

    private static final Map<String, Loaded> LOADED = new ConcurrentHashMap<>();

    private PresetScenes() {
    }

    /**
     * A lesson's preset scenes as read, and what was wrong with any left out.
     *
     * @param scenes the good scenes, in button order
     * @param problems one line for each file that could not be read
     */
    public record Loaded(List<Scene> scenes, List<String> problems) {
    }

    /** Returns the presets of {@code lesson}, each putting its scene into that lesson. */
    static List<Preset> of(Lesson lesson) {
        Loaded loaded = LOADED.computeIfAbsent(lesson.id(), id -> {
            Loaded read = read(id);
            read.problems().forEach(problem -> System.err.println("Sprite Playground: " + problem));
            return read;
        });
        return loaded.scenes().stream().map(scene -> new Preset(scene.title(), scene.description(), scene, () -> apply(lesson, scene))).toList();
    }

    /**
     * Puts {@code scene} into {@code lesson}: a reset (bodies and tallies back to the start), the
     * scene's choices and bodies, and what is placed then becomes the start a reset comes back to.
     */
    static void apply(Lesson lesson, Scene scene) {
        lesson.reset();
        try {
            LessonState.apply(lesson, scene.choices(), scene.bodies());
        } catch (SceneException e) {
            throw new IllegalStateException("The preset \"" + scene.title() + "\" does not fit its lesson: " + e.getMessage(), e);
        }
        lesson.keepAsStart();
    }

    /** Reads the preset scenes of the lesson {@code lessonId}; a lesson with no folder has none. */
    public static Loaded read(String lessonId) {
        String folder = FOLDER + lessonId + "/";
        String index;
        try {
            index = text(folder + INDEX);
        } catch (IOException e) {
            return new Loaded(List.of(), List.of("Cannot read the presets of " + lessonId + ": " + e.getMessage()));
        }
        if (index == null) {
            return new Loaded(List.of(), List.of());
        }
        List<Scene> scenes = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (String name : index.lines().map(String::strip).filter(line -> !line.isEmpty()).toList()) {
            String where = folder + name;
            try {
                String json = text(folder + name);
                if (json == null) {
                    problems.add("Missing the preset " + where + ".");
                    continue;
                }
                Scene scene = SceneJson.read(json);
                if (!scene.lesson().equals(lessonId)) {
                    problems.add("The preset " + where + " is a scene of " + scene.lesson() + ", not of " + lessonId + ".");
                } else if (scene.title().isBlank()) {
                    problems.add("The preset " + where + " has no title for its button.");
                } else {
                    scenes.add(scene);
                }
            } catch (SceneException | IOException e) {
                problems.add("Cannot read the preset " + where + ": " + e.getMessage());
            }
        }
        return new Loaded(List.copyOf(scenes), List.copyOf(problems));
    }

    /** Returns a resource as UTF-8 text, or null when there is none. */
    private static String text(String resource) throws IOException {
        try (InputStream in = PresetScenes.class.getResourceAsStream(resource)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
