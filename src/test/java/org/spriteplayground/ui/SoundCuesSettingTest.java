package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.Action;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.canvas.SoundCues;

/** View &gt; Play sound cues is off until switched on, is remembered for the next run, and is named in every language with a mnemonic. */
class SoundCuesSettingTest {

    @TempDir
    Path folder;

    private final Playground model = new Playground(Lessons.defaultLesson(), SpriteLibrary.bundled());
    private final List<StepEvent> played = new ArrayList<>();

    /** Cues whose tones this test hears, with no words and a clock that leaves no limit between them. */
    private SoundCues cues() {
        long[] now = {0};
        return new SoundCues(model, played::add, words -> { }, () -> now[0] += SoundCues.EVERY_NANOS);
    }

    @AfterEach
    void englishAgain() {
        Texts.use(null);
    }

    @Test
    void theSwitchIsOffAtFirstAppliedAtOnceAndRememberedForTheNextRun() {
        SoundCues cues = cues();
        Action toggle = ViewActions.soundCues(Settings.load(folder.resolve(SettingsFile.NAME)), cues);
        assertThat(cues.on()).as("off by default").isFalse();
        assertThat(toggle.getValue(Action.SELECTED_KEY)).isEqualTo(false);
        model.reset();
        assertThat(played).as("off: silent").isEmpty();
        toggle.actionPerformed(null);
        model.reset();
        assertThat(played).containsExactly(StepEvent.RESET);

        SoundCues next = cues(); // a new run
        Action again = ViewActions.soundCues(Settings.load(folder.resolve(SettingsFile.NAME)), next);
        assertThat(next.on()).as("remembered").isTrue();
        assertThat(again.getValue(Action.SELECTED_KEY)).isEqualTo(true);
        again.actionPerformed(null);
        assertThat(next.on()).isFalse();
        assertThat(Settings.load(folder.resolve(SettingsFile.NAME)).get(ViewActions.SOUND_CUES)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr"})
    void theMenuItemIsNamedAndExplainedInEveryLanguageWithAMnemonicInItsName(String language) {
        Texts.use(Locale.forLanguageTag(language));
        Action toggle = ViewActions.soundCues(Settings.load(folder.resolve(SettingsFile.NAME)), cues());
        String name = (String) toggle.getValue(Action.NAME);
        assertThat(name).isEqualTo(MenuText.name("menu.view.soundCues")).doesNotContain("&");
        assertThat((String) toggle.getValue(Action.SHORT_DESCRIPTION)).isNotBlank();
        int mnemonic = (Integer) toggle.getValue(MenuText.MNEMONIC);
        assertThat(name.toUpperCase(Locale.ROOT)).contains(String.valueOf((char) mnemonic));
        assertThat(KeyEvent.getKeyText(mnemonic)).isNotBlank();
    }
}
