package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The theme is remembered between runs, in a preferences node of its own for this test. */
class SettingsTest {

    private static final String NODE = "/org/spriteplayground/unit-test-" + ProcessHandle.current().pid();

    @BeforeEach
    void useATestNode() {
        System.setProperty("spriteplayground.prefsNode", NODE);
    }

    @AfterEach
    void removeIt() throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        System.clearProperty("spriteplayground.prefsNode");
    }

    @Test
    void themeSurvivesAReload() {
        assertThat(Settings.load().theme()).isEqualTo(Theme.LIGHT);
        Settings.load().setTheme(Theme.DARK);
        assertThat(Settings.load().theme()).isEqualTo(Theme.DARK);
        assertThat(Preferences.userRoot().node(NODE).get("theme", null)).isEqualTo("DARK");
    }

    @Test
    void anUnknownStoredValueFallsBackToLight() {
        Preferences.userRoot().node(NODE).put("theme", "purple");
        assertThat(Settings.load().theme()).isEqualTo(Theme.LIGHT);
    }
}
