package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.spriteplayground.app.Main;
import org.spriteplayground.experiment.Experiment;
import org.spriteplayground.experiment.FixedTurns;
import org.spriteplayground.experiment.Theory;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.lesson.FalseAlarmText;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * Every sampled share the app shows keeps the digits its standard error supports and no more:
 * the error with one significant digit (two when it starts with a 1), the share to the same
 * decimal place, each equal to the counts' own figures so rounded. The places: the Experiment
 * window's table (and its timings, as least to most), the theory's words under it, the words
 * beside a false-alarm map, and every readout of every lesson with every overlay on. An expected
 * share is shown to a tenth of a point, on screen and by {@code experiment --theory} alike.
 */
class SampledDigitsTest {

    /** "63.9 ± 0.4 %", English numbers: the share, its decimals, the error, its decimals. */
    private static final Pattern SHARE = Pattern.compile("(\\d[\\d,]*(?:\\.(\\d+))?) ± (\\d+(?:\\.(\\d+))?) %");
    /** "3.1–3.7": a time's least and most. */
    private static final Pattern SPREAD = Pattern.compile("(\\d[\\d,]*(?:\\.(\\d+))?)–(\\d[\\d,]*(?:\\.(\\d+))?)");

    private static final SpriteAnalysis JET = SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite());
    private static final SpriteAnalysis SAUCER = SpriteAnalysis.of(SpriteLoader.bundled("saucer").sprite());

    @Test
    void theExperimentWindowShowsEachShareToItsErrorAndEachTimeAsItsSpread() {
        for (int trials : new int[] {2_000, 50_000}) {
            Experiment.Result result = Experiment.run(JET, SAUCER, trials, 7);
            ExperimentTable table = new ExperimentTable();
            table.show(result, Theory.of(JET, SAUCER));
            for (int row = 0; row < table.getRowCount(); row++) {
                Experiment.KindStats k = result.stats().get(row);
                if (k.kind() != BoundKind.PIXELS) {
                    assertShare(table.shownAt(row, 5), k.falseAlarms(), k.hits());
                }
                assertShare(table.shownAt(row, 7), k.hits(), k.tests());
                assertSpread(table.shownAt(row, 6), k.nanosLeast(), k.nanosMost());
            }
            Experiment.KindStats pixels = result.of(BoundKind.PIXELS);
            assertShare(Theory.of(JET, SAUCER).gap(result), pixels.hits(), pixels.tests());
        }
    }

    /**
     * {@code experiment --theory} prints each expected value to the digits the window shows it
     * with, no finer than the pixel rounding the theory leaves out: the fraction 0.592 where the
     * window says 59.2 %, for every kind of a seeded run.
     */
    @Test
    void theCommandLinePrintsEachExpectedValueToTheWindowsDigits() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"experiment", "jet", "saucer", "--trials", "2000", "--seed", "7", "--theory"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(exit).isZero();
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        List<String> theory = lines.subList(lines.indexOf(Theory.CSV_HEADER), lines.size());
        List<String> header = List.of(Theory.CSV_HEADER.split(","));
        Experiment.Result result = Experiment.run(JET, SAUCER, 2_000, 7);
        ExperimentTable table = new ExperimentTable();
        table.show(result, Theory.of(JET, SAUCER));
        for (int row = 0; row < table.getRowCount(); row++) {
            String kind = result.stats().get(row).kind().csvName();
            String[] cells = theory.stream().filter(l -> l.startsWith(kind + ",")).findFirst().orElseThrow().split(",", -1);
            for (String[] column : new String[][] {{"expected_hit_rate", "exactHitRate"}, {"hull_false_alarm_share", "convexRate"}}) {
                String printed = cells[header.indexOf(column[0])];
                String shown = table.shownAt(row, ExperimentTable.COLUMNS.indexOf(column[1]));
                assertThat(printed.isEmpty() ? "" : new BigDecimal(printed).movePointRight(2).toPlainString() + " %")
                        .as("%s %s printed %s, shown %s", kind, column[0], printed, shown).isEqualTo(shown);
            }
        }
    }

    @Test
    void theWordsBesideAFalseAlarmMapShowTheShareToItsError() {
        for (BoundKind kind : List.of(BoundKind.CIRCLE, BoundKind.OBB, BoundKind.HULL)) {
            FixedTurns.Rate rate = FixedTurns.measure(kind, JET, 30, JET, 75, FixedTurns.LIVE_TRIALS, 3);
            assertShare(FalseAlarmText.measured(rate), rate.falseAlarms(), rate.hits());
        }
    }

    @Test
    void everyLessonsReadoutWithAnErrorShowsTheDigitsItSupports() {
        int shares = 0;
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SpriteLibrary.bundled());
            lesson.overlaysShown(EnumSet.allOf(Overlay.class));
            for (ReadoutTable table : lesson.readouts()) {
                for (ReadoutTable.Row row : table.rows()) {
                    for (String value : row.values()) {
                        if (value.contains("±")) {
                            shares += checkDigits(entry.id() + " " + row.key(), value);
                        }
                    }
                }
            }
        }
        assertThat(shares).as("shares shown with their error in the lessons").isPositive();
    }

    /**
     * Every lesson's timings measured on this machine (a row in milliseconds) show their spread,
     * as one cell "fastest–slowest" with the decimals the spread supports, or as a row of the
     * fastest above a row of the slowest, and say in their tooltip how they are measured.
     */
    @Test
    void everyLessonsMeasuredTimeShowsItsFastestToSlowestStep() {
        int times = 0;
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SpriteLibrary.bundled());
            for (int step = 0; step < 20; step++) {
                lesson.step(org.spriteplayground.sim.Simulation.STEP_SECONDS);
            }
            for (ReadoutTable table : lesson.measured()) {
                List<ReadoutTable.Row> rows = table.rows();
                for (int r = 0; r < rows.size(); r++) {
                    ReadoutTable.Row row = rows.get(r);
                    if (!row.label().contains("(ms)")) {
                        continue;
                    }
                    assertThat(row.help()).as("%s %s: how it is measured", entry.id(), row.key()).contains("Measured");
                    boolean pair = row.key().endsWith(".fastest");
                    if (!pair) {
                        assertThat(row.key()).as("%s %s: a slowest row follows its fastest", entry.id(), row.key()).doesNotEndWith(".slowest");
                    }
                    ReadoutTable.Row slowest = pair ? rows.get(r + 1) : null;
                    if (pair) {
                        assertThat(slowest.key()).as("%s: the slowest row follows the fastest", entry.id())
                                .isEqualTo(row.key().replace(".fastest", ".slowest"));
                        r++;
                    }
                    for (int v = 0; v < row.values().size(); v++) {
                        String value = pair ? row.values().get(v) + "–" + slowest.values().get(v) : row.values().get(v);
                        Matcher m = SPREAD.matcher(value);
                        assertThat(m.matches()).as("%s %s: fastest–slowest in '%s'", entry.id(), row.key(), value).isTrue();
                        double least = Double.parseDouble(m.group(1).replace(",", ""));
                        double most = Double.parseDouble(m.group(3).replace(",", ""));
                        assertThat(least).as(value).isLessThanOrEqualTo(most);
                        if (pair) { // each a time of its own, to two significant digits: the fastest never rounds to 0
                            assertThat(least).as("%s %s: the fastest step in '%s'", entry.id(), row.key(), value).isPositive();
                        } else {
                            assertThat(decimals(m.group(2))).as(value).isEqualTo(decimals(m.group(4)));
                        }
                        times++;
                    }
                }
            }
        }
        assertThat(times).as("times measured in the lessons").isPositive();
    }

    @Test
    void theRuleItself() {
        assertThat(Sampled.share(639, 1_000)).isEqualTo("63.9 ± 1.5 %");
        assertThat(Sampled.share(6_390, 10_000)).isEqualTo("63.9 ± 0.5 %");
        assertThat(Sampled.share(30, 100)).isEqualTo("30 ± 5 %");
        assertThat(Sampled.share(0, 20_000)).as("none counted: the error of one count, not 0").isEqualTo("0.000 ± 0.005 %");
        assertThat(Sampled.share(0, 0)).isEqualTo("—");
        assertThat(Sampled.spread(3.12, 3.74)).isEqualTo("3.1–3.7");
        assertThat(Sampled.spread(3.12, 3.26)).isEqualTo("3.12–3.26");
        assertThat(Sampled.spread(40, 75)).isEqualTo("40–75");
        assertThat(Sampled.spread(5, 5)).isEqualTo("5.0–5.0");
        assertThat(Sampled.expected(0.59236)).isEqualTo("59.2 %");
    }

    /** Asserts that {@code shown} holds exactly one share, count / of with its standard error, rounded by the rule. */
    private static void assertShare(String shown, long count, long of) {
        Matcher m = SHARE.matcher(shown);
        assertThat(m.find()).as("a share with its error in '%s'", shown).isTrue();
        checkDigits(shown, m.group());
        double unit = Math.pow(10, -decimals(m.group(2)));
        assertThat(Double.parseDouble(m.group(1).replace(",", ""))).as(shown).isCloseTo(100.0 * count / of, org.assertj.core.data.Offset.offset(unit / 2 + 1e-9));
        assertThat(Double.parseDouble(m.group(3))).as(shown).isCloseTo(100 * Sampled.standardError(count, of), org.assertj.core.data.Offset.offset(unit / 2 + 1e-9));
        assertThat(m.find()).as("one share in '%s'", shown).isFalse();
    }

    /** Asserts that {@code shown} is "least–most" of the timings, to the decimals their difference supports. */
    private static void assertSpread(String shown, double least, double most) {
        Matcher m = SPREAD.matcher(shown);
        assertThat(m.matches()).as("least–most in '%s'", shown).isTrue();
        assertThat(decimals(m.group(2))).as(shown).isEqualTo(decimals(m.group(4))).isEqualTo(Sampled.decimals(most - least));
        double unit = Math.pow(10, -decimals(m.group(2)));
        assertThat(Double.parseDouble(m.group(1).replace(",", ""))).as(shown).isCloseTo(least, org.assertj.core.data.Offset.offset(unit / 2 + 1e-9));
        assertThat(Double.parseDouble(m.group(3).replace(",", ""))).as(shown).isCloseTo(most, org.assertj.core.data.Offset.offset(unit / 2 + 1e-9));
    }

    /** Checks every share in {@code text}: the error has one significant digit, or two led by 1, and the share its decimals. Returns how many. */
    private static int checkDigits(String where, String text) {
        Matcher m = SHARE.matcher(text);
        int found = 0;
        while (m.find()) {
            found++;
            assertThat(decimals(m.group(2))).as("%s: '%s' share and error to one place", where, m.group()).isEqualTo(decimals(m.group(4)));
            String digits = m.group(3).replace(".", "").replaceFirst("^0+", "");
            assertThat(digits.length() == 1 || digits.length() == 2 && digits.charAt(0) == '1')
                    .as("%s: '%s' error of one significant digit, or two led by 1", where, m.group()).isTrue();
        }
        assertThat(found).as("%s: a share with its error in '%s'", where, text).isPositive();
        return found;
    }

    private static int decimals(String fraction) {
        return fraction == null ? 0 : fraction.length();
    }
}
