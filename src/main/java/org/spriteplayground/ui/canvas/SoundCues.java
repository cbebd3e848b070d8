package org.spriteplayground.ui.canvas;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import javax.swing.SwingUtilities;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sim.StepEvent;

/**
 * View &gt; Play sound cues: while on, each contact, false alarm and reset that a tick, a step or a
 * reset brings ({@link Simulation#happened}) plays its tone ({@link Tones}) and is told to screen
 * readers before the canvas's sentence of the scene; at most one of each kind in
 * {@value #EVERY_NANOS} ns, so contacts at every step of a running scene do not buzz. While the
 * playground hides verdicts (Predict's Observe) a contact or a false alarm is not cued: the cue
 * would tell the verdict the pupil is asked for. Off by default.
 */
public final class SoundCues {

    /** The least time between two cues of one kind: 150 ms. */
    public static final long EVERY_NANOS = 150_000_000L;

    private final Playground model;
    private final Consumer<StepEvent> tones;
    private final Consumer<String> announce;
    private final LongSupplier clock;
    private final Map<StepEvent, Long> cued = new EnumMap<>(StepEvent.class);
    private long heard;
    private boolean on;

    /** Cues what {@code model} brings through the computer's speaker and {@code canvas}'s description; says once on the status line if there is no speaker. */
    public SoundCues(Playground model, CanvasPanel canvas) {
        this(model, new Tones(Tones.speaker(), () -> SwingUtilities.invokeLater(() -> model.say(Texts.text("sound.noDevice"))))::play,
                canvas::announce, System::nanoTime);
    }

    /**
     * Cues what {@code model} brings through {@code tones} and {@code announce}.
     *
     * @param tones plays an event's tone without waiting for it
     * @param announce tells screen readers what happened, in words
     * @param clock the time in nanoseconds, for the limit per kind
     */
    public SoundCues(Playground model, Consumer<StepEvent> tones, Consumer<String> announce, LongSupplier clock) {
        this.model = model;
        this.tones = tones;
        this.announce = announce;
        this.clock = clock;
        heard = model.simulation().happened().serial();
        model.addListener(change -> cue(model.simulation().happened()));
    }

    /** Returns whether the cues are on. */
    public boolean on() {
        return on;
    }

    /** Switches the cues on or off; what happened before they were switched on is not cued. */
    public void setOn(boolean on) {
        this.on = on;
        heard = model.simulation().happened().serial();
    }

    private void cue(Simulation.Happened happened) {
        if (happened.serial() == heard) {
            return;
        }
        heard = happened.serial();
        if (!on) {
            return;
        }
        long now = clock.getAsLong();
        List<StepEvent> due = happened.events().stream().sorted().filter(event -> model.verdictsShown() || !event.verdict())
                .filter(event -> cued.get(event) == null || now - cued.get(event) >= EVERY_NANOS).toList();
        due.forEach(event -> {
            cued.put(event, now);
            tones.accept(event);
        });
        if (!due.isEmpty()) {
            announce.accept(words(due));
        }
    }

    /** Returns what {@code events} are called, as screen readers hear them: "Contact", "False alarm, Reset". */
    static String words(List<StepEvent> events) {
        return events.stream().map(event -> Texts.text("canvas.event." + event.name())).collect(Collectors.joining(", ")); // not shown: the keys
    }
}
