package org.spriteplayground.ui.predict;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.predict.PredictMode;

/**
 * What the canvas's paused banner says while Predict asks (its answer keys) or reveals (Continue's
 * keys), where the playback keys would withdraw the question or mean Continue.
 */
final class PredictHint {

    private PredictHint() {
    }

    /** Returns the banner for {@code mode} now; null at other times, and after a failure, whose banner says what to do. */
    static String of(PredictMode mode, Playground model) {
        if (model.failure() != null) {
            return null;
        }
        return switch (mode.phase()) {
            case ASKING -> Texts.format("hint.predictAsk", keys(mode.question().choices().size()));
            case REVEALED -> Texts.text("hint.predictRevealed");
            default -> null;
        };
    }

    /** Returns the answer keys of {@code count} answers in words: "1", "1 or 2", "1, 2 or 3". */
    private static String keys(int count) {
        String most = Integer.toString(count);
        String first = IntStream.range(1, count).mapToObj(Integer::toString).collect(Collectors.joining(", "));
        return count == 1 ? most : Texts.format("panel.keysOr", first, most);
    }
}
