package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sound.sampled.LineUnavailableException;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.StepEvent;

/** The tones: distinct and short, queued without waiting for the speaker, and silent with one notice where there is no sound device. */
class TonesTest {

    @Test
    void eachEventHasItsOwnShortAudibleTone() {
        for (StepEvent event : StepEvent.values()) {
            byte[] tone = Tones.tone(event);
            double ms = 1000.0 * tone.length / Tones.FORMAT.getFrameSize() / Tones.FORMAT.getSampleRate();
            assertThat(ms).as(event.name()).isBetween(60.0, 120.0);
            assertThat(tone).as(event.name()).isNotEqualTo(new byte[tone.length]);
            for (StepEvent other : StepEvent.values()) {
                if (other != event) {
                    assertThat(Arrays.equals(tone, Tones.tone(other))).as(event + " and " + other).isFalse();
                }
            }
        }
    }

    @Test
    void playingNeverWaitsForTheSpeaker() throws InterruptedException {
        CountDownLatch playing = new CountDownLatch(1);
        Tones tones = new Tones(samples -> {
            playing.countDown();
            try {
                Thread.sleep(5_000); // a speaker far slower than any tick
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, () -> { });
        long start = System.nanoTime();
        for (int i = 0; i < 20; i++) {
            tones.play(StepEvent.values()[i % 3]);
        }
        long took = System.nanoTime() - start;
        assertThat(playing.await(5, TimeUnit.SECONDS)).as("the first tone reaches the speaker").isTrue();
        assertThat(took).as("20 tones queued, the first still playing for 5 s").isLessThan(1_000_000_000L);
    }

    @Test
    void withNoSoundDeviceItFallsSilentAndSaysSoOnce() throws InterruptedException {
        AtomicInteger tried = new AtomicInteger();
        AtomicInteger notices = new AtomicInteger();
        CountDownLatch said = new CountDownLatch(1);
        Tones tones = new Tones(samples -> {
            tried.incrementAndGet();
            throw new LineUnavailableException("no mixer");
        }, () -> {
            notices.incrementAndGet();
            said.countDown();
        });
        tones.play(StepEvent.CONTACT);
        tones.play(StepEvent.RESET);
        assertThat(said.await(5, TimeUnit.SECONDS)).isTrue();
        for (int i = 0; i < 10; i++) {
            tones.play(StepEvent.FALSE_ALARM);
        }
        Thread.sleep(200);
        assertThat(notices).hasValue(1);
        assertThat(tried).as("no second try at a speaker that has no device").hasValue(1);
    }
}
