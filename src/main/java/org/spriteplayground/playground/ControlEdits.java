package org.spriteplayground.playground;

import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;

/**
 * A lesson control's change as the {@link Timeline} keeps it: the value it was set to (a switch's
 * state, a choice's option by name, a slider's number) or the button pressed, set again on the
 * rebuilt lesson's control of the same label, through the same setter.
 */
final class ControlEdits {

    private ControlEdits() {
    }

    /** Returns the change just made to {@code control}, to be made again on a rebuilt lesson. */
    static Timeline.Edit of(Control control) {
        String label = control.label();
        if (control instanceof Control.Toggle t) {
            boolean on = t.value().getAsBoolean();
            return r -> ((Control.Toggle) find(r.lesson(), label)).set().accept(on);
        } else if (control instanceof Control.Choice<?> c) {
            String option = name(c);
            return r -> choose((Control.Choice<?>) find(r.lesson(), label), option);
        } else if (control instanceof Control.Slider s) {
            int value = s.value().getAsInt();
            return r -> ((Control.Slider) find(r.lesson(), label)).set().accept(value);
        }
        return r -> ((Control.Button) find(r.lesson(), label)).run().run();
    }

    private static <T> String name(Control.Choice<T> choice) {
        return choice.optionName().apply(choice.value().get());
    }

    /** Sets the option of that name: by name, as a sprite opened since may have joined the list. */
    private static <T> void choose(Control.Choice<T> choice, String option) {
        choice.set().accept(choice.options().stream().filter(o -> choice.optionName().apply(o).equals(option)).findFirst()
                .orElseThrow(() -> new IllegalStateException("a rebuilt choice \"" + choice.label() + "\" has no option " + option)));
    }

    private static Control find(Lesson lesson, String label) {
        return lesson.controls().stream().filter(c -> c.label().equals(label)).findFirst()
                .orElseThrow(() -> new IllegalStateException("a rebuilt " + lesson.id() + " has no control \"" + label + "\""));
    }
}
