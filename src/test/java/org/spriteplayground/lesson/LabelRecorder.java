package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Obb;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Records where labels are written, their leaders, and what is drawn (circles, boxes, polygons,
 * capsules, segments, points and sprites' images), to check that labels stay clear of shapes.
 * It measures a label by the usual estimate ({@link DebugDraw#labelSize}'s default), times a
 * factor: 2 stands for UI scale 2 (a font twice as big), more for that in a small window.
 */
final class LabelRecorder implements DebugDraw {

    /** A label as asked for, on a recorder measuring labels {@code magnify} times the estimate; the three-argument form is written above its anchor. */
    record Label(Vec2 at, String text, Ink ink, Side side, double magnify) {
    }

    /** A leader drawn from the point a label names to its box. */
    record Leader(Vec2 from, Vec2 to, Ink ink) {
    }

    /** How {@link #problems} starts the words for a label cut off at the view's edge. */
    static final String CUT_OFF = "is cut off at the edge of the view ";

    /** Each step {@link #smallerLabels} takes multiplies the labels' size by this. */
    static final double STEP = 0.9;

    private final List<Label> labels;
    private final List<Leader> leaders;
    private final List<Drawn> drawn;
    private final List<Vec2> rings;
    private final SpriteLibrary sprites;
    private final double magnify;
    /** The least factor {@link #smallerLabels} steps down to: as large as {@link #magnify} where labels do not step. */
    private final double least;

    /** A recorder that skips sprites. */
    LabelRecorder() {
        this(null);
    }

    /** A recorder that takes each sprite's image from {@code sprites} for its size. */
    LabelRecorder(SpriteLibrary sprites) {
        this(sprites, 1);
    }

    /** As above, with labels {@code magnify} times the usual estimate in each direction. */
    LabelRecorder(SpriteLibrary sprites, double magnify) {
        this(sprites, magnify, magnify);
    }

    /**
     * As above, where labels may also be written smaller ({@link #smallerLabels}), down to {@code least}
     * times the estimate: as a canvas steps large type down towards the size presentation mode off gives.
     */
    LabelRecorder(SpriteLibrary sprites, double magnify, double least) {
        this(sprites, magnify, least, new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    }

    private LabelRecorder(SpriteLibrary sprites, double magnify, double least, List<Label> labels, List<Leader> leaders, List<Drawn> drawn,
            List<Vec2> rings) {
        this.sprites = sprites;
        this.magnify = magnify;
        this.least = least;
        this.labels = labels;
        this.leaders = leaders;
        this.drawn = drawn;
        this.rings = rings;
    }

    @Override
    public Vec2 labelSize(String text, Aabb view) {
        return DebugDraw.super.labelSize(text, view).times(magnify);
    }

    /** Records into the same lists, its labels measured a step smaller, though not below the least size; null at that size. */
    @Override
    public DebugDraw smallerLabels() {
        double smaller = Math.max(least, magnify * STEP);
        return smaller >= magnify ? null : new LabelRecorder(sprites, smaller, least, labels, leaders, drawn, rings);
    }

    @Override
    public void leader(Vec2 from, Vec2 to, Ink ink) {
        leaders.add(new Leader(from, to, ink));
    }

    /** Returns every leader, in the order drawn. */
    List<Leader> leaders() {
        return leaders;
    }

    /** Returns the box the label takes on {@code view}, as measured by the {@link #labelSize} of the recorder that wrote it. */
    Aabb box(Label label, Aabb view) {
        return Labels.box(new Labels.Spot(label.at(), label.side()), DebugDraw.super.labelSize(label.text(), view).times(label.magnify()));
    }

    @Override
    public void circle(Circle circle, Ink ink) {
        drawn.add(ink == Ink.DOT ? new Drawn.Disc(circle) : new Drawn.Ring(circle));
    }

    /** Shading is a see-through tint under everything, not a shape a label could hide. */
    @Override
    public void box(Aabb box, Ink ink) {
        if (ink != Ink.SHADE) {
            drawn.add(ink == Ink.WALL ? new Drawn.Block(box) : new Drawn.Frame(box));
        }
    }

    @Override
    public void polygon(List<Vec2> points, Ink ink) {
        for (int i = 0; i < points.size(); i++) {
            drawn.add(new Drawn.Stroke(points.get(i), points.get((i + 1) % points.size())));
        }
    }

    @Override
    public void capsule(Capsule capsule, Ink ink) {
        drawn.add(new Drawn.Pill(capsule.spine().from(), capsule.spine().to(), capsule.radius(), ink == Ink.WALL));
    }

    @Override
    public void segment(Vec2 from, Vec2 to, Ink ink) {
        drawn.add(new Drawn.Stroke(from, to));
    }

    /** A marked point's ring is a disc labels keep off, sized when the view is known ({@link #problems}). */
    @Override
    public void point(Vec2 at, Ink ink) {
        if (ink == Ink.MARK) {
            rings.add(at);
        } else {
            drawn.add(new Drawn.Dot(at));
        }
    }

    /** The estimate times the factor: the ring's size on screen grows with a small window as a label does. */
    @Override
    public double markRadius(Aabb view) {
        return DebugDraw.super.markRadius(view) * magnify;
    }

    @Override
    public void sprite(String spriteName, Pose pose) {
        if (sprites != null) {
            Sprite sprite = sprites.get(spriteName).sprite();
            drawn.add(new Drawn.Image(Obb.of(pose, sprite.width(), sprite.height()).corners()));
        }
    }

    @Override
    public void label(Vec2 at, String text, Ink ink) {
        label(at, text, ink, Side.ABOVE);
    }

    @Override
    public void label(Vec2 at, String text, Ink ink, Side side) {
        labels.add(new Label(at, text, ink, side, magnify));
    }

    /** Returns every label, in the order written. */
    List<Label> labels() {
        return labels;
    }

    /** Returns every shape drawn on {@code view}, in order, and then the rings round marked points. */
    List<Drawn> drawn(Aabb view) {
        List<Drawn> all = new ArrayList<>(drawn);
        for (Vec2 at : rings) {
            all.add(new Drawn.Disc(new Circle(at, markRadius(view))));
        }
        return all;
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

    /** One way a label fails a pupil: {@code what} it does, said for a failure message. */
    record Problem(Label label, String what) {
        /** Returns the label's text with its numbers left out and what went wrong: one label's same problem, however often. */
        String kind() {
            return label.text().replaceAll("[0-9.,-]+", "#") + " " + what.replaceAll("\\[.*", "");
        }

        @Override
        public String toString() {
            return "\"" + label.text() + "\" " + label.side() + " of " + label.at() + " " + what;
        }
    }

    /**
     * Returns every label that hides something, by its box as this recorder measures it
     * ({@link #labelSize}, on its side of its anchor): cut off at the edge of
     * {@code view}, covering a label written before it, or hiding a shape ({@link Drawn#coveredBy}).
     * A label may touch its anchor on the shape it names: each box is taken open and shrunk by a
     * billionth of the view (an anchor computed as a shape's extreme point can be a few units in
     * the last place off its outline; a billionth of the view is far below a pixel).
     */
    List<Problem> problems(Aabb view) {
        double shrink = 1e-9 * Math.max(view.width(), view.height());
        List<Problem> found = new ArrayList<>();
        List<Aabb> written = new ArrayList<>();
        List<Drawn> shapes = drawn(view);
        for (Label label : labels) {
            Aabb b = box(label, view);
            Aabb open = new Aabb(b.minX() + shrink, b.minY() + shrink, b.maxX() - shrink, b.maxY() - shrink);
            if (open.minX() < view.minX() || open.minY() < view.minY() || open.maxX() > view.maxX() || open.maxY() > view.maxY()) {
                found.add(new Problem(label, CUT_OFF + view));
            }
            for (Aabb other : written) {
                if (Drawn.overlaps(other, open)) {
                    found.add(new Problem(label, "covers an earlier label"));
                }
            }
            written.add(open);
            for (Drawn shape : shapes) {
                if (shape.coveredBy(open)) {
                    found.add(new Problem(label, "hides " + shape));
                }
            }
        }
        return found;
    }

    /** Asserts that no label hides anything: see {@link #problems}. */
    void assertNothingHidden(Aabb view) {
        assertThat(problems(view)).isEmpty();
    }
}
