package org.spriteplayground.experiment;

import java.util.BitSet;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.TurnedMask;

/**
 * Where B's centre may stand, relative to A's, for one bound kind at fixed turns: a Minkowski-style
 * picture of the bound's hit region with the pixels' contact region inside it. Every offset on the
 * 1-px lattice (the lattice the experiment rounds B's pivot to) is tested with the experiment's own
 * tests: {@link Bounds#overlap} for the kind and the turned masks for the truth. A cell is a false
 * alarm where the bound meets and the pixels do not, true contact where both meet.
 *
 * <p>Each cell stands for a 1&times;1 square of offsets, so a count of cells is an area in px&sup2;.
 * With B's pivot uniform over the bound's hit region (as in the experiment, whose sampling disc
 * holds the region) the share of hits that were false at these turns is exactly {@link #share()}. The window
 * tested starts as the square around the bounding circles' reach and doubles while the bound
 * still meets on its border, so any kind, however loose, is caught whole.
 */
public final class FalseAlarmMap {

    /** What a cell holds. */
    public enum Cell {
        /** The bound does not meet. */
        NONE,
        /** The bound meets and so do the pixels: a real hit. */
        CONTACT,
        /** The bound meets, the pixels do not: a false alarm. */
        FALSE_ALARM
    }

    /**
     * Most cells the app maps (about 3 ms per 40,000 cells for sprites of 60 px; a cell costs more
     * the larger the sprites): two sprites of up to about 350 &times; 350 px. Beyond, a map would
     * take minutes, so the lesson and the experiment window say the pair is too large instead.
     */
    public static final int MAX_CELLS = 1_000_000;

    private final BoundKind kind;
    private final int degreesA;
    private final int degreesB;
    private final int originX;
    private final int originY;
    private final int size;
    /** One bit per cell, row by row: where both meet, and where only the bound does. */
    private final BitSet contact;
    private final BitSet alarms;

    private FalseAlarmMap(BoundKind kind, int degreesA, int degreesB, int half, BitSet contact, BitSet alarms) {
        this.kind = kind;
        this.degreesA = degreesA;
        this.degreesB = degreesB;
        this.originX = -half;
        this.originY = -half;
        this.size = 2 * half + 1;
        this.contact = contact;
        this.alarms = alarms;
    }

    /**
     * Maps where B's centre meets A for {@code kind}, A turned by {@code degreesA} and B by
     * {@code degreesB} (whole degrees, 0 to 359).
     */
    public static FalseAlarmMap of(BoundKind kind, SpriteAnalysis a, int degreesA, SpriteAnalysis b, int degreesB) {
        Placement pa = new Placement(0, 0, degreesA);
        int half = startingHalf(a, b);
        while (true) {
            FalseAlarmMap map = classify(kind, a, pa, b, new Placement(0, 0, degreesB), half);
            if (!map.meetsOnBorder()) {
                return map;
            }
            half *= 2;
        }
    }

    private static FalseAlarmMap classify(BoundKind kind, SpriteAnalysis a, Placement pa, SpriteAnalysis b, Placement turnB, int half) {
        // The truth as the experiment's pixel test finds it with both masks at hand.
        TurnedMask maskA = a.turnedMask(pa.degrees());
        TurnedMask maskB = b.turnedMask(turnB.degrees());
        int degreesB = turnB.degrees();
        int size = 2 * half + 1;
        BitSet contact = new BitSet(size * size);
        BitSet alarms = new BitSet(size * size);
        for (int j = 0; j < size; j++) {
            int dy = j - half;
            for (int i = 0; i < size; i++) {
                int dx = i - half;
                boolean hit = kind == BoundKind.PIXELS ? maskA.overlaps(maskB, dx, dy)
                        : Bounds.overlap(kind, a, pa, b, new Placement(dx, dy, degreesB));
                if (hit) {
                    boolean truth = kind == BoundKind.PIXELS || maskA.overlaps(maskB, dx, dy);
                    (truth ? contact : alarms).set(j * size + i);
                }
            }
        }
        return new FalseAlarmMap(kind, pa.degrees(), degreesB, half, contact, alarms);
    }

    private boolean meetsOnBorder() {
        int last = size - 1;
        for (int k = 0; k < size; k++) {
            if (hit(k, 0) || hit(k, last) || hit(0, k) || hit(last, k)) {
                return true;
            }
        }
        return false;
    }

    private boolean hit(int i, int j) {
        return contact.get(j * size + i) || alarms.get(j * size + i);
    }

    /**
     * Returns the cells of the square window a map of these sprites starts from: the app maps a
     * pair only when this is at most {@link #MAX_CELLS}.
     */
    public static long startingCells(SpriteAnalysis a, SpriteAnalysis b) {
        long size = 2L * startingHalf(a, b) + 1;
        return size * size;
    }

    private static int startingHalf(SpriteAnalysis a, SpriteAnalysis b) {
        return (int) Math.ceil(a.circleRadius() + b.circleRadius()) + 1;
    }

    /** Returns the bound kind mapped. */
    public BoundKind kind() {
        return kind;
    }

    /** Returns A's turn, whole degrees. */
    public int degreesA() {
        return degreesA;
    }

    /** Returns B's turn, whole degrees. */
    public int degreesB() {
        return degreesB;
    }

    /** Returns the offset (B's centre less A's) of the first column: the grid's left edge is half a pixel further left. */
    public int originX() {
        return originX;
    }

    /** Returns the offset of the first row. */
    public int originY() {
        return originY;
    }

    /** Returns the number of columns. */
    public int width() {
        return size;
    }

    /** Returns the number of rows. */
    public int height() {
        return size;
    }

    /** Returns what the cell at offset ({@code dx}, {@code dy}) holds; {@link Cell#NONE} outside the grid. */
    public Cell at(int dx, int dy) {
        int i = dx - originX;
        int j = dy - originY;
        if (i < 0 || j < 0 || i >= size || j >= size) {
            return Cell.NONE;
        }
        return contact.get(j * size + i) ? Cell.CONTACT : alarms.get(j * size + i) ? Cell.FALSE_ALARM : Cell.NONE;
    }

    /**
     * Returns, row by row, which cells hold {@code cell}: entry {@code j * width() + i} is the
     * cell at offset ({@code originX() + i}, {@code originY() + j}).
     */
    public boolean[] cells(Cell cell) {
        boolean[] on = new boolean[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                on[j * size + i] = at(originX + i, originY + j) == cell;
            }
        }
        return on;
    }

    /** Returns the bytes the map holds, for a cache's budget. */
    public long bytes() {
        return (contact.size() + alarms.size()) / 8 + 64;
    }

    /** Returns the area, px&sup2;, where the bound meets and the pixels do not. */
    public long falseAlarmArea() {
        return alarms.cardinality();
    }

    /** Returns the area, px&sup2;, where the bound and the pixels both meet: true contact. */
    public long contactArea() {
        return contact.cardinality();
    }

    /** Returns the area, px&sup2;, where the bound meets: its hit region. */
    public long hitArea() {
        return contactArea() + falseAlarmArea();
    }

    /** Returns false-alarm area / hit area: the share of hits that were false at these turns (0 where the bound never meets). */
    public double share() {
        return hitArea() == 0 ? 0 : (double) falseAlarmArea() / hitArea();
    }
}
