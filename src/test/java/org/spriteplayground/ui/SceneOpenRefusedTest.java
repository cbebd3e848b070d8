package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.scene.SceneJson;
import org.spriteplayground.settings.RecentScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Opening a scene file that cannot be opened, as File &gt; Recent scenes and Open scene do: the
 * refusal names the file, in every language; a file missing from a folder that is there leaves
 * Recent scenes, one whose folder is gone too stays (a USB stick not plugged in comes back).
 */
class SceneOpenRefusedTest {

    private final Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());

    /** Opens {@code file} through the scene commands and returns the line the dialog would show. */
    private static String refusal(Playground model, RecentScenes recent, Path file) throws Exception {
        CompletableFuture<String> refused = new CompletableFuture<>();
        javax.swing.SwingUtilities.invokeAndWait(() -> new SceneCommands(null, model, new HashMap<>(), recent, refused::complete, () -> { }).open(file));
        return refused.get(30, TimeUnit.SECONDS);
    }

    @Test
    void aRecentSceneWhoseFileIsMissingStaysInTheList(@TempDir Path dir) throws Exception {
        RecentScenes recent = new RecentScenes(dir.resolve("settings.properties"));
        Path stick = Files.createDirectories(dir.resolve("stick"));
        Path scene = stick.resolve("jets.scene.json");
        SceneFiles.write(model.scene(), scene);
        recent.add(scene);
        Files.delete(scene);
        Files.delete(stick);

        assertThat(refusal(model, recent, scene)).isEqualTo("No such scene file: " + scene);
        assertThat(recent.files()).as("kept: the stick may come back").containsExactly(scene);

        Files.createDirectories(stick);
        SceneFiles.write(model.scene(), scene);
        assertThat(new RecentScenes(dir.resolve("settings.properties")).files()).containsExactly(scene);
    }

    @Test
    void aRecentSceneDeletedFromAFolderThatIsStillThereLeavesTheList(@TempDir Path dir) throws Exception {
        // A deleted file picked in Recent scenes is said to be missing ("No such scene file") and its entry goes.
        Path settings = dir.resolve("settings.properties");
        RecentScenes recent = new RecentScenes(settings);
        Path kept = dir.resolve("kept.scene.json");
        Path deleted = dir.resolve("deleted.scene.json");
        SceneFiles.write(model.scene(), kept);
        SceneFiles.write(model.scene(), deleted);
        recent.add(kept);
        recent.add(deleted);
        Files.delete(deleted);

        assertThat(refusal(model, recent, deleted)).isEqualTo("No such scene file: " + deleted);
        assertThat(recent.files()).containsExactly(kept);
        assertThat(new RecentScenes(settings).files()).as("and from the remembered settings").containsExactly(kept);
    }

    @Test
    void aBrokenSceneFileIsNamedInTheRefusalInEveryLanguage(@TempDir Path dir) throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.scene.json"), "{\"schemaVersion\": 1, \"lesson\": \"fly");
        RecentScenes recent = new RecentScenes(dir.resolve("settings.properties"));
        List<String> said = refusalsInEnglishGermanFrench(recent, broken);
        assertThat(said.get(0)).startsWith(broken + ": The scene is not valid JSON (line 1, column ");
        assertThat(said.get(1)).startsWith(broken + ": Die Szene ist kein gültiges JSON (Zeile 1, Spalte ");
        assertThat(said.get(2)).startsWith(broken + "\u00a0: La scène n’est pas du JSON valide (ligne 1, colonne ");
    }

    @Test
    void anEmptySceneFileIsSaidToBeEmptyInEveryLanguage(@TempDir Path dir) throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.scene.json"));
        RecentScenes recent = new RecentScenes(dir.resolve("settings.properties"));
        assertThat(refusalsInEnglishGermanFrench(recent, empty)).containsExactly(empty + ": The file is empty (0 bytes).",
                empty + ": Die Datei ist leer (0 Byte).", empty + "\u00a0: Le fichier est vide (0 octet).");
    }

    @Test
    void aSceneFileCutInsideANumberIsCutShortNotEditedByHand(@TempDir Path dir) throws Exception {
        String json = SceneJson.write(model.scene());
        Path cut = Files.writeString(dir.resolve("cut.scene.json"), json.substring(0, json.indexOf('.', json.indexOf("\"bodies\"")) + 1));
        assertThat(refusal(model, new RecentScenes(dir.resolve("settings.properties")), cut))
                .startsWith(cut + ": The scene is not valid JSON (line ").endsWith("): it may be cut short.");
    }

    @Test
    void aSceneFileForAnUnknownLessonIsNamedToo(@TempDir Path dir) throws Exception {
        Path other = Files.writeString(dir.resolve("other.scene.json"),
                SceneJson.write(model.scene()).replace("\"lesson\": \"" + model.entry().id() + "\"", "\"lesson\": \"no-such-lesson\""));
        assertThat(refusal(model, new RecentScenes(dir.resolve("settings.properties")), other)).startsWith(other + ": The scene's lesson \"no-such-lesson\"");
    }

    /** Returns the refusal of opening {@code file} in English, German and French, in that order. */
    private List<String> refusalsInEnglishGermanFrench(RecentScenes recent, Path file) throws Exception {
        List<String> said = new java.util.ArrayList<>();
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                said.add(refusal(model, recent, file));
            }
        } finally {
            Texts.use(null);
        }
        return said;
    }
}
