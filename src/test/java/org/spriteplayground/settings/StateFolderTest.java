package org.spriteplayground.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where settings and the log go: a shell's HOME decides, as XDG says, not only Java's user.home. */
class StateFolderTest {

    private static Path folder(Map<String, String> env, String override) {
        return AppLog.stateFolder(env::get, override, "/java/home");
    }

    @Test
    void followsTheShellsHomeNotJavasUserHome() {
        assertThat(folder(Map.of("HOME", "/tmp/pupil-ada"), null)).isEqualTo(Path.of("/tmp/pupil-ada/.local/state/sprite-playground"));
    }

    @Test
    void xdgStateHomeComesFirstAndTheOverrideBeforeIt() {
        assertThat(folder(Map.of("HOME", "/h", "XDG_STATE_HOME", "/xdg"), null)).isEqualTo(Path.of("/xdg/sprite-playground"));
        assertThat(folder(Map.of("HOME", "/h", "XDG_STATE_HOME", "/xdg"), "/forced")).isEqualTo(Path.of("/forced"));
    }

    @Test
    void withoutHomeItFallsBackToUserHome() {
        assertThat(folder(Map.of(), null)).isEqualTo(Path.of("/java/home/.local/state/sprite-playground"));
        assertThat(folder(Map.of("HOME", " "), null)).isEqualTo(Path.of("/java/home/.local/state/sprite-playground"));
    }
}
