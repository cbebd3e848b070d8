package org.spriteplayground.ui.canvas;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import org.spriteplayground.sim.StepEvent;

/**
 * The sound cues' tones, synthesised once: a contact a single high beep, a false alarm two low
 * blips, a reset a falling sweep, each at most 120 ms. {@link #play} only queues a tone and returns
 * at once; one daemon thread, started at the first tone, plays the queue through one line kept
 * open, so a tick never waits for the sound. A full queue drops the tone. Where there is no sound
 * device the player falls silent for good and says so once.
 */
final class Tones {

    /** 16-bit signed mono samples, little-endian, at 22,050 Hz. */
    static final AudioFormat FORMAT = new AudioFormat(22_050f, 16, 1, true, false);

    /** Plays samples in {@link #FORMAT}, returning when they are written; throws where there is no sound device. */
    interface Speaker {
        void play(byte[] samples) throws LineUnavailableException;
    }

    private static final Map<StepEvent, byte[]> SOUNDS = sounds();

    private final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(3);
    private final Speaker speaker;
    private final Runnable noDevice;
    private volatile boolean silent;
    private Thread player;

    /**
     * @param speaker plays the tones; {@link #speaker()} for the computer's own
     * @param noDevice told once, on the player's thread, that the speaker has no device
     */
    Tones(Speaker speaker, Runnable noDevice) {
        this.speaker = speaker;
        this.noDevice = noDevice;
    }

    /** Queues the tone of {@code event} and returns at once; nothing once the speaker turned out to have no device. */
    void play(StepEvent event) {
        if (!silent) {
            start();
            queue.offer(SOUNDS.get(event));
        }
    }

    /** Returns the samples of {@code event}'s tone. */
    static byte[] tone(StepEvent event) {
        return SOUNDS.get(event).clone();
    }

    private synchronized void start() {
        if (player == null) {
            player = new Thread(this::playQueue, "sound cues"); // not shown
            player.setDaemon(true);
            player.start();
        }
    }

    private void playQueue() {
        try {
            while (true) {
                byte[] samples = queue.take();
                try {
                    speaker.play(samples);
                } catch (LineUnavailableException | IllegalArgumentException | SecurityException none) {
                    silent = true; // no mixer, no line in this format, or not allowed: the same for every tone to come
                    queue.clear();
                    noDevice.run();
                    return;
                }
            }
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        }
    }

    /** Returns the computer's speaker: one line, opened at the first tone and kept open. */
    static Speaker speaker() {
        return new Speaker() {
            private SourceDataLine line;

            @Override
            public void play(byte[] samples) throws LineUnavailableException {
                if (line == null) {
                    SourceDataLine opened = AudioSystem.getSourceDataLine(FORMAT);
                    opened.open(FORMAT);
                    opened.start();
                    line = opened;
                }
                line.write(samples, 0, samples.length);
            }
        };
    }

    private static Map<StepEvent, byte[]> sounds() {
        Map<StepEvent, byte[]> sounds = new EnumMap<>(StepEvent.class);
        sounds.put(StepEvent.CONTACT, samples(new double[] {880, 880}, 90));
        sounds.put(StepEvent.FALSE_ALARM, join(samples(new double[] {440, 440}, 45), silence(30), samples(new double[] {440, 440}, 45)));
        sounds.put(StepEvent.RESET, samples(new double[] {660, 330}, 120));
        return sounds;
    }

    /** Returns a sine tone of {@code ms} milliseconds gliding from {@code hertz[0]} to {@code hertz[1]}, faded in and out over 5 ms so it does not click. */
    private static byte[] samples(double[] hertz, int ms) {
        int count = (int) (FORMAT.getSampleRate() * ms / 1000);
        int fade = (int) (FORMAT.getSampleRate() * 0.005);
        byte[] bytes = new byte[2 * count];
        double phase = 0;
        for (int i = 0; i < count; i++) {
            double f = hertz[0] + (hertz[1] - hertz[0]) * i / count;
            phase += 2 * Math.PI * f / FORMAT.getSampleRate();
            double envelope = Math.min(1, Math.min(i, count - 1 - i) / (double) fade);
            short value = (short) Math.round(0.3 * Short.MAX_VALUE * envelope * Math.sin(phase));
            bytes[2 * i] = (byte) value;
            bytes[2 * i + 1] = (byte) (value >> 8);
        }
        return bytes;
    }

    private static byte[] silence(int ms) {
        return new byte[2 * (int) (FORMAT.getSampleRate() * ms / 1000)];
    }

    private static byte[] join(byte[]... parts) {
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        for (byte[] part : parts) {
            all.writeBytes(part);
        }
        return all.toByteArray();
    }
}
