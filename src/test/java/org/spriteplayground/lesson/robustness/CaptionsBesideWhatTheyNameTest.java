package org.spriteplayground.lesson.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.draw.Labels;
import org.spriteplayground.render.Java2dDraw;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

/**
 * The robustness picture's two captions stand right under what they name, on a canvas of any
 * size, at UI scale 1 and 2, in every language and at every offset: the verdicts under circle
 * P, and "ticks: neighbouring doubles" under the number line's ticks, each no further than
 * {@value #NEAR} px below it, or below the labels it had to step past on the way (the
 * line's "target" label). Measured in the canvas's pixels, as {@link Java2dDraw} writes them.
 */
class CaptionsBesideWhatTheyNameTest {

    /** How far below what it names, in pixels, a caption may start (past the label's own gap). */
    private static final double NEAR = 3;

    /** The canvas's type at scale 1 (FlatLaf's usual 13 points). */
    private static final float TYPE = 13f;

    /**
     * The world's area from the smallest in which a caption still fits across the view on one line
     * under the line (about 400 × 250 px at UI scale 1; a smaller one keeps its labels in view over
     * each other, as {@link Labels} says) to a large screen's; 592 × 345 px is the canvas of the 1024 × 768
     * window where the ticks' caption stood 50 px below the line.
     */
    @ParameterizedTest(name = "{0} × {1} px at scale {2}")
    @CsvSource({"400, 250, 1", "480, 300, 1", "592, 345, 1", "800, 500, 1", "1024, 640, 1", "1280, 800, 1", "1600, 1000, 1",
        "800, 500, 2", "1024, 640, 2", "1600, 1000, 2"})
    void eachCaptionStandsRightUnderWhatItNames(int width, int height, int scale) {
        List<String> faults = new ArrayList<>();
        for (String language : List.of("en", "de", "fr")) {
            Texts.inLanguage(Locale.forLanguageTag(language), () -> {
                for (double offset : Walk.OFFSETS) {
                    FloatingPoint lesson = new FloatingPoint();
                    lesson.setOffset(offset);
                    String where = language + " at offset " + offset + ": ";
                    Drawn drawn = draw(lesson, width, height, scale);
                    Circle p = drawn.circles.stream().max(java.util.Comparator.comparingDouble(Circle::radius)).orElseThrow();
                    double ticksFoot = drawn.ticks.stream().mapToDouble(t -> Math.max(t[0].y(), t[1].y())).max().orElseThrow();
                    check(drawn, Texts.format("robust.caption", FloatingPoint.verdict(lesson.walk().absolute()), FloatingPoint.verdict(lesson.walk().relative())),
                            p.center().y() + p.radius(), where + "the verdicts under P", faults);
                    check(drawn, Texts.text("robust.line.ticks"), ticksFoot, where + "the ticks' caption under the line", faults);
                }
                return null;
            });
        }
        assertThat(faults).isEmpty();
    }

    /**
     * Notes a fault where the caption {@code text} does not start within {@link #NEAR} px under
     * {@code foot} (the lowest point of what it names), or under the foot of a label it stepped
     * past between the two.
     */
    private static void check(Drawn drawn, String text, double foot, String what, List<String> faults) {
        Aabb caption = drawn.box(text);
        double above = foot;
        for (Aabb other : drawn.boxes) {
            boolean across = other.minX() < caption.maxX() && caption.minX() < other.maxX();
            if (other != caption && across && other.maxY() > above && other.maxY() <= caption.minY() + 1e-6) {
                above = other.maxY(); // a label between the shape and its caption, which the caption stepped past
            }
        }
        double gap = (caption.minY() - above) * drawn.scale;
        if (gap < -1e-6 || gap > NEAR) {
            faults.add(String.format(Locale.ROOT, "%s starts %.1f px below it (at %s, it ends at y %.1f)", what, gap, caption, above));
        }
    }

    /** Draws the lesson on a canvas {@code width} × {@code height} at UI scale {@code scale}, keeping its circles, ticks and labels' boxes. */
    private static Drawn draw(FloatingPoint lesson, int width, int height, int scale) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setFont(new Font(Font.DIALOG, Font.PLAIN, Math.round(TYPE * scale)));
            AffineTransform worldToScreen = SceneRenderer.fit(lesson.bounds(), width, height);
            Drawn drawn = new Drawn(new Java2dDraw(g, image, worldToScreen, Map.of(), scale), lesson.bounds(), worldToScreen.getScaleY());
            lesson.draw(drawn, Overlays.ALL);
            return drawn;
        } finally {
            g.dispose();
        }
    }

    /** A drawing that keeps the circles, the ticks ({@link Ink#MARK} segments) and each label's box, in world units. */
    private static final class Drawn extends ForwardingDraw {
        private final Aabb view;
        private final double scale;
        private final List<Circle> circles = new ArrayList<>();
        private final List<Vec2[]> ticks = new ArrayList<>();
        private final List<Aabb> boxes = new ArrayList<>();
        private final List<String> texts = new ArrayList<>();

        Drawn(DebugDraw target, Aabb view, double scale) {
            super(target);
            this.view = view;
            this.scale = scale;
        }

        @Override
        public void circle(Circle circle, Ink ink) {
            circles.add(circle);
        }

        @Override
        public void segment(Vec2 from, Vec2 to, Ink ink) {
            if (ink == Ink.MARK) {
                ticks.add(new Vec2[] {from, to});
            }
        }

        @Override
        public void label(Vec2 at, String text, Ink ink) {
            label(at, text, ink, Side.ABOVE);
        }

        @Override
        public void label(Vec2 at, String text, Ink ink, Side side) {
            boxes.add(Labels.box(at, side, target.labelSize(text, view)));
            texts.add(text.replace('\n', ' '));
        }

        @Override
        public void verdict(Vec2 at, String text, Ink ink, Side side) {
            label(at, text, ink, side);
        }

        /** Returns the box of the label that says {@code text} (on one line or two). */
        Aabb box(String text) {
            int at = texts.indexOf(text);
            assertThat(at).as("a label \"%s\" among %s", text, texts).isNotNegative();
            return boxes.get(at);
        }
    }
}
