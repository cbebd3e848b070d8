package org.spriteplayground.scene;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;

/**
 * The lessons' presets, read from scene files in the jar: {@value #FOLDER}{@code <lesson-id>/}
 * holds an {@value #INDEX} naming the lesson's scene files in button order, one a line, and the
 * files, each an ordinary scene (File > Open scene reads it) with a title and a description. A
 * preset holds only the choices and bodies it sets, so the others (a chosen sprite, a tolerance)
 * stay as the user left them. A file that is missing or broken is left out with one line on the
 * error stream ({@link #read}), and a button whose file is so fails when pressed; a unit test reads
 * every one, so none ships broken.
 *
 * <p>A button's name and tooltip read in the language in force: the texts
 * {@code preset.<lesson-id>.<file stem>} and {@code preset.<lesson-id>.<file stem>.tip} (the stem
 * is the file's name without {@value #SUFFIX}), else the scene's own title and description.
 */
public final class PresetScenes {

    /** The resource folder of the presets, one folder a lesson. */
    public static final String FOLDER = "/org/spriteplayground/presets/";

    /** The file in a lesson's folder that lists its presets in order. */
    public static final String INDEX = "index.txt";

    /** How a preset scene file's name ends; the rest is the stem its texts are keyed by. */
    static final String SUFFIX = ".scene.json";

    private static final Map<String, Loaded> LOADED = new ConcurrentHashMap<>();
    private static final Map<String, List<String>> INDEXES = new ConcurrentHashMap<>();

    private PresetScenes() {
    }

    /**
     * A lesson's preset scenes as read, and what was wrong with any left out.
     *
     * @param scenes the good scenes, in button order
     * @param problems one line for each file that could not be read
     * @param files the name of each good scene's file in its folder, in the same order
     */
    public record Loaded(List<Scene> scenes, List<String> problems, List<String> files) {
    }

    /**
     * Returns the presets of {@code lesson}, each putting its scene into that lesson. Their names and
     * tooltips come from the texts, so their files are read only when a preset is first put into a
     * lesson; a lesson whose texts lack a name has its files read now, for their titles.
     */
    public static List<Preset> of(Lesson lesson) {
        String id = lesson.id();
        List<String> files = INDEXES.computeIfAbsent(id, PresetScenes::index);
        if (files.stream().allMatch(file -> Texts.has(key(id, file)) && Texts.has(key(id, file) + ".tip"))) {
            return files.stream().map(file -> new Preset(Texts.text(key(id, file)), Texts.text(key(id, file) + ".tip"), () -> apply(lesson, scene(id, file)))).toList();
        }
        Loaded loaded = loaded(id);
        List<Preset> presets = new ArrayList<>();
        for (int i = 0; i < loaded.scenes().size(); i++) {
            Scene scene = loaded.scenes().get(i);
            String key = key(id, loaded.files().get(i));
            presets.add(new Preset(textOr(key, scene.title()), textOr(key + ".tip", scene.description()), () -> apply(lesson, scene)));
        }
        return List.copyOf(presets);
    }

    /**
     * Returns the name of preset {@code number} (1 for the first button) of lesson {@code lessonId}
     * in the language in force, as its button reads; empty if the lesson has no such preset.
     */
    public static java.util.Optional<String> name(String lessonId, int number) {
        List<String> files = INDEXES.computeIfAbsent(lessonId, PresetScenes::index);
        if (number < 1 || number > files.size()) {
            return java.util.Optional.empty();
        }
        String file = files.get(number - 1);
        String key = key(lessonId, file);
        return java.util.Optional.of(Texts.has(key) ? Texts.text(key) : scene(lessonId, file).title());
    }

    /** Returns the scene of a lesson's preset file, read with the lesson's others the first time one is asked for. */
    private static Scene scene(String lessonId, String file) {
        Loaded loaded = loaded(lessonId);
        int at = loaded.files().indexOf(file);
        if (at < 0) {
            throw new IllegalStateException("The preset " + FOLDER + lessonId + "/" + file + " cannot be read: " + loaded.problems()); // not shown
        }
        return loaded.scenes().get(at);
    }

    /** Returns a lesson's presets as read, reading them the first time; a file left out is said on the error stream. */
    private static Loaded loaded(String lessonId) {
        return LOADED.computeIfAbsent(lessonId, id -> {
            Loaded read = read(id);
            read.problems().forEach(problem -> System.err.println("Sprite Playground: " + problem)); // not shown
            return read;
        });
    }

    /** Returns the file names a lesson's index lists, in button order; none if it has no index or it cannot be read. */
    private static List<String> index(String lessonId) {
        try {
            String index = text(FOLDER + lessonId + "/" + INDEX);
            return index == null ? List.of() : lines(index);
        } catch (IOException e) {
            return loaded(lessonId).files(); // says why on the error stream
        }
    }

    private static List<String> lines(String index) {
        return index.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    /** Returns the key of the name of the preset in file {@code file} of lesson {@code lessonId}: {@code preset.<lesson-id>.<file stem>}. */
    static String key(String lessonId, String file) {
        String stem = file.endsWith(SUFFIX) ? file.substring(0, file.length() - SUFFIX.length()) : file;
        return "preset." + lessonId + "." + stem;
    }

    /** Returns the text of {@code key} in the language in force, or {@code fallback} if the bundles lack it. */
    private static String textOr(String key, String fallback) {
        return Texts.has(key) ? Texts.text(key) : fallback;
    }

    /**
     * Puts {@code scene} into {@code lesson}: a reset (bodies and tallies back to the start), the
     * scene's choices and bodies (keyed by the controls' English labels, so read in English
     * whatever the language on screen), and what is placed then becomes the start a reset comes back to.
     */
    static void apply(Lesson lesson, Scene scene) {
        lesson.reset();
        SceneException misfit = Texts.neutrally(() -> {
            try {
                LessonState.apply(lesson, scene.choices(), scene.bodies());
                return null;
            } catch (SceneException e) {
                return e;
            }
        });
        if (misfit != null) {
            throw new IllegalStateException("The preset \"" + scene.title() + "\" does not fit its lesson: " + misfit.getMessage(), misfit); // not shown
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
            return new Loaded(List.of(), List.of("Cannot read the presets of " + lessonId + ": " + e.getMessage()), List.of()); // not shown
        }
        if (index == null) {
            return new Loaded(List.of(), List.of(), List.of());
        }
        List<Scene> scenes = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (String name : lines(index)) {
            String where = folder + name;
            try {
                String json = text(folder + name);
                if (json == null) {
                    problems.add("Missing the preset " + where + "."); // not shown
                    continue;
                }
                Scene scene = SceneJson.read(json);
                if (!scene.lesson().equals(lessonId)) {
                    problems.add("The preset " + where + " is a scene of " + scene.lesson() + ", not of " + lessonId + "."); // not shown
                } else if (scene.title().isBlank()) {
                    problems.add("The preset " + where + " has no title for its button."); // not shown
                } else {
                    scenes.add(scene);
                    files.add(name);
                }
            } catch (SceneException | IOException e) {
                problems.add("Cannot read the preset " + where + ": " + e.getMessage()); // not shown
            }
        }
        return new Loaded(List.copyOf(scenes), List.copyOf(problems), List.copyOf(files));
    }

    /** Returns a resource as UTF-8 text, or null when there is none. */
    private static String text(String resource) throws IOException {
        try (InputStream in = PresetScenes.class.getResourceAsStream(resource)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
