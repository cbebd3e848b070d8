package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.LabelBoxes;
import org.spriteplayground.LabelClearance;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.ForwardingDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.World;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * No label on a worksheet figure lies on an outline drawn there (as circle Q's "r = 10.00 px" in
 * three-outcomes lay on Q's circle): in every lesson's figure, as it starts and in each of its
 * presets, in each language, with the default overlays and with all, at the height page 1 gives
 * the figure, no circle's or box's outline runs through a label's box, as the figure's surface
 * measures it. See-through washes (shading, a step's sweep) are no outlines. Nor does a label lie
 * on a sprite or a filled body, nor a leader run through another label ({@link LabelClearance}),
 * there and after a run (a flying pair up to where Predict would ask about the next contact).
 */
class FigureLabelsClearOfOutlinesTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    private static final float WIDTH = 495;

    /** How many steps a lesson with no question about a contact runs before its figure is checked again: two seconds. */
    private static final int RUN = 120;

    /** What the figure's surface was given: the labels with their boxes, and the outlines; and what lies on solid areas or under leaders. */
    private record Drawn(List<String> texts, List<Aabb> labels, List<Circle> circles, List<Aabb> boxes, List<String> uncleared) {
    }

    @Test
    void noLabelOfAnyFigureLiesOnAnOutline() throws Exception {
        int checked = 0;
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Lesson lesson = entry.factory().apply(SPRITES);
                    List<Runnable> states = new ArrayList<>();
                    states.add(() -> { });
                    states.add(() -> LabelClearance.run(lesson, RUN));
                    PresetScenes.of(lesson).stream().map(Preset::apply).forEach(states::add);
                    for (int state = 0; state < states.size(); state++) {
                        states.get(state).run();
                        // The page's text, not the overlays, sets the figure's height.
                        float height = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), -1).sceneHeight(Questions.of(lesson));
                        for (Overlays overlays : List.of(Overlays.DEFAULT, Overlays.ALL)) {
                            Drawn d = drawn(new PupilsFigure(lesson, new Secrets(Questions.of(lesson)), overlays, WIDTH, height), overlays, height);
                            for (int i = 0; i < d.labels().size(); i++) {
                                Aabb label = d.labels().get(i);
                                String what = String.format("%s, %s state %d, %.0f pt high, overlays %s: \"%s\" at %s", language, lesson.id(), state, height,
                                        overlays == Overlays.ALL ? "all" : "default", d.texts().get(i), label);
                                assertThat(d.circles()).as("circles through %s; labels %s", what, d.labels()).noneMatch(c -> LabelBoxes.crosses(label, c));
                                assertThat(d.boxes()).as("boxes through %s", what).noneMatch(b -> LabelBoxes.crosses(label, b));
                                checked++;
                            }
                            assertThat(d.uncleared()).as("%s, %s state %d", language, lesson.id(), state).isEmpty();
                        }
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** Paints {@code figure} as page 1 does and returns what it drew: labels with the boxes its surface measures, circles and boxes. */
    private static Drawn drawn(PupilsFigure figure, Overlays overlays, float height) throws Exception {
        Drawn out = new Drawn(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        World spied = FigureRaster.drawingOnly(figure.bounds(), (surface, shown) -> {
                LabelClearance target = new LabelClearance(surface, figure.bounds(), WorksheetWriterTest.images());
                figure.draw(new ForwardingDraw(target) {
                    @Override
                    public void circle(Circle circle, Ink ink) {
                        if (ink != Ink.SHADE && ink != Ink.SWEEP) {
                            out.circles().add(circle);
                        }
                        super.circle(circle, ink);
                    }

                    @Override
                    public void box(Aabb box, Ink ink) {
                        if (ink != Ink.SHADE && ink != Ink.SWEEP) {
                            out.boxes().add(box);
                        }
                        super.box(box, ink);
                    }

                    @Override
                    public void label(Vec2 at, String text, Ink ink) {
                        label(at, text, ink, Side.ABOVE);
                    }

                    @Override
                    public void label(Vec2 at, String text, Ink ink, Side side) {
                        out.texts().add(text);
                        out.labels().add(LabelBoxes.box(at, side, target.labelSize(text, figure.bounds())));
                        super.label(at, text, ink, side);
                    }
                }, shown);
                out.uncleared().addAll(target.problems("figure"));
        });
        try (PDDocument doc = new PDDocument()) {
            FigurePainter.scene(doc, spied, overlays, WorksheetWriterTest.images(), WIDTH, height);
        }
        return out;
    }
}
