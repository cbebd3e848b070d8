package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

class ThreeOutcomesTest {

    private final ThreeOutcomes lesson = new ThreeOutcomes();

    @Test
    void seedPresetsGiveTheSeedsOutcomes() {
        preset("Full listing");
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.TOUCHING);
        assertThat(row("three.d2")).isEqualTo("2,500.000");
        assertThat(row("three.sum2")).isEqualTo("2,500.000");
        preset("Worked example");
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.NO_COLLISION);
        assertThat(row("three.d2")).isEqualTo("38,125.000");
        assertThat(row("three.sum2")).isEqualTo("7,569.000");
        preset("Overlapping");
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.OVERLAPPING);
    }

    @Test
    void eachOutcomeHasItsOwnInkAndItsNameOnTheCanvas() {
        preset("Worked example");
        RecordingDraw apart = new RecordingDraw();
        lesson.draw(apart, Overlays.NONE);
        assertThat(apart.marks()).filteredOn(m -> m.kind().equals("circle")).extracting(RecordingDraw.Mark::ink).containsOnly(Ink.APART).hasSize(2);
        assertThat(apart.marks()).anySatisfy(m -> assertThat(m.shape()).isEqualTo("Apart"));
        preset("Overlapping");
        RecordingDraw overlapping = new RecordingDraw();
        lesson.draw(overlapping, Overlays.NONE);
        assertThat(overlapping.marks()).filteredOn(m -> m.kind().equals("circle")).extracting(RecordingDraw.Mark::ink).containsOnly(Ink.OVERLAPPING).hasSize(2);
    }

    @Test
    void walkingIntoContactFoolsExactEqualityButNotTheTolerance() {
        preset("Walked into contact");
        lesson.setTolerance(0);
        assertThat(lesson.outcome()).isNotEqualTo(CollisionResult.TOUCHING);
        assertThat(row("three.exact")).isEqualTo("no");
        lesson.setTolerance(1e-9);
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.TOUCHING);
    }

    @Test
    void snapToTouchingMovesTheSecondCircleAlongTheLineOfCentres() {
        lesson.place(Circle.of(0, 0, 30), Circle.of(300, 400, 20));
        lesson.snapToTouching();
        assertThat(lesson.outcome()).isEqualTo(CollisionResult.TOUCHING);
        assertThat(lesson.second().center().x()).isCloseTo(30, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(lesson.second().center().y()).isCloseTo(40, org.assertj.core.api.Assertions.within(1e-9));
        lesson.place(Circle.of(5, 5, 3), Circle.of(5, 5, 2));
        lesson.snapToTouching();
        assertThat(lesson.second().center()).isEqualTo(new Vec2(10, 5));
    }

    @Test
    void dragAndWheelMoveAndResizeTheCircleUnderThePointer() {
        Handle q = lesson.grab(new Vec2(50, 50), 1).orElseThrow();
        q.moveTo(new Vec2(0, 50));
        assertThat(lesson.second().center()).isEqualTo(new Vec2(0, 50));
        q.resizeBy(5);
        assertThat(lesson.second().radius()).isEqualTo(15.0);
        q.resizeBy(-100);
        assertThat(lesson.second().radius()).isEqualTo(5.0);
        assertThat(lesson.grab(new Vec2(250, 200), 1)).isEmpty();
    }

    @Test
    void aCircleDraggedOutOfTheViewStaysWhollyInsideIt() {
        Handle q = lesson.grab(new Vec2(50, 50), 1).orElseThrow();
        q.moveTo(new Vec2(-10_000, 10_000));
        Circle c = lesson.second();
        assertThat(c.center()).isEqualTo(new Vec2(lesson.bounds().minX() + c.radius(), lesson.bounds().maxY() - c.radius()));
    }

    @Test
    void theWheelCannotGrowACircleOverTheView() {
        Handle p = lesson.grab(new Vec2(100, 50), 1).orElseThrow();
        double max = Math.min(lesson.bounds().width(), lesson.bounds().height()) / 3;
        for (int i = 0; i < 100; i++) {
            p.resizeBy(5);
            assertThat(lesson.first().radius()).isLessThanOrEqualTo(max);
        }
        assertThat(lesson.first().radius()).isEqualTo(max);
        Circle c = lesson.first();
        assertThat(c.center().x() - c.radius()).isGreaterThanOrEqualTo(lesson.bounds().minX());
        assertThat(c.center().x() + c.radius()).isLessThanOrEqualTo(lesson.bounds().maxX());
        assertThat(c.center().y() - c.radius()).isGreaterThanOrEqualTo(lesson.bounds().minY());
        assertThat(c.center().y() + c.radius()).isLessThanOrEqualTo(lesson.bounds().maxY());
    }

    @Test
    void ordinaryNumbersArePlainDecimals() {
        for (Preset preset : PresetScenes.of(lesson)) {
            if (preset.name().equals("Walked into contact")) {
                continue;
            }
            preset.apply().run();
            for (ReadoutTable.Row r : lesson.readouts().get(0).rows()) {
                if (r.key().equals("three.tolerance")) {
                    continue;
                }
                assertThat(r.values().get(0)).as(preset.name() + ": " + r.label()).doesNotContainPattern("\\de[+-]?\\d");
            }
        }
        preset("Overlapping");
        assertThat(row("three.difference")).isEqualTo("900.000");
        assertThat(row("three.gap")).isEqualTo("−10.000");
        assertThat(row("three.tolerance")).isEqualTo("1 × 10⁻⁹");
        @SuppressWarnings("unchecked")
        Control.Choice<Double> tolerance = (Control.Choice<Double>) lesson.controls().get(1);
        assertThat(tolerance.options().stream().map(tolerance.optionName()).toList())
                .containsExactly("0 (exact ==)", "1 × 10⁻¹²", "1 × 10⁻⁹", "1 × 10⁻⁶", "0.001", "0.5");
    }

    @Test
    void theWalkedDifferenceKeepsTheNotationThatShowsHowTinyItIs() {
        preset("Walked into contact");
        double sum = lesson.first().radius() + lesson.second().radius();
        double difference = sum * sum - lesson.first().center().distanceSquared(lesson.second().center());
        assertThat(difference).isNotZero();
        assertThat(Math.abs(difference)).isLessThan(1e-9);
        assertThat(row("three.difference")).isEqualTo(Text.tiny(difference)).matches("−?\\d(\\.\\d+)? × 10⁻[¹²³⁴⁵⁶⁷⁸⁹⁰]+");
    }

    @Test
    void presetTooltipsAreWorkedOutFromThePresetsOwnNumbers() {
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            double d2 = lesson.first().center().distanceSquared(lesson.second().center());
            double sum = lesson.first().radius() + lesson.second().radius();
            double difference = sum * sum - d2;
            String shown = Math.abs(difference) >= 1e-3 || difference == 0 ? Text.exact(difference) : Text.tiny(difference);
            assertThat(preset.description()).as(preset.name())
                    .contains("d² = " + Text.exact(d2))
                    .contains("(r₁ + r₂)² = " + Text.exact(sum * sum))
                    .containsPattern("differ by " + java.util.regex.Pattern.quote(shown) + "( = \\S+ × 10\\S+)?: " + lesson.outcome().name())
                    .contains("Q (" + Text.exact(lesson.second().center().x()) + ", " + Text.exact(lesson.second().center().y()) + ") r " + Text.exact(lesson.second().radius()));
        }
        preset("Overlapping");
        assertThat(PresetScenes.of(lesson).get(2).description()).contains("differ by 900:").doesNotContain("1600");
    }

    @Test
    void seed000sOwnTestIsShownBesideTheAppsAndDiffers() {
        preset("Walked into contact");
        assertThat(row("three.outcome")).isEqualTo("Touching");
        assertThat(row("three.seed")).isEqualTo("NO_COLLISION (apart)");
        preset("Full listing");
        assertThat(row("three.seed")).isEqualTo("TOUCHING (touching)");
        preset("Overlapping");
        assertThat(row("three.seed")).isEqualTo("OVERLAPPING (overlapping)");
        assertThat(lesson.teacherNote()).contains("0.00000000000001").contains("strict <").contains("on the distance");
    }

    @Test
    void everyPresetNamesItsOutcomeAndQsRadiusOnTheCanvas() {
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            LabelRecorder draw = new LabelRecorder();
            lesson.draw(draw, Overlays.NONE);
            draw.label(Texts.text("three.verdict." + lesson.outcome().name()));
            assertThat(draw.label("Q  r = ").text()).isEqualTo("Q  r = " + Text.number(lesson.second().radius(), 2) + "\u00a0px");
        }
    }

    @Test
    void resetPutsTheCirclesBackToThePresetAndKeepsTheTolerance() {
        preset("Worked example");
        lesson.setTolerance(0.5);
        lesson.grab(new Vec2(30, 20), 1).orElseThrow().moveTo(new Vec2(120, 100));
        lesson.reset();
        assertThat(lesson.first()).isEqualTo(Circle.of(30, 20, 37));
        assertThat(lesson.second()).isEqualTo(Circle.of(180, 145, 50));
        assertThat(lesson.tolerance()).isEqualTo(0.5);
    }

    /**
     * Touching circles show their one meeting point, as border-crossings' "Single point" does: with
     * Crossings on, seed 000's full listing (P (100, 50) r 40, Q (50, 50) r 10, TOUCHING) marks that
     * one point, where drawing only pairs of crossing points would mark nothing. Overlapping still marks two.
     */
    @Test
    void touchingCirclesMarkTheirOneMeetingPoint() {
        preset("Full listing");
        RecordingDraw touching = new RecordingDraw();
        lesson.draw(touching, Overlays.of(Overlay.INTERSECTIONS));
        assertThat(touching.marks()).filteredOn(m -> m.ink() == Ink.MARK && m.kind().equals("point"))
                .extracting(RecordingDraw.Mark::shape).containsExactly(new Vec2(60, 50));
        preset("Overlapping");
        RecordingDraw overlapping = new RecordingDraw();
        lesson.draw(overlapping, Overlays.of(Overlay.INTERSECTIONS));
        assertThat(overlapping.marks()).filteredOn(m -> m.ink() == Ink.MARK && m.kind().equals("point")).hasSize(2);
    }

    private void preset(String name) {
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply().run();
    }

    private String row(String key) {
        List<ReadoutTable.Row> rows = lesson.readouts().get(0).rows();
        return rows.stream().filter(r -> r.key().equals(key)).findFirst().orElseThrow().values().get(0);
    }
}
