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

/** The readouts as CSV: one line per value, each a plain machine number or a word, its unit in the header or the unit column. */
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
        assertThat(lines).hasSize(1 + (int) values).first().isEqualTo("table,row,column,value,unit");
        ReadoutTable flights = tables.stream().filter(t -> t.title().equals("Flights")).findFirst().orElseThrow();
        ReadoutTable.Row passed = flights.rows().stream().filter(r -> r.label().equals("passed through")).findFirst().orElseThrow();
        assertThat(lines).contains("Flights,passed through,point-in-time," + passed.values().get(0).replace(",", "") + ",")
                .contains("Flights,passed through,swept," + passed.values().get(1).replace(",", "") + ",");
        assertThat(lines).contains("Step,speed (px / step),value," + lesson.readouts().get(0).rows().get(0).values().get(0) + ",");
    }

    @Test
    void everyCellIsAPlainMachineNumberOrAWordAndUnitsLeaveTheCells() {
        for (var entry : Lessons.ALL) {
            var lesson = entry.factory().apply(SpriteLibrary.bundled());
            Simulation sim = new Simulation(lesson);
            for (int i = 0; i < 100; i++) {
                sim.step();
            }
            List<String> all = ReadoutsCsv.lines(ReadoutsCsv.neutral(lesson::readouts)); // as the side panel's Export CSV makes them
            for (String line : all.subList(1, all.size())) {
                List<String> fields = org.spriteplayground.CsvFields.split(line);
                assertThat(fields).as(line).hasSize(5);
                String value = fields.get(3);
                assertThat(value.matches("-?\\d+(\\.\\d+)?(e-?\\d+)?") || !value.matches(".*\\d.*")).as(line).isTrue();
                assertThat(fields.get(4)).as(line).isIn("", "%");
            }
        }
    }

    @Test
    void groupedCountsLoseTheirSeparatorsAndAPercentMovesToTheUnitColumn() {
        var stress = Lessons.byId(Stress.ID).orElseThrow().factory().apply(SpriteLibrary.bundled());
        List<String> lines = ReadoutsCsv.lines(stress.readouts());
        String shown = stress.readouts().stream().filter(t -> t.title().equals("Broad phase")).findFirst().orElseThrow()
                .rows().stream().filter(r -> r.label().equals("all pairs")).findFirst().orElseThrow().values().get(0);
        assertThat(shown).contains(",");
        assertThat(lines).contains("Broad phase,all pairs,value," + shown.replace(",", "") + ",");
        var jets = Lessons.byId("flying-jets").orElseThrow().factory().apply(SpriteLibrary.bundled());
        ReadoutTable sprites = jets.readouts().stream().filter(t -> t.title().startsWith("Sprites")).findFirst().orElseThrow();
        String fill = sprites.rows().stream().filter(r -> r.label().equals("circle fill")).findFirst().orElseThrow().values().get(0);
        assertThat(fill).endsWith(" %");
        assertThat(ReadoutsCsv.lines(jets.readouts())).contains(sprites.title() + ",circle fill,flying," + fill.replace(" %", "") + ",%");
        assertThat(org.spriteplayground.experiment.Csv.field("say \"hi\", then")).isEqualTo("\"say \"\"hi\"\", then\"");
        assertThat(org.spriteplayground.experiment.Csv.field("0.5")).isEqualTo("0.5");
    }
}
