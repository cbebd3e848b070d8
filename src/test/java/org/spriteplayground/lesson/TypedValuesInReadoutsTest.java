package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A value typed into the exact-values dialog reads back exactly in the side panel, wherever a
 * readout shows that piece's own position or angle: the dot's centre in Dot and wall, each jet's
 * angle in Flying jets. The pieces are placed as the dialog places them, through
 * {@link Handle#place}.
 */
class TypedValuesInReadoutsTest {

    private static final SpriteLibrary JETS = SpriteLibrary.bundled();

    @ParameterizedTest(name = "dot at ({0}, {1}) shows {2}")
    @CsvSource(delimiter = ';', value = {"123.456; 80.5; (123.456, 80.5)", "100; 240; (100, 240)", "250.125; 99.75; (250.125, 99.75)"})
    void theDotsTypedCentreShowsAsTyped(double x, double y, String shown) {
        DotAndWall lesson = new DotAndWall();
        Handle dot = piece(lesson.pieces(), "dot");
        dot.place(new Vec2(x, y), dot.angle(), dot.size());
        assertThat(lesson.dot().center()).as("the dot went where it was typed").isEqualTo(new Vec2(x, y));
        assertThat(value(lesson, "dot.centre", 0)).isEqualTo(shown);
    }

    @ParameterizedTest(name = "{0}° shows {1}")
    @CsvSource(delimiter = ';', value = {"37.5; 37.5", "37.25; 37.25", "123.456; 123.456", "0; 0.0", "359.9; 359.9", "12.125; 12.125"})
    void aJetsTypedAngleShowsAsTyped(double degrees, String shown) {
        FlyingJets lesson = new FlyingJets(JETS);
        Handle waiting = piece(lesson.pieces(), "waiting");
        waiting.place(waiting.anchor(), Math.toRadians(degrees), waiting.size());
        assertThat(value(lesson, "jets.angle", 1)).isEqualTo(shown);
    }

    @Test
    void aDraggedValueShowsTidilyRoundedAndAFullTurnAsNought() {
        DotAndWall lesson = new DotAndWall();
        Handle dot = piece(lesson.pieces(), "dot");
        dot.place(new Vec2(123.4567891, 80.0000004), dot.angle(), dot.size());
        assertThat(value(lesson, "dot.centre", 0)).isEqualTo("(123.457, 80)");

        FlyingJets jets = new FlyingJets(JETS);
        Handle flyer = piece(jets.pieces(), "flyer");
        flyer.place(flyer.anchor(), Math.toRadians(359.9996), flyer.size());
        assertThat(Math.toDegrees(jets.flyer().pose().angle())).isCloseTo(359.9996, within(1e-9));
        assertThat(value(jets, "jets.angle", 0)).isEqualTo("0.0");
    }

    private static Handle piece(List<Piece> pieces, String name) {
        return pieces.stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().handle();
    }

    private static String value(Lesson lesson, String key, int column) {
        return lesson.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.key().equals(key)).findFirst().orElseThrow().values().get(column);
    }
}
