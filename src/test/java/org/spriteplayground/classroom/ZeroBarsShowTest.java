package org.spriteplayground.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spriteplayground.classroom.Answer.Stage;
import org.spriteplayground.render.ChartColors;

/**
 * A stage nobody got right shows as a bar on the chart, in the window's and the page's sizes,
 * told apart from a stage nobody was asked, which has none: painted with only the predicted
 * bars in their colour, one question at 0 of 1 predicted right and one never asked to predict,
 * the first group has predicted ink and the second none; and a 0 bar's label reads 0.
 */
class ZeroBarsShowTest {

    @Test
    void aZeroBarShowsAndAStageNotAskedStaysEmpty() {
        Map<Stage, ClassResults.Tally> none = Map.of(Stage.PREDICTED, new ClassResults.Tally(1, 0), Stage.OBSERVED, new ClassResults.Tally(1, 1),
                Stage.EXPLAINED, new ClassResults.Tally(1, 1));
        Map<Stage, ClassResults.Tally> unasked = Map.of(Stage.PREDICTED, new ClassResults.Tally(0, 0), Stage.OBSERVED, new ClassResults.Tally(1, 1),
                Stage.EXPLAINED, new ClassResults.Tally(1, 1));
        List<ClassResults.Row> rows = List.of(new ClassResults.Row("bitmasks", "q1", "Inside one word", 1, none),
                new ClassResults.Row("bitmasks", "q2", "Near miss", 1, unasked));
        for (int[] size : new int[][] {{770, 330}, {860, 360}, {640, 300}}) {
            ClassChart chart = new ClassChart(rows);
            chart.look(ChartColors.printed(), new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            Color predicted = Color.MAGENTA; // no other ink of the chart is magenta
            chart.getStyler().setSeriesColors(new Color[] {predicted, Color.WHITE, Color.WHITE});
            chart.getStyler().setLegendVisible(false);
            BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            chart.paint(g, size[0], size[1]);
            g.dispose();
            int middle = size[0] / 2;
            assertThat(inked(image, predicted, 0, middle)).as("the 0 %% bar at %d × %d", size[0], size[1]).isGreaterThanOrEqualTo(10);
            assertThat(inked(image, predicted, middle, size[0])).as("the stage not asked at %d × %d", size[0], size[1]).isZero();
            double zero = chart.getSeries(Stage.PREDICTED.name()).getYData()[0];
            assertThat(new java.text.DecimalFormat(chart.getStyler().getYAxisDecimalPattern()).format(zero)).as("the 0 %% bar's label").isEqualTo("0");
        }
    }

    /** Returns how many pixels tinted with {@code color} (magenta, blended with the white round it where a bar edge is smoothed) the columns {@code from} to {@code to} of {@code image} hold. */
    private static int inked(BufferedImage image, Color color, int from, int to) {
        int n = 0;
        for (int x = from; x < to; x++) {
            for (int y = 0; y < image.getHeight(); y++) {
                Color c = new Color(image.getRGB(x, y));
                n += c.getRed() - c.getGreen() > 40 && c.getBlue() - c.getGreen() > 40 ? 1 : 0;
            }
        }
        return n;
    }
}
