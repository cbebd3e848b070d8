package org.spriteplayground.predict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.LabelBoxes;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Segment;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Prediction.NextContact;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;

/**
 * The gap a Predict question is about is drawn by the lesson, through its labels' placement: in
 * every lesson with a flying pair, its presets and every language, with the lesson's overlays and
 * with all of them, the gap is a segment in an ink that the lesson's legend names and that no other
 * mark of the lesson uses (none at all once the answer is revealed), and its label ("0.34 px
 * apart") lies on no circle's or box's outline and on no other label.
 */
class PredictGapMarkTest {

    private static final int STEPS = 1_500;

    /** Questions checked per lesson and scene, enough to see the jets at several angles. */
    private static final int ASKS = 3;

    /** What the lesson drew: labels with their boxes, outlines, segments, and the inks of every other mark. */
    private record Drawn(List<String> texts, List<Ink> labelInks, List<Aabb> labels, List<Circle> circles, List<Aabb> boxes,
            List<Segment> segments, List<Ink> segmentInks, List<Ink> shapeInks) {

        /** Returns the segments drawn in {@code ink}. */
        List<Segment> segments(Ink ink) {
            List<Segment> in = new ArrayList<>();
            for (int i = 0; i < segments.size(); i++) {
                if (segmentInks.get(i) == ink) {
                    in.add(segments.get(i));
                }
            }
            return in;
        }
    }

    @Test
    void theGapIsMarkedInAnInkOfItsOwnWithALegendNameAndItsLabelClearOfOutlinesAndLabels() {
        int marked = 0;
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    Playground model = new Playground(entry, LookAheadTest.SPRITES);
                    if (!(model.lesson().prediction().orElse(null) instanceof NextContact)) {
                        continue;
                    }
                    for (int scene = -1; scene < PresetScenes.of(model.lesson()).size(); scene++) {
                        model.open(entry);
                        if (scene >= 0) {
                            model.apply(PresetScenes.of(model.lesson()).get(scene));
                        }
                        marked += questions(model, language + ", " + entry.id() + " scene " + scene);
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(marked).as("gaps checked").isGreaterThan(20);
    }

    /** Runs Predict in {@code model} to its first {@link #ASKS} questions, checking the gap's mark at each; returns how many were checked. */
    private static int questions(Playground model, String where) {
        PredictMode mode = new PredictMode(model);
        mode.setOn(true);
        int asked = 0;
        while (model.simulation().steps() < STEPS && asked < ASKS) {
            if (mode.phase() == PredictMode.Phase.PREDICT) {
                Segment gap = mode.gap().orElseThrow();
                String text = Texts.format("predict.gap", gap.length());
                Ink ink = null;
                for (Overlays overlays : List.of(model.overlays(), Overlays.ALL)) {
                    String what = String.format("%s, step %d, %s overlays", where, model.simulation().steps(), overlays == Overlays.ALL ? "all" : "the lesson's");
                    Drawn d = drawn(model, overlays);
                    int at = d.texts().indexOf(text);
                    assertThat(at).as("%s: the gap's label \"%s\" among %s", what, text, d.texts()).isNotNegative();
                    ink = d.labelInks().get(at);
                    assertThat(model.lesson().legendName(ink)).as("%s: the legend names the gap's ink %s", what, ink).isNotBlank();
                    assertThat(d.segments(ink)).as("%s: the gap itself drawn in %s", what, ink).contains(gap)
                            .as("%s: every line in %s is the gap or a tick across one of its ends", what, ink)
                            .allMatch(s -> s.equals(gap) || near(middle(s), gap.from()) || near(middle(s), gap.to()));
                    assertThat(d.shapeInks()).as("%s: no other shape in the gap's ink", what).doesNotContain(ink);
                    for (int i = 0; i < d.texts().size(); i++) {
                        assertThat(i == at || d.labelInks().get(i) != ink).as("%s: \"%s\" is in the gap's ink", what, d.texts().get(i)).isTrue();
                    }
                    Aabb label = d.labels().get(at);
                    assertThat(d.circles()).as("%s: circles through the gap's label at %s", what, label).noneMatch(c -> LabelBoxes.crosses(label, c));
                    assertThat(d.boxes()).as("%s: boxes through the gap's label at %s", what, label).noneMatch(b -> LabelBoxes.crosses(label, b));
                    for (int i = 0; i < d.labels().size(); i++) {
                        assertThat(i == at || !LabelBoxes.overlap(label, d.labels().get(i)))
                                .as("%s: the gap's label at %s covers \"%s\" at %s", what, label, d.texts().get(i), d.labels().get(i)).isTrue();
                    }
                }
                mode.answer(2);
                Drawn revealed = drawn(model, Overlays.ALL);
                assertThat(revealed.labelInks()).as("%s: once revealed, no label in the gap's ink", where).doesNotContain(ink);
                assertThat(revealed.shapeInks()).as("%s: once revealed, no mark in the gap's ink", where).doesNotContain(ink);
                assertThat(revealed.segmentInks()).as("%s: once revealed, no line in the gap's ink", where).doesNotContain(ink);
                PredictModeTest.observeAndExplain(mode);
                asked++;
                mode.carryOn();
            } else if (model.paused()) {
                model.setPaused(false);
            } else {
                model.tick();
            }
        }
        mode.setOn(false);
        return asked;
    }

    private static Vec2 middle(Segment s) {
        return new Vec2((s.from().x() + s.to().x()) / 2, (s.from().y() + s.to().y()) / 2);
    }

    private static boolean near(Vec2 a, Vec2 b) {
        return Math.hypot(a.x() - b.x(), a.y() - b.y()) < 1e-9;
    }

    /** Draws the model's world with {@code overlays} and returns what it drew. */
    private static Drawn drawn(Playground model, Overlays overlays) {
        Drawn out = new Drawn(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>(), new ArrayList<>());
        Aabb view = model.simulation().world().bounds();
        model.simulation().world().draw(new DebugDraw() {
            @Override
            public void circle(Circle circle, Ink ink) {
                out.shapeInks().add(ink);
                if (ink != Ink.SHADE && ink != Ink.SWEEP) {
                    out.circles().add(circle);
                }
            }

            @Override
            public void box(Aabb box, Ink ink) {
                out.shapeInks().add(ink);
                if (ink != Ink.SHADE && ink != Ink.SWEEP) {
                    out.boxes().add(box);
                }
            }

            @Override
            public void polygon(List<Vec2> points, Ink ink) {
                out.shapeInks().add(ink);
            }

            @Override
            public void capsule(Capsule capsule, Ink ink) {
                out.shapeInks().add(ink);
            }

            @Override
            public void point(Vec2 at, Ink ink) {
                out.shapeInks().add(ink);
            }

            @Override
            public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                out.shapeInks().add(ink);
            }

            @Override
            public void segment(Vec2 from, Vec2 to, Ink ink) {
                out.segments().add(new Segment(from, to));
                out.segmentInks().add(ink);
            }

            @Override
            public void label(Vec2 at, String text, Ink ink) {
                label(at, text, ink, Side.ABOVE);
            }

            @Override
            public void label(Vec2 at, String text, Ink ink, Side side) {
                out.texts().add(text.replace('\n', ' '));
                out.labelInks().add(ink);
                out.labels().add(LabelBoxes.box(at, side, labelSize(text, view)));
            }
        }, overlays);
        return out;
    }
}
