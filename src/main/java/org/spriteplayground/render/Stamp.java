package org.spriteplayground.render;

import java.awt.image.BufferedImage;
import java.util.Arrays;

/**
 * The pixels of a premultiplied image that are not wholly clear, listed once, for laying on an
 * image's raster ({@link RasterTarget}) at a cost by its inked pixels rather than its box: the
 * opaque ones as runs along rows, copied whole, and the see-through ones one by one, to be
 * blended. A turned jet inks about a fifth of its box, a circle's outline less.
 */
final class Stamp {

    /** Each opaque run's row, first column and length, and where its colours start in {@link #runColours}. */
    final int[] runRows;
    final int[] runXs;
    final int[] runLengths;
    final int[] runStarts;
    /** The opaque runs' colours, run after run, as RGB. */
    final int[] runColours;
    /** Each see-through pixel's place: y in the high 16 bits, x in the low. */
    final int[] places;
    /** Each see-through pixel's premultiplied ARGB. */
    final int[] colours;
    final int width;
    final int height;

    private Stamp(int[][] runs, int[] runColours, int[] places, int[] colours, int width, int height) {
        this.runRows = runs[0];
        this.runXs = runs[1];
        this.runLengths = runs[2];
        this.runStarts = runs[3];
        this.runColours = runColours;
        this.places = places;
        this.colours = colours;
        this.width = width;
        this.height = height;
    }

    /** Lists the inked pixels of {@code image}, a {@code TYPE_INT_ARGB_PRE} image under 65,536 pixels a side. */
    static Stamp of(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] pixels = new int[w * h];
        image.getRaster().getDataElements(0, 0, w, h, pixels);
        int[][] runs = new int[4][w * h];
        int[] runColours = new int[w * h];
        int[] places = new int[w * h];
        int[] colours = new int[w * h];
        int runCount = 0;
        int opaque = 0;
        int partial = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int p = pixels[y * w + x];
                int alpha = p >>> 24;
                if (alpha == 0xFF) {
                    boolean continues = x > 0 && pixels[y * w + x - 1] >>> 24 == 0xFF;
                    if (continues) {
                        runs[2][runCount - 1]++;
                    } else {
                        runs[0][runCount] = y;
                        runs[1][runCount] = x;
                        runs[2][runCount] = 1;
                        runs[3][runCount] = opaque;
                        runCount++;
                    }
                    runColours[opaque++] = p & 0xFFFFFF;
                } else if (alpha != 0) {
                    places[partial] = y << 16 | x;
                    colours[partial++] = p;
                }
            }
        }
        for (int i = 0; i < 4; i++) {
            runs[i] = Arrays.copyOf(runs[i], runCount);
        }
        return new Stamp(runs, Arrays.copyOf(runColours, opaque), Arrays.copyOf(places, partial), Arrays.copyOf(colours, partial), w, h);
    }

    /** Returns the bytes the lists take. */
    long bytes() {
        return (long) Integer.BYTES * (4L * runRows.length + runColours.length + 2L * places.length);
    }
}
