package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;
import static org.spriteplayground.Gui.run;

import java.awt.Window;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.sprite.ImageFiles;
import org.spriteplayground.ui.MainFrame;

/** {@code --scene FILE}: a scene file travels alone, with its own sprite, and a bad one stops before any window. */
@ExtendWith(AppWindows.class)
class SceneStartIT {

    @Test
    void aSceneWithItsOwnSpriteOpensInAFreshApp(@TempDir Path dir) throws Exception {
        byte[] png = Files.readAllBytes(ImageFiles.disc(dir, "png"));
        Scene scene = new Scene("flying-jets", Map.of("Sprite", "ball", "Reset when", "pixels"),
                List.of(new BodyPose("waiting", 300, 150, 30, Double.NaN)), List.of("CIRCLES"), 0.5, 42, Map.of("ball", png));
        Path file = dir.resolve("ball.scene.json");
        SceneFiles.write(scene, file);
        MainFrame frame = Gui.open("--scene", file.toString());
        assertThat(onEdt(() -> frame.playground().entry().id())).isEqualTo("flying-jets");
        assertThat(onEdt(() -> ((FlyingJets) frame.playground().lesson()).spriteName())).isEqualTo("ball");
        assertThat(onEdt(() -> frame.playground().scene().bodies().get(0))).isEqualTo(new BodyPose("waiting", 300, 150, 30, Double.NaN));
        assertThat(onEdt(() -> frame.playground().simulation().steps())).as("a scene opens as a new start").isZero();
        assertThat(onEdt(() -> frame.playground().speed())).isEqualTo(0.5);
    }

    @Test
    void aSceneOfAnUnknownLessonExitsTwoWithOneLineAndNoWindow(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("warp.scene.json");
        SceneFiles.write(new Scene("warp-drive", Map.of(), List.of(), List.of(), 1, 0, Map.of()), file);
        List<Window> before = onEdt(() -> Arrays.stream(Window.getWindows()).filter(Window::isShowing).toList());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--scene", file.toString()}, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("sprite-playground: " + file + ": The scene's lesson \"warp-drive\" is not one of this app's (")
                .hasLineCount(1);
        assertThat(onEdt(() -> Arrays.stream(Window.getWindows()).filter(Window::isShowing).toList())).as("windows on show").isEqualTo(before);
    }
}
