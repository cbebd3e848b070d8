package org.spriteplayground.classroom;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spriteplayground.classroom.Answer.Stage;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.PresetScenes;

/**
 * The class's results per question: over the pupils, for each stage, how many were asked it and
 * how many got it right. A question is one moment asked about: a preset, or a contact at its step
 * (the lesson runs the same for every pupil, so the class meets the same contacts). Each pupil
 * counts once per question, with their last answer (files in the order given, rows in file
 * order); a pupil's name is matched
 * without regard to case or the spaces round it, as pupils type it anew each time. A stage a pupil
 * was not asked is left out of that stage's count.
 */
public final class ClassResults {

    private ClassResults() {
    }

    /** Of the pupils asked one stage, how many got it right. */
    public record Tally(int asked, int right) {

        /** Returns the share right, from 0 to 1; 0 if nobody was asked. */
        public double share() {
            return asked == 0 ? 0 : (double) right / asked;
        }

        /** Returns "2 of 3 (67 %)", or that nobody was asked, in the language in force. */
        public String text() {
            return asked == 0 ? Texts.text("classes.notAsked") : Texts.format("classes.tally", right, asked, Math.round(100 * share()));
        }
    }

    /**
     * One question's results.
     *
     * @param lesson the lesson's id
     * @param question the question's id
     * @param scene the scene it was asked of, as the answers CSV gives it ("step 200", a preset's name)
     * @param pupils how many pupils answered it
     * @param tallies each stage's tally
     */
    public record Row(String lesson, String question, String scene, int pupils, Map<Stage, Tally> tallies) {
        public Row {
            tallies = Map.copyOf(tallies);
        }

        /** Returns the tally of {@code stage}. */
        public Tally tally(Stage stage) {
            return tallies.get(stage);
        }

        /**
         * Returns the question as the table and chart name it, in the language in force: the
         * lesson's name ("Flying jets", its title up to the colon) and the question in words
         * ("the contact at step 200", a preset's name as its button reads: "Overlapping"); an id the app does not know stays as it is written.
         */
        public String name() {
            String title = Lessons.byId(lesson).map(Lessons.Entry::title).map(t -> t.replaceFirst("[\\s\\u00a0\\u202f]*:.*", "")).orElse(lesson);
            java.util.regex.Matcher preset = java.util.regex.Pattern.compile("preset-(\\d+)").matcher(question); // not shown
            java.util.regex.Matcher step = java.util.regex.Pattern.compile("step (\\d+)").matcher(scene); // not shown
            String words = preset.matches() ? PresetScenes.name(lesson, Integer.parseInt(preset.group(1))).orElse(question)
                    : !"next-contact".equals(question) ? question // not shown: Predict's id
                    : step.matches() ? Texts.format("classes.q.contactAt", Long.parseLong(step.group(1))) : Texts.text("classes.q.nextContact");
            return Texts.format("classes.question", title, words);
        }
    }

    /** Returns one row per question of {@code answers}, in the order the questions first come. */
    public static List<Row> of(List<Answer> answers) {
        Map<List<String>, Map<String, Answer>> last = new LinkedHashMap<>();
        for (Answer answer : answers) {
            last.computeIfAbsent(List.of(answer.lesson(), answer.question(), answer.scene()), k -> new LinkedHashMap<>())
                    .put(answer.pupil().strip().toLowerCase(Locale.ROOT), answer);
        }
        List<Row> rows = new ArrayList<>();
        last.forEach((key, byPupil) -> {
            Map<Stage, Tally> tallies = new EnumMap<>(Stage.class);
            for (Stage stage : Stage.values()) {
                int asked = 0;
                int right = 0;
                for (Answer answer : byPupil.values()) {
                    Boolean r = answer.right(stage);
                    asked += r != null ? 1 : 0;
                    right += Boolean.TRUE.equals(r) ? 1 : 0;
                }
                tallies.put(stage, new Tally(asked, right));
            }
            rows.add(new Row(key.get(0), key.get(1), key.get(2), byPupil.size(), tallies));
        });
        return rows;
    }

    /** Returns the table as text lines: a header, then one line per question, numbered, the columns split by tabs. */
    public static List<String> lines(List<Row> rows) {
        List<String> lines = new ArrayList<>();
        lines.add(String.join("\t", columns()));
        for (Row row : rows) {
            lines.add(String.join("\t", number(lines.size() - 1), row.name(), String.valueOf(row.pupils()), row.tally(Stage.PREDICTED).text(),
                    row.tally(Stage.OBSERVED).text(), row.tally(Stage.EXPLAINED).text()));
        }
        return lines;
    }

    /**
     * Returns the number of the question at {@code index} (from 0) in the order charted, as the
     * table and the chart's groups show it: 1, 2, 3.
     */
    public static String number(int index) {
        return java.text.NumberFormat.getIntegerInstance(Texts.numbers()).format(index + 1L);
    }

    /** Returns the table's column names, in the language in force. */
    public static List<String> columns() {
        return List.of(Texts.text("classes.column.number"), Texts.text("classes.column.question"), Texts.text("classes.column.pupils"), stage(Stage.PREDICTED),
                stage(Stage.OBSERVED), stage(Stage.EXPLAINED));
    }

    /** Returns the column name of {@code stage}'s results: "predicted right". */
    public static String stage(Stage stage) {
        return Texts.text("classes.column." + stage.name().toLowerCase(Locale.ROOT)); // not shown: a key
    }
}
