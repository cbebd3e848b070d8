package org.spriteplayground.lesson;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * A lesson's own control, described without Swing so that the lesson stays headless; the side
 * panel turns each into a widget. A control whose change puts the world back to its start says
 * so with {@link #newStart()}, and the playground then starts the step count again, as for a preset.
 */
public sealed interface Control {

    /** Returns the label. */
    String label();

    /** Returns a sentence for the tooltip. */
    String description();

    /**
     * Returns whether a change of this control puts the world back to its start (bodies placed
     * afresh, counters cleared), so that the step count must start again at 0 to agree with it.
     */
    boolean newStart();

    /** An on/off switch. */
    record Toggle(String label, String description, BooleanSupplier value, Consumer<Boolean> set, boolean newStart) implements Control {
        /** A switch that changes the world where it stands. */
        public Toggle(String label, String description, BooleanSupplier value, Consumer<Boolean> set) {
            this(label, description, value, set, false);
        }
    }

    /** One of a few named options. */
    record Choice<T>(String label, String description, List<T> options, Function<T, String> optionName, Supplier<T> value, Consumer<T> set,
            boolean newStart) implements Control {
        /** A choice that changes the world where it stands. */
        public Choice(String label, String description, List<T> options, Function<T, String> optionName, Supplier<T> value, Consumer<T> set) {
            this(label, description, options, optionName, value, set, false);
        }

        /** Returns the index of the current option. */
        public int selectedIndex() {
            return options.indexOf(value.get());
        }
    }

    /** A whole number in a range, shown by {@code format}. */
    record Slider(String label, String description, int min, int max, IntSupplier value, IntConsumer set, IntFunction<String> format,
            boolean newStart) implements Control {
        /** A slider that changes the world where it stands. */
        public Slider(String label, String description, int min, int max, IntSupplier value, IntConsumer set, IntFunction<String> format) {
            this(label, description, min, max, value, set, format, false);
        }
    }

    /** A one-off action. */
    record Button(String label, String description, Runnable run, boolean newStart) implements Control {
        /** An action that changes the world where it stands. */
        public Button(String label, String description, Runnable run) {
            this(label, description, run, false);
        }
    }
}
