package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sprite.SpriteLibrary;

/** The presets are scene files in the jar: all there, all readable, and each gives the state recorded for it. */
class PresetScenesTest {

    private static final Path FOLDER = Path.of("src/main/resources" + PresetScenes.FOLDER);

    static List<Lessons.Entry> lessons() {
        return Lessons.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void everyPresetOfEveryLessonLoadsUnderAUniqueName(Lessons.Entry entry) {
        PresetScenes.Loaded loaded = PresetScenes.read(entry.id());
        assertThat(loaded.problems()).isEmpty();
        List<String> names = loaded.scenes().stream().map(Scene::title).toList();
        assertThat(names).doesNotHaveDuplicates();
        assertThat(PresetScenes.of(entry.factory().apply(SpriteLibrary.bundled()))).extracting(p -> p.name().replace('\u00A0', ' ')).containsExactlyElementsOf(names);
        assertThat(loaded.scenes()).allSatisfy(scene -> assertThat(scene.description()).isNotBlank());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void eachPresetGivesTheStateRecordedForIt(Lessons.Entry entry) throws IOException {
        assertThat(PresetStates.of(entry, PresetScenes::of)).isEqualTo(golden(entry));
    }

    private static String golden(Lessons.Entry entry) throws IOException {
        try (InputStream in = PresetScenesTest.class.getResourceAsStream("preset-states/" + entry.id() + ".txt")) {
            return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void everyFileInThePresetsFolderBelongsToALessonAndIsListed() throws IOException {
        Set<String> ids = Lessons.ALL.stream().map(Lessons.Entry::id).collect(Collectors.toSet());
        List<Path> folders;
        try (Stream<Path> list = Files.list(FOLDER)) {
            folders = list.toList();
        }
        assertThat(folders).hasSizeGreaterThan(5);
        for (Path folder : folders) {
            assertThat(ids).as(folder.toString()).contains(folder.getFileName().toString());
            List<String> listed = Files.readAllLines(folder.resolve(PresetScenes.INDEX)).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
            try (Stream<Path> files = Files.list(folder)) {
                assertThat(files.map(f -> f.getFileName().toString()).filter(f -> !f.equals(PresetScenes.INDEX)))
                        .as(folder.toString()).containsExactlyInAnyOrderElementsOf(listed);
            }
            assertThat(listed).allMatch(f -> f.matches("\\d\\d-[a-z0-9-]+\\.scene\\.json"));
        }
    }

    @Test
    void aMissingOrBrokenPresetFileIsLeftOutWithALineSayingWhy() {
        PresetScenes.Loaded loaded = PresetScenes.read("test-broken");
        assertThat(loaded.scenes()).extracting(Scene::title).containsExactly("Good");
        String folder = PresetScenes.FOLDER + "test-broken/";
        assertThat(loaded.problems()).hasSize(4);
        assertThat(loaded.problems().get(0)).startsWith("Cannot read the preset " + folder + "02-cut-short.scene.json: The scene is not valid JSON (line ");
        assertThat(loaded.problems().subList(1, 4)).containsExactly(
                "Missing the preset " + folder + "03-not-here.scene.json.",
                "The preset " + folder + "04-other-lesson.scene.json is a scene of stress, not of test-broken.",
                "The preset " + folder + "05-untitled.scene.json has no title for its button.");
        assertThat(loaded.problems()).noneMatch(p -> p.contains("\n"));
    }

    @Test
    void aLessonWithNoPresetFolderHasNoPresetsAndNoProblem() {
        assertThat(PresetScenes.read("no-such-lesson")).isEqualTo(new PresetScenes.Loaded(List.of(), List.of(), List.of()));
    }
}
