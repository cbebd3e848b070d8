package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;

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
    void otherLessonsSayTheirShortTitleAndHeadline() {
        Lesson stress = Lessons.byId("stress").orElseThrow().factory().apply(org.spriteplayground.sprite.SpriteLibrary.bundled());
        assertThat(stress.describe()).startsWith("Stress").contains(stress.headline());
        Lesson dot = Lessons.byId("dot-and-wall").orElseThrow().factory().apply(org.spriteplayground.sprite.SpriteLibrary.bundled());
        assertThat(dot.describe()).isEqualTo("Dot and wall");
    }
}
