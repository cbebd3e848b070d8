package org.spriteplayground.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An answers CSV read as RFC 4180, each bad line and file named and left out, the rest kept. */
class AnswersCsvTest {

    static final String HEADER = AnswersCsv.HEADER + "\n";

    @TempDir
    Path folder;

    @Test
    void quotedFieldsKeepTheirCommasQuotesAndLineBreaks() {
        AnswersCsv.Read read = AnswersCsv.parse("a.csv", HEADER
                + "\"Lee, Sam\",flying-jets,next-contact,\"preset \"\"head-on\"\",\nline two\",hit,true,,,,,2026-11-30T09:05:12\r\n"
                + "Ann,flying-jets,next-contact,step 4,miss,false,seen,true,why,false,2026-11-30T09:06:00\n");
        assertThat(read.problems()).isEmpty();
        assertThat(read.files()).isEqualTo(1);
        assertThat(read.answers()).hasSize(2);
        Answer lee = read.answers().get(0);
        assertThat(lee.pupil()).isEqualTo("Lee, Sam");
        assertThat(lee.scene()).isEqualTo("preset \"head-on\",\nline two");
        assertThat(lee.predicted()).isTrue();
        assertThat(lee.observed()).isNull();
        assertThat(lee.explained()).isNull();
        assertThat(lee.answeredAt()).isEqualTo(LocalDateTime.of(2026, 11, 30, 9, 5, 12));
        assertThat(read.answers().get(1).explained()).isFalse();
    }

    @Test
    void eachBadLineIsNamedWithItsNumberAndLeftOutAndTheRestKept() {
        AnswersCsv.Read read = AnswersCsv.parse("class.csv", HEADER
                + "Ann,flying-jets,q1,s,a,true,,,,,2026-11-30T09:00:00\n" // line 2: good
                + "Ben,flying-jets,q1,s,a,true,,,,2026-11-30T09:00:00\n" // line 3: 10 fields
                + "Cem,flying-jets,q1,\"two\nlines\",a,yes,,,,,2026-11-30T09:00:00\n" // lines 4-5: not true/false
                + ",flying-jets,q1,s,a,true,,,,,2026-11-30T09:00:00\n" // line 6: no pupil
                + "Dora,flying-jets,,s,a,true,,,,,2026-11-30T09:00:00\n" // line 7: no question
                + "Eve,flying-jets,q1,s,a,false,,,,,yesterday\n" // line 8: bad date
                + "\n"
                + "Finn,flying-jets,q1,s,a,false,,,,,2026-11-30T09:01:00\n" // line 10: good
                + "Gil\n"); // line 11: one field
        assertThat(read.answers()).extracting(Answer::pupil).containsExactly("Ann", "Finn");
        assertThat(read.problems()).containsExactly(
                "class.csv, line 3: the number of its fields is 10, where an answers CSV has 11. The line is left out.",
                "class.csv, line 4: 'yes' in prediction_right is neither true nor false. The line is left out.",
                "class.csv, line 6: the field pupil is empty. The line is left out.",
                "class.csv, line 7: the field question is empty. The line is left out.",
                "class.csv, line 8: 'yesterday' in answered_at is not a date and time such as 2026-03-14T10:15:00. The line is left out.",
                "class.csv, line 11: the number of its fields is 1, where an answers CSV has 11. The line is left out.");
        assertThat(read.files()).isEqualTo(1);
    }

    @Test
    void anUnclosedQuoteIsNamedAndTheLinesBeforeItKept() {
        AnswersCsv.Read read = AnswersCsv.parse("q.csv", HEADER + "Ann,l,q,s,a,true,,,,,2026-11-30T09:00:00\nBen,l,q,\"open,a,true,,,,,2026-11-30T09:00:00\n");
        assertThat(read.answers()).extracting(Answer::pupil).containsExactly("Ann");
        assertThat(read.problems()).singleElement().asString().startsWith("q.csv, line 3: a quoted field is not closed");
    }

    @Test
    void aFileWithAnotherHeaderOrNothingIsNamedAndLeftOutWhole() throws Exception {
        Path other = Files.writeString(folder.resolve("scores.csv"), "pupil,score\nAnn,3\n");
        Path empty = Files.writeString(folder.resolve("empty.csv"), "");
        AnswersCsv.Read read = AnswersCsv.read(List.of(other, empty), done -> { });
        assertThat(read.answers()).isEmpty();
        assertThat(read.files()).isZero();
        assertThat(read.problems()).hasSize(2);
        assertThat(read.problems().get(0)).contains("scores.csv").contains("is not an answers CSV").contains(AnswersCsv.HEADER);
        assertThat(read.problems().get(1)).contains("empty.csv").contains("is empty");
    }

    @Test
    void aFolderOrAMissingFileIsNamedAndTheOtherFilesRead() throws Exception {
        Path good = Files.writeString(folder.resolve("good.csv"), HEADER + "Ann,l,q,s,a,true,,,,,2026-11-30T09:00:00\n", StandardCharsets.UTF_8);
        Path sub = Files.createDirectory(folder.resolve("sub.csv"));
        AnswersCsv.Read read = AnswersCsv.read(List.of(sub, folder.resolve("missing.csv"), good), done -> { });
        assertThat(read.answers()).hasSize(1);
        assertThat(read.files()).isEqualTo(1);
        assertThat(read.problems()).hasSize(2);
        assertThat(read.problems().get(0)).contains("sub.csv").startsWith("Left out: ").contains("folder");
        assertThat(read.problems().get(1)).startsWith("Left out: ").contains("missing.csv");
    }

    @Test
    void aPipeIsNamedWithoutWaitingForAWriter() throws Exception {
        Path fifo = folder.resolve("pipe.csv");
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            mkfifo = null;
        }
        assumeTrue(mkfifo != null && mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo is not available");
        long start = System.nanoTime();
        AnswersCsv.Read read = AnswersCsv.read(fifo);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(read.answers()).isEmpty();
        assertThat(read.problems()).singleElement().asString().contains("pipe.csv").contains("not an ordinary file");
    }

    @Test
    void aDeviceIsNamedAndNotRead() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));
        assertThat(AnswersCsv.read(zero).problems()).singleElement().asString().contains("not an ordinary file");
    }
}
