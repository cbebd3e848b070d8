package org.spriteplayground.sim;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;

/** A {@link DebugDraw} that writes down what it is asked to draw, for tests to assert. */
public class RecordingDraw implements DebugDraw {

    /** One request: the kind of mark, its ink (null for sprites) and its geometry. */
    public record Mark(String kind, Ink ink, Object shape) {
    }

    /** A convex polygon grown by a radius, as {@link DebugDraw#rounded} draws it. */
    public record Rounded(List<Vec2> polygon, double radius) {
    }

    /** One label: where it is anchored, its text and its ink. */
    public record Label(Vec2 at, String text, Ink ink) {
    }

    private final List<Mark> marks = new ArrayList<>();
    private final List<Label> labels = new ArrayList<>();

    @Override
    public void circle(Circle circle, Ink ink) {
        marks.add(new Mark("circle", ink, circle));
    }

    @Override
    public void box(Aabb box, Ink ink) {
        marks.add(new Mark("box", ink, box));
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        marks.add(new Mark("segment", ink, List.of(from, to)));
    }

    @Override
    public void point(Vec2 at, Ink ink) {
        marks.add(new Mark("point", ink, at));
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        marks.add(new Mark("label", ink, text));
        labels.add(new Label(at, text, ink));
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        marks.add(new Mark("sprite", null, spriteName + "@" + pose));
    }

    @Override
    public void truth(String spriteName, Pose pose) {
        marks.add(new Mark("truth", null, spriteName + "@" + pose));
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        marks.add(new Mark("polygon", ink, points));
    }

    @Override
    public void rounded(List<Vec2> polygon, double radius, Ink ink) {
        marks.add(new Mark("rounded", ink, new Rounded(polygon, radius)));
    }

    /** Returns every mark so far, in order. */
    public List<Mark> marks() {
        return marks;
    }

    /** Returns every label so far, with its anchor, in order. */
    public List<Label> labels() {
        return labels;
    }

    /** Returns the shapes drawn with {@code ink}. */
    public List<Object> shapes(Ink ink) {
        return marks.stream().filter(m -> m.ink() == ink).map(Mark::shape).toList();
    }

    /** Returns how many marks of a kind were drawn. */
    public long count(String kind) {
        return marks.stream().filter(m -> m.kind().equals(kind)).count();
    }
}
