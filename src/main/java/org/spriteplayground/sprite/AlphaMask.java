package org.spriteplayground.sprite;

import java.util.Arrays;

/**
 * Which pixels of an image are opaque (alpha &ge; {@link #ALPHA_THRESHOLD}), as rows of 64-bit
 * words. Immutable.
 */
public final class AlphaMask {

    /** The alpha (0-255) from which a pixel counts as opaque. */
    public static final int ALPHA_THRESHOLD = 128;

    private final int width;
    private final int height;
    private final int wordsPerRow;
    private final long[] bits;
    private final int opaqueCount;

    private AlphaMask(int width, int height, long[] bits) {
        this.width = width;
        this.height = height;
        this.wordsPerRow = (width + 63) >>> 6;
        this.bits = bits;
        int count = 0;
        for (long word : bits) {
            count += Long.bitCount(word);
        }
        this.opaqueCount = count;
    }

    /**
     * Builds the mask of an image given as packed ARGB pixels, row by row.
     *
     * @param width image width in pixels, &gt; 0
     * @param height image height in pixels, &gt; 0
     * @param argb {@code width * height} pixels, {@code 0xAARRGGBB}
     * @throws IllegalArgumentException for a non-positive size or a pixel array of the wrong length
     */
    public static AlphaMask fromArgb(int width, int height, int[] argb) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("mask size must be positive, was " + width + "x" + height);
        }
        if (argb.length != (long) width * height) {
            throw new IllegalArgumentException("expected " + width * height + " pixels, got " + argb.length);
        }
        int wordsPerRow = (width + 63) >>> 6;
        long[] bits = new long[wordsPerRow * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (argb[y * width + x] >>> 24 >= ALPHA_THRESHOLD) {
                    bits[y * wordsPerRow + (x >>> 6)] |= 1L << (x & 63);
                }
            }
        }
        return new AlphaMask(width, height, bits);
    }

    /** Returns the width in pixels. */
    public int width() {
        return width;
    }

    /** Returns the height in pixels. */
    public int height() {
        return height;
    }

    /** Returns the number of opaque pixels: the sprite's true area in px&sup2;. */
    public int opaqueCount() {
        return opaqueCount;
    }

    /** Returns whether pixel ({@code x}, {@code y}) is opaque; false outside the image. */
    public boolean isOpaque(int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            return false;
        }
        return (bits[y * wordsPerRow + (x >>> 6)] & (1L << (x & 63))) != 0;
    }

    /** Returns how many 64-bit words hold one row: {@code ceil(width / 64)}. */
    public int wordsPerRow() {
        return wordsPerRow;
    }

    /**
     * Returns word {@code index} of row {@code row}: bit k is pixel ({@code 64 * index + k},
     * {@code row}); 0 outside the mask, so a row reads as if padded with see-through pixels.
     */
    public long word(int row, int index) {
        if (row < 0 || row >= height || index < 0 || index >= wordsPerRow) {
            return 0;
        }
        return bits[row * wordsPerRow + index];
    }

    /**
     * Returns the 64 pixels of row {@code row} from column {@code column} on (any column, negative
     * too) as one word, bit k being pixel {@code column + k}: the two stored words it straddles,
     * each shifted into place and ORed.
     */
    long bitsFrom(int row, int column) {
        int index = Math.floorDiv(column, 64);
        int offset = Math.floorMod(column, 64);
        long low = word(row, index) >>> offset;
        return offset == 0 ? low : low | word(row, index + 1) << (64 - offset);
    }

    /**
     * Tests whether this mask and {@code other}, its top-left pixel at ({@code dx}, {@code dy}) on
     * this one, share an opaque pixel, a word at a time: in every row both cover, each of this
     * mask's words under the other is ANDed with the other's 64 pixels above it, row by row, left
     * to right, and the first word that is not 0 ends the test. Touching edges share no pixel.
     */
    public WordTest overlaps(AlphaMask other, int dx, int dy) {
        return and(other, dx, dy, true);
    }

    /** As {@link #overlaps} but ANDing every word under the other: its pixels are the overlap area in px&sup2;. */
    public WordTest overlapArea(AlphaMask other, int dx, int dy) {
        return and(other, dx, dy, false);
    }

    private WordTest and(AlphaMask other, int dx, int dy, boolean firstOnly) {
        int rowFrom = Math.max(0, dy);
        int rowTo = Math.min(height, dy + other.height);
        int columnFrom = Math.max(0, dx);
        int columnTo = Math.min(width, dx + other.width);
        if (rowFrom >= rowTo || columnFrom >= columnTo) {
            return WordTest.NONE;
        }
        int words = 0;
        int pixels = 0;
        int hitRow = -1;
        int hitWord = -1;
        for (int row = rowFrom; row < rowTo; row++) {
            for (int w = columnFrom >>> 6; w <= (columnTo - 1) >>> 6; w++) {
                long common = bits[row * wordsPerRow + w] & other.bitsFrom(row - dy, 64 * w - dx);
                words++;
                if (common != 0) {
                    pixels += Long.bitCount(common);
                    if (hitRow < 0) {
                        hitRow = row;
                        hitWord = w;
                        if (firstOnly) {
                            return new WordTest(words, pixels, hitRow, hitWord);
                        }
                    }
                }
            }
        }
        return new WordTest(words, pixels, hitRow, hitWord);
    }

    /**
     * Counts the opaque pixels this mask and {@code other} (placed as in {@link #overlaps}) share
     * the plain way, one pixel pair at a time over the rectangle both cover: the yardstick the
     * word test is timed against.
     */
    public int overlapAreaPixelByPixel(AlphaMask other, int dx, int dy) {
        int shared = 0;
        for (int y = Math.max(0, dy); y < Math.min(height, dy + other.height); y++) {
            for (int x = Math.max(0, dx); x < Math.min(width, dx + other.width); x++) {
                if (isOpaque(x, y) && other.isOpaque(x - dx, y - dy)) {
                    shared++;
                }
            }
        }
        return shared;
    }

    /**
     * What a word test did: how many words it ANDed, how many shared pixels those words held (the
     * overlap area when every word was ANDed), and the first word that was not 0, as this mask's
     * row and word index; -1 for both when there was none.
     */
    public record WordTest(int words, int pixels, int hitRow, int hitWord) {

        /** Nothing ANDed: the masks cover no common row or column. */
        static final WordTest NONE = new WordTest(0, 0, -1, -1);

        /** Returns whether some ANDed word was not 0: the masks share a pixel. */
        public boolean hit() {
            return hitRow >= 0;
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AlphaMask m && m.width == width && m.height == height && Arrays.equals(m.bits, bits);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(bits);
    }

    @Override
    public String toString() {
        return "AlphaMask[" + width + "x" + height + ", " + opaqueCount + " opaque]";
    }
}
