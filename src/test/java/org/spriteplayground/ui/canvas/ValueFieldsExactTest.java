package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The exact-values popup holds each value exactly: for every piece of every lesson, as it opens
 * and after each of its presets, in English, German and French, every field read as Enter reads
 * it gives the piece's own value back, so Enter with nothing typed leaves the piece where it is
 * (an angle, typed in degrees and kept in radians, as far as degrees can say it); and a value its
 * six decimals already give back shows with no more digits than those.
 */
class ValueFieldsExactTest {

    @AfterEach
    void backToEnglish() {
        Texts.use(null);
    }

    @Test
    void everyFieldHoldsItsPiecesValueExactlyInNoMoreDigitsThanItNeeds() {
        int fields = 0;
        int longer = 0;
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            Texts.use(language);
            for (Lessons.Entry entry : Lessons.ALL) {
                Lesson lesson = new Playground(entry, SpriteLibrary.bundled()).lesson();
                List<Preset> presets = PresetScenes.of(lesson);
                for (int state = 0; state <= presets.size(); state++) {
                    if (state > 0) {
                        presets.get(state - 1).apply().run();
                    }
                    for (Piece piece : lesson.pieces()) {
                        List<ValueDialog.Field> form = new ArrayList<>();
                        ValueDialog.form(piece, form);
                        for (ValueDialog.Field field : form) {
                            String shown = field.text().getText();
                            String where = language + ", " + entry.id() + (state > 0 ? ", " + presets.get(state - 1).name() : "") + ", "
                                    + piece.name() + ", " + field.name() + " shows '" + shown + "'";
                            if (field.name().equals("angle")) {
                                longer += checkAngle(where, shown, piece.handle().angle());
                            } else {
                                longer += checkLength(where, shown, value(piece.handle(), field.name()));
                            }
                            fields++;
                        }
                    }
                }
            }
        }
        assertThat(fields).as("fields checked").isGreaterThan(300);
        assertThat(longer).as("values six decimals do not hold, such as Q's x after three-outcomes' walk").isPositive();
    }

    /** Three-outcomes' walk into contact leaves Q a rounding error past 150, which the popup shows in each language's own decimals. */
    @Test
    void qAfterTheWalkIntoContactShowsItsXWhole() {
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN)) {
            Texts.use(language);
            Lesson lesson = new Playground(Lessons.byId("three-outcomes").orElseThrow(), SpriteLibrary.bundled()).lesson();
            PresetScenes.of(lesson).get(3).apply().run();
            Piece q = lesson.pieces().stream().filter(p -> p.handle().anchor().x() > 149 && p.handle().anchor().x() < 151).findFirst().orElseThrow();
            assertThat(q.handle().anchor().x()).isEqualTo(150.00000000000006);
            List<ValueDialog.Field> form = new ArrayList<>();
            ValueDialog.form(q, form);
            assertThat(form.get(0).text().getText()).isEqualTo(language == Locale.GERMAN ? "150,00000000000006" : "150.00000000000006");
        }
    }

    /** Checks a length's field: it reads back as the value, and holds more than six decimals only where those do not. Returns 1 if it does. */
    private static int checkLength(String where, String shown, double value) {
        assertThat(ValueText.parse(shown)).as(where).isEqualTo(value);
        String rounded = ValueText.plain(value);
        if (shown.equals(rounded)) {
            return 0;
        }
        assertThat(ValueText.parse(rounded)).as("%s where '%s' is exact", where, rounded).isNotEqualTo(value);
        return 1;
    }

    /**
     * Checks an angle's field, in degrees of an angle kept in radians: where six decimals give the
     * piece's angle back it shows those, else every digit of the degrees. Returns 1 for the latter.
     */
    private static int checkAngle(String where, String shown, double radians) {
        double degrees = ValueDialog.degrees(radians);
        String rounded = ValueText.plain(degrees);
        if (Math.toRadians(ValueText.parse(rounded)) == radians) {
            assertThat(shown).as(where).isEqualTo(rounded);
            return 0;
        }
        assertThat(ValueText.parse(shown)).as(where).isEqualTo(degrees);
        return 1;
    }

    private static double value(Handle handle, String name) {
        return switch (name) {
            case "x" -> handle.anchor().x();
            case "y" -> handle.anchor().y();
            default -> handle.size();
        };
    }
}
