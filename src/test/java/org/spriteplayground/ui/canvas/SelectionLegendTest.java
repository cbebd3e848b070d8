package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.swing.JLabel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The dashed ring round the piece Tab selects is named in the canvas's legend, as every other
 * mark on the canvas is: in every lesson with pieces, the canvas painted with a piece selected
 * lists exactly one entry more than without, and in English, German and French it names the
 * selection.
 */
class SelectionLegendTest {

    @AfterEach
    void english() {
        Texts.use(Locale.ENGLISH);
    }

    @Test
    void theSelectionRingHasALegendEntryInEveryLesson() {
        List<String> checked = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            Playground model = new Playground(entry, SpriteLibrary.bundled());
            if (model.lesson().pieces().isEmpty()) {
                continue;
            }
            CanvasPanel canvas = new CanvasPanel(model, Map.of(), new FailureReporter(null, model), () -> 1.0);
            canvas.setFont(new JLabel().getFont());
            canvas.setSize(900, 640);
            canvas.doLayout();
            List<String> plain = paint(canvas);
            new PieceKeys(canvas, model, piece -> { }).pressed(new KeyEvent(new JLabel(), KeyEvent.KEY_PRESSED, 0, 0, KeyEvent.VK_TAB, KeyEvent.CHAR_UNDEFINED));
            List<String> selected = paint(canvas);
            assertThat(selected).as("%s with a piece selected", entry.id()).hasSize(plain.size() + 1).containsAll(plain)
                    .contains(Texts.text("legend.selection"));
            for (Locale language : new Locale[] {Locale.GERMAN, Locale.FRENCH}) {
                Texts.use(language);
                assertThat(canvas.painted().texts()).as("%s in %s", entry.id(), language).contains(Texts.text("legend.selection"));
            }
            Texts.use(Locale.ENGLISH);
            checked.add(entry.id());
        }
        assertThat(checked).as("lessons with pieces").hasSizeGreaterThan(3);
    }

    /** Paints the canvas as the screen would and returns its legend's entries. */
    private static List<String> paint(CanvasPanel canvas) {
        BufferedImage image = new BufferedImage(canvas.getWidth(), canvas.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            canvas.paint(g);
        } finally {
            g.dispose();
        }
        return canvas.painted().texts();
    }
}
