package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Areas cut to the sampling disc, against hand values and a seeded count. */
class DiscClipTest {

    private static final double R = 10;

    @Test
    void handValues() {
        assertThat(DiscClip.box(R, -3, 4, -2, 5)).isCloseTo(49, within(1e-9));
        assertThat(DiscClip.box(R, -20, 20, -20, 20)).isCloseTo(Math.PI * 100, within(1e-9));
        assertThat(DiscClip.box(R, 0, 20, -20, 20)).isCloseTo(Math.PI * 50, within(1e-9));
        assertThat(DiscClip.box(R, 11, 20, -1, 1)).isZero();
        assertThat(DiscClip.disc(R, 3, 0, 2)).isCloseTo(Math.PI * 4, within(1e-9));
        assertThat(DiscClip.disc(R, 30, 0, 2)).isZero();
        // Two equal circles, each through the other's centre.
        assertThat(DiscClip.disc(R, 0, R, R)).isCloseTo(2 * R * R * Math.PI / 3 - R * R * Math.sqrt(3) / 2, within(1e-9));
    }

    @Test
    void partlyOutsideAgreesWithASeededCount() {
        Random random = new Random(5);
        int inBox = 0;
        int inDisc = 0;
        int n = 1_000_000;
        for (int i = 0; i < n; i++) {
            double x = random.nextDouble() * 2 * R - R;
            double y = random.nextDouble() * 2 * R - R;
            if (x * x + y * y > R * R) {
                continue;
            }
            inBox += x >= -2 && x <= 9 && y >= 4 && y <= 12 ? 1 : 0;
            inDisc += Math.hypot(x - 6, y + 5) <= 7 ? 1 : 0;
        }
        double cell = 4 * R * R / n;
        assertThat(inBox * cell).isCloseTo(DiscClip.box(R, -2, 9, 4, 12), within(0.3));
        assertThat(inDisc * cell).isCloseTo(DiscClip.disc(R, 6, -5, 7), within(0.3));
    }
}
