package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Every field of the exact-values popup, for every piece of every lesson in every language, has
 * its unit right after it: px for a position or a radius (world units are the canvas's pixels, as
 * the canvas's labels say), ° for an angle.
 */
class ValueUnitsTest {

    @Test
    void everyFieldOfEveryPopupSaysItsUnit() {
        int fields = 0;
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Playground model = new Playground(entry, SpriteLibrary.bundled());
                    for (Piece piece : model.lesson().pieces()) {
                        JPanel form = ValueDialog.form(piece, new ArrayList<>());
                        Component[] parts = form.getComponents();
                        for (int i = 0; i < parts.length; i++) {
                            if (parts[i] instanceof JTextField field && field.getName().startsWith("value:")) {
                                String name = field.getName().substring("value:".length());
                                String what = language + ", " + entry.id() + ", " + piece.name() + ", " + name;
                                assertThat(i + 1).as("%s: something after the field", what).isLessThan(parts.length);
                                assertThat(parts[i + 1]).as("%s: after the field", what).isInstanceOf(JLabel.class);
                                assertThat(((JLabel) parts[i + 1]).getText()).as("%s: the unit after the field", what)
                                        .isEqualTo(name.equals("angle") ? "°" : "px");
                                fields++;
                            }
                        }
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(fields).as("fields checked").isGreaterThan(30);
    }
}
