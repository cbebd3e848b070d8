package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.i18n.Texts;

/** The start-up checks and the command line's refusals in German and French (the unit tests run headless). */
class StartupLanguageTest {

    @TempDir
    Path dir;

    @Test
    void noDisplayIsSaidInGermanAndFrench() {
        Texts.use(Locale.GERMAN);
        try {
            assertThat(DisplayCheck.problem()).startsWith("kein Bildschirm verfügbar").endsWith("virtuellen Display: xvfb-run -a java -jar sprite-playground.jar");
            Texts.use(Locale.FRENCH);
            assertThat(DisplayCheck.problem()).startsWith("aucun affichage disponible").contains("lancez-le sur un bureau");
        } finally {
            Texts.use(null);
        }
        assertThat(DisplayCheck.problem()).startsWith("no display available (DISPLAY is not set or Java runs headless); run it on a desktop");
    }

    @Test
    void aRefusedSceneOrSpriteOnTheCommandLineIsInTheLanguage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Texts.use(Locale.GERMAN);
        try {
            assertThat(Main.run(new String[] {"--scene", dir.resolve("fehlt.scene.json").toString()}, System.out,
                    new PrintStream(err, true, StandardCharsets.UTF_8))).isEqualTo(Main.EXIT_USAGE);
            assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("sprite-playground: Diese Szenendatei gibt es nicht: ");
            err.reset();
            Texts.use(Locale.FRENCH);
            assertThat(Main.run(new String[] {"report", dir.resolve("vide.png").toString()}, System.out,
                    new PrintStream(err, true, StandardCharsets.UTF_8))).isEqualTo(Main.EXIT_USAGE);
            assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("sprite-playground report: ").contains("vide.png\u00A0: fichier introuvable");
        } finally {
            Texts.use(null);
        }
    }

    @Test
    void swingsOwnButtonsAndFileChooserSpeakTheAppsLanguage() {
        Locale before = javax.swing.JComponent.getDefaultLocale();
        try {
            Main.speak(Locale.GERMAN);
            Locale dialogs = new javax.swing.JOptionPane().getLocale();
            assertThat(javax.swing.UIManager.getString("OptionPane.cancelButtonText", dialogs)).isEqualTo("Abbrechen");
            assertThat(javax.swing.UIManager.getString("FileChooser.saveButtonText", dialogs)).isEqualTo("Speichern");
            Main.speak(Locale.FRENCH);
            assertThat(javax.swing.UIManager.getString("OptionPane.cancelButtonText", new javax.swing.JOptionPane().getLocale())).isEqualTo("Annuler");
        } finally {
            Texts.use(null);
            javax.swing.JComponent.setDefaultLocale(before);
        }
    }
}
