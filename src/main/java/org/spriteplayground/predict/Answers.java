package org.spriteplayground.predict;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;

/**
 * Every question answered in this session, one row each in answer order, as the answers CSV
 * keeps them: who, which lesson, question and scene, and what was chosen at each stage (predict,
 * observe, explain) with whether it was right. A stage not reached (the question withdrawn
 * meanwhile) stays empty.
 */
public final class Answers {

    /** The answers CSV's header, which the class results read too. */
    public static final String HEADER = "pupil,lesson,question,scene,prediction,prediction_right,observation,observation_right,"
            + "explanation,explanation_right,answered_at"; // not shown

    /**
     * One question answered.
     *
     * @param pupil the name typed in Predict
     * @param lesson the lesson's id
     * @param question the question's stable id within the lesson: "next-contact", "preset-2"
     * @param scene the scene it was asked in: "step 431", a preset's name
     * @param prediction the prediction's choice, or null where not asked
     * @param observation the observation's choice, or null where not asked
     * @param explanation the explanation's choice, or null where not asked
     * @param answeredAt when its last stage was answered, local time to the second
     */
    public record Row(String pupil, String lesson, String question, String scene, Stage prediction, Stage observation,
            Stage explanation, LocalDateTime answeredAt) {

        /** Returns the row as CSV fields, in the header's order, quoted where needed. */
        String csv() {
            return Stream.of(Stream.of(pupil, lesson, question, scene), Stream.of(prediction, observation, explanation)
                    .flatMap(s -> s == null ? Stream.of("", "") : Stream.of(s.id(), Boolean.toString(s.right()))),
                    Stream.of(answeredAt.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME)))
                    .flatMap(s -> s).map(Csv::field).collect(Collectors.joining(","));
        }
    }

    /**
     * One stage answered.
     *
     * @param id the choice's stable id
     * @param right whether the lesson's verdict made it right
     */
    public record Stage(String id, boolean right) {
    }

    private final List<Row> rows = new ArrayList<>();

    /** Starts a row for a question just predicted, its other stages to come. */
    void predicted(String pupil, String lesson, String question, String scene, Stage prediction) {
        rows.add(new Row(pupil, lesson, question, scene, prediction, null, null, now()));
    }

    /** Adds the observation to the last row. */
    void observed(Stage observation) {
        Row r = rows.remove(rows.size() - 1);
        rows.add(new Row(r.pupil(), r.lesson(), r.question(), r.scene(), r.prediction(), observation, null, now()));
    }

    /** Adds the explanation to the last row. */
    void explained(Stage explanation) {
        Row r = rows.remove(rows.size() - 1);
        rows.add(new Row(r.pupil(), r.lesson(), r.question(), r.scene(), r.prediction(), r.observation(), explanation, now()));
    }

    private static LocalDateTime now() {
        return LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
    }

    /** Returns the rows, in answer order. */
    public List<Row> rows() {
        return List.copyOf(rows);
    }

    /** Returns the answers of {@code pupil} alone, in answer order: the file that pupil hands in, which reads like a class's. */
    public Answers by(String pupil) {
        Answers mine = new Answers();
        rows.stream().filter(r -> r.pupil().equals(pupil)).forEach(mine.rows::add);
        return mine;
    }

    /** Returns whether nothing has been answered yet. */
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** Returns the CSV's lines: {@link #HEADER}, then one per row (RFC 4180: a field with a comma, quote or line break quoted, quotes doubled). */
    public List<String> csvLines() {
        List<String> lines = new ArrayList<>(List.of(HEADER));
        rows.forEach(r -> lines.add(r.csv()));
        return lines;
    }

    /** Writes the {@linkplain #csvLines lines} to {@code file} as UTF-8, atomically ({@link SafeFiles}): a failed export leaves the old file whole. */
    public void write(Path file) throws FileProblem {
        SafeFiles.writeLines(file, csvLines());
    }
}
