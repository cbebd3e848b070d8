package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CircleIntersection;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

class BorderCrossingsTest {

    private final BorderCrossings lesson = new BorderCrossings();

    @Test
    void eachSeedCaseIsNamedAndItsPointsShown() {
        List<String> expected = List.of("Crossing", "Crossing", "Crossing", "Tangent", "Contained", "Separate", "Coincident");
        List<String> points = List.of("(0.50000, −1.93649)", "(3.39254, −0.74978)", "(5.14024, 9.90651)", "(2.00000, 0.00000)");
        for (int i = 0; i < BorderCrossings.SEED_CASES.size(); i++) {
            PresetScenes.of(lesson).get(i).apply().run();
            assertThat(readout("border.case")).as(BorderCrossings.SEED_CASES.get(i).name()).isEqualTo(expected.get(i));
            RecordingDraw draw = new RecordingDraw();
            lesson.draw(draw, Overlays.of(Overlay.INTERSECTIONS));
            long marks = draw.marks().stream().filter(m -> m.ink() == Ink.MARK && m.kind().equals("point")).count();
            assertThat(marks).isEqualTo(switch (expected.get(i)) {
                case "Crossing" -> 2L;
                case "Tangent" -> 1L;
                default -> 0L;
            });
            if (i < 3) {
                assertThat(readout("border.first")).isEqualTo(points.get(i));
            } else if (i == 3) {
                assertThat(readout("border.tangentPoint")).isEqualTo(points.get(3));
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

    @Test
    void theIntersectionsOverlaySwitchesTheCrossingPointsOnAndOff() {
        assertThat(lesson.overlaysUsed()).contains(Overlay.INTERSECTIONS);
        RecordingDraw off = new RecordingDraw();
        lesson.draw(off, Overlays.NONE);
        assertThat(off.shapes(Ink.MARK)).isEmpty();
        RecordingDraw on = new RecordingDraw();
        lesson.draw(on, Overlays.of(Overlay.INTERSECTIONS));
        assertThat(on.marks()).filteredOn(m -> m.ink() == Ink.MARK && m.kind().equals("point")).hasSize(2);
        assertThat(readout("border.first")).isEqualTo("(0.50000, −1.93649)");
    }

    @Test
    void theLineFromP0ToP2IsDrawnWheneverTheConstructionIs() {
        for (int i = 0; i < BorderCrossings.SEED_CASES.size(); i++) {
            PresetScenes.of(lesson).get(i).apply().run();
            CircleIntersection result = lesson.intersection();
            if (!(result instanceof CircleIntersection.Crossing || result instanceof CircleIntersection.Tangent)) {
                continue;
            }
            Vec2 p2 = CircleIntersection.Construction.of(lesson.first(), lesson.second()).midpoint();
            RecordingDraw draw = new RecordingDraw();
            lesson.draw(draw, Overlays.NONE);
            assertThat(draw.shapes(Ink.CONSTRUCTION)).as(BorderCrossings.SEED_CASES.get(i).name()).contains(List.of(lesson.first().center(), p2));
        }
        // Intersection 2 is the case where P2 lies behind P0 (a < 0), off the line of centres' segment.
        PresetScenes.of(lesson).get(1).apply().run();
        assertThat(CircleIntersection.Construction.of(lesson.first(), lesson.second()).along()).isNegative();
    }

    @Test
    void canvasLabelsShowTheReadoutsDigits() {
        PresetScenes.of(lesson).get(1).apply().run();
        LabelRecorder draw = new LabelRecorder();
        lesson.draw(draw, Overlays.of(Overlay.INTERSECTIONS));
        assertThat(readout("border.second")).isEqualTo("(−1.99992, 3.02495)");
        // A label with no room on one line, clear of the outlines, is broken after its comma.
        assertThat(draw.labels("(")).extracting(l -> l.text().replace(",\n", ", ")).containsExactly(readout("border.first") + " px", readout("border.second") + " px");
        assertThat(draw.labels("a = ")).extracting(LabelRecorder.Label::text).containsExactly("a = " + readout("border.a") + " px");
        // h finds no spot clear of the outlines on one line either, so it may be broken after "h =".
        assertThat(draw.labels("h =")).extracting(l -> l.text().replace("\n", " ")).containsExactly("h = " + readout("border.h") + " px");
    }

    @Test
    void everySeedCaseIsNamedOnTheCanvas() {
        for (int i = 0; i < BorderCrossings.SEED_CASES.size(); i++) {
            PresetScenes.of(lesson).get(i).apply().run();
            LabelRecorder draw = new LabelRecorder();
            lesson.draw(draw, Overlays.of(Overlay.INTERSECTIONS));
            draw.label(readout("border.case"));
        }
    }

    @Test
    void circlesStayInTheViewAndTheWheelStopsAtAThirdOfIt() {
        Handle p0 = lesson.grab(lesson.first().center(), 0.01).orElseThrow();
        p0.moveTo(new Vec2(1e6, -1e6));
        Circle c = lesson.first();
        assertThat(c.center()).isEqualTo(new Vec2(lesson.bounds().maxX() - c.radius(), lesson.bounds().minY() + c.radius()));
        double max = Math.min(lesson.bounds().width(), lesson.bounds().height()) / 3;
        for (int i = 0; i < 100; i++) {
            p0.resizeBy(1);
        }
        assertThat(lesson.first().radius()).isEqualTo(max);
    }

    @Test
    void resetComesBackToTheChosenCaseAndKeepsTheConstructionSwitch() {
        PresetScenes.of(lesson).get(2).apply().run();
        ((Control.Toggle) lesson.controls().get(0)).set().accept(false);
        lesson.grab(lesson.first().center(), 0.01).orElseThrow().moveTo(lesson.second().center());
        lesson.reset();
        assertThat(lesson.first()).isEqualTo(BorderCrossings.SEED_CASES.get(2).a());
        assertThat(lesson.second()).isEqualTo(BorderCrossings.SEED_CASES.get(2).b());
        assertThat(((Control.Toggle) lesson.controls().get(0)).value().getAsBoolean()).isFalse();
    }

    /** Returns the first value of the row with {@code key}, found by key so a reworded label cannot lose it. */
    private String readout(String key) {
        return lesson.readouts().get(0).rows().stream().filter(r -> r.key().equals(key)).findFirst().orElseThrow().values().get(0);
    }
}
