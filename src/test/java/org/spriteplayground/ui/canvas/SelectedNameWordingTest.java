package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.FlyingJets;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A selected piece's name reads right in each language's sentences: the status note, the undo
 * label and the exact-values dialog's title; and [ or ] on a piece that does not turn says so
 * instead of doing nothing.
 */
class SelectedNameWordingTest {

    @AfterEach
    void back() {
        Texts.use(null);
    }

    private static KeyEvent press(CanvasPanel canvas, PieceKeys keys, int code) {
        KeyEvent e = new KeyEvent(canvas, KeyEvent.KEY_PRESSED, 0, 0, code, KeyEvent.CHAR_UNDEFINED);
        keys.pressed(e);
        return e;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en|Selected waiting jet: |turn waiting jet|Exact values: waiting jet",
        "de|Ausgewählt: wartender Jet. |Drehen (wartender Jet)|Genaue Werte: wartender Jet",
        "fr|Sélection\u00A0: avion en attente. |tourner (avion en attente)|Valeurs exactes\u00A0: avion en attente",
    })
    void theWaitingJetIsNamedInFullInEachSentence(String language, String note, String undo, String title) {
        Texts.use(Locale.forLanguageTag(language));
        Playground model = new Playground(Lessons.byId(FlyingJets.ID).orElseThrow(), SpriteLibrary.bundled());
        CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        PieceKeys keys = new PieceKeys(canvas, model, piece -> { });
        for (int i = 0; i < model.lesson().pieces().size() && !canvas.selection().name().equals(java.util.Optional.of("waiting")); i++) {
            press(canvas, keys, KeyEvent.VK_TAB);
        }
        assertThat(canvas.selection().name()).contains("waiting");
        assertThat(model.notice()).startsWith(note);
        press(canvas, keys, KeyEvent.VK_CLOSE_BRACKET);
        assertThat(model.history().undoLabel()).isEqualTo(undo);
        assertThat(Texts.format("value.title", Piece.label("waiting"))).isEqualTo(title);
    }

    @Test
    void bracketsOnACircleSayWhyTheyDoNothing() {
        Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
        CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        PieceKeys keys = new PieceKeys(canvas, model, piece -> { });
        press(canvas, keys, KeyEvent.VK_TAB);
        String name = Piece.label(canvas.selection().name().orElseThrow());
        KeyEvent bracket = press(canvas, keys, KeyEvent.VK_CLOSE_BRACKET);
        assertThat(bracket.isConsumed()).as("the key was used").isTrue();
        assertThat(model.history().canUndo()).as("nothing turned").isFalse();
        assertThat(model.notice()).as("the status line after ]").contains("[ and ]").contains(name).contains("cannot be turned");
    }
}
