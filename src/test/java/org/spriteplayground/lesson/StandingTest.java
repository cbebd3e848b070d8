package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.AngleRadiusCheck;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.lesson.bitmasks.BitmasksLesson;
import org.spriteplayground.lesson.minkowski.MinkowskiLesson;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.StepEvent;
import org.spriteplayground.sim.World;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A lesson whose shapes rest against each other is heard arriving at a contact or a false alarm
 * once, whether a step or a drag brought it there, and never for staying, leaving, a preset or a
 * reset; a lesson where balls stop at a wall is heard at each stop.
 */
class StandingTest {

    /** What a change by hand brought, if anything. */
    private static List<StepEvent> edit(Simulation sim, Runnable change) {
        long before = sim.happened().serial();
        change.run();
        sim.edited();
        return sim.happened().serial() == before ? List.of() : List.copyOf(sim.happened().events());
    }

    @Test
    void circlesWalkedTogetherAreHeardOnceAtTouchingAndAgainOnlyAfterParting() {
        ThreeOutcomes lesson = new ThreeOutcomes();
        lesson.place(Circle.of(0, 0, 25), Circle.of(100, 0, 25));
        Simulation sim = new Simulation(lesson);
        List<Integer> heardAt = new ArrayList<>();
        for (int x = 100; x >= 20; x--) {
            double at = x;
            if (!edit(sim, () -> lesson.place(Circle.of(0, 0, 25), Circle.of(at, 0, 25))).isEmpty()) {
                heardAt.add(x);
            }
        }
        assertThat(heardAt).as("touching at 50, overlapping after it: one contact").containsExactly(50);
        assertThat(edit(sim, () -> lesson.place(Circle.of(0, 0, 25), Circle.of(80, 0, 25)))).as("parting").isEmpty();
        assertThat(edit(sim, () -> lesson.place(Circle.of(0, 0, 25), Circle.of(30, 0, 25)))).containsExactly(StepEvent.CONTACT);
    }

    @Test
    void theAngleRadiusCircleIsHeardAsTheExactTestAndSeed002sTestSayAtEveryPlace() {
        AngleRadius lesson = new AngleRadius();
        Simulation sim = new Simulation(lesson);
        Optional<StepEvent> was = lesson.standing();
        int heard = 0;
        for (int y = -60; y <= 260; y += 4) {
            for (int x = -60; x <= 460; x += 4) {
                Circle circle = Circle.of(x, y, lesson.circle().radius());
                List<StepEvent> events = edit(sim, () -> lesson.setCircle(circle));
                Optional<StepEvent> expected = Collisions.overlaps(circle, lesson.box()) ? Optional.of(StepEvent.CONTACT)
                        : AngleRadiusCheck.of(circle, lesson.box()).hit() ? Optional.of(StepEvent.FALSE_ALARM) : Optional.empty();
                assertThat(events).as("(%d, %d)", x, y).isEqualTo(expected.equals(was) ? List.of() : expected.stream().toList());
                heard += events.size();
                was = expected;
            }
        }
        assertThat(heard).isPositive();
    }

    @Test
    void theBoxesHitBesideThePreset04HullsNearMissIsAFalseAlarmAndTheOverlapPresetAContact() {
        SeparatingAxesLesson lesson = new SeparatingAxesLesson(SpriteLibrary.bundled());
        PresetScenes.of(lesson).get(3).apply().run();
        assertThat(lesson.standing()).as("hulls 1.3 px apart").isEmpty();
        Simulation sim = new Simulation(lesson);
        assertThat(edit(sim, () -> lesson.setShapes(SeparatingAxesLesson.Shapes.BOXES))).containsExactly(StepEvent.FALSE_ALARM);
        PresetScenes.of(lesson).get(2).apply().run();
        assertThat(lesson.standing()).contains(StepEvent.CONTACT);
        PresetScenes.of(lesson).get(0).apply().run();
        assertThat(lesson.standing()).isEmpty();
    }

    @Test
    void borderCrossingsIsInContactExactlyWhenTheSeedCaseHasItsCirclesMeet() {
        BorderCrossings lesson = new BorderCrossings();
        for (BorderCrossings.SeedCase seedCase : BorderCrossings.SEED_CASES) {
            lesson.show(seedCase);
            assertThat(lesson.standing()).as(seedCase.name())
                    .isEqualTo(Collisions.overlaps(seedCase.a(), seedCase.b()) ? Optional.of(StepEvent.CONTACT) : Optional.empty());
        }
    }

    @Test
    void bitmasksMeetWhereThePixelsDoAndTheNearMissIsAFalseAlarmOfTheFrames() {
        BitmasksLesson lesson = new BitmasksLesson(SpriteLibrary.bundled());
        List<Preset> presets = PresetScenes.of(lesson);
        presets.get(0).apply().run();
        assertThat(lesson.standing()).contains(StepEvent.CONTACT);
        presets.get(2).apply().run();
        assertThat(lesson.firstHit().hit()).as("near miss").isFalse();
        assertThat(lesson.standing()).contains(StepEvent.FALSE_ALARM);
    }

    @Test
    void minkowskiIsInContactExactlyWhenTheOtherTestFindsTheShapesOverlappingAtEveryPreset() {
        MinkowskiLesson lesson = new MinkowskiLesson(SpriteLibrary.bundled());
        for (Preset preset : PresetScenes.of(lesson)) {
            preset.apply().run();
            assertThat(lesson.standing()).as(preset.name())
                    .isEqualTo(lesson.crossCheck() ? Optional.of(StepEvent.CONTACT) : Optional.empty());
        }
        PresetScenes.of(lesson).get(1).apply().run();
        assertThat(lesson.standing()).as("overlapping, push-out").contains(StepEvent.CONTACT);
    }

    @Test
    void theDotPushedIntoTheWallIsHeardOnceAndTheScreensEdgeIsNotAContact() {
        DotAndWall lesson = new DotAndWall();
        Simulation sim = new Simulation(lesson);
        List<StepEvent> heard = new ArrayList<>();
        lesson.steer(Lesson.Direction.UP, true);
        for (int i = 0; i < 30; i++) {
            sim.step();
            heard.addAll(sim.happened().events());
        }
        lesson.steer(Lesson.Direction.UP, false);
        assertThat(lesson.blocked()).as("the dot starts at the top edge").isPositive();
        assertThat(heard).as("the edge of the screen").isEmpty();
        PresetScenes.of(lesson).get(1).apply().run();
        sim.restartCount();
        lesson.steer(Lesson.Direction.RIGHT, true);
        for (int i = 0; i < 60; i++) {
            sim.step();
            heard.addAll(sim.happened().events());
        }
        assertThat(heard).as("held against the wall for a second").containsExactly(StepEvent.CONTACT);
    }

    @Test
    void eachBallTheWallStopsIsAContactOfItsStep() {
        Tunnelling lesson = new Tunnelling();
        Simulation sim = new Simulation(lesson);
        int contacts = 0;
        for (int i = 0; i < 1200; i++) {
            sim.step();
            contacts += sim.happened().events().contains(StepEvent.CONTACT) ? 1 : 0;
        }
        int stops = lesson.discreteLane().hits + lesson.sweptLane().hits;
        assertThat(lesson.sweptLane().hits).isPositive();
        assertThat(contacts).as("two balls stopped in one step are one contact").isBetween((stops + 1) / 2, stops);
    }

    @Test
    void anArrivalIsHeardOnceByAStepOrByHandAndAResetOrANewStartIsHeardOnlyAsAReset() {
        boolean[] meets = {false};
        World world = new World() {
            @Override
            public void step(double seconds) {
            }

            @Override
            public void reset() {
                meets[0] = true;
            }

            @Override
            public void draw(DebugDraw draw, Overlays overlays) {
            }

            @Override
            public Aabb bounds() {
                return new Aabb(0, 0, 1, 1);
            }

            @Override
            public Optional<StepEvent> standing() {
                return meets[0] ? Optional.of(StepEvent.CONTACT) : Optional.empty();
            }
        };
        Simulation sim = new Simulation(world);
        meets[0] = true;
        sim.step();
        assertThat(sim.happened().events()).containsExactly(StepEvent.CONTACT);
        sim.step();
        assertThat(sim.happened().events()).as("staying").isEmpty();
        assertThat(edit(sim, () -> meets[0] = false)).as("leaving").isEmpty();
        assertThat(edit(sim, () -> meets[0] = true)).containsExactly(StepEvent.CONTACT);
        meets[0] = false;
        sim.reset();
        assertThat(sim.happened().events()).as("a reset that lands in contact").containsExactly(StepEvent.RESET);
        sim.step();
        assertThat(sim.happened().events()).isEmpty();
        meets[0] = false;
        sim.restartCount();
        sim.step();
        assertThat(sim.happened().events()).isEmpty();
    }
}
