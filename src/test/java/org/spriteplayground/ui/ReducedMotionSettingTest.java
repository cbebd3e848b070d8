package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javax.swing.Action;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.sim.Motion;
import org.spriteplayground.sprite.SpriteLibrary;

/** View &gt; Reduced motion switches flashes and blinking carets off, and the next run remembers it. */
class ReducedMotionSettingTest {

    @TempDir
    Path folder;

    private final Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());

    @AfterEach
    void motionAsUsual() throws Exception {
        Motion.setReduced(false);
        UIManager.put("TextField.caretBlinkRate", null);
    }

    @Test
    void theSwitchIsAppliedAndRememberedForTheNextRun() {
        Action toggle = ViewActions.reducedMotion(Settings.load(folder.resolve(SettingsFile.NAME)), model);
        assertThat(Motion.reduced()).as("nothing remembered yet").isFalse();
        assertThat(toggle.getValue(Action.SELECTED_KEY)).isEqualTo(false);
        toggle.actionPerformed(null);
        assertThat(Motion.reduced()).isTrue();
        assertThat(UIManager.getInt("TextField.caretBlinkRate")).as("carets stop blinking").isZero();

        Motion.setReduced(false); // a new run starts with the default
        Action next = ViewActions.reducedMotion(Settings.load(folder.resolve(SettingsFile.NAME)), model);
        assertThat(Motion.reduced()).as("remembered").isTrue();
        assertThat(next.getValue(Action.SELECTED_KEY)).isEqualTo(true);
        next.actionPerformed(null);
        assertThat(Motion.reduced()).isFalse();
        assertThat(Settings.load(folder.resolve(SettingsFile.NAME)).get(ViewActions.REDUCED_MOTION)).isFalse();
    }
}
