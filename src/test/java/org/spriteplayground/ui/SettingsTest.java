package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.settings.AppLog;
import org.spriteplayground.settings.RecentScenes;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.settings.SettingsFile;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/**
 * The theme, presentation size, last lesson, overlays and chart switch are remembered between
 * runs, in a settings file of this test's own; a file that cannot be read means the defaults and
 * one log line, and a file is never left half written.
 */
class SettingsTest {

    @TempDir
    Path folder;

    private Path file;

    @BeforeEach
    void aFileOfItsOwn() {
        file = folder.resolve(SettingsFile.NAME);
    }

    @Test
    void testsNeverTouchTheUsersOwnSettings() {
        // The build points the state folder at target/state (surefire and failsafe argLine).
        assertThat(System.getProperty("spriteplayground.stateDir")).as("set by the pom").isNotNull()
                .satisfies(dir -> assertThat(Path.of(dir).toAbsolutePath().normalize()).startsWithRaw(Path.of("target").toAbsolutePath()));
        assertThat(SettingsFile.defaultFile().toAbsolutePath()).startsWithRaw(Path.of("target").toAbsolutePath());
    }

    @Test
    void themeSurvivesAReload() throws IOException {
        assertThat(Settings.load(file).get(Theme.SETTING)).isEqualTo(Theme.LIGHT);
        Settings.load(file).set(Theme.SETTING, Theme.DARK);
        assertThat(Settings.load(file).get(Theme.SETTING)).isEqualTo(Theme.DARK);
        assertThat(Files.readAllLines(file)).contains("theme=DARK");
    }

    @Test
    void anUnknownStoredValueFallsBackToLight() throws IOException {
        Files.writeString(file, "theme=purple\n");
        assertThat(Settings.load(file).get(Theme.SETTING)).isEqualTo(Theme.LIGHT);
    }

    @Test
    void anUnreadableFileFallsBackToDefaultsWithOneLogLine() throws IOException {
        Files.createDirectories(file); // a folder where the file should be
        List<String> lines = logged(() -> {
            Settings broken = Settings.load(file);
            assertThat(broken.get(Theme.SETTING)).isEqualTo(Theme.LIGHT);
            broken.set(Theme.SETTING, Theme.DARK);
            assertThat(broken.get(Theme.SETTING)).isEqualTo(Theme.LIGHT);
        });
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("settings unavailable in " + file);
    }

    @Test
    void aFileThatIsNotAPropertiesFileFallsBackToDefaultsWithOneLogLine() throws IOException {
        Files.writeString(file, "theme=\\uZZZZ\n");
        List<String> lines = logged(() -> assertThat(Settings.load(file).get(Theme.SETTING)).isEqualTo(Theme.LIGHT));
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("settings unavailable in ");
    }

    @Test
    void settingsAreWrittenOnlyWhenTheyChange() throws IOException {
        Settings settings = Settings.load(file);
        settings.set(Theme.SETTING, Theme.LIGHT);
        SettingsFile.awaitWrites();
        assertThat(file).as("the default needs no file").doesNotExist();
        settings.set(Theme.SETTING, Theme.DARK);
        SettingsFile.awaitWrites();
        assertThat(Files.readAllLines(file)).contains("theme=DARK");
        Files.delete(file);
        settings.set(Theme.SETTING, Theme.DARK);
        SettingsFile.awaitWrites();
        assertThat(file).as("unchanged, so not written again").doesNotExist();
        assertThat(settings.get(Theme.SETTING)).isEqualTo(Theme.DARK);
    }

    @Test
    void aSettingIsWrittenToDiskOffTheThreadThatChangedIt() throws Exception {
        Settings settings = Settings.load(file);
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // Another copy's write, stuck on a slow disk: a write on the changing thread would wait for it.
        Thread slowDisk = new Thread(() -> {
            synchronized (SettingsFile.writingLock()) {
                holding.countDown();
                await(release);
            }
        });
        slowDisk.start();
        assertThat(holding.await(10, TimeUnit.SECONDS)).isTrue();
        try {
            settings.set(Theme.SETTING, Theme.DARK);
            assertThat(file).as("not yet on disk: the write waits on the saver's thread").doesNotExist();
        } finally {
            release.countDown();
        }
        slowDisk.join();
        SettingsFile.awaitWrites();
        assertThat(Settings.load(file).get(Theme.SETTING)).isEqualTo(Theme.DARK);
    }

    @Test
    void theSettingsAndTheRecentScenesKeepEachOthersKeys() {
        Settings.load(file).set(Theme.SETTING, Theme.DARK);
        new RecentScenes(file).add(folder.resolve("lesson.scene.json"));
        Settings.load(file).set(Remembered.CHART, false);
        assertThat(Settings.load(file).get(Theme.SETTING)).isEqualTo(Theme.DARK);
        assertThat(Settings.load(file).get(Remembered.CHART)).isFalse();
        assertThat(new RecentScenes(file).files()).containsExactly(folder.resolve("lesson.scene.json").toAbsolutePath().normalize());
    }

    @Test
    void aWriteLeavesOnlyTheWholeFile() throws IOException {
        Settings settings = Settings.load(file);
        settings.set(Theme.SETTING, Theme.DARK);
        settings.set(Presentation.SETTING, Presentation.LARGEST);
        SettingsFile.awaitWrites();
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly(SettingsFile.NAME);
        }
    }

    @Test
    void presentationLessonOverlaysAndChartSurviveAReload() {
        Settings first = Settings.load(file);
        assertThat(first.get(Presentation.SETTING)).isEqualTo(Presentation.OFF);
        assertThat(first.get(Remembered.LESSON, Lessons.defaultLesson())).isEqualTo(Lessons.defaultLesson());
        assertThat(first.get(Remembered.OVERLAYS)).isEqualTo(Overlays.DEFAULT);
        assertThat(first.get(Remembered.CHART)).isTrue();
        Lessons.Entry stress = Lessons.byId("stress").orElseThrow();
        first.set(Presentation.SETTING, Presentation.LARGEST);
        Remembered.saveLesson(first, stress);
        first.set(Remembered.OVERLAYS, Overlays.of(Overlay.PIXELS, Overlay.TURNED_BOXES));
        first.set(Remembered.CHART, false);
        Settings again = Settings.load(file);
        assertThat(again.get(Presentation.SETTING)).isEqualTo(Presentation.LARGEST);
        assertThat(again.get(Remembered.LESSON, Lessons.defaultLesson())).isEqualTo(stress);
        assertThat(again.get(Remembered.OVERLAYS)).isEqualTo(Overlays.of(Overlay.PIXELS, Overlay.TURNED_BOXES));
        assertThat(again.get(Remembered.CHART)).isFalse();
        again.set(Remembered.OVERLAYS, Overlays.NONE);
        assertThat(Settings.load(file).get(Remembered.OVERLAYS)).isEqualTo(Overlays.NONE);
    }

    @Test
    void aLessonOutsideTheCatalogueIsNotRemembered() {
        Settings settings = Settings.load(file);
        Remembered.saveLesson(settings, Lessons.byId("tunnelling").orElseThrow());
        Remembered.saveLesson(settings, new Lessons.Entry("faulty", "A test's own lesson", sprites -> null));
        assertThat(Settings.load(file).get(Remembered.LESSON, Lessons.defaultLesson()).id()).isEqualTo("tunnelling");
    }

    @Test
    void nonsenseStoredValuesFallBackToTheDefaultsWithOneLogLineEach() throws IOException {
        List<String> cases = List.of("presentation", "lesson", "overlays", "chart");
        Files.writeString(file, "presentation=X3\nlesson=no-such-lesson\noverlays=CIRCLES,LASERS\nchart=maybe\n");
        for (String key : cases) {
            List<String> lines = logged(() -> {
                Settings settings = Settings.load(file);
                switch (key) {
                    case "presentation" -> assertThat(settings.get(Presentation.SETTING)).isEqualTo(Presentation.OFF);
                    case "lesson" -> assertThat(settings.get(Remembered.LESSON, Lessons.defaultLesson())).isEqualTo(Lessons.defaultLesson());
                    case "overlays" -> assertThat(settings.get(Remembered.OVERLAYS)).isEqualTo(Overlays.DEFAULT);
                    default -> assertThat(settings.get(Remembered.CHART)).isTrue();
                }
            });
            assertThat(lines).as(key).hasSize(1);
            assertThat(lines.get(0)).as(key).startsWith("cannot read the ");
        }
    }

    /** Runs {@code action} and returns the messages it logged. */
    private static List<String> logged(Runnable action) {
        List<String> messages = new java.util.ArrayList<>();
        java.util.logging.Handler handler = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                messages.add(record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        AppLog.LOG.addHandler(handler);
        try {
            action.run();
        } finally {
            AppLog.LOG.removeHandler(handler);
        }
        return messages;
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
