package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.lesson.Tunnelling;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/** The readouts as CSV: one line per value, big counts quoted, as the side panel shows them. */
class ReadoutsCsvTest {

    @TempDir
    Path folder;

    @Test
    void everyValueOfEveryTableIsALine() throws Exception {
        var lesson = Lessons.byId(Tunnelling.ID).orElseThrow().factory().apply(SpriteLibrary.bundled());
        Simulation sim = new Simulation(lesson);
        for (int i = 0; i < 240; i++) {
            sim.step();
        }
        List<ReadoutTable> tables = lesson.readouts();
        Path file = folder.resolve("readouts.csv");
        ReadoutsCsv.write(file, tables);
        List<String> lines = Files.readAllLines(file);
        long values = tables.stream().flatMap(t -> t.rows().stream()).mapToLong(r -> r.values().size()).sum();
        assertThat(lines).hasSize(1 + (int) values).first().isEqualTo("table,row,column,value");
        ReadoutTable flights = tables.stream().filter(t -> t.title().equals("Flights")).findFirst().orElseThrow();
        ReadoutTable.Row passed = flights.rows().stream().filter(r -> r.label().equals("passed through")).findFirst().orElseThrow();
        assertThat(lines).contains("Flights,passed through,point-in-time," + ReadoutsCsv.field(passed.values().get(0)))
                .contains("Flights,passed through,swept," + ReadoutsCsv.field(passed.values().get(1)));
        assertThat(lines).contains("Step,speed (px / step),value," + lesson.readouts().get(0).rows().get(0).values().get(0));
    }

    @Test
    void countsWithThousandsSeparatorsAreQuoted() {
        var lesson = Lessons.byId(Stress.ID).orElseThrow().factory().apply(SpriteLibrary.bundled());
        List<String> lines = ReadoutsCsv.lines(lesson.readouts());
        String allPairs = lines.stream().filter(l -> l.startsWith("Broad phase,all pairs,")).findFirst().orElseThrow();
        assertThat(allPairs).matches("Broad phase,all pairs,value,\"\\d{1,3}(,\\d{3})+\"");
        assertThat(ReadoutsCsv.field("say \"hi\", then")).isEqualTo("\"say \"\"hi\"\", then\"");
        assertThat(ReadoutsCsv.field("0.5")).isEqualTo("0.5");
    }
}
