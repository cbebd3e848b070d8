package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;

/** Why a scene is refused, in German and French; and scenes that name choices the same in every language. */
class SceneLanguageTest {

    @TempDir
    Path dir;

    @Test
    void aRefusedSceneSaysWhyInGerman() {
        Texts.use(Locale.GERMAN);
        try {
            assertThatThrownBy(() -> SceneFiles.read(dir.resolve("fehlt.scene.json"))).hasMessageStartingWith("Diese Szenendatei gibt es nicht: ");
            assertThatThrownBy(() -> SceneJson.read("{\"schemaVersion\": 1,")).hasMessageStartingWith("Die Szene ist kein gültiges JSON")
                    .hasMessageEndingWith("Sie wurde vielleicht abgeschnitten.");
            assertThatThrownBy(() -> SceneCode.decode("hello")).hasMessageStartingWith("Kein Szenencode: Ein Szenencode beginnt mit ");
            assertThatThrownBy(() -> SceneJson.read("{\"schemaVersion\": 999}")).hasMessage(
                    "Diese Szene stammt von einem neueren Sprite Playground (Schema 999; dieser liest " + Scene.SCHEMA_VERSION + ").");
        } finally {
            Texts.use(null);
        }
    }

    @Test
    void aRefusedSceneSaysWhyInFrench() {
        Texts.use(Locale.FRENCH);
        try {
            assertThatThrownBy(() -> SceneFiles.read(dir)).hasMessageEndingWith(" est un dossier, pas un fichier de scène.");
            assertThatThrownBy(() -> SceneJson.read("[]")).hasMessage("Ce n’est pas une scène\u00A0: une scène est un objet JSON.");
            assertThatThrownBy(() -> LessonState.apply(lesson(new boolean[1]), Map.of("speed", true), List.of()))
                    .hasMessage("La leçon fake n’a pas de réglage «\u00A0speed\u00A0».");
        } finally {
            Texts.use(null);
        }
    }

    @Test
    void choicesAreSavedAndFoundByTheirEnglishNamesWhateverTheLanguage() throws Exception {
        boolean[] on = {false};
        Lesson lesson = lesson(on);
        Texts.use(Locale.GERMAN);
        try {
            assertThat(LessonState.choices(lesson)).isEqualTo(Map.of("grid", false));
            LessonState.apply(lesson, Map.of("grid", true), List.of());
        } finally {
            Texts.use(null);
        }
        assertThat(on[0]).isTrue();
    }

    /** A lesson with one switch, whose label reads "Gitter" in German and "grid" otherwise. */
    private static Lesson lesson(boolean[] on) {
        return (Lesson) Proxy.newProxyInstance(Lesson.class.getClassLoader(), new Class<?>[] {Lesson.class}, (proxy, method, args) -> switch (method.getName()) {
            case "id" -> "fake";
            case "controls" -> List.of(new Control.Toggle(Texts.locale().getLanguage().equals("de") ? "Gitter" : "grid", "", () -> on[0], v -> on[0] = v, false));
            case "pieces" -> List.of();
            default -> null;
        });
    }
}
