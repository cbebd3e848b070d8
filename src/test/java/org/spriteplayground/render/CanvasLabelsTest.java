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
 * French, on a canvas of 1600&times;1000 and of 1024&times;768 pixels, at UI scale 1 and 2: no
 * label's box covers another's, every label lies inside the world's view, which the canvas clips
 * to, no label lies on a sprite or a filled body, no line (a construction line, a ruler, a
 * heading, a polygon's edge) and no leader runs through a label
 * ({@link LabelClearance}). A box is the room the label is painted in, as {@link Java2dDraw}
 * measures it on that canvas (the gap to its anchor included). At UI scale 1, a verdict ("first
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

    static Stream<Arguments> cases() {
        List<Arguments> all = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            for (int[] canvas : new int[][] {{1600, 1000}, {1024, 768}}) {
                for (String language : List.of("en", "de", "fr")) {
                    for (int scale : new int[] {1, 2}) {
                        all.add(Arguments.of(entry.id(), canvas[0] + "x" + canvas[1], language, scale, entry));
                    }
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} on {1} in {2} at scale {3}")
    @MethodSource("cases")
    void labelsStayApartAndInView(String id, String canvas, String language, int scale, Lessons.Entry entry) {
        int width = Integer.parseInt(canvas.split("x")[0]);
        int height = Integer.parseInt(canvas.split("x")[1]) - STRIP * scale;
        List<String> problems = Texts.inLanguage(Locale.forLanguageTag(language), () -> {
            List<String> found = new ArrayList<>();
            Lesson lesson = entry.factory().apply(SPRITES);
            check(lesson, width, height, scale, "as it opens", found);
            LabelClearance.run(lesson, RUN);
            check(lesson, width, height, scale, "after a run", found);
            for (Preset preset : PresetScenes.of(lesson)) {
                preset.apply().run();
                check(lesson, width, height, scale, "preset " + preset.name(), found);
            }
            return found;
        });
        assertThat(problems).isEmpty();
    }

    private static void check(Lesson lesson, int width, int height, int scale, String situation, List<String> problems) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setFont(new Font(Font.DIALOG, Font.PLAIN, Math.round(TYPE * scale)));
            Aabb view = lesson.bounds();
            AffineTransform worldToScreen = SceneRenderer.fit(view, width, height);
            Recorder recorder = new Recorder(new Java2dDraw(g, image, worldToScreen, IMAGES, scale), view);
            LabelClearance clearance = new LabelClearance(recorder, view, IMAGES);
            lesson.draw(clearance, Overlays.ALL);
            problems.addAll(clearance.problems(situation));
            if (scale == 1 && !VERDICTS_LED.contains(lesson.id())) {
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
