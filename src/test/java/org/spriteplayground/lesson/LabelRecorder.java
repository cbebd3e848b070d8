package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/** Records the labels a lesson writes, in order, for tests of what they say. */
final class LabelRecorder implements DebugDraw {

    /** A label as written; the three-argument form is written above its anchor. */
    record Label(Vec2 at, String text, Ink ink, Side side) {
    }

    private final List<Label> labels = new ArrayList<>();

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        label(at, text, ink, Side.ABOVE);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        labels.add(new Label(at, text, ink, side));
    }

    /** Returns every label, in the order written. */
    List<Label> labels() {
        return labels;
    }

    /** Returns the labels whose text starts with {@code prefix}. */
    List<Label> labels(String prefix) {
        return labels.stream().filter(l -> l.text().startsWith(prefix)).toList();
    }

    /** Returns the single label whose text starts with {@code prefix}. */
    Label label(String prefix) {
        List<Label> found = labels(prefix);
        assertThat(found).as("labels starting with " + prefix).hasSize(1);
        return found.get(0);
    }
}
