package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.LabelClearance;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.render.Java2dDraw;
import org.spriteplayground.render.SceneRenderer;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;

/**
 * Every lesson's verdicts on the canvas ("first hit: row 15, word 0", "0 inside P ⊖ Q", "hit at
 * t = …") stand beside the mark they name, as it opens, after a run and at each preset, in
 * English, German and French, on a canvas of 1600&times;1000 and of 1024&times;768 pixels at UI
 * scale 1, with every overlay on: none had to be moved off its anchor so far that it needs a
 * leader (more than half its height, as {@code Labels} rules), which is how a verdict ends up
 * beside something else. A caption that says what the whole scene shows names no mark and is
 * left to {@code CaptionsBesideWhatTheyNameTest}.
 */
class VerdictsBesideWhatTheyNameTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** The canvas's type at scale 1 (FlatLaf's usual 13 points). */
    private static final float TYPE = 13f;

    /** The status strip above the world: about three lines of the canvas's type, at scale 1. */
    private static final int STRIP = 56;

    private static final Map<String, BufferedImage> IMAGES = SpriteLoader.BUNDLED.stream().collect(Collectors.toMap(n -> n, n -> SpriteLoader.bundled(n).image()));

    /**
     * Lessons whose verdicts still need a leader at times, left out until they are placed beside
     * their marks: minkowski's "0 outside P ⊖ Q", where P ⊖ Q and its labels surround the origin.
     */
    private static final java.util.Set<String> NOT_YET = java.util.Set.of("minkowski");

    /** How many steps a lesson with no question about a contact runs before it is checked again: two seconds. */
    private static final int RUN = 120;

    static Stream<Arguments> cases() {
        List<Arguments> all = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            for (String canvas : List.of("1600x1000", "1024x768")) {
                if (!NOT_YET.contains(entry.id())) {
                    all.add(Arguments.of(entry.id(), canvas, 1, entry));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} on {1} at scale {2}")
    @MethodSource("cases")
    void noVerdictIsLedFromAfar(String id, String canvas, int scale, Lessons.Entry entry) {
        int width = Integer.parseInt(canvas.split("x")[0]);
        int height = Integer.parseInt(canvas.split("x")[1]) - STRIP * scale;
        List<String> faults = new ArrayList<>();
        for (String language : List.of("en", "de", "fr")) {
            Texts.inLanguage(Locale.forLanguageTag(language), () -> {
                Lesson lesson = entry.factory().apply(SPRITES);
                check(lesson, width, height, scale, language + ", as it opens", faults);
                LabelClearance.run(lesson, RUN);
                check(lesson, width, height, scale, language + ", after a run", faults);
                for (Preset preset : PresetScenes.of(lesson)) {
                    preset.apply().run();
                    check(lesson, width, height, scale, language + ", preset " + preset.name(), faults);
                }
                return null;
            });
        }
        assertThat(faults).isEmpty();
    }

    private static void check(Lesson lesson, int width, int height, int scale, String situation, List<String> faults) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setFont(new Font(Font.DIALOG, Font.PLAIN, Math.round(TYPE * scale)));
            double pixels = SceneRenderer.fit(lesson.bounds(), width, height).getScaleX();
            lesson.draw(new ForwardingDraw(new Java2dDraw(g, image, SceneRenderer.fit(lesson.bounds(), width, height), IMAGES, scale)) {
                private Vec2[] leader;

                @Override
                public void leader(Vec2 from, Vec2 to, Ink ink) {
                    leader = new Vec2[] {from, to};
                    super.leader(from, to, ink);
                }

                @Override
                public void label(Vec2 at, String text, Ink ink, DebugDraw.Side side) {
                    leader = null;
                    super.label(at, text, ink, side);
                }

                @Override
                public void verdict(Vec2 at, String text, Ink ink, DebugDraw.Side side) {
                    if (leader != null) {
                        faults.add(String.format(Locale.ROOT, "%s: \"%s\" stands %.0f px from what it names, at %s", situation, text.replace('\n', ' '),
                                Math.sqrt(leader[0].distanceSquared(leader[1])) * pixels, leader[1]));
                    }
                    leader = null;
                    super.verdict(at, text, ink, side);
                }
            }, Overlays.ALL);
        } finally {
            g.dispose();
        }
    }
}
