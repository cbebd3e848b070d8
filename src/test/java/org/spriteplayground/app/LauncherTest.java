package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The installers' launcher: what it hands to {@link Main} when a desktop opens a scene file with it. */
class LauncherTest {

    @Test
    void aLoneSceneFileOpensAsAScene() {
        assertThat(Launcher.arguments(List.of("/home/pupil/two jets.scene.json"))).containsExactly("--scene", "/home/pupil/two jets.scene.json");
    }

    @Test
    void otherCommandLinesPassUnchanged() {
        assertThat(Launcher.arguments(List.of())).isEmpty();
        assertThat(Launcher.arguments(List.of("--lesson", "stress"))).containsExactly("--lesson", "stress");
        assertThat(Launcher.arguments(List.of("--scene", "a.scene.json"))).containsExactly("--scene", "a.scene.json");
        assertThat(Launcher.arguments(List.of("report", "jet"))).containsExactly("report", "jet");
    }
}
