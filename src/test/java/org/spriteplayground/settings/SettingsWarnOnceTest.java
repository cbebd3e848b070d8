package org.spriteplayground.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.i18n.Language;

/** One fault of the settings file is logged once a run, though three copies of it read and save it. */
class SettingsWarnOnceTest {

    @TempDir
    Path dir;

    private final List<String> logged = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void listen() {
        AppLog.LOG.addHandler(handler);
    }

    @AfterEach
    void stopListening() {
        AppLog.LOG.removeHandler(handler);
    }

    @Test
    void aCorruptFileIsLoggedOnceByAllThreeCopies() throws Exception {
        Path file = Files.writeString(dir.resolve(SettingsFile.NAME), "language=\\uZZZZ\n");
        Settings.load(file);
        new RecentScenes(file).files();
        new LastFolder(file).get();
        assertThat(logged).hasSize(1);
        assertThat(logged.get(0)).startsWith("settings unavailable in " + file);
    }

    @Test
    void aFolderThatCannotBeWrittenIsLoggedOnceForEveryChange() throws Exception {
        Path blocked = Files.writeString(dir.resolve("not-a-folder"), "a file where the state folder should be");
        Path file = blocked.resolve(SettingsFile.NAME);
        Settings settings = Settings.load(file);
        for (Language language : Language.values()) {
            settings.set(Settings.LANGUAGE, language);
        }
        new RecentScenes(file).add(dir.resolve("a.scene.json"));
        SettingsFile.awaitWrites();
        assertThat(logged).hasSize(1);
        assertThat(logged.get(0)).startsWith("settings cannot be saved in " + file);
    }
}
