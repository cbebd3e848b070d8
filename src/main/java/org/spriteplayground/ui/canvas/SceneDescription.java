package org.spriteplayground.ui.canvas;

import java.util.function.LongSupplier;
import javax.swing.JComponent;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Accessible;

/**
 * What the canvas tells screen readers as its description: the lesson's sentence of the scene, at
 * once after a change by hand, a pause or a new lesson, and at most twice a second while it runs (a
 * running stress lesson's sentence changes every step, and a screen reader hears each change); and
 * what a step just brought ("Contact"), put before that sentence when it is announced. While the
 * playground hides verdicts the sentence leaves the outcome out.
 */
final class SceneDescription {

    /** The least time between two descriptions of the running scene. */
    private static final long EVERY_NANOS = 500_000_000L;

    private final JComponent canvas;
    private final Playground model;
    /** When the scene was last described, by {@link #clock}. */
    private long described;
    /** The clock the descriptions are timed by; a test's own in tests. */
    private LongSupplier clock = System::nanoTime;

    SceneDescription(JComponent canvas, Playground model) {
        this.canvas = canvas;
        this.model = model;
        Accessible.describe(canvas, scene());
    }

    /** Describes the scene after {@code change}, unless it is a step too soon after the last description. */
    void changed(Change change) {
        long now = clock.getAsLong();
        if (change == Change.STEPS && now - described < EVERY_NANOS) {
            return;
        }
        described = now;
        Accessible.describe(canvas, scene());
    }

    /** Describes the scene with {@code happened} before it; a running scene's next description comes no sooner than usual after it. */
    void announce(String happened) {
        described = clock.getAsLong();
        Accessible.describe(canvas, Texts.format("canvas.happened", happened, scene()));
    }

    /** Times the descriptions by {@code nanos} instead of the system's clock. */
    void timeBy(LongSupplier nanos) {
        clock = nanos;
    }

    /**
     * Returns the lesson's sentence of the scene; while the playground hides verdicts (Predict asks
     * what the pupil saw), one that names the lesson and leaves the outcome to the pupil, as the canvas does.
     */
    private String scene() {
        return model.verdictsShown() ? model.lesson().describe() : Texts.format("canvas.verdictHidden", model.entry().title());
    }
}
