package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.FontMetrics;
import java.awt.event.KeyEvent;
import java.util.Locale;
import java.util.Map;
import javax.swing.JLabel;
import javax.swing.LookAndFeel;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.ThreeOutcomes;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The status line's note when Tab selects a piece: it names only the keys that do something to
 * that piece (a circle moves and resizes, it does not turn), and it fits the line of a 1024-pixel
 * window in each language.
 */
class SelectedNoteTest {

    /** The status line's width in a 1024-pixel window: the label's border takes 10 pixels each side. */
    private static final int LINE = 1024 - 20;

    private final LookAndFeel before = UIManager.getLookAndFeel();

    @AfterEach
    void back() throws Exception {
        Texts.use(null);
        UIManager.setLookAndFeel(before);
    }

    @Test
    void aCircleInThreeOutcomesIsNotOfferedATurn() {
        Playground model = new Playground(Lessons.byId(ThreeOutcomes.ID).orElseThrow(), SpriteLibrary.bundled());
        PieceKeys keys = keys(model);
        press(keys, KeyEvent.VK_TAB);
        assertThat(model.notice()).as("a circle selected by Tab").startsWith("Selected ").doesNotContain("[ and ]").contains("arrows move it")
                .contains("Page Up and Page Down resize it").endsWith("Esc lets go.");
    }

    @Test
    void everyPieceOfEveryLessonIsOfferedTheKeysThatActOnItAndTheNoteFitsTheLine() throws Exception {
        FlatLightLaf.setup();
        JLabel line = new JLabel();
        FontMetrics fm = line.getFontMetrics(UIManager.getFont("Label.font"));
        for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
            Texts.use(language);
            String turn = Texts.format("pieces.selected", "x").contains("[ ") ? "[ " : null;
            assertThat(turn).as("every full note names the brackets").isNotNull();
            String resize = language == Locale.ENGLISH ? "Page Up" : language == Locale.GERMAN ? "Bild auf" : "Page préc.";
            for (Lessons.Entry entry : Lessons.ALL) {
                Playground model = new Playground(entry, SpriteLibrary.bundled());
                PieceKeys keys = keys(model);
                for (Piece piece : model.lesson().pieces()) {
                    press(keys, KeyEvent.VK_TAB);
                    String note = model.notice();
                    String where = language + " " + entry.id() + " " + piece.name() + ": " + note;
                    assertThat(note.contains(turn)).as("names turning iff it turns: %s", where).isEqualTo(piece.handle().turns());
                    assertThat(note.contains(resize)).as("names resizing iff it resizes: %s", where).isEqualTo(piece.handle().resizes());
                    assertThat(PieceKeys.isSelectedNote(note)).as(where).isTrue();
                    assertThat(fm.stringWidth(note)).as("fits a 1024-pixel window's status line: %s", where).isLessThanOrEqualTo(LINE);
                }
            }
        }
    }

    private static PieceKeys keys(Playground model) {
        CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
        return new PieceKeys(canvas, model, piece -> { });
    }

    private static void press(PieceKeys keys, int code) {
        keys.pressed(new KeyEvent(new JLabel(), KeyEvent.KEY_PRESSED, 0, 0, code, KeyEvent.CHAR_UNDEFINED));
    }
}
