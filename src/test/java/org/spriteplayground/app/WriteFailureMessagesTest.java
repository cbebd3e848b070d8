package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.Answers;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.ui.chart.TightnessChartPanel;
import org.spriteplayground.ui.dialogs.Exports;
import org.spriteplayground.worksheet.ReadoutsCsv;
import org.spriteplayground.worksheet.WorksheetWriter;

/**
 * Every save of the window (scene, world PNG, chart PNG, table CSV, worksheet PDF, experiment CSV,
 * class scores CSV, readouts CSV) and every {@code --out} of the command line, into a folder that
 * cannot be written to and into a folder that does not exist, says so in the plain words of
 * {@link SafeFiles}, naming the file chosen and never a temporary file. Tests run as root here,
 * for whom a folder without write permission is writable: the folder that cannot be written to is
 * {@code /sys} (sysfs refuses new files even to root, with "Permission denied"), and the folder
 * that does not exist is a name under a regular file ("Not a directory"). The read-only file
 * system's own exceptions are mapped in {@code SafeFilesWriteTest}.
 */
class WriteFailureMessagesTest {

    @TempDir
    static Path dir;

    /** A save: writes {@code file}, or throws with the message the window or the command line shows. */
    interface Save {
        void to(Path file) throws Exception;
    }

    /** Work that may throw. */
    interface Step {
        void run() throws Exception;
    }

    static Stream<Arguments> saves() throws Exception {
        Map<String, Save> saves = new LinkedHashMap<>();
        SpriteLibrary sprites = SpriteLibrary.bundled();
        Playground model = new Playground(Lessons.byId("flying-jets").orElseThrow(), sprites);
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        CliCommands.bundled(images);
        Exports exports = onEdt(() -> new Exports(null, model, images, new TightnessChartPanel()));
        SpriteAnalysis jet = sprites.get("jet");
        saves.put("scene", file -> SceneFiles.write(model.scene(), file));
        saves.put("world PNG", file -> exports.writeWorld(file, 1));
        saves.put("chart PNG", file -> runOnEdt(() -> exports.writeChart(file)));
        saves.put("table CSV", file -> runOnEdt(() -> exports.writeTable(file)));
        saves.put("worksheet PDF", file -> new WorksheetWriter(model.lesson(), model.overlays(), images, 0).write(file));
        saves.put("experiment CSV", file -> Csv.write(file, Experiment.run(jet, jet, 100, 1).csvLines()));
        saves.put("class answers CSV", file -> new Answers().write(file));
        saves.put("readouts CSV", file -> ReadoutsCsv.write(file, List.of()));
        saves.put("report --out", file -> cli("report", "jet", "--out", file.toString()));
        saves.put("experiment --out", file -> cli("experiment", "jet", "jet", "--trials", "100", "--out", file.toString()));
        saves.put("worksheet --out", file -> cli("worksheet", "flying-jets", "--out", file.toString()));
        Path aFile = Files.writeString(dir.resolve("notes.txt"), "not a folder");
        List<Arguments> cases = new ArrayList<>();
        saves.forEach((kind, save) -> {
            String name = kind.contains("PNG") ? "out.png" : kind.contains("PDF") || kind.startsWith("worksheet") ? "out.pdf"
                    : kind.equals("scene") ? "lesson.scene.json" : "out.csv";
            cases.add(Arguments.of(kind, save, Path.of("/sys", name), "file.readOnly"));
            cases.add(Arguments.of(kind, save, aFile.resolve(name), "file.noFolder"));
        });
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} into {2}")
    @MethodSource("saves")
    void aFolderThatCannotBeWrittenToIsSaidInPlainWords(String kind, Save save, Path file, String key) {
        String expected = Texts.format(key, SafeFiles.shown(file));
        assertThatThrownBy(() -> save.to(file)).as(kind).satisfies(e -> {
            assertThat(e.getMessage()).isEqualTo(expected);
            assertThat(e.getMessage()).doesNotContain(".part").doesNotContain(".tmp").contains("Choose another folder");
        });
    }

    /** Runs the command line; throws with its error line when it fails, as the user reads it. */
    private static void cli(String... args) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        if (code != 0) {
            String line = err.toString(StandardCharsets.UTF_8).strip();
            throw new Exception(line.substring(line.indexOf(": ") + 2));
        }
    }

    private static <T> T onEdt(java.util.concurrent.Callable<T> make) throws Exception {
        Object[] made = new Object[1];
        Exception[] failed = new Exception[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                made[0] = make.call();
            } catch (Exception e) {
                failed[0] = e;
            }
        });
        if (failed[0] != null) {
            throw failed[0];
        }
        @SuppressWarnings("unchecked")
        T result = (T) made[0];
        return result;
    }

    private static void runOnEdt(Step body) throws Exception {
        onEdt(() -> {
            body.run();
            return null;
        });
    }
}
