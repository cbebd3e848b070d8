package org.spriteplayground.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Locale;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * The tightness chart in a language with long bound names, large type and little room, as the
 * German window at UI scale 2 on 1600×1000 gives it: every text inside the chart and apart from
 * the others, and a plot that is more than a sliver.
 */
class TightnessPlotRoomTest {

    @AfterEach
    void asBefore() {
        UIManager.put("Label.font", null); // the look and feel's own font again
        Texts.use(null);
    }

    @Test
    void longLabelsInLargeTypeNeverSqueezeThePlotOrOverlap() {
        for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
            Texts.use(language);
            UIManager.put("Label.font", new FontUIResource("Dialog", Font.PLAIN, 26));
            TightnessPlot plot = new TightnessPlot();
            plot.table(TightnessTable.of(SpriteAnalysis.of(SpriteLoader.bundled("jet").sprite()), 1));
            plot.now(30);
            int width = 860;
            int height = 330;
            Graphics2D g = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB).createGraphics();
            plot.paint(g, width, height);
            TightnessPlot.Layout layout = plot.layout(g.getFontMetrics(), width, height);
            assertThat(layout.plot().width).as("%s: the plot holds its 0° and 360° labels", language)
                    .isGreaterThanOrEqualTo(2 * g.getFontMetrics().stringWidth(ChartTicks.turnLabel(360)));
            g.dispose();
            List<Rectangle> texts = plot.inkedTexts();
            Rectangle inside = new Rectangle(0, 0, width, height);
            for (int i = 0; i < texts.size(); i++) {
                assertThat(inside.contains(texts.get(i))).as("%s: text %s inside the chart", language, texts.get(i)).isTrue();
                for (int j = i + 1; j < texts.size(); j++) {
                    assertThat(texts.get(i).intersects(texts.get(j))).as("%s: texts %s and %s overlap", language, texts.get(i), texts.get(j)).isFalse();
                }
            }
        }
    }
}
