package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Lesson.Direction;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;

class DotAndWallTest {

    private final DotAndWall lesson = new DotAndWall();

    @Test
    void randomKeySequencesNeverLeaveTheDotInsideAnything() {
        Random random = new Random(1L);
        Direction[] directions = Direction.values();
        for (int round = 0; round < 20; round++) {
            lesson.reset();
            for (int burst = 0; burst < 400; burst++) {
                lesson.steer(directions[random.nextInt(4)], random.nextBoolean());
                int steps = random.nextInt(40);
                for (int i = 0; i < steps; i++) {
                    lesson.step(1 / 60.0);
                    Circle dot = lesson.dot();
                    assertThat(Collisions.overlaps(dot, lesson.wall())).as("dot %s in the wall", dot).isFalse();
                    assertThat(Collisions.overlaps(dot, lesson.other())).as("dot %s in the circle", dot).isFalse();
                    assertThat(DotAndWall.SCREEN.contains(new Vec2(dot.center().x() - 10, dot.center().y() - 10))
                            && DotAndWall.SCREEN.contains(new Vec2(dot.center().x() + 10, dot.center().y() + 10))).as("dot %s on screen", dot).isTrue();
                }
            }
        }
        assertThat(lesson.blocked()).as("the walk must have bumped into things").isPositive();
    }

    @Test
    void movesOneAxisAtATimeSoItSlidesAlongTheWall() {
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals("Against the wall")).findFirst().orElseThrow().apply().run();
        lesson.steer(Direction.RIGHT, true);
        lesson.step(1 / 60.0); // 289 -> 290: the dot now touches the wall, so the move is undone
        assertThat(lesson.dot().center()).isEqualTo(new Vec2(289, 200));
        assertThat(lesson.blocked()).isEqualTo(1);
        lesson.steer(Direction.DOWN, true);
        for (int i = 0; i < 30; i++) {
            lesson.step(1 / 60.0);
        }
        assertThat(lesson.dot().center()).isEqualTo(new Vec2(289, 230));
        lesson.steer(Direction.RIGHT, false);
        lesson.steer(Direction.DOWN, false);
        lesson.step(1 / 60.0);
        assertThat(lesson.dot().center()).isEqualTo(new Vec2(289, 230));
    }

    @Test
    void theDotCannotBeDraggedIntoTheWallNorTheWallOntoTheDot() {
        Handle dot = lesson.grab(new Vec2(10, 10), 2).orElseThrow();
        dot.moveTo(new Vec2(320, 200));
        assertThat(lesson.dot().center()).isEqualTo(new Vec2(10, 10));
        dot.moveTo(new Vec2(100, 300));
        assertThat(lesson.dot().center()).isEqualTo(new Vec2(100, 300));
        Handle wall = lesson.grab(new Vec2(320, 100), 2).orElseThrow();
        wall.moveTo(new Vec2(100, 300));
        assertThat(lesson.wall().center()).isEqualTo(new Vec2(320, 240));
    }

    /**
     * The distance label, modelled as the canvas draws it at one pixel per world unit (the
     * smallest zoom: the canvas is at least the seed's 640 x 480): a box about 8 px per
     * character plus 8 wide and 24 high, centred over its anchor and ending 4 px above it.
     */
    @Test
    void theDistanceLabelStaysClearOfTheDotAndTheWall() {
        Handle handle = lesson.grab(lesson.dot().center(), 2).orElseThrow();
        int checked = 0;
        for (double radius : new double[] {10, 30}) {
            handle.resizeBy(radius - lesson.dot().radius());
            for (int x = 0; x <= 640; x += 7) {
                for (int y = 0; y <= 480; y += 7) {
                    handle.moveTo(new Vec2(x, y));
                    if (!lesson.dot().center().equals(new Vec2(x, y))) {
                        continue;
                    }
                    checked++;
                    RecordingDraw draw = new RecordingDraw();
                    lesson.draw(draw, Overlays.ALL);
                    RecordingDraw.Label label = draw.labels().stream().filter(l -> l.text().endsWith(" px")).findFirst().orElseThrow();
                    Vec2 at = label.at();
                    double w = 8 * label.text().length() + 8;
                    Aabb box = new Aabb(at.x() - w / 2, at.y() - 28, at.x() + w / 2, at.y() - 4);
                    Circle dot = lesson.dot();
                    assertThat(dot.center().distanceSquared(at)).as("anchor %s on the dot %s", at, dot).isGreaterThan(dot.radius() * dot.radius());
                    assertThat(Collisions.overlaps(dot, box)).as("label %s over the dot %s", box, dot).isFalse();
                    assertThat(Collisions.overlaps(box, lesson.wall())).as("label %s over the wall, dot %s", box, dot).isFalse();
                    assertThat(DotAndWall.SCREEN.contains(new Vec2(box.minX(), box.minY())) && DotAndWall.SCREEN.contains(new Vec2(box.maxX(), box.maxY())))
                            .as("label %s on screen", box).isTrue();
                }
            }
        }
        assertThat(checked).isGreaterThan(1_000);
    }

    @Test
    void resetPutsTheBodiesBackAndClearsTheCount() {
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals("Against the wall")).findFirst().orElseThrow().apply().run();
        lesson.steer(Direction.RIGHT, true);
        lesson.step(1 / 60.0);
        lesson.reset();
        assertThat(lesson.dot()).isEqualTo(new DotAndWall().dot());
        assertThat(lesson.blocked()).isZero();
    }

    /** A key tapped between two steps (as while paused, before Enter) counts for the next step, and only for it. */
    @Test
    void aKeyTappedSinceTheLastStepMovesTheNextStepOnce() {
        lesson.reset();
        Vec2 start = new Vec2(100, 300);
        lesson.grab(lesson.dot().center(), 2).orElseThrow().moveTo(start);
        lesson.steer(Direction.LEFT, true);
        lesson.steer(Direction.LEFT, false);
        lesson.step(1 / 60.0);
        assertThat(lesson.dot().center()).as("one step left after a tap").isEqualTo(new Vec2(100 - DotAndWall.SPEED, 300));
        lesson.step(1 / 60.0);
        assertThat(lesson.dot().center()).as("a released key does not steer the step after").isEqualTo(new Vec2(100 - DotAndWall.SPEED, 300));
        lesson.steer(Direction.UP, true);
        lesson.step(1 / 60.0);
        lesson.step(1 / 60.0);
        assertThat(lesson.dot().center()).as("a held key steers every step").isEqualTo(new Vec2(100 - DotAndWall.SPEED, 300 - 2 * DotAndWall.SPEED));
    }

    @Test
    void steeringKeysAreUsed() {
        assertThat(lesson.steer(Direction.LEFT, true)).isTrue();
        assertThat(new ThreeOutcomes().steer(Direction.LEFT, true)).isFalse();
    }
}
