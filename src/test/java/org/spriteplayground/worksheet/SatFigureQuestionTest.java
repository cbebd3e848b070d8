package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The separating-axes sheet asks which axis separates the shapes with the widest gap, and its
 * figure lets a pupil read that and nothing more: in every state (the start and each preset) and
 * language, every ruler on the pupils' figure carries its axis's angle and gap or overlap, the
 * answer's among them; the rulers stand in the order of their angles, not of their gaps; none is
 * drawn in another ink than the rest, and no separating line or push-out points the axis out; the
 * sheet does not ask whether the shapes are separated, which a ruler's gap or overlap tells; the
 * readouts naming the axis and its gap are blank; and the answer key gives the axis with its gap.
 */
class SatFigureQuestionTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    /** A label as written on the figure. */
    private record Written(Vec2 at, String text) {
    }

    @Test
    void everyAxisGapIsOnTheFigureInAFixedOrderAndTheKeyGivesTheWidest() {
        int separated = 0;
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                Lesson lesson = Lessons.byId("separating-axes").orElseThrow().factory().apply(SPRITES);
                List<Runnable> states = new ArrayList<>();
                states.add(() -> { });
                PresetScenes.of(lesson).stream().map(Preset::apply).forEach(states::add);
                for (int state = 0; state < states.size(); state++) {
                    states.get(state).run();
                    String what = language + " state " + state;
                    List<Questions.Question> questions = Questions.of(lesson);
                    Secrets secrets = new Secrets(questions);
                    List<Written> rulers = new ArrayList<>();
                    List<Ink> inks = new ArrayList<>();
                    new PupilsFigure(lesson, secrets, Overlays.DEFAULT, 495, 330).draw(new DebugDraw() {
                        @Override
                        public void segment(Vec2 from, Vec2 to, Ink ink) {
                            inks.add(ink);
                        }

                        @Override
                        public void label(Vec2 at, String text, Ink ink, Side side) {
                            inks.add(ink);
                            if (text.contains("°")) {
                                rulers.add(new Written(at, text.replace('\n', ' ')));
                            }
                        }
                    }, Overlays.DEFAULT);
                    rulers.sort(Comparator.comparingDouble(w -> w.at().y()));
                    assertThat(rulers).as("the rulers' labels, %s", what).hasSizeGreaterThan(1);
                    assertThat(rulers.stream().map(w -> degrees(w.text())).toList()).as("the rulers top to bottom, by angle, %s", what)
                            .isSortedAccordingTo(Comparator.naturalOrder()).doesNotHaveDuplicates();
                    assertThat(inks).as("no mark on the figure singles out an axis, %s", what).doesNotContain(Ink.HIT);
                    Reading.Cell verdict = Reading.find(lesson, "axes.row.verdict", 0);
                    assertThat(questions).as("the rulers' gaps and overlaps tell whether the shapes are separated, so no answer is the verdict, %s", what)
                            .noneMatch(q -> q.read().stream().anyMatch(c -> c.table() == verdict.table() && c.row() == verdict.row()));

                    Reading.Cell axis = Reading.find(lesson, "axes.row.separating", 0);
                    Reading.Cell gap = Reading.find(lesson, "axes.row.gap", 0);
                    for (Reading.Cell cell : List.of(axis, gap)) {
                        assertThat(secrets.hides(cell.table(), cell.row(), cell.column(), cell.value())).as("readout %s blank, %s", cell, what).isTrue();
                    }
                    String key = questions.stream().filter(q -> q.text().equals(Texts.text("worksheet.q.sat.axis"))).findFirst().orElseThrow().answer();
                    if (axis.value().equals(Texts.text("axes.none"))) {
                        assertThat(key).as("the key, %s", what).isEqualTo(axis.value());
                        assertThat(rulers).as("every ruler shows an overlap, %s", what)
                                .allMatch(w -> w.text().contains(Texts.format("axes.ruler.overlap", "#").split("#")[0]));
                    } else {
                        separated++;
                        assertThat(key).as("the key, %s", what).isEqualTo(Texts.format("worksheet.answer.sat.axis", axis.value() + "°", gap.value() + " px"));
                        String ruler = axis.value() + "° " + Texts.format("axes.ruler.gap", gap.value());
                        assertThat(rulers).as("the answer's ruler is on the figure, %s", what)
                                .anyMatch(w -> w.text().replaceAll("\\s+", " ").equals(ruler));
                    }
                }
            }
        } finally {
            Texts.use(null);
        }
        assertThat(separated).as("states with a separating axis").isGreaterThan(0);
    }

    /** Returns the angle a ruler's label starts with ("37.0°", "37,0°"). */
    private static double degrees(String label) {
        return Double.parseDouble(label.substring(0, label.indexOf('°')).trim().replace(',', '.'));
    }
}
