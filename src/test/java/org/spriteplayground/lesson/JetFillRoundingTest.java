package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.Simulation;

/**
 * Identical shapes show identical fills: "AABB fill" reads the same for the flyer at 90.0° and the
 * waiting jet at 0° (both 1,788 / 4,800 = 37.25 %), not 37.2 % beside 37.3 %, which floating-point
 * noise in the turned box's area would give by flipping the rounding.
 */
class JetFillRoundingTest {

    private final FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);

    @Test
    void atStepNinetyBothJetsReadTheSameAabbFill() {
        Simulation sim = new Simulation(lesson);
        for (int i = 0; i < 90; i++) {
            sim.step();
        }
        assertThat(Text.measuredDegrees(lesson.flyer().pose().angle())).isEqualTo("90.0");
        List<String> fill = row(Texts.text("jets.aabbFill"));
        assertThat(fill.get(0)).isEqualTo(fill.get(1)).isEqualTo("37.3 %");
    }

    /**
     * At every whole degree the flyer reaches in flight (turned step by step, as the window shows
     * it), the waiting jet turned the same, or a quarter, a half or three quarters less, has the
     * same box, so every fill reads the same for both.
     */
    @Test
    void everyWholeDegreeGivesBothJetsTheSameFillsWhereTheirShapesAgree() {
        Simulation sim = new Simulation(lesson);
        Pose waitingStart = lesson.waiting().pose();
        List<String> fills = List.of("jets.circleFill", "jets.aabbFill", "jets.obbFill", "jets.minCircleFill", "jets.hullFill");
        for (int degrees = 0; degrees < 360; degrees++) {
            for (int less : new int[] {0, 90, 180, 270}) {
                turn(lesson.waiting(), degrees - less);
                for (String key : fills) {
                    List<String> values = row(Texts.text(key));
                    assertThat(values.get(0)).as("%s, flyer at %d°, waiting at %d°", key, degrees, degrees - less).isEqualTo(values.get(1));
                }
                if (less % 180 == 0) {
                    List<String> tight = row(Texts.text("jets.tightAabbFill"));
                    assertThat(tight.get(0)).as("tight AABB fill, flyer at %d°, waiting at %d°", degrees, degrees - less).isEqualTo(tight.get(1));
                }
            }
            lesson.waiting().place(waitingStart);
            sim.step();
        }
    }

    private static void turn(Body body, int degrees) {
        body.place(new Pose(body.pose().position(), Math.toRadians(Math.floorMod(degrees, 360))));
    }

    private List<String> row(String label) {
        return lesson.readouts().get(0).rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow().values();
    }
}
