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
 * panel turns each into a widget.
 */
public sealed interface Control {

    /** Returns the label. */
    String label();

    /** Returns a sentence for the tooltip. */
    String description();

    /** An on/off switch. */
    record Toggle(String label, String description, BooleanSupplier value, Consumer<Boolean> set) implements Control {
    }

    /** One of a few named options. */
    record Choice<T>(String label, String description, List<T> options, Function<T, String> optionName, Supplier<T> value, Consumer<T> set)
            implements Control {
        /** Returns the index of the current option. */
        public int selectedIndex() {
            return options.indexOf(value.get());
        }
    }

    /** A whole number in a range, shown by {@code format}. */
    record Slider(String label, String description, int min, int max, IntSupplier value, IntConsumer set, IntFunction<String> format)
            implements Control {
    }

    /** A one-off action. */
    record Button(String label, String description, Runnable run) implements Control {
    }
}
