package org.spriteplayground.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.classroom.Answer.Stage;

/** The class's results: each pupil's last answer counts once; stages not asked are left out. */
class ClassResultsTest {

    /** The three made-up pupils' files shipped as test resources, in this order. */
    static List<Path> samples() throws Exception {
        return List.of(resource("pupil-ada.csv"), resource("pupil-ben.csv"), resource("pupil-chloe.csv"));
    }

    static Path resource(String name) throws Exception {
        return Path.of(ClassResultsTest.class.getResource(name).toURI());
    }

    @Test
    void threeMadeUpPupilsGiveTheSharesWorkedOutByHand() throws Exception {
        AnswersCsv.Read read = AnswersCsv.read(samples(), done -> { });
        assertThat(read.files()).isEqualTo(3);
        assertThat(read.problems()).singleElement().asString().endsWith("pupil-chloe.csv, line 3: 'maybe' in prediction_right is neither true nor false. The line is left out.");
        List<ClassResults.Row> rows = ClassResults.of(read.answers());
        assertThat(rows).extracting(ClassResults.Row::name).containsExactly("Flying jets · the contact at step 431", "Three outcomes · Worked example");
        ClassResults.Row jets = rows.get(0);
        assertThat(jets.pupils()).isEqualTo(3);
        // Ada right, Ben right at his second try (the last counts), Chloé wrong.
        assertThat(jets.tally(Stage.PREDICTED)).isEqualTo(new ClassResults.Tally(3, 2));
        assertThat(jets.tally(Stage.OBSERVED)).isEqualTo(new ClassResults.Tally(3, 3));
        assertThat(jets.tally(Stage.EXPLAINED)).isEqualTo(new ClassResults.Tally(3, 2));
        assertThat(jets.tally(Stage.PREDICTED).share()).isEqualTo(2 / 3.0);
        ClassResults.Row outcomes = rows.get(1);
        assertThat(outcomes.tally(Stage.PREDICTED)).isEqualTo(new ClassResults.Tally(3, 2));
        assertThat(outcomes.tally(Stage.OBSERVED)).isEqualTo(new ClassResults.Tally(0, 0));
        assertThat(ClassResults.lines(rows)).containsExactly(
                "No.\tQuestion\tPupils\tPredicted right\tObserved right\tExplained right",
                "1\tFlying jets · the contact at step 431\t3\t2 of 3 (67\u00a0%)\t3 of 3 (100\u00a0%)\t2 of 3 (67\u00a0%)",
                "2\tThree outcomes · Worked example\t3\t2 of 3 (67\u00a0%)\tnot asked\tnot asked");
    }

    @Test
    void aPupilAnsweringTwiceAcrossTwoFilesCountsOnceWithTheLastAnswer() {
        List<Answer> first = AnswersCsv.parse("monday.csv", AnswersCsvTest.HEADER + "Ann,l,q,s,a,true,b,true,c,true,2026-11-30T09:00:00\n").answers();
        List<Answer> second = AnswersCsv.parse("tuesday.csv", AnswersCsvTest.HEADER + " ann ,l,q,s,a,false,,,,,2026-12-01T09:00:00\n").answers();
        List<Answer> both = new java.util.ArrayList<>(first);
        both.addAll(second);
        ClassResults.Row row = ClassResults.of(both).get(0);
        assertThat(row.pupils()).isEqualTo(1);
        assertThat(row.tally(Stage.PREDICTED)).isEqualTo(new ClassResults.Tally(1, 0));
        // Her last answer was not asked to observe or explain: the earlier rights do not linger.
        assertThat(row.tally(Stage.OBSERVED)).isEqualTo(new ClassResults.Tally(0, 0));
        // Files in the other order: the Monday answer is the last.
        List<Answer> reversed = new java.util.ArrayList<>(second);
        reversed.addAll(first);
        assertThat(ClassResults.of(reversed).get(0).tally(Stage.EXPLAINED)).isEqualTo(new ClassResults.Tally(1, 1));
    }

    @Test
    void eachContactStepIsAQuestionOfItsOwn() {
        List<Answer> answers = AnswersCsv.parse("c.csv", AnswersCsvTest.HEADER
                + "Ann,flying-jets,next-contact,step 200,a,true,b,true,c,true,2026-11-30T09:00:00\n"
                + "Ann,flying-jets,next-contact,step 431,a,false,b,true,c,false,2026-11-30T09:01:00\n"
                + "Ben,flying-jets,next-contact,step 200,a,false,b,false,c,true,2026-11-30T09:00:30\n").answers();
        List<ClassResults.Row> rows = ClassResults.of(answers);
        assertThat(rows).extracting(ClassResults.Row::name).containsExactly("Flying jets · the contact at step 200", "Flying jets · the contact at step 431");
        assertThat(rows.get(0).pupils()).isEqualTo(2);
        assertThat(rows.get(0).tally(Stage.PREDICTED)).isEqualTo(new ClassResults.Tally(2, 1));
        assertThat(rows.get(1).tally(Stage.PREDICTED)).isEqualTo(new ClassResults.Tally(1, 0));
    }

    @Test
    void stagesNotAskedAreLeftOutOfThatStagesCountOnly() {
        List<Answer> answers = AnswersCsv.parse("c.csv", AnswersCsvTest.HEADER
                + "Ann,l,q,s,a,true,b,false,,,2026-11-30T09:00:00\n"
                + "Ben,l,q,s,a,true,,,,,2026-11-30T09:00:00\n"
                + "Cem,l,q,s,a,false,b,true,c,true,2026-11-30T09:00:00\n").answers();
        ClassResults.Row row = ClassResults.of(answers).get(0);
        assertThat(row.pupils()).isEqualTo(3);
        assertThat(row.tally(Stage.PREDICTED)).isEqualTo(new ClassResults.Tally(3, 2));
        assertThat(row.tally(Stage.OBSERVED)).isEqualTo(new ClassResults.Tally(2, 1));
        assertThat(row.tally(Stage.EXPLAINED)).isEqualTo(new ClassResults.Tally(1, 1));
        assertThat(row.tally(Stage.OBSERVED).text()).isEqualTo("1 of 2 (50\u00a0%)");
    }
}
