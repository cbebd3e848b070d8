package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.scene.PresetScenes;

/** What a screen reader hears of the canvas: the lesson, its bodies and the verdict, following the scene. */
class SceneSentencesTest {

    @Test
    void flyingJetsSaysHowTheCirclesAndPixelsLieAndTheVerdict() {
        FlyingJets jets = new FlyingJets(FlyingJetsTest.JETS);
        assertThat(jets.describe()).isEqualTo("Flying jets: two jets, circles apart, pixels apart: no hit");
        Handle waiting = jets.pieces().get(0).handle();
        waiting.moveTo(new Vec2(200, 200)); // centres 100 apart, radii 50 + 50; the upright jets are 60 wide
        assertThat(jets.describe()).isEqualTo("Flying jets: two jets, circles touching, pixels apart: false alarm (bounding circle)");
        waiting.moveTo(new Vec2(100, 200)); // on top of the flyer
        assertThat(jets.describe()).isEqualTo("Flying jets: two jets, circles overlapping, pixels touching: real hit");
    }

    @Test
    void threeOutcomesSaysTheCirclesTheirBordersAndTheOutcome() {
        ThreeOutcomes lesson = new ThreeOutcomes();
        lesson.place(Circle.of(100, 50, 40), Circle.of(200, 50, 10));
        assertThat(lesson.describe()).isEqualTo("Three outcomes: circles P (radius 40) and Q (radius 10), borders 50 apart: no collision");
        lesson.place(Circle.of(100, 50, 40), Circle.of(150, 50, 10));
        assertThat(lesson.describe()).isEqualTo("Three outcomes: circles P (radius 40) and Q (radius 10), borders touch: touching");
        lesson.place(Circle.of(100, 50, 40), Circle.of(140, 50, 10));
        assertThat(lesson.describe()).isEqualTo("Three outcomes: circles P (radius 40) and Q (radius 10), borders overlap by 10: overlapping");
    }

    @Test
    void angleRadiusSaysBothVerdictsAndWhetherTheyAgree() {
        AngleRadius lesson = new AngleRadius();
        PresetScenes.of(lesson).stream().filter(p -> p.name().equals("Blind spot (missed)")).findFirst().orElseThrow().apply().run();
        assertThat(lesson.describe()).startsWith("Angle radius: a circle of radius ").endsWith(" and a box, exact test HIT, seed 002 MISS: a missed hit");
        lesson.setCircle(Circle.of(-500, -500, lesson.circle().radius()));
        assertThat(lesson.describe()).endsWith("exact test MISS, seed 002 MISS: they agree");
    }

    @Test
    void borderCrossingsSaysWhereTheBordersMeet() {
        BorderCrossings lesson = new BorderCrossings();
        List<String> said = BorderCrossings.SEED_CASES.stream().map(c -> {
            lesson.show(c);
            return lesson.describe();
        }).toList();
        assertThat(said).containsExactly(
                "Border crossings: circles of radius 2 and 2, borders crossing at two points",
                "Border crossings: circles of radius 4 and 9, borders crossing at two points",
                "Border crossings: circles of radius 3 and 7, borders crossing at two points",
                "Border crossings: circles of radius 2 and 2, borders touching at one point",
                "Border crossings: circles of radius 5 and 2, borders one inside the other, no crossing",
                "Border crossings: circles of radius 2 and 2, borders apart, no crossing",
                "Border crossings: circles of radius 5 and 5, borders the same circle twice, every point shared");
    }

    @Test
    void tunnellingSaysWhetherTheSpeedLetsABallThrough() {
        Tunnelling lesson = new Tunnelling();
        lesson.setSpeed(14);
        assertThat(lesson.describe()).isEqualTo("Tunnelling: speed 14\u00A0px per step, not above wall + diameter (14): both balls are stopped");
        lesson.setSpeed(15);
        assertThat(lesson.describe()).isEqualTo(
                "Tunnelling: speed 15\u00A0px per step, above wall + diameter (14): the point-in-time ball can pass through, the swept ball is always stopped");
    }

    @Test
    void dotAndWallSaysHowToSteerAndHowManyMovesWereUndone() {
        assertThat(new DotAndWall().describe()).isEqualTo("Dot and wall: steer the dot with the arrows or W A S D; 0 moves undone at the wall, the other circle or the edge");
    }

    @Test
    void otherLessonsSayTheirShortTitleAndHeadline() {
        Lesson stress = Lessons.byId("stress").orElseThrow().factory().apply(org.spriteplayground.sprite.SpriteLibrary.bundled());
        assertThat(stress.describe()).startsWith("Stress").contains(stress.headline());
        Lesson crossings = Lessons.byId("separating-axes").orElseThrow().factory().apply(org.spriteplayground.sprite.SpriteLibrary.bundled());
        assertThat(crossings.describe()).isEqualTo("Separating axes: " + crossings.headline());
    }
}
