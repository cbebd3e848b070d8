package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.CsvFields;

/** The answers CSV: its header, one row per question in answer order, every stage's choice and rightness, names quoted where needed. */
class AnswersTest {

    private static Answers twoPupils() {
        Answers answers = new Answers();
        answers.predicted("Ada", "flying-jets", "next-contact", "step 431", new Answers.Stage("false-alarm", true));
        answers.observed(new Answers.Stage("saw-pixels-touch", false));
        answers.explained(new Answers.Stage("empty-corners", true));
        answers.predicted("Ben, the \"second\"", "three-outcomes", "preset-2", "Just touching", new Answers.Stage("apart", false));
        return answers;
    }

    @Test
    void theHeaderIsTheAnswersCsvsAndEachQuestionIsOneRowWithEveryStage() {
        List<String> lines = twoPupils().csvLines();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).isEqualTo("pupil,lesson,question,scene,prediction,prediction_right,observation,observation_right,"
                + "explanation,explanation_right,answered_at");
        List<String> ada = CsvFields.split(lines.get(1));
        assertThat(ada.subList(0, 10)).containsExactly("Ada", "flying-jets", "next-contact", "step 431", "false-alarm", "true",
                "saw-pixels-touch", "false", "empty-corners", "true");
        assertThat(LocalDateTime.parse(ada.get(10))).as("ISO-8601 local date-time").isBetween(LocalDateTime.now().minusMinutes(1), LocalDateTime.now());
        assertThat(ada.get(10)).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d");
    }

    @Test
    void aNameWithACommaOrQuoteIsQuotedAndStagesNotAskedAreEmpty() {
        String ben = twoPupils().csvLines().get(2);
        assertThat(ben).startsWith("\"Ben, the \"\"second\"\"\",three-outcomes,preset-2,Just touching,apart,false,,,,,");
        assertThat(CsvFields.split(ben)).hasSize(11).startsWith("Ben, the \"second\"", "three-outcomes", "preset-2", "Just touching", "apart", "false", "", "", "", "");
    }

    @Test
    void theCsvReplacesAnOlderFileAndLeavesNoTemporaryOneBehind(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("class.csv");
        Files.writeString(file, "an older export that is longer than the new one\n".repeat(20));
        Answers answers = twoPupils();
        answers.write(file);
        assertThat(Files.readAllLines(file, StandardCharsets.UTF_8)).isEqualTo(answers.csvLines());
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("class.csv");
        }
    }
}
