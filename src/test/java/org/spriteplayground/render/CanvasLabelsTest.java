package org.spriteplayground.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.LabelClearance;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * Every lesson, as it opens, after a run (a flying pair up to where Predict asks about the next
 * contact) and at each of its presets, with every overlay on, written in English, German and
 * French, on each of the {@link #AREAS}: a roomy canvas and a small one at UI scale 1 and 2, and
 * the small worlds that large type leaves: no label's box covers another's, every label lies
 * inside the world's view, which the canvas clips to, no label lies on a sprite, a filled body or
 * a point drawn, no line (a construction line, a ruler, a heading, a polygon's edge) and no leader
 * runs through a label ({@link LabelClearance}); a label with no room is left out, not written over them. A box is the room the label is painted in, as {@link Java2dDraw}
 * measures it on that canvas (the gap to its anchor included). In the usual type, a verdict ("first
 * hit: row 16 of A, word 1", "hit at t = …") stands beside the mark it names: it was not moved off
 * its anchor so far that it needs a leader, which is how a verdict ends up beside something else.
 */
class CanvasLabelsTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** The status strip above the world: about three lines of the canvas's type, at scale 1. */
    private static final int STRIP = 56;

    /** The canvas's type at scale 1 (FlatLaf's usual 13 points). */
    private static final float TYPE = 13f;

    /** Sprite images by name, as the canvas has them. */
    private static final Map<String, BufferedImage> IMAGES = SpriteLoader.BUNDLED.stream().collect(Collectors.toMap(n -> n, n -> SpriteLoader.bundled(n).image()));

    /**
     * Lessons whose verdicts still need a leader at times, left out of that check until they are
     * placed beside their marks: minkowski's "0 outside P ⊖ Q", where P ⊖ Q and its labels surround the origin.
     */
    private static final Set<String> VERDICTS_LED = Set.of("minkowski");

    /** How many steps a lesson with no question about a contact runs before it is checked again: two seconds. */
    private static final int RUN = 120;

    /**
     * Where the world is drawn: an area of {@code width} &times; {@code height} pixels, in type
     * {@code type} times the usual and lines {@code lines} times as thick.
     */
    private record Area(String name, int width, int height, double type, double lines) {

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * The canvas of a roomy window and of a small one, under the strip, at UI scale 1 and 2; and
     * the small worlds that big type leaves, measured on the app's screen: what the canvas keeps
     * for the world in a 1024&times;768 window at presentation &times;2 with Predict on (its
     * question and buttons take the room), at UI scale 2 (FlatLaf's, which doubles the type but
     * not the lines), and in a 1600&times;1000 window at UI scale 2 and presentation &times;1.5.
     */
    private static final List<Area> AREAS = List.of(
            new Area("1600x1000 at scale 1", 1600, 1000 - STRIP, 1, 1), new Area("1600x1000 at scale 2", 1600, 1000 - 2 * STRIP, 2, 2),
            new Area("1024x768 at scale 1", 1024, 768 - STRIP, 1, 1), new Area("1024x768 at scale 2", 1024, 768 - 2 * STRIP, 2, 2),
            new Area("541x170 (1024x768 at presentation x2, Predict on)", 541, 170, 2, 2),
            new Area("575x189 (1024x768 at UI scale 2)", 575, 189, 2, 1),
            new Area("847x384 (1600x1000 at UI scale 2 and presentation x1.5)", 847, 384, 3, 1.5));

    static Stream<Arguments> cases() {
        List<Arguments> all = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            for (Area area : AREAS) {
                for (String language : List.of("en", "de", "fr")) {
                    all.add(Arguments.of(entry.id(), area, language, entry));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} on {1} in {2}")
    @MethodSource("cases")
    void labelsStayApartAndInView(String id, Area area, String language, Lessons.Entry entry) {
        List<String> problems = Texts.inLanguage(Locale.forLanguageTag(language), () -> {
            List<String> found = new ArrayList<>();
            Lesson lesson = entry.factory().apply(SPRITES);
            check(lesson, area, "as it opens", found);
            LabelClearance.run(lesson, RUN);
            check(lesson, area, "after a run", found);
            for (Preset preset : PresetScenes.of(lesson)) {
                preset.apply().run();
                check(lesson, area, "preset " + preset.name(), found);
            }
            return found;
        });
        assertThat(problems).isEmpty();
    }

    private static void check(Lesson lesson, Area area, String situation, List<String> problems) {
        BufferedImage image = new BufferedImage(area.width(), area.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setFont(new Font(Font.DIALOG, Font.PLAIN, (int) Math.round(TYPE * area.type())));
            Aabb view = lesson.bounds();
            AffineTransform worldToScreen = SceneRenderer.fit(view, area.width(), area.height());
            Recorder recorder = new Recorder(new Java2dDraw(g, image, worldToScreen, IMAGES, area.lines()), view);
            LabelClearance clearance = new LabelClearance(recorder, view, IMAGES);
            lesson.draw(clearance, Overlays.ALL);
            problems.addAll(clearance.problems(situation));
            if (area.type() == 1 && !VERDICTS_LED.contains(lesson.id())) {
                double pixels = worldToScreen.getScaleX();
                recorder.ledVerdicts.forEach(v -> problems.add(String.format(Locale.ROOT, "%s: verdict \"%s\" stands %.0f px from what it names",
                        situation, v.text(), v.length() * pixels)));
            }
            double slack = 1e-9 * Math.max(view.width(), view.height());
            List<Aabb> boxes = recorder.boxes;
            for (int i = 0; i < boxes.size(); i++) {
                Aabb b = boxes.get(i);
                String label = situation + ": \"" + recorder.texts.get(i) + "\" at " + b;
                if (b.minX() < view.minX() - slack || b.minY() < view.minY() - slack || b.maxX() > view.maxX() + slack || b.maxY() > view.maxY() + slack) {
                    problems.add(label + " is not inside the view " + view);
                }
                for (int j = 0; j < i; j++) {
                    Aabb o = boxes.get(j);
                    if (b.minX() < o.maxX() - slack && o.minX() < b.maxX() - slack && b.minY() < o.maxY() - slack && o.minY() < b.maxY() - slack) {
                        problems.add(label + " covers \"" + recorder.texts.get(j) + "\" at " + o);
                    }
                }
            }
        } finally {
            g.dispose();
        }
    }

    /** Measures labels as the canvas paints them, and keeps each label's box and text; paints all but the labels. */
    private static final class Recorder extends ForwardingDraw {
        private final Aabb view;
        private final List<Aabb> boxes = new ArrayList<>();
        private final List<String> texts = new ArrayList<>();

        Recorder(DebugDraw measure, Aabb view) {
            super(measure);
            this.view = view;
        }

        @Override
        public void label(Vec2 at, String text, Ink ink) {
            label(at, text, ink, Side.ABOVE);
        }

        /** The verdicts written at the end of a leader, each with the leader's length in the world. */
        private final List<Led> ledVerdicts = new ArrayList<>();
        /** The leader drawn last, until the label it leads to is written. */
        private Vec2[] leader;

        record Led(String text, double length) {
        }

        @Override
        public void label(Vec2 at, String text, Ink ink, Side side) {
            boxes.add(Labels.box(at, side, target.labelSize(text, view)));
            texts.add(text.replace('\n', '/'));
            leader = null;
        }

        @Override
        public void verdict(Vec2 at, String text, Ink ink, Side side) {
            if (leader != null) {
                ledVerdicts.add(new Led(text.replace('\n', ' '), Math.sqrt(leader[0].distanceSquared(leader[1]))));
            }
            label(at, text, ink, side);
        }

        @Override
        public void leader(Vec2 from, Vec2 to, Ink ink) {
            leader = new Vec2[] {from, to};
            super.leader(from, to, ink);
        }
    }
}
