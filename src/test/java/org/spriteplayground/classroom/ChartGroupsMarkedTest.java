package org.spriteplayground.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.classroom.Answer.Stage;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.ChartColors;

/**
 * The class results chart marks every group of bars, whatever the number of questions and the
 * language: painted as the page and the window paint it, with its axis tick labels in a colour
 * nothing else uses and the value axis's hidden, the marks under the bars fall apart into exactly
 * as many runs of ink side by side as there are groups, a digit's width between each and the next, so none
 * is left out and none runs into another; and the key names every question by its number.
 */
class ChartGroupsMarkedTest {

    /** The colour the test gives the axis tick labels: no bar, text or grid line is magenta. */
    private static final Color MARK = Color.MAGENTA;

    static Stream<Arguments> cases() {
        return Stream.of("en", "de", "fr").flatMap(l -> IntStream.rangeClosed(1, 12).mapToObj(n -> Arguments.of(l, n)));
    }

    @AfterEach
    void english() {
        Texts.use(null);
    }

    @ParameterizedTest(name = "{0}, {1} questions")
    @MethodSource("cases")
    void everyGroupCarriesItsOwnMark(String language, int questions) {
        Texts.use(Locale.forLanguageTag(language));
        List<ClassResults.Row> rows = rows(questions);
        // The page's chart (A4 landscape less margins and a 12-line key), and the window's at its usual and a presentation type size.
        int[][] sizes = {{770, 330, 12}, {860, 360, 12}, {860, 360, 16}, {640, 300, 12}};
        for (int[] size : sizes) {
            ClassChart chart = new ClassChart(rows);
            chart.look(ChartColors.printed(), new Font(Font.SANS_SERIF, Font.PLAIN, size[2]));
            chart.getStyler().setAxisTickLabelsColor(MARK);
            chart.getStyler().setYAxisTicksVisible(false);
            BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            chart.paint(g, size[0], size[1]);
            g.dispose();
            int digit = image.createGraphics().getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, size[2])).stringWidth("0");
            assertThat(runs(image, digit)).as("%s, %d questions, %d × %d at %d pt: runs of marks", language, questions, size[0], size[1], size[2])
                    .isEqualTo(questions);
        }
    }

    @ParameterizedTest(name = "{0}, {1} questions")
    @MethodSource("cases")
    void theKeyNamesEveryQuestionByItsNumber(String language, int questions) {
        Texts.use(Locale.forLanguageTag(language));
        List<ClassResults.Row> rows = rows(questions);
        ClassChart chart = new ClassChart(rows);
        assertThat(chart.keys()).hasSize(questions);
        for (int i = 0; i < questions; i++) {
            assertThat(chart.keys().get(i)).startsWith(ClassResults.number(i)).contains(rows.get(i).name());
            assertThat(ClassResults.lines(rows).get(i + 1)).startsWith(ClassResults.number(i) + "\t" + rows.get(i).name());
        }
    }

    /**
     * The bars' value labels never run together ("100100100"): painted in a colour of their own, with
     * every bar at 100 %, either no label shows (the table gives the numbers) or each bar's label
     * stands apart from its neighbours' by half a digit's width, so there are as many runs of label
     * ink as bars.
     */
    @ParameterizedTest(name = "{0}, {1} questions")
    @MethodSource("cases")
    void valueLabelsStandApartOrAreLeftOut(String language, int questions) {
        Texts.use(Locale.forLanguageTag(language));
        List<ClassResults.Row> rows = new ArrayList<>();
        for (int i = 0; i < questions; i++) {
            ClassResults.Tally all = new ClassResults.Tally(28, 28);
            rows.add(new ClassResults.Row("flying-jets", "next-contact", "step " + (1099 + 100 * i), 28,
                    Map.of(Stage.PREDICTED, all, Stage.OBSERVED, all, Stage.EXPLAINED, all)));
        }
        int[][] sizes = {{770, 330, 12}, {860, 360, 12}, {860, 360, 16}, {640, 300, 12}, {1400, 500, 12}};
        boolean anyShown = false;
        for (int[] size : sizes) {
            ClassChart chart = new ClassChart(rows);
            chart.look(ChartColors.printed(), new Font(Font.SANS_SERIF, Font.PLAIN, size[2]));
            chart.getStyler().setLabelsFontColor(MARK);
            BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            chart.paint(g, size[0], size[1]);
            g.dispose();
            // Within a label the digits stand closer than half a digit's width; labels that stand no further apart run together.
            int digit = image.createGraphics().getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, size[2])).stringWidth("0");
            int labels = runs(image, Math.max(2, digit / 2));
            anyShown |= labels > 0;
            assertThat(labels).as("%s, %d questions, %d × %d at %d pt: runs of label ink", language, questions, size[0], size[1], size[2])
                    .isIn(0, 3 * questions);
        }
        if (questions <= 2) {
            assertThat(anyShown).as("with few groups the bars are wide enough for their labels").isTrue();
        }
    }

    /** Returns how many runs of marked columns the image holds, runs parted by at least {@code gap} unmarked columns. */
    private static int runs(BufferedImage image, int gap) {
        int runs = 0;
        int blank = gap;
        for (int x = 0; x < image.getWidth(); x++) {
            boolean marked = false;
            for (int y = 0; y < image.getHeight() && !marked; y++) {
                Color c = new Color(image.getRGB(x, y));
                marked = c.getRed() > 150 && c.getBlue() > 150 && c.getGreen() < 100;
            }
            if (marked && blank >= gap) {
                runs++;
            }
            blank = marked ? 0 : blank + 1;
        }
        return runs;
    }

    /** Returns {@code count} questions with long names: contacts of flying jets and the presets of three outcomes, in turn. */
    private static List<ClassResults.Row> rows(int count) {
        List<ClassResults.Row> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Map<Stage, ClassResults.Tally> tallies = Map.of(Stage.PREDICTED, new ClassResults.Tally(28, i), Stage.OBSERVED, new ClassResults.Tally(28, 28 - i),
                    Stage.EXPLAINED, new ClassResults.Tally(0, 0));
            rows.add(i % 2 == 0 ? new ClassResults.Row("flying-jets", "next-contact", "step " + (1099 + 100 * i), 28, tallies)
                    : new ClassResults.Row("three-outcomes", "preset-" + (i / 2 % 4), "preset", 28, tallies));
        }
        return rows;
    }
}
