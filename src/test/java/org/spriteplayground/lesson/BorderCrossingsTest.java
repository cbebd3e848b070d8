package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

class BorderCrossingsTest {

    private final BorderCrossings lesson = new BorderCrossings();

    @Test
    void eachSeedCaseIsNamedAndItsPointsShown() {
        List<String> expected = List.of("Crossing", "Crossing", "Crossing", "Tangent", "Contained", "Separate", "Coincident");
        List<String> points = List.of("(0.50000, -1.93649)", "(3.39254, -0.74978)", "(5.14024, 9.90651)", "(2.00000, 0.00000)");
        for (int i = 0; i < BorderCrossings.SEED_CASES.size(); i++) {
            lesson.presets().get(i).apply().run();
            assertThat(readout("case")).as(BorderCrossings.SEED_CASES.get(i).name()).isEqualTo(expected.get(i));
            RecordingDraw draw = new RecordingDraw();
            lesson.draw(draw, Overlays.NONE);
            long marks = draw.marks().stream().filter(m -> m.ink() == Ink.MARK && m.kind().equals("point")).count();
            assertThat(marks).isEqualTo(switch (expected.get(i)) {
                case "Crossing" -> 2L;
                case "Tangent" -> 1L;
                default -> 0L;
            });
            if (i < 3) {
                assertThat(readout("α (first)")).isEqualTo(points.get(i));
            } else if (i == 3) {
                assertThat(readout("tangent point")).isEqualTo(points.get(3));
            }
        }
    }

    @Test
    void constructionLinesFollowTheirSwitch() {
        RecordingDraw on = new RecordingDraw();
        lesson.draw(on, Overlays.NONE);
        assertThat(on.shapes(Ink.CONSTRUCTION)).isNotEmpty();
        ((Control.Toggle) lesson.controls().get(0)).set().accept(false);
        RecordingDraw off = new RecordingDraw();
        lesson.draw(off, Overlays.NONE);
        assertThat(off.shapes(Ink.CONSTRUCTION)).isEmpty();
    }

    private String readout(String label) {
        return lesson.readouts().get(0).rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow().values().get(0);
    }
}
