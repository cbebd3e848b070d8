package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.Motion;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.Sprite;

/**
 * With reduced motion, flying-jets' "last reset" mark stays while the flyer sets off again past
 * it: its label is placed where it covers neither jet's image, step after step, with the usual
 * overlays and with every one, at the usual label size and up to four times it (UI scale 2 or
 * presentation ×2 in a small window, where the canvas draws the world small and its text large).
 */
class LastResetLabelTest {

    @AfterEach
    void motionAsUsual() {
        Motion.setReduced(false);
    }

    @ParameterizedTest(name = "{0} overlays, labels × {1}")
    @CsvSource({"usual, 1", "usual, 2", "all, 1", "all, 2", "sprites, 2", "usual, 3", "usual, 4", "all, 3", "all, 4"})
    void theLabelNeverCoversAJet(String overlays, double magnify) {
        Motion.setReduced(true);
        Overlays shown = switch (overlays) {
            case "all" -> Overlays.ALL;
            case "sprites" -> Overlays.of(Overlay.SPRITES);
            default -> Overlays.DEFAULT;
        };
        FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);
        Simulation sim = new Simulation(lesson);
        String lastReset = Texts.text("jets.lastReset");
        List<String> covering = new ArrayList<>();
        int written = 0;
        for (int step = 1; step <= 400; step++) {
            sim.step();
            LabelRecorder draw = new LabelRecorder(FlyingJetsTest.JETS, magnify);
            lesson.draw(draw, shown);
            Aabb view = lesson.bounds();
            for (LabelRecorder.Label label : draw.labels()) {
                if (!label.text().replace('\n', ' ').equals(lastReset)) {
                    continue;
                }
                written++;
                Aabb asked = draw.box(label, view);
                // Touching a jet's edge is not covering it.
                Aabb box = new Aabb(asked.minX() + 1e-9, asked.minY() + 1e-9, asked.maxX() - 1e-9, asked.maxY() - 1e-9);
                for (Body jet : List.of(lesson.flyer(), lesson.waiting())) {
                    Sprite sprite = jet.shape().sprite();
                    if (new Drawn.Image(Obb.of(jet.pose(), sprite.width(), sprite.height()).corners()).coveredBy(box)) {
                        covering.add("step " + step + ": " + box + " over the jet at " + jet.pose());
                    }
                }
            }
        }
        assertThat(written).as("steps with the label written").isGreaterThan(100);
        assertThat(covering).as("steps where \"%s\" lies over a jet", lastReset).isEmpty();
    }
}
