package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.CsvFields;

class ScoresTest {

    private static Scores twoPupils() {
        Scores scores = new Scores();
        scores.record("Ada", true);
        scores.record("Ben, the second", false);
        scores.record("Ada", false);
        scores.record("Ada", true);
        return scores;
    }

    @Test
    void eachPupilKeepsTheirOwnAskedAndRight() {
        Scores scores = twoPupils();
        assertThat(scores.of("Ada")).isEqualTo(new Scores.Tally(3, 2));
        assertThat(scores.of("Ben, the second")).isEqualTo(new Scores.Tally(1, 0));
        assertThat(scores.of("Cy")).isEqualTo(new Scores.Tally(0, 0));
    }

    @Test
    void theCsvHasOneRowPerPupilAskedInPlainNumbersWithNamesQuotedWhereNeeded() {
        List<String> lines = twoPupils().csvLines();
        assertThat(lines).containsExactly("pupil,asked,right,percent", "Ada,3,2,66.7", "\"Ben, the second\",1,0,0.0");
        assertThat(CsvFields.split(lines.get(2))).containsExactly("Ben, the second", "1", "0", "0.0");
    }

    @Test
    void aQuoteInANameIsDoubled() {
        Scores scores = new Scores();
        scores.record("Jo \"JJ\"", true);
        assertThat(scores.csvLines().get(1)).isEqualTo("\"Jo \"\"JJ\"\"\",1,1,100.0");
    }

    @Test
    void theClassCsvReplacesAnOlderFileAndLeavesNoTemporaryOneBehind(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("class.csv");
        Files.writeString(file, "an older export that is longer than the new one\n".repeat(20));
        twoPupils().write(file);
        assertThat(Files.readAllLines(file, StandardCharsets.UTF_8)).isEqualTo(twoPupils().csvLines());
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("class.csv");
        }
    }
}
