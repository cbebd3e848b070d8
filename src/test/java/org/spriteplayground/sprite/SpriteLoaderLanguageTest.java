package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.i18n.Texts;

/** Why a sprite cannot be loaded, in German and French. */
class SpriteLoaderLanguageTest {

    @TempDir
    Path dir;

    @Test
    void aSpriteThatCannotLoadSaysWhyInGerman() {
        Texts.use(Locale.GERMAN);
        try {
            Path missing = dir.resolve("fehlt.png");
            assertThatThrownBy(() -> SpriteLoader.load(missing)).hasMessage(missing + ": Diese Datei gibt es nicht");
            assertThatThrownBy(() -> SpriteLoader.load(dir)).hasMessage(dir + ": ist ein Ordner, keine Bilddatei");
            assertThatThrownBy(() -> SpriteLoader.fromBytes("notiz", "kein Bild".getBytes(StandardCharsets.UTF_8)))
                    .hasMessage("Figur notiz: kein Bild (erwartet: PNG, GIF, JPEG oder BMP)");
        } finally {
            Texts.use(null);
        }
    }

    @Test
    void aSpriteThatCannotLoadSaysWhyInFrench() {
        Texts.use(Locale.FRENCH);
        try {
            assertThatThrownBy(() -> SpriteLoader.bundled("dragon")).hasMessageStartingWith("aucune figurine fournie ne s’appelle «\u00A0dragon\u00A0» (fournies\u00A0: ");
            assertThatThrownBy(() -> SpriteLibrary.bundled().get("dragon")).hasMessageStartingWith("aucune figurine ne s’appelle «\u00A0dragon\u00A0»");
        } finally {
            Texts.use(null);
        }
    }
}
