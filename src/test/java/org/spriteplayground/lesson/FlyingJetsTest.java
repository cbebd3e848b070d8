package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/** Seed 004's scene, run headless. */
class FlyingJetsTest {

    static final SpriteLibrary JETS = SpriteLibrary.of(List.of(SpriteLoader.bundled("jet").sprite()));

    private final FlyingJets lesson = new FlyingJets(JETS);
    private final Simulation sim = new Simulation(lesson);

    @Test
    void flyerIsResetWhenTheCirclesMeetAfterOneHundredSteps() {
        for (int i = 0; i < 99; i++) {
            sim.step();
        }
        assertThat(lesson.resets()).isZero();
        assertThat(lesson.flyer().pose().position().x()).isCloseTo(199, within(1e-9));
        sim.step(); // centres 100 apart: the radius-50 circles touch, and touching counts
        assertThat(lesson.resets()).isEqualTo(1);
        assertThat(lesson.flyer().pose().position().x()).isEqualTo(100.0);
        assertThat(lesson.isFlashing()).isTrue();
        // The angle keeps turning through the reset: 100 steps of one degree.
        assertThat(Math.toDegrees(lesson.flyer().pose().angle())).isCloseTo(100, within(1e-9));
        for (int i = 0; i < 100; i++) {
            sim.step();
        }
        assertThat(lesson.resets()).isEqualTo(2);
    }

    @Test
    void flashFadesAfterAThirdOfASecond() {
        for (int i = 0; i < 100; i++) {
            sim.step();
        }
        for (int i = 0; i < JetFlight.FLASH_STEPS - 1; i++) {
            sim.step();
        }
        assertThat(lesson.isFlashing()).isTrue();
        sim.step();
        assertThat(lesson.isFlashing()).isFalse();
    }

    @Test
    void resetRestoresTheStart() {
        for (int i = 0; i < 150; i++) {
            sim.step();
        }
        sim.reset();
        assertThat(lesson.resets()).isZero();
        assertThat(lesson.flyer().pose()).isEqualTo(lesson.flyer().start());
        assertThat(lesson.isFlashing()).isFalse();
    }

    @Test
    void sameStepsGiveTheSameState() {
        FlyingJets other = new FlyingJets(JETS);
        Simulation otherSim = new Simulation(other);
        for (int i = 0; i < 1234; i++) {
            sim.step();
            otherSim.step();
        }
        assertThat(other.flyer().pose()).isEqualTo(lesson.flyer().pose());
        assertThat(other.resets()).isEqualTo(lesson.resets()).isEqualTo(12);
    }

    @Test
    void overlaysDrawWhatTheirSwitchesSay() {
        RecordingDraw none = new RecordingDraw();
        lesson.draw(none, Overlays.of());
        assertThat(none.marks()).isEmpty();

        RecordingDraw all = new RecordingDraw();
        lesson.draw(all, Overlays.of(Overlay.SPRITES, Overlay.CIRCLES, Overlay.BOXES, Overlay.CENTERS));
        assertThat(all.count("sprite")).isEqualTo(2);
        assertThat(all.shapes(Ink.BOUNDING_CIRCLE)).contains(Circle.of(100, 200, 50), Circle.of(300, 200, 50));
        assertThat(all.shapes(Ink.AABB)).contains(new Aabb(70, 160, 130, 240), new Aabb(270, 160, 330, 240));
        assertThat(all.shapes(Ink.CENTER)).hasSize(2);
        assertThat(all.shapes(Ink.HEADING)).hasSize(2);
    }

    @Test
    void boxIsRecomputedAsTheJetTurnsWhileTheCircleStays() {
        for (int i = 0; i < 45; i++) {
            sim.step();
        }
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.of(Overlay.CIRCLES, Overlay.BOXES));
        Aabb turned = (Aabb) draw.shapes(Ink.AABB).get(0);
        assertThat(turned.area()).isCloseTo(9800, within(1e-6));
        assertThat(((Circle) draw.shapes(Ink.BOUNDING_CIRCLE).get(0)).radius()).isEqualTo(50.0);
    }

    @Test
    void readoutsShowTheBoxWinningUprightAndLosingAtFortyFiveDegrees() {
        List<ReadoutTable.Row> upright = lesson.readouts().get(0).rows();
        assertThat(value(upright, "angle (°)", 0)).isEqualTo("0.0");
        assertThat(value(upright, "circle area (px²)", 0)).isEqualTo("7,854");
        assertThat(value(upright, "AABB area (px²)", 0)).isEqualTo("4,800");
        int opaque = lesson.flyer().sprite().opaquePixels();
        assertThat(value(upright, "opaque area, unturned (px²)", 0)).isEqualTo(Text.count(opaque));
        double uprightBoxFill = parsePercent(value(upright, "AABB fill", 0));
        double circleFill = parsePercent(value(upright, "circle fill", 0));
        assertThat(uprightBoxFill).isCloseTo(100.0 * opaque / 4800, within(0.05)).isGreaterThan(circleFill);

        for (int i = 0; i < 45; i++) {
            sim.step();
        }
        List<ReadoutTable.Row> diagonal = lesson.readouts().get(0).rows();
        assertThat(value(diagonal, "angle (°)", 0)).isEqualTo("45.0");
        assertThat(value(diagonal, "AABB area (px²)", 0)).isEqualTo("9,800");
        assertThat(parsePercent(value(diagonal, "AABB fill", 0))).isLessThan(parsePercent(value(diagonal, "circle fill", 0)));
        // The waiting jet does not turn: its box stays tight.
        assertThat(value(diagonal, "AABB area (px²)", 1)).isEqualTo("4,800");
        assertThat(value(lesson.readouts().get(2).rows(), "centre distance (px)", 0)).isEqualTo("155.0");
    }

    @Test
    void looserBoundsResetEarlierThanTighterOnes() {
        // With the waiting jet turned 45°, every trigger resets at its own distance.
        double circles = meanResetX(BoundKind.CIRCLE);
        double boxes = meanResetX(BoundKind.AABB);
        double exact = meanResetX(BoundKind.OBB);
        assertThat(circles).isEqualTo(200.0);
        assertThat(boxes).isGreaterThan(circles);
        assertThat(exact).isGreaterThan(boxes);
    }

    @Test
    void crossingPointsShowWhileTheCirclesOverlapBeforeABoxReset() {
        lesson.setTrigger(BoundKind.OBB);
        int seen = 0;
        for (int i = 0; i < 400; i++) {
            sim.step();
            RecordingDraw draw = new RecordingDraw();
            lesson.draw(draw, Overlays.of(Overlay.INTERSECTIONS));
            List<Object> points = draw.shapes(Ink.MARK);
            double d = distance(lesson.flyer().pose().position(), lesson.waiting().pose().position());
            // Two radius-50 circles cross in two points while 0 < d < 100, touch in one at d = 100, and part after.
            int expected = Math.abs(d - 100) <= 1e-9 ? 1 : d < 100 ? 2 : 0;
            assertThat(points).hasSize(expected);
            for (Object p : points) {
                assertThat(distance((Vec2) p, lesson.flyer().pose().position())).isCloseTo(50, within(1e-9));
                assertThat(distance((Vec2) p, lesson.waiting().pose().position())).isCloseTo(50, within(1e-9));
            }
            seen += points.size();
        }
        assertThat(seen).isPositive();
    }

    @Test
    void crossingPointsMatchTheWorkedThreeFourFiveCase() {
        // Centres 60 apart, radii 50: the borders cross 30 along and 40 either side (seed 003).
        lesson.grab(new Vec2(100, 200), 2).orElseThrow().moveTo(new Vec2(240, 200));
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.of(Overlay.INTERSECTIONS));
        assertThat(draw.shapes(Ink.MARK)).hasSize(2).allSatisfy(p -> {
            Vec2 v = (Vec2) p;
            assertThat(v.x()).isCloseTo(270, within(1e-9));
            assertThat(Math.abs(v.y() - 200)).isCloseTo(40, within(1e-9));
        });
        // Centres 100 apart: the circles touch in one point, halfway.
        lesson.grab(new Vec2(240, 200), 2).orElseThrow().moveTo(new Vec2(200, 200));
        RecordingDraw touching = new RecordingDraw();
        lesson.draw(touching, Overlays.of(Overlay.INTERSECTIONS));
        assertThat(touching.shapes(Ink.MARK)).singleElement().satisfies(p -> {
            assertThat(((Vec2) p).x()).isCloseTo(250, within(1e-9));
            assertThat(((Vec2) p).y()).isCloseTo(200, within(1e-9));
        });
    }

    @Test
    void resetKeepsTheChosenTriggerAndSprite() {
        FlyingJets jets = new FlyingJets(SpriteLibrary.bundled(), "missile");
        jets.setTrigger(BoundKind.PIXELS);
        jets.step(Simulation.STEP_SECONDS);
        jets.reset();
        assertThat(jets.trigger()).isEqualTo(BoundKind.PIXELS);
        assertThat(jets.spriteName()).isEqualTo("missile");
        assertThat(jets.flyer().pose()).isEqualTo(jets.flyer().start());

        lesson.setTrigger(BoundKind.AABB);
        preset(lesson, "Reset by pixels").run();
        sim.reset();
        assertThat(lesson.trigger()).isEqualTo(BoundKind.PIXELS);
        preset(lesson, "Seed 004").run();
        assertThat(lesson.trigger()).isEqualTo(BoundKind.CIRCLE);
    }

    @Test
    void theHeadlineSaysSoWhileTheWaitingJetKeepsTheFlyerAtItsStart() {
        Handle waiting = lesson.grab(new Vec2(300, 200), 2).orElseThrow();
        waiting.moveTo(new Vec2(150, 200)); // its circle over the flyer's start at (100, 200): 50 < 100
        sim.step();
        assertThat(lesson.headline()).as("one reset could be a contact like any other").isNull();
        sim.step();
        sim.step();
        assertThat(lesson.resets()).isEqualTo(3);
        assertThat(lesson.headline()).contains("covers the flyer's start");
        waiting.moveTo(new Vec2(300, 200));
        assertThat(lesson.headline()).as("gone with the new layout, before any step").isNull();
        sim.step();
        assertThat(lesson.headline()).isNull();
    }

    @Test
    void draggingApartClearsTheFalseAlarmWithoutAStep() {
        lesson.setTrigger(BoundKind.PIXELS);
        Handle waiting = lesson.grab(new Vec2(300, 200), 2).orElseThrow();
        waiting.moveTo(new Vec2(170, 200)); // circles overlap (70 < 100), the upright jets do not touch
        sim.step();
        assertThat(labels(lesson)).anyMatch(t -> t.startsWith("false alarm: "));
        assertThat(labels(lesson)).as("the verdict is one label that reads in order, however it wraps").filteredOn(t -> t.contains("false alarm"))
                .singleElement().asString().startsWith("false alarm: bounding circle");
        waiting.moveTo(new Vec2(400, 200));
        assertThat(labels(lesson)).noneMatch(t -> t.startsWith("false alarm"));
        assertThat(lesson.readouts().get(2).rows()).isNotEmpty();
        // Dragged back, the alarm shows at once, before any step.
        waiting.moveTo(new Vec2(172, 200));
        assertThat(labels(lesson)).anyMatch(t -> t.startsWith("false alarm: "));
        waiting.turnBy(Math.PI / 4);
        assertThat(lesson.triggered()).isEqualTo(labels(lesson).contains("pixels touch: a real hit"));
    }

    @Test
    void theVerdictStaysInsideTheWorldWhenTheJetsAreDraggedToItsBottomEdge() {
        lesson.setTrigger(BoundKind.PIXELS);
        Aabb world = lesson.bounds();
        lesson.grab(new Vec2(300, 200), 2).orElseThrow().moveTo(new Vec2(300, world.maxY() - 5));
        lesson.grab(new Vec2(100, 200), 2).orElseThrow().moveTo(new Vec2(230, world.maxY() - 5));
        sim.step();
        List<Vec2> at = new java.util.ArrayList<>();
        List<String> texts = new java.util.ArrayList<>();
        lesson.draw(new org.spriteplayground.sim.DebugDraw() {
            @Override
            public void label(Vec2 where, String text, Ink ink) {
                at.add(where);
                texts.add(text);
            }
        }, Overlays.of());
        assertThat(texts).anyMatch(t -> t.startsWith("false alarm: "));
        assertThat(at).allSatisfy(p -> assertThat(world.contains(p)).as("%s inside %s", p, world).isTrue());
    }

    @Test
    void angleReadoutNeverShowsAFullTurn() {
        Handle flyer = lesson.grab(new Vec2(100, 200), 2).orElseThrow();
        flyer.turnBy(Math.toRadians(359.6));
        assertThat(value(lesson.readouts().get(0).rows(), "angle (°)", 0)).isEqualTo("359.6");
        flyer.turnBy(Math.toRadians(0.3996));
        assertThat(Math.toDegrees(lesson.flyer().pose().angle())).isCloseTo(359.9996, within(1e-9));
        assertThat(value(lesson.readouts().get(0).rows(), "angle (°)", 0)).isEqualTo("0.0");
        for (int i = 0; i < 360; i++) {
            sim.step();
            assertThat(value(lesson.readouts().get(0).rows(), "angle (°)", 0)).doesNotStartWith("360");
        }
    }

    @Test
    void explanationSpeaksOfTheChosenSprite() {
        SpriteLibrary all = SpriteLibrary.bundled();
        for (String name : List.of("missile", "bomber")) {
            FlyingJets jets = new FlyingJets(all, "jet");
            jets.setSprite(name);
            var sprite = all.get(name).sprite();
            String text = jets.explanation().replace('\u00a0', ' '); // a number and its unit are joined by a no-break space
            assertThat(text).contains(sprite.width() + " × " + sprite.height())
                    .contains(String.format(java.util.Locale.ROOT, "%.1f px", all.get(name).circleRadius()))
                    .contains(name)
                    .doesNotContain("60 × 80");
        }
        assertThat(lesson.explanation()).contains("60 × 80").contains("50.0\u00a0px");
        assertThat(lesson.teacherNote()).contains("strictly less");
    }

    @Test
    void jetsCanBeDraggedAndTurned() {
        Handle waiting = lesson.grab(new Vec2(300, 200), 2).orElseThrow();
        assertThat(waiting.turns()).isTrue();
        waiting.turnBy(Math.PI / 4);
        assertThat(lesson.waiting().pose().angle()).isCloseTo(Math.PI / 4, within(1e-12));
        waiting.moveTo(new Vec2(320, 180));
        assertThat(lesson.waiting().pose().position()).isEqualTo(new Vec2(320, 180));
        sim.reset();
        assertThat(lesson.waiting().pose()).isEqualTo(lesson.waiting().start());
    }

    @Test
    void everyBoundHitIsTaggedRealOrFalseAndNoEnclosingBoundMissesThePixels() {
        FlyingJets jets = new FlyingJets(SpriteLibrary.bundled(), "bomber");
        jets.setTrigger(BoundKind.PIXELS);
        for (int i = 0; i < 3000; i++) {
            jets.step(Simulation.STEP_SECONDS);
        }
        long truth = jets.realHits(BoundKind.PIXELS);
        assertThat(truth).as("pixel contacts happened").isPositive();
        assertThat(jets.resets()).isPositive();
        for (BoundKind kind : List.of(BoundKind.CIRCLE, BoundKind.AABB, BoundKind.TIGHT_AABB, BoundKind.OBB, BoundKind.MIN_CIRCLE)) {
            assertThat(jets.realHits(kind)).as("%s confirmed in every step the pixels touched", kind).isEqualTo(truth);
        }
        assertThat(jets.falseAlarms(BoundKind.CIRCLE)).isGreaterThan(jets.falseAlarms(BoundKind.OBB));
        RecordingDraw draw = new RecordingDraw();
        jets.draw(draw, Overlays.of(Overlay.PIXELS));
        assertThat(draw.count("truth")).isEqualTo(2);
    }

    @Test
    void largerSpritesGetTheSeedsLayoutScaledByTheirRadius() {
        FlyingJets bomber = new FlyingJets(SpriteLibrary.bundled(), "bomber");
        double r = bomber.flyer().boundingCircle().radius();
        assertThat(bomber.flyer().pose().position().x()).isEqualTo(2 * r);
        assertThat(bomber.waiting().pose().position().x()).isEqualTo(6 * r);
        assertThat(bomber.triggered()).isFalse();
        assertThat(bomber.focus()).get().extracting(f -> f.sprite().sprite().name()).isEqualTo("bomber");
    }

    private static double meanResetX(BoundKind trigger) {
        FlyingJets jets = new FlyingJets(JETS);
        jets.setTrigger(trigger);
        PresetScenes.of(jets).stream().filter(p -> p.name().equals("Waiting jet at 45°")).findFirst().orElseThrow().apply().run();
        double sum = 0;
        int resets = 0;
        for (int i = 0; i < 5000; i++) {
            double x = jets.flyer().pose().position().x();
            jets.step(Simulation.STEP_SECONDS);
            if (jets.resets() > resets) {
                resets = jets.resets();
                sum += x + 1; // where it was when the bounds met
            }
        }
        assertThat(resets).isGreaterThan(10);
        return sum / resets;
    }

    private static double distance(Vec2 a, Vec2 b) {
        return Math.sqrt(a.distanceSquared(b));
    }

    private static Runnable preset(FlyingJets jets, String name) {
        return PresetScenes.of(jets).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().apply();
    }

    private static List<String> labels(FlyingJets jets) {
        RecordingDraw draw = new RecordingDraw();
        jets.draw(draw, Overlays.of());
        return draw.marks().stream().filter(m -> m.kind().equals("label")).map(m -> (String) m.shape()).toList();
    }

    private static String value(List<ReadoutTable.Row> rows, String label, int column) {
        return rows.stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow().values().get(column);
    }

    private static double parsePercent(String text) {
        return Double.parseDouble(text.replace("%", "").trim());
    }
}
