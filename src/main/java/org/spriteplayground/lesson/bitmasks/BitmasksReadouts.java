package org.spriteplayground.lesson.bitmasks;

import java.util.List;
import org.spriteplayground.experiment.Nanos;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.lesson.Text;
import org.spriteplayground.sprite.AlphaMask;

/**
 * The bitmasks lesson's numbers: where B stands on A, the rows and words the test reaches, the
 * words ANDed against the pixel pairs a plain test compares, the verdict, the first word that is
 * not 0 (its row of A and its word of that row, counted from 1 as a pupil counts) and the overlap area; and, apart, each way's time per test on this machine.
 */
final class BitmasksReadouts {

    private BitmasksReadouts() {
    }

    /** Returns the readouts of {@code lesson} as it stands. */
    static List<ReadoutTable> of(BitmasksLesson lesson) {
        AlphaMask a = lesson.maskA();
        AlphaMask b = lesson.maskB();
        int dx = lesson.dx();
        int dy = lesson.dy();
        int rows = Math.max(0, Math.min(a.height(), dy + b.height()) - Math.max(0, dy));
        int columns = Math.max(0, Math.min(a.width(), dx + b.width()) - Math.max(0, dx));
        AlphaMask.WordTest first = lesson.firstHit();
        AlphaMask.WordTest area = lesson.area();
        int spanned = rows == 0 ? 0 : area.words() / rows;
        String none = Texts.text("bits.none");
        return List.of(
                ReadoutTable.ofValues(Texts.text("bits.table.words"),
                        row("offset", Text.point(new Vec2(dx, dy), 0)),
                        row("rows", Text.count(rows)),
                        row("spanned", Text.count(spanned)),
                        row("anded", Text.count(area.words())),
                        row("compared", Text.count((long) rows * columns)),
                        row("verdict", Texts.text(first.hit() ? "bits.overlapping" : "bits.apart")).asVerdict(),
                        row("firstWords", Text.count(first.words())).asVerdict(), // fewer than all words ANDed: a hit
                        row("firstRow", first.hit() ? shownRow(first) : none).asVerdict(),
                        row("firstWord", first.hit() ? shownWord(first) : none).asVerdict(),
                        row("area", Text.count(area.pixels())).asVerdict())); // 0 exactly when apart
    }

    /** Returns the row of A where the first hit lies as a pupil counts it: 1 at the top. */
    static String shownRow(AlphaMask.WordTest first) {
        return Text.count(first.hitRow() + 1);
    }

    /** Returns which word of its row the first hit is, as a pupil counts it: 1 at the left. */
    static String shownWord(AlphaMask.WordTest first) {
        return Text.count(first.hitWord() + 1);
    }

    /** Returns each way's time per test, or that it is being measured. */
    static List<ReadoutTable> times(Timings.Times times) {
        String measuring = Texts.text("bits.measuring");
        return List.of(ReadoutTable.ofValues(Texts.format("bits.table.times", Text.count(Timings.RUNS), Text.count(Timings.TESTS)),
                row("timeWords", times == null ? measuring : shown(times.words())),
                row("timePixels", times == null ? measuring : shown(times.pixels()))));
    }

    private static String shown(Nanos nanos) {
        return Sampled.median(nanos.median(), nanos.least(), nanos.most());
    }

    private static ReadoutTable.Row row(String name, String value) {
        return ReadoutTable.Row.of("bits.row." + name, value);
    }
}
