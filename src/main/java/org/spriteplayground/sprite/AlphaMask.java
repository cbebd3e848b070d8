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
