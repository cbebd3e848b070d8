package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code quiz LESSON_OR_SCENE… --format moodle|gift [--out FILE]} as a user types it. */
class QuizCliTest {

    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void writesMoodleXmlOfTwoLessonsAndPrintsItsPath() throws Exception {
        Path file = folder.resolve("bank.xml");
        assertThat(run("quiz", "three-outcomes", "flying-jets", "--format", "Moodle", "--out", file.toString())).isZero();
        assertThat(text(out).strip()).isEqualTo(file.toAbsolutePath().toString());
        // The teacher is told which worksheet questions the quiz does not ask, and why.
        assertThat(text(err).lines()).containsExactly(
                "Not in the quiz: flying-jets 3, 4, 5. Their answers come from the app's readouts, which a quiz does not show.",
                "Not in the quiz: three-outcomes 3, 4. Another question of the quiz would give their answer away.");
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
        assertThat(doc.getElementsByTagName("category").getLength()).isEqualTo(2);
        assertThat(doc.getElementsByTagName("question").item(0).getAttributes().getNamedItem("type").getNodeValue()).isEqualTo("category");
    }

    @Test
    void withoutOutItWritesAFileNamedLikeTheWorksheetsHereAndPrintsItsPath() throws Exception {
        Path here = Path.of("").toAbsolutePath();
        Path file = here.resolve("quiz-three-outcomes.txt");
        try {
            assertThat(run("quiz", "three-outcomes", "--format", "gift")).isZero();
            assertThat(text(out).strip()).isEqualTo(file.toString());
            assertThat(Files.readString(file, StandardCharsets.UTF_8)).contains("::three-outcomes 2::");
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    void aSceneFileIsAskedAsItsWorksheetIs() throws Exception {
        Path scene = folder.resolve("apart.scene.json");
        org.spriteplayground.scene.SceneFiles.write(new org.spriteplayground.scene.Scene("three-outcomes", java.util.Map.of(),
                List.of(new org.spriteplayground.scene.BodyPose("P", 100, 100, 0, 20), new org.spriteplayground.scene.BodyPose("Q", 200, 100, 0, 20)),
                List.of(), 1, 0, java.util.Map.of()), scene);
        Path file = folder.resolve("apart.txt");
        assertThat(run("quiz", scene.toString(), "--format", "gift", "--out", file.toString())).isZero();
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).contains("{#10000.000:0.0005####");
    }

    @Test
    void badArgumentsAreOneLineAndCode2() {
        List<List<String>> bad = List.of(
                List.of("quiz", "flying-jets", "--format", "word", "--out", folder.resolve("a.xml").toString()),
                List.of("quiz", "flying-jets", "--out", folder.resolve("b.xml").toString()),
                List.of("quiz", "--format", "gift", "--out", folder.resolve("c.txt").toString()),
                List.of("quiz", "no-such-lesson", "--format", "gift", "--out", folder.resolve("d.txt").toString()),
                List.of("quiz", "flying-jets", "--format", "moodle", "--out", "/proc/quiz.xml"),
                List.of("quiz", "flying-jets", "--format", "moodle", "--out", folder.toString()),
                List.of("quiz", "flying-jets", "--format"));
        List<String> said = List.of("unknown --format word: moodle or gift", "--format is needed: moodle or gift",
                "expected 1 or more lessons, got 0 (try --help)", "unknown lesson 'no-such-lesson'", "/proc/quiz.xml", "it is a folder", "--format needs a value");
        for (int i = 0; i < bad.size(); i++) {
            out.reset();
            err.reset();
            assertThat(run(bad.get(i).toArray(String[]::new))).as("%s", bad.get(i)).isEqualTo(Main.EXIT_USAGE);
            assertThat(text(err).lines().toList()).as("%s", bad.get(i)).singleElement().asString().startsWith("sprite-playground quiz: ").contains(said.get(i));
            assertThat(text(out)).isEmpty();
        }
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void theHelpNamesTheCommand() {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).contains("quiz LESSON_OR_SCENE… --format moodle|gift [--out FILE]");
    }

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
