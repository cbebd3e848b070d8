package org.spriteplayground.ui.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The experiment window's false-alarm map, painted off screen at sizes whose scale is no whole
 * number of pixels a cell: washes and hatching meet the picture's other parts without seams.
 */
class FalseAlarmPictureTest {

    private static final SpriteAnalysis JET = SpriteLibrary.bundled().get("jet");

    /** The shortest run of pixels counted as a line. */
    private static final int LINE = 8;

    @ParameterizedTest(name = "{0} at {1} × {2}")
    @CsvSource({"CIRCLE, 941, 276", "CIRCLE, 941, 277", "CIRCLE, 941, 279", "AABB, 517, 517", "AABB, 333, 333", "CIRCLE, 300, 410"})
    void noThinLineCrossesAUniformRegion(BoundKind kind, int width, int height) {
        FalseAlarmPicture picture = new FalseAlarmPicture();
        picture.show(FalseAlarmMap.of(kind, JET, 0, JET, 0), JET);
        picture.setSize(width, height);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        picture.paint(g);
        g.dispose();
        assertThat(lines(image, true)).as("rows of pixels unlike the alike rows on both sides").isEmpty();
        assertThat(lines(image, false)).as("columns of pixels unlike the alike columns on both sides").isEmpty();
    }

    /**
     * Returns where a run of at least {@link #LINE} pixels, one pixel thick, differs from the
     * pixels on both sides of it while those two agree: a seam across a region of one colour.
     * Diagonal stripes and the edges between regions are never such a run.
     */
    private static java.util.List<String> lines(BufferedImage image, boolean rows) {
        int along = rows ? image.getWidth() : image.getHeight();
        int across = rows ? image.getHeight() : image.getWidth();
        java.util.List<String> found = new java.util.ArrayList<>();
        for (int c = 1; c < across - 1; c++) {
            int run = 0;
            for (int a = 0; a < along; a++) {
                int before = rows ? image.getRGB(a, c - 1) : image.getRGB(c - 1, a);
                int here = rows ? image.getRGB(a, c) : image.getRGB(c, a);
                int after = rows ? image.getRGB(a, c + 1) : image.getRGB(c + 1, a);
                run = before == after && here != before ? run + 1 : 0;
                if (run == LINE) {
                    found.add((rows ? "row " : "column ") + c + " at " + (a - LINE + 1));
                }
            }
        }
        return found;
    }
}
