package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.Ink;

/** A printed figure keeps its own colours whatever theme the window has installed. */
class PaletteStandInTest {

    private static final String KEY = "SpritePlayground.ink.boundingCircle";

    @Test
    void standInColoursReplaceTheInstalledThemeOnThisThreadOnly() throws Exception {
        Color installed = new Color(0x56B4E9);
        Color printed = new Color(0x0072B2);
        UIManager.put(KEY, installed);
        UIManager.put("SpritePlayground.ink.aabb", Color.MAGENTA);
        try {
            AtomicReference<Color> circle = new AtomicReference<>();
            AtomicReference<Color> aabb = new AtomicReference<>();
            AtomicReference<Color> otherThread = new AtomicReference<>();
            Palette.paintWith(Map.of(KEY, printed), () -> {
                circle.set(Palette.color(Ink.BOUNDING_CIRCLE));
                aabb.set(Palette.color(Ink.AABB));
                Thread t = new Thread(() -> otherThread.set(Palette.color(Ink.BOUNDING_CIRCLE)));
                t.start();
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            assertThat(circle.get()).isEqualTo(printed);
            assertThat(aabb.get()).as("a key the stand-ins lack takes the built-in colour, not the theme's").isNotEqualTo(Color.MAGENTA);
            assertThat(otherThread.get()).as("the window's thread still paints in its theme").isEqualTo(installed);
            assertThat(Palette.color(Ink.BOUNDING_CIRCLE)).isEqualTo(installed);
        } finally {
            UIManager.put(KEY, null); // the theme's own colour again
            UIManager.put("SpritePlayground.ink.aabb", null);
        }
    }
}
