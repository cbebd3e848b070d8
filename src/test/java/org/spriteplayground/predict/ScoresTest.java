package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScoresTest {

    private static Scores twoPupils() {
        Scores scores = new Scores();
        scores.record("Ada", true);
        scores.record("Ben, the second", false);
        scores.record("Ada", false);
        scores.record("Ada", true);
        return scores;
    }

    @Test
    void eachPupilKeepsTheirOwnAskedAndRight() {
        Scores scores = twoPupils();
        assertThat(scores.of("Ada")).isEqualTo(new Scores.Tally(3, 2));
        assertThat(scores.of("Ben, the second")).isEqualTo(new Scores.Tally(1, 0));
        assertThat(scores.of("Cy")).isEqualTo(new Scores.Tally(0, 0));
    }
}
