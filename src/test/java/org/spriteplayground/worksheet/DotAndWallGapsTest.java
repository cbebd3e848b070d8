package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.DotAndWall;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Dot and wall's two gap questions can be worked out from what the sheet gives: the dot's centre
 * and the closest wall point (the first two answers) and, on page 1, the dot's radius and the other
 * circle's centre and radius. The key's gaps equal the gaps worked from those, wherever the dot stands.
 */
class DotAndWallGapsTest {

    private static final String ONE = "(-?\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?)";
    private static final String NUMBER = "\\s*\\(?" + ONE + "(?:,\\s*" + ONE + "\\))?";

    @Test
    void bothGapsFollowFromNumbersOnPageOne() throws Exception {
        for (Vec2 at : new Vec2[] {null, new Vec2(250, 60), new Vec2(420, 300)}) {
            DotAndWall lesson = (DotAndWall) Lessons.byId("dot-and-wall").orElseThrow().factory().apply(SpriteLibrary.bundled());
            if (at != null) {
                lesson.pieces().get(0).handle().moveTo(at);
            }
            String page1;
            String key;
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).document()) {
                page1 = PdfPages.text(doc, 1);
                key = PdfPages.flat(PdfPages.text(doc, doc.getNumberOfPages()));
            }
            double[] centre = read(key, PdfPages.flat(Texts.text("worksheet.q.wall.centre")));
            double radius = read(page1, Texts.text("dot.radius"))[0];
            double[] closest = read(key, PdfPages.flat(Texts.text("worksheet.q.wall.closest")));
            double[] other = read(page1, Texts.text("dot.otherCentre"));
            double otherRadius = read(page1, Texts.text("dot.otherRadius"))[0];

            double toWall = Math.hypot(centre[0] - closest[0], centre[1] - closest[1]) - radius;
            double toCircle = Math.hypot(centre[0] - other[0], centre[1] - other[1]) - radius - otherRadius;
            assertThat(read(key, PdfPages.flat(Texts.text("worksheet.q.wall.gap")))[0]).as("gap to the wall, dot at %s", at).isCloseTo(toWall, within(0.051));
            assertThat(read(key, PdfPages.flat(Texts.text("worksheet.q.wall.circle")))[0]).as("gap to the circle, dot at %s", at).isCloseTo(toCircle, within(0.051));
        }
    }

    /** Returns the number, or the point's two numbers, that {@code page} prints after {@code label}. */
    private static double[] read(String page, String label) {
        Matcher m = Pattern.compile(Pattern.quote(label) + NUMBER).matcher(page);
        assertThat(m.find()).as("the sheet prints %s with its value", label).isTrue();
        double x = Double.parseDouble(m.group(1).replace(",", ""));
        return m.group(2) == null ? new double[] {x} : new double[] {x, Double.parseDouble(m.group(2).replace(",", ""))};
    }
}
