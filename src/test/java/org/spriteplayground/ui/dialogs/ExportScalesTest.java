package org.spriteplayground.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.lesson.Stress;

/** A world export is offered only at scales whose image stays within its stated size. */
class ExportScalesTest {

    @Test
    void aLessonsWorldIsOfferedEveryScale() {
        assertThat(Exports.scales(new Aabb(0, 0, 1600, 1000))).containsExactly(1, 2, 4);
    }

    @Test
    void theTenThousandJetSkyIsOfferedOnlyWhatFits() {
        Aabb sky = Stress.world(10_000);
        assertThat(Exports.scales(sky)).containsExactly(1);
        assertThat(Math.ceil(sky.width() * 4) * Math.ceil(sky.height() * 4)).as("the 4× image the issue saw").isGreaterThan(700e6);
    }

    @Test
    void aWorldTooLargeEvenAtOneIsOfferedNothing() {
        assertThat(Exports.scales(new Aabb(0, 0, 10_000, 10_000))).isEmpty();
    }
}
