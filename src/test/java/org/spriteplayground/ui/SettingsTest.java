package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;

/** The theme, presentation size, last lesson, overlays and chart switch are remembered between runs, in a preferences node of its own for this test. */
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
    void testsNeverTouchTheUsersOwnPreferences() {
        // The build points java.util.prefs at target/prefs (surefire and failsafe argLine).
        assertThat(System.getProperty("java.util.prefs.userRoot")).as("set by the pom").isNotNull()
                .satisfies(root -> assertThat(java.nio.file.Path.of(root).toAbsolutePath().normalize())
                        .startsWith(java.nio.file.Path.of("target").toAbsolutePath()));
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

    @Test
    void anUnusableStoreFallsBackToDefaultsWithOneLogLine() {
        java.util.List<java.util.logging.LogRecord> records = new java.util.ArrayList<>();
        java.util.logging.Handler handler = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                records.add(record);
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
            Settings broken = Settings.using(new BrokenPreferences());
            assertThat(broken.theme()).isEqualTo(Theme.LIGHT);
            assertThat(broken.theme()).isEqualTo(Theme.LIGHT);
            broken.setTheme(Theme.DARK);
            assertThat(records).hasSize(1);
            assertThat(records.get(0).getMessage()).startsWith("cannot read the theme setting, using the light theme");
        } finally {
            AppLog.LOG.removeHandler(handler);
        }
    }

    @Test
    void settingsAreWrittenOnlyWhenTheyChange() {
        CountingPreferences store = new CountingPreferences();
        Settings settings = Settings.using(store);
        settings.setTheme(Theme.LIGHT);
        assertThat(store.puts).isZero();
        settings.setTheme(Theme.DARK);
        settings.setTheme(Theme.DARK);
        assertThat(store.puts).isEqualTo(1);
        assertThat(settings.theme()).isEqualTo(Theme.DARK);
    }

    @Test
    void presentationLessonOverlaysAndChartSurviveAReload() {
        Settings first = Settings.load();
        assertThat(first.presentation()).isEqualTo(Presentation.OFF);
        assertThat(first.lesson(Lessons.defaultLesson())).isEqualTo(Lessons.defaultLesson());
        assertThat(first.overlays()).isEqualTo(Overlays.DEFAULT);
        assertThat(first.chartVisible()).isTrue();
        Lessons.Entry stress = Lessons.byId("stress").orElseThrow();
        first.setPresentation(Presentation.LARGEST);
        first.setLesson(stress);
        first.setOverlays(Overlays.of(Overlay.PIXELS, Overlay.TURNED_BOXES));
        first.setChartVisible(false);
        Settings again = Settings.load();
        assertThat(again.presentation()).isEqualTo(Presentation.LARGEST);
        assertThat(again.lesson(Lessons.defaultLesson())).isEqualTo(stress);
        assertThat(again.overlays()).isEqualTo(Overlays.of(Overlay.PIXELS, Overlay.TURNED_BOXES));
        assertThat(again.chartVisible()).isFalse();
        again.setOverlays(Overlays.NONE);
        assertThat(Settings.load().overlays()).isEqualTo(Overlays.NONE);
    }

    @Test
    void aLessonOutsideTheCatalogueIsNotRemembered() {
        Settings settings = Settings.load();
        settings.setLesson(Lessons.byId("tunnelling").orElseThrow());
        settings.setLesson(new Lessons.Entry("faulty", "A test's own lesson", sprites -> null));
        assertThat(Settings.load().lesson(Lessons.defaultLesson()).id()).isEqualTo("tunnelling");
    }

    @Test
    void nonsenseStoredValuesFallBackToTheDefaultsWithOneLogLineEach() {
        Preferences node = Preferences.userRoot().node(NODE);
        List<String> cases = List.of("presentation", "lesson", "overlays", "chart");
        node.put("presentation", "X3");
        node.put("lesson", "no-such-lesson");
        node.put("overlays", "CIRCLES,LASERS");
        node.put("chart", "maybe");
        for (String key : cases) {
            List<String> lines = logged(() -> {
                Settings settings = Settings.load();
                switch (key) {
                    case "presentation" -> assertThat(settings.presentation()).isEqualTo(Presentation.OFF);
                    case "lesson" -> assertThat(settings.lesson(Lessons.defaultLesson())).isEqualTo(Lessons.defaultLesson());
                    case "overlays" -> assertThat(settings.overlays()).isEqualTo(Overlays.DEFAULT);
                    default -> assertThat(settings.chartVisible()).isTrue();
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

    /** A store whose every read and write fails, as a corrupt or unreadable one would. */
    private static final class BrokenPreferences extends java.util.prefs.AbstractPreferences {
        BrokenPreferences() {
            super(null, "");
        }

        @Override
        protected void putSpi(String key, String value) {
            throw new IllegalStateException("store is corrupt");
        }

        @Override
        protected String getSpi(String key) {
            throw new IllegalStateException("store is corrupt");
        }

        @Override
        public String get(String key, String def) {
            throw new IllegalStateException("store is corrupt");
        }

        @Override
        protected void removeSpi(String key) {
        }

        @Override
        protected void removeNodeSpi() {
        }

        @Override
        protected String[] keysSpi() {
            return new String[0];
        }

        @Override
        protected String[] childrenNamesSpi() {
            return new String[0];
        }

        @Override
        protected java.util.prefs.AbstractPreferences childSpi(String name) {
            throw new IllegalStateException("store is corrupt");
        }

        @Override
        protected void syncSpi() throws java.util.prefs.BackingStoreException {
            throw new java.util.prefs.BackingStoreException("store is corrupt");
        }

        @Override
        protected void flushSpi() throws java.util.prefs.BackingStoreException {
            throw new java.util.prefs.BackingStoreException("store is corrupt");
        }
    }

    /** An in-memory store that counts writes. */
    @Test
    void aSettingIsWrittenToDiskOffTheThreadThatChangedIt() throws InterruptedException {
        CountingPreferences store = new CountingPreferences();
        Settings.using(store).setTheme(Theme.DARK);
        assertThat(store.flushed.await(10, java.util.concurrent.TimeUnit.SECONDS)).as("flushed").isTrue();
        assertThat(store.flushedOn).isNotNull().isNotSameAs(Thread.currentThread());
        assertThat(Settings.using(store).theme()).isEqualTo(Theme.DARK);
    }

    private static final class CountingPreferences extends java.util.prefs.AbstractPreferences {
        private final java.util.Map<String, String> values = new java.util.HashMap<>();
        int puts;
        final java.util.concurrent.CountDownLatch flushed = new java.util.concurrent.CountDownLatch(1);
        volatile Thread flushedOn;

        CountingPreferences() {
            super(null, "");
        }

        @Override
        protected void putSpi(String key, String value) {
            puts++;
            values.put(key, value);
        }

        @Override
        protected String getSpi(String key) {
            return values.get(key);
        }

        @Override
        protected void removeSpi(String key) {
            values.remove(key);
        }

        @Override
        protected void removeNodeSpi() {
        }

        @Override
        protected String[] keysSpi() {
            return values.keySet().toArray(String[]::new);
        }

        @Override
        protected String[] childrenNamesSpi() {
            return new String[0];
        }

        @Override
        protected java.util.prefs.AbstractPreferences childSpi(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        protected void syncSpi() {
        }

        @Override
        protected void flushSpi() {
            flushedOn = Thread.currentThread();
            flushed.countDown();
        }
    }
}
