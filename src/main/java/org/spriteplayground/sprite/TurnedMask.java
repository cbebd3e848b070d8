package org.spriteplayground.sprite;

import org.spriteplayground.geometry.Tolerance;

/**
 * A sprite's opaque pixels turned by a whole number of degrees and resampled onto the pixel
 * lattice, as rows of 64-bit words. A cell is opaque when its sample point, turned back, falls in
 * an opaque source pixel; so every opaque cell centre lies in the sprite's true (turned) shape, or
 * within {@link #NUDGE} of it, and any bound that encloses that shape, with the touching tolerance,
 * encloses the cell centre too.
 *
 * <p>The sample point is the cell's centre moved {@link #NUDGE} right and down on screen. Where an
 * edge of the turned image falls on cell centres (an odd side at a quarter turn: the pivot, at the
 * image's centre, is then half a pixel from every pixel edge) the nudge decides every such tie the
 * same way in the world, whatever the turn. So at 0&deg;, 90&deg;, 180&deg; and 270&deg; the mask is
 * exactly the image's pixels turned as an array, none lost or doubled, with the turned image's
 * top-left pixel at cell (-ceil(w'/2), -ceil(h'/2)) for a turned image w' &times; h': centred on
 * the pivot along an even side, half a pixel up or left of centre along an odd one (a lattice of
 * whole pixels can hold it no nearer), and never moving between turns. Without the nudge a tie
 * falls wherever the rounding of sin and cos puts it, and an odd side's rows jump or vanish.
 *
 * <p>Cells are addressed relative to the pivot: cell (originX + i, originY + j) covers
 * [originX + i, originX + i + 1] &times; [originY + j, originY + j + 1] around the pivot.
 */
public final class TurnedMask {

    /** What a mask costs besides its raster: the object headers and fields, roughly. */
    static final long OVERHEAD_BYTES = 64;

    /**
     * How far right and down of a cell's centre it is sampled, in pixels: far above the rounding of
     * a turned point (about 1e-13 px for a sprite thousands of pixels across), and small enough that
     * two cell centres within it of two bounds leave those bounds within {@link Tolerance#TOUCH}.
     */
    static final double NUDGE = Tolerance.TOUCH / 4;

    private final int originX;
    private final int originY;
    private final int width;
    private final int height;
    private final int wordsPerRow;
    private final long[] bits;
    /** The first row with an opaque cell and the row after the last one: the rows a test need read. */
    private final int firstRow;
    private final int endRow;

    private TurnedMask(int originX, int originY, int width, int height, long[] bits) {
        this.originX = originX;
        this.originY = originY;
        this.width = width;
        this.height = height;
        this.wordsPerRow = (width + 63) >>> 6;
        this.bits = bits;
        int first = height;
        int end = 0;
        for (int j = 0; j < height; j++) {
            for (int w = 0; w < wordsPerRow; w++) {
                if (bits[j * wordsPerRow + w] != 0) {
                    first = Math.min(first, j);
                    end = j + 1;
                }
            }
        }
        this.firstRow = first;
        this.endRow = end;
    }

    /** Resamples {@code mask}, pivoting on its centre, turned by {@code degrees} (0-359) clockwise. */
    public static TurnedMask of(AlphaMask mask, int degrees) {
        Turn turn = new Turn(mask, degrees);
        int wordsPerRow = (turn.width + 63) >>> 6;
        long[] bits = new long[wordsPerRow * turn.height];
        for (int j = 0; j < turn.height; j++) {
            int y = turn.originY + j;
            for (int i = 0; i < turn.width; i++) {
                if (turn.sample(turn.originX + i, y)) {
                    bits[j * wordsPerRow + (i >>> 6)] |= 1L << (i & 63);
                }
            }
        }
        return new TurnedMask(turn.originX, turn.originY, turn.width, turn.height, bits);
    }

    /**
     * A mask turned by whole degrees without its raster: the frame of cells it would have and the
     * test of one cell, read straight from the source. {@link TurnedMask#of} builds its raster from
     * these very tests, so a cell asked of a {@code Turn} and of the built mask gives the same answer.
     */
    static final class Turn {

        /** Where a cell is sampled from its top-left corner, along x and along y: its centre, nudged. */
        private static final double SAMPLE = 0.5 + NUDGE;

        private final AlphaMask mask;
        private final int originX;
        private final int originY;
        private final int width;
        private final int height;
        private final double c;
        private final double s;
        private final double halfW;
        private final double halfH;

        Turn(AlphaMask mask, int degrees) {
            this.mask = mask;
            c = DegreeTables.COS[degrees];
            s = DegreeTables.SIN[degrees];
            halfW = mask.width() / 2.0;
            halfH = mask.height() / 2.0;
            double extentX = halfW * Math.abs(c) + halfH * Math.abs(s);
            double extentY = halfW * Math.abs(s) + halfH * Math.abs(c);
            // No cell outside [-extent, extent] can have its centre in the turned image.
            originX = (int) Math.floor(-extentX);
            originY = (int) Math.floor(-extentY);
            width = Math.max(1, (int) Math.ceil(extentX) - originX);
            height = Math.max(1, (int) Math.ceil(extentY) - originY);
        }

        /** Returns the bytes the built mask's raster takes. */
        long bytes() {
            return 8L * ((width + 63) >>> 6) * height + OVERHEAD_BYTES;
        }

        /** Returns whether cell ({@code x}, {@code y}) relative to the pivot is opaque; false outside the frame. */
        boolean isOpaque(int x, int y) {
            return x >= originX && y >= originY && x < originX + width && y < originY + height && sample(x, y);
        }

        /** Turns the sample point of cell ({@code x}, {@code y}) back by the angle, into the image's own frame, and reads the pixel there. */
        private boolean sample(int x, int y) {
            double qx = x + SAMPLE;
            double qy = y + SAMPLE;
            double lx = qx * c + qy * s;
            double ly = -qx * s + qy * c;
            return mask.isOpaque((int) Math.floor(lx + halfW), (int) Math.floor(ly + halfH));
        }
    }

    /** Returns the bytes this mask holds: its raster and a little for the object itself. */
    long bytes() {
        return 8L * bits.length + OVERHEAD_BYTES;
    }

    /** Returns the x of the first column relative to the pivot. */
    public int originX() {
        return originX;
    }

    /** Returns the y of the first row relative to the pivot. */
    public int originY() {
        return originY;
    }

    /** Returns the number of columns. */
    public int width() {
        return width;
    }

    /** Returns the number of rows. */
    public int height() {
        return height;
    }

    /** Returns whether the cell at ({@code x}, {@code y}) relative to the pivot is opaque. */
    public boolean isOpaque(int x, int y) {
        int i = x - originX;
        int j = y - originY;
        if (i < 0 || j < 0 || i >= width || j >= height) {
            return false;
        }
        return (bits[j * wordsPerRow + (i >>> 6)] & (1L << (i & 63))) != 0;
    }

    /** Returns the number of opaque cells. */
    public int opaqueCount() {
        int n = 0;
        for (long word : bits) {
            n += Long.bitCount(word);
        }
        return n;
    }

    /**
     * Returns whether this mask and {@code other}, whose pivot stands ({@code dx}, {@code dy})
     * pixels from this one's, share an opaque cell. Works a word at a time: each of this mask's
     * words is ANDed with the 64 bits of the other's row that fall under it; stops at the first
     * shared cell.
     */
    public boolean overlaps(TurnedMask other, int dx, int dy) {
        return shared(other, dx, dy, true) > 0;
    }

    /** Returns how many opaque cells this mask and {@code other} (offset as in {@link #overlaps}) share. */
    public int overlapArea(TurnedMask other, int dx, int dy) {
        return (int) shared(other, dx, dy, false);
    }

    private long shared(TurnedMask other, int dx, int dy, boolean firstOnly) {
        // Column and row of the other's raster under this raster's (0, 0).
        int shiftX = dx + other.originX - originX;
        int shiftY = dy + other.originY - originY;
        // Only rows where both masks have an opaque cell can share one.
        int rowFrom = Math.max(firstRow, shiftY + other.firstRow);
        int rowTo = Math.min(endRow, shiftY + other.endRow);
        int colFrom = Math.max(0, shiftX);
        int colTo = Math.min(width, shiftX + other.width);
        if (rowFrom >= rowTo || colFrom >= colTo) {
            return 0;
        }
        if (wordsPerRow == 1 && other.wordsPerRow == 1) {
            return sharedNarrow(other, shiftX, rowFrom, rowTo, shiftY, firstOnly);
        }
        int wordFrom = colFrom >>> 6;
        int wordTo = (colTo - 1) >>> 6;
        // Bits under this raster's word w come from the other's words w + lowWord (low part) and
        // w + lowWord + 1 (high part), shifted by offset: the same for every row.
        int lowWord = Math.floorDiv(-shiftX, 64);
        int offset = Math.floorMod(-shiftX, 64);
        long[] theirs = other.bits;
        int theirWords = other.wordsPerRow;
        long count = 0;
        for (int j = rowFrom; j < rowTo; j++) {
            int row = j * wordsPerRow;
            int otherRow = (j - shiftY) * theirWords;
            for (int w = wordFrom; w <= wordTo; w++) {
                long mine = bits[row + w];
                if (mine == 0) {
                    continue;
                }
                int lo = w + lowWord;
                long low = lo >= 0 && lo < theirWords ? theirs[otherRow + lo] : 0;
                long their = low;
                if (offset != 0) {
                    int hi = lo + 1;
                    long high = hi >= 0 && hi < theirWords ? theirs[otherRow + hi] : 0;
                    their = (low >>> offset) | (high << (64 - offset));
                }
                long common = mine & their;
                if (common != 0) {
                    if (firstOnly) {
                        return 1;
                    }
                    count += Long.bitCount(common);
                }
            }
        }
        return count;
    }

    /**
     * The common case of sprites at most 64 pixels wide: one word a row each, so the other's row
     * lines up under this one's by a single shift, the same for every row.
     */
    private long sharedNarrow(TurnedMask other, int shiftX, int rowFrom, int rowTo, int shiftY, boolean firstOnly) {
        long[] mine = bits;
        long[] theirs = other.bits;
        long count = 0;
        if (shiftX >= 0) {
            for (int j = rowFrom; j < rowTo; j++) {
                long common = mine[j] & (theirs[j - shiftY] << shiftX);
                if (common != 0) {
                    if (firstOnly) {
                        return 1;
                    }
                    count += Long.bitCount(common);
                }
            }
        } else {
            int right = -shiftX;
            for (int j = rowFrom; j < rowTo; j++) {
                long common = mine[j] & (theirs[j - shiftY] >>> right);
                if (common != 0) {
                    if (firstOnly) {
                        return 1;
                    }
                    count += Long.bitCount(common);
                }
            }
        }
        return count;
    }
}
