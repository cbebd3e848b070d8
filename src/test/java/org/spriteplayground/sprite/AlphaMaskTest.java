package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

class AlphaMaskTest {

    @Test
    void thresholdIsAlpha128() {
        int[] pixels = {0x7FFFFFFF, 0x80000000, 0x00FFFFFF, 0xFF000000};
        AlphaMask mask = AlphaMask.fromArgb(2, 2, pixels);
        assertThat(mask.isOpaque(0, 0)).isFalse();
        assertThat(mask.isOpaque(1, 0)).isTrue();
        assertThat(mask.isOpaque(0, 1)).isFalse();
        assertThat(mask.isOpaque(1, 1)).isTrue();
        assertThat(mask.opaqueCount()).isEqualTo(2);
        assertThat(mask.isOpaque(-1, 0)).isFalse();
        assertThat(mask.isOpaque(2, 0)).isFalse();
    }

    @Test
    void wideMasksSpanSeveralWordsAndMatchAPerPixelReading() {
        Random random = new Random(9L);
        int w = 150;
        int h = 7;
        int[] pixels = new int[w * h];
        int expected = 0;
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = random.nextInt();
            if (pixels[i] >>> 24 >= 128) {
                expected++;
            }
        }
        AlphaMask mask = AlphaMask.fromArgb(w, h, pixels);
        assertThat(mask.opaqueCount()).isEqualTo(expected);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                assertThat(mask.isOpaque(x, y)).isEqualTo(pixels[y * w + x] >>> 24 >= 128);
            }
        }
    }

    @Test
    void rejectsBadSizes() {
        assertThatThrownBy(() -> AlphaMask.fromArgb(0, 3, new int[0])).hasMessage("mask size must be positive, was 0x3");
        assertThatThrownBy(() -> AlphaMask.fromArgb(2, 2, new int[3])).hasMessage("expected 4 pixels, got 3");
    }
}
