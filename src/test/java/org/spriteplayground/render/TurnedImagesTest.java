package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.sprite.SpriteLoader;

/** The pre-turned sprite blits against a transformed draw of each sprite, and their memory budget. */
class TurnedImagesTest {

    private static final int SIZE = 160;
    /** World to screen: 0.625 pixels a unit, shifted, so the test's centres land on pixel corners. */
    private static final AffineTransform WORLD_TO_SCREEN = new AffineTransform(0.625, 0, 0, 0.625, 10, 20);

    private final BufferedImage jet = Images.premultiplied(SpriteLoader.bundled("jet").image());

    @ParameterizedTest
    @CsvSource({"0, false, false", "17, false, false", "45, false, false", "90, false, false", "133, false, false",
            "200, false, false", "271, false, false", "359, false, false", "0, true, false", "17, true, false", "271, true, false",
            "0, false, true", "17, false, true", "45, false, true", "133, false, true", "271, false, true", "359, false, true",
            "17, true, true", "200, true, true"})
    void blitDrawsThePixelsOfTheTransformedDraw(int degrees, boolean smooth, boolean onRaster) {
        BufferedImage viaTransform = paint(new TurnedImageCache(0), degrees, smooth, false);
        TurnedImageCache cache = new TurnedImageCache(TurnedImageCache.BUDGET_BYTES);
        BufferedImage viaBlit = paint(cache, degrees, smooth, onRaster);
        assertThat(cache.memory.bytes()).as("the blit path was taken").isPositive();
        int inked = 0;
        int worst = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int a = viaTransform.getRGB(x, y);
                int b = viaBlit.getRGB(x, y);
                inked += a != Color.WHITE.getRGB() ? 1 : 0;
                for (int shift = 0; shift < 24; shift += 8) {
                    worst = Math.max(worst, Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)));
                }
            }
        }
        assertThat(inked).as("jet pixels drawn").isGreaterThan(500);
        assertThat(worst).as("largest difference in a colour channel (of 255)").isLessThanOrEqualTo(2);
    }

    @Test
    void aSpriteLargerThanItsShareIsNotPreTurned() {
        long allTurnsAtMost = 360 * TurnedImages.maxTurnBytes(jet, 0.625);
        TurnedImageCache cache = new TurnedImageCache((long) (allTurnsAtMost / TurnedImageCache.SET_SHARE) - 1);
        assertThat(cache.turns(jet, 0.625, false)).isNull();
    }

    @Test
    void turnsOfManySpritesStayWithinTheBudget() {
        long budget = (long) (360 * TurnedImages.maxTurnBytes(jet, 0.625) / TurnedImageCache.SET_SHARE);
        TurnedImageCache cache = new TurnedImageCache(budget);
        List<TurnedImages> sprites = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            sprites.add(cache.turns(copy(jet), 0.625, false));
        }
        for (int round = 0; round < 2; round++) {
            for (TurnedImages turns : sprites) {
                for (int d = 0; d < 360; d++) {
                    assertThat(turns.turns.get(d)).isNotNull();
                    assertThat(cache.memory.bytes()).isLessThanOrEqualTo(budget);
                }
            }
        }
        assertThat(cache.memory.peakBytes()).isLessThanOrEqualTo(budget);
        assertThat(sprites.get(0).turns.peek(0)).as("the turn drawn longest ago was dropped").isNull();
        assertThat(sprites.get(23).turns.peek(359)).as("the turn drawn last is kept").isNotNull();
    }

    @Test
    void aNewScaleReplacesTheOldTurns() {
        TurnedImageCache cache = new TurnedImageCache(TurnedImageCache.BUDGET_BYTES);
        TurnedImages before = cache.turns(jet, 0.625, false);
        before.turns.get(10);
        TurnedImages after = cache.turns(jet, 0.75, false);
        BufferedImage turn = after.turns.get(10).image();
        assertThat(before.turns.peek(10)).isNull();
        assertThat(cache.memory.bytes()).isEqualTo(4L * turn.getWidth() * turn.getHeight() + after.turns.peek(10).stamp().bytes());
    }

    private static BufferedImage copy(BufferedImage image) {
        BufferedImage copy = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_ARGB_PRE);
        copy.setData(image.getRaster());
        return copy;
    }

    /** Paints one jet with the cache (none if its budget is 0), laid on the image's raster or drawn through the graphics. */
    private BufferedImage paint(TurnedImageCache cache, int degrees, boolean smooth, boolean onRaster) {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, SIZE, SIZE);
            new Java2dDraw(g, onRaster ? image : null, WORLD_TO_SCREEN, Map.of("jet", jet), cache, 1f)
                    .sprites("jet", new double[] {112}, new double[] {96}, new double[] {Math.toRadians(degrees)}, 1, smooth);
        } finally {
            g.dispose();
        }
        return image;
    }
}
