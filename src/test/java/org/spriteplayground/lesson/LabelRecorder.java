package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;

/** Records where labels are written and which shapes are drawn, to check that labels stay clear of shapes. */
final class LabelRecorder implements DebugDraw {

    /** A label as asked for; the three-argument form is written above its anchor. */
    record Label(Vec2 at, String text, Ink ink, Side side) {
    }

    private final List<Label> labels = new ArrayList<>();
    private final List<Circle> circles = new ArrayList<>();
    private final List<Aabb> boxes = new ArrayList<>();

    @Override
    public void circle(Circle circle, Ink ink) {
        circles.add(circle);
    }

    @Override
    public void box(Aabb box, Ink ink) {
        if (ink != Ink.SHADE) {
            boxes.add(box);
        }
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        label(at, text, ink, Side.ABOVE);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        labels.add(new Label(at, text, ink, side));
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

    /** Asserts that the label's anchor lies in no drawn circle's or box's interior. */
    void assertAnchorOutside(Label label) {
        Vec2 p = label.at();
        for (Circle c : circles) {
            assertThat(c.center().distanceSquared(p)).as(label.text() + " inside " + c).isGreaterThanOrEqualTo(c.radius() * c.radius() - 1e-9);
        }
        for (Aabb b : boxes) {
            boolean inside = p.x() > b.minX() && p.x() < b.maxX() && p.y() > b.minY() && p.y() < b.maxY();
            assertThat(inside).as(label.text() + " inside " + b).isFalse();
        }
    }

    /**
     * Asserts that no drawn circle or box reaches past the label's anchor on the label's side, so
     * that the label's background, however big on screen, covers none of them.
     */
    void assertClear(Label label) {
        assertAnchorOutside(label);
        for (Circle c : circles) {
            double r = c.radius();
            assertThat(reachesPast(label, c.center().x() - r, c.center().y() - r, c.center().x() + r, c.center().y() + r)).as(label.text() + " over " + c).isFalse();
        }
        for (Aabb b : boxes) {
            assertThat(reachesPast(label, b.minX(), b.minY(), b.maxX(), b.maxY())).as(label.text() + " over " + b).isFalse();
        }
    }

    private static boolean reachesPast(Label label, double minX, double minY, double maxX, double maxY) {
        double eps = 1e-9;
        Vec2 p = label.at();
        return switch (label.side()) {
            case ABOVE -> minY < p.y() - eps;
            case BELOW -> maxY > p.y() + eps;
            case LEFT -> minX < p.x() - eps;
            case RIGHT -> maxX > p.x() + eps;
        };
    }
}
