package org.spriteplayground.lesson.bitmasks;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.AlphaMask;

/**
 * The bitmasks lesson's picture, one world unit a pixel: A's opaque pixels washed in {@link #PIXELS_A},
 * B's striped in {@link #PIXELS_B}; where verdicts show, the pixels both cover in {@link Ink#OVERLAPPING}
 * alone, so that each pixel shows the one colour its legend entry shows, and elsewhere both masks whole,
 * B's stripes over A's wash, so that no pixel left out or coloured apart tells whether they touch; each mask's frame (in {@link #INK_A},
 * {@link #INK_B}) and its word boundaries, a line every 64 columns; the block of A's words that are
 * ANDed (the rows both cover, the words B reaches) outlined in {@link #ANDED}, not washed, as a wash
 * would tint the shared pixels, which all lie in it; and, as a verdict, the first word that is not 0,
 * where the test stops.
 */
final class BitmasksDrawing {

    /** A's ink. */
    static final Ink INK_A = Ink.OBB;

    /** B's ink. */
    static final Ink INK_B = Ink.TIGHT_AABB;

    /** A's pixels: an ink of their own, so that the legend names them apart from A's frame. */
    static final Ink PIXELS_A = Ink.WALL;

    /** B's pixels. */
    static final Ink PIXELS_B = Ink.DOT;

    /** The outline of the block of A's words that are ANDed: an axis-aligned box, as its name says. */
    static final Ink ANDED = Ink.AABB;

    /** How far a word boundary reaches above and below its mask, in pixels: enough to read past the pixels. */
    private static final double REACH = 4;

    private BitmasksDrawing() {
    }

    /** Draws {@code lesson} as it stands on {@code draw}, and finishes it. */
    static void draw(BitmasksLesson lesson, Labels draw) {
        AlphaMask a = lesson.maskA();
        AlphaMask b = lesson.maskB();
        Aabb frameA = lesson.frameA();
        Aabb frameB = lesson.frameB();
        int dx = lesson.dx();
        int dy = lesson.dy();
        boolean verdicts = draw.showsVerdicts();
        draw.cells(frameA.minX(), frameA.minY(), a.width(), opaque(a, b, dx, dy, verdicts ? Cover.ALONE : Cover.ALL), PIXELS_A, DebugDraw.Fill.TINT);
        draw.cells(frameB.minX(), frameB.minY(), b.width(), opaque(b, a, -dx, -dy, verdicts ? Cover.ALONE : Cover.ALL), PIXELS_B, DebugDraw.Fill.HATCH);
        if (verdicts) {
            draw.cells(frameA.minX(), frameA.minY(), a.width(), opaque(a, b, dx, dy, Cover.SHARED), Ink.OVERLAPPING, DebugDraw.Fill.TINT);
        }
        draw.box(frameA, INK_A);
        draw.box(frameB, INK_B);
        wordBoundaries(draw, frameA, a);
        wordBoundaries(draw, frameB, b);
        AlphaMask.WordTest area = lesson.area();
        if (area.words() > 0) {
            int rowFrom = Math.max(0, dy);
            int rowTo = Math.min(a.height(), dy + b.height());
            int wordFrom = Math.max(0, dx) / 64;
            int wordTo = (Math.min(a.width(), dx + b.width()) - 1) / 64;
            draw.box(new Aabb(frameA.minX() + 64 * wordFrom, frameA.minY() + rowFrom, frameA.minX() + Math.min(a.width(), 64 * (wordTo + 1)),
                    frameA.minY() + rowTo), ANDED);
        }
        AlphaMask.WordTest first = lesson.firstHit();
        if (first.hit() && draw.showsVerdicts()) {
            double top = frameA.minY() + first.hitRow();
            Aabb word = new Aabb(frameA.minX() + 64 * first.hitWord(), top, frameA.minX() + Math.min(a.width(), 64 * (first.hitWord() + 1)), top + 1);
            draw.box(word, Ink.HIT);
            draw.verdict(word, Texts.format("bits.label.firstHit", BitmasksReadouts.shownRow(first), BitmasksReadouts.shownWord(first)), Ink.HIT, DebugDraw.Side.RIGHT);
        }
        draw.label(frameA, "A", INK_A, DebugDraw.Side.LEFT);
        draw.label(frameB, "B", INK_B, DebugDraw.Side.ABOVE);
        draw.finish();
    }

    /** Draws a line at every 64th column of {@code mask} in {@code frame}, reaching a little past its rows. */
    private static void wordBoundaries(Labels draw, Aabb frame, AlphaMask mask) {
        for (int w = 1; w < mask.wordsPerRow(); w++) {
            double x = frame.minX() + 64 * w;
            draw.segment(new Vec2(x, frame.minY() - REACH), new Vec2(x, frame.maxY() + REACH), Ink.CONSTRUCTION);
        }
    }

    /** Which of a mask's opaque pixels {@link #opaque} returns, by whether the other mask covers them too. */
    private enum Cover {
        /** Every one. */
        ALL,
        /** Those the other mask does not cover. */
        ALONE,
        /** Those the other mask covers too. */
        SHARED
    }

    /**
     * Returns which of {@code mask}'s pixels are opaque, row by row: those {@code cover} picks by
     * whether {@code other}, its top-left pixel at ({@code dx}, {@code dy}), is opaque there too.
     */
    private static boolean[] opaque(AlphaMask mask, AlphaMask other, int dx, int dy, Cover cover) {
        boolean[] on = new boolean[mask.width() * mask.height()];
        for (int y = 0; y < mask.height(); y++) {
            for (int x = 0; x < mask.width(); x++) {
                on[y * mask.width() + x] = mask.isOpaque(x, y) && (cover == Cover.ALL || other.isOpaque(x - dx, y - dy) == (cover == Cover.SHARED));
            }
        }
        return on;
    }
}
