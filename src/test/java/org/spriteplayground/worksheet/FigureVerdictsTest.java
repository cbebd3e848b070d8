package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
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
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * The pupils' figure names no verdict and keeps every other label: in every lesson, at its start,
 * after each preset and at the first steps after each where the lesson writes a verdict, in
 * English, German and French, the lesson marks its verdicts (what just happened: "false alarm:
 * bounding circle", "reset!", "Touching") by writing them through {@link DebugDraw#verdict}, and the
 * figure on the pupils' page keeps none of them, for the sheet asks what happened and the answer
 * key tells, or is in an ink whose marks a question declares give its answer away; every other label stays.
 */
class FigureVerdictsTest {

    /** Steps run on from each state, checking the figure whenever the lesson writes a verdict (three times at most). */
    private static final int RUN = 600;

    /** What a surface was given to write: labels (with the ink of each) and verdicts, by their text (a line break read as a space). */
    private record Written(List<String> labels, List<Ink> inks, List<String> verdicts) {
    }

    @AfterEach
    void english() {
        Texts.use(Locale.ENGLISH);
    }

    @Test
    void thePupilsFigureKeepsNoVerdictAndEveryOtherLabelInAnyLessonOrLanguage() {
        List<String> verdictsLeftOut = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            Lesson lesson = entry.factory().apply(SpriteLibrary.bundled());
            List<Preset> presets = PresetScenes.of(lesson);
            for (int state = -1; state < presets.size(); state++) {
                if (state >= 0) {
                    presets.get(state).apply().run();
                }
                int checked = 0;
                for (int i = 0; i <= RUN && checked < 3; i++) {
                    if (i == 0 || !written(lesson).verdicts().isEmpty()) {
                        checked += i == 0 ? 0 : 1;
                        for (Locale language : new Locale[] {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH}) {
                            Texts.use(language);
                            String what = entry.id() + " " + language + " state " + state + " step " + i;
                            Secrets secrets = new Secrets(Questions.of(lesson));
                            Written shown = written(lesson);
                            Written figure = written(new PupilsFigure(lesson, secrets, Overlays.ALL, 500, 300));
                            assertThat(figure.verdicts()).as("verdicts written on the pupils' figure, %s", what).isEmpty();
                            assertThat(figure.labels()).as("labels on the pupils' figure, %s", what).noneMatch(shown.verdicts()::contains)
                                    .containsExactlyInAnyOrderElementsOf(java.util.stream.IntStream.range(0, shown.labels().size())
                                            .filter(l -> !secrets.tells(shown.labels().get(l)) && secrets.plain(shown.inks().get(l), true) != null)
                                            .mapToObj(shown.labels()::get).toList());
                            shown.verdicts().forEach(v -> verdictsLeftOut.add(entry.id() + ": " + v));
                        }
                        Texts.use(Locale.ENGLISH);
                    }
                    lesson.step(Simulation.STEP_SECONDS);
                }
            }
        }
        assertThat(verdictsLeftOut).as("verdicts the lessons wrote and the figures left out")
                .anyMatch(v -> v.startsWith("flying-jets: " + Texts.format("jets.falseAlarm", "").trim()))
                .anyMatch(v -> v.startsWith("three-outcomes: "));
    }

    /** Returns what {@code world} writes, with every overlay on. */
    private static Written written(org.spriteplayground.sim.World world) {
        Written out = new Written(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        world.draw(new DebugDraw() {
            @Override
            public void label(Vec2 at, String text, Ink ink) {
                out.labels().add(text.replace('\n', ' '));
                out.inks().add(ink);
            }

            @Override
            public void label(Vec2 at, String text, Ink ink, Side side) {
                label(at, text, ink);
            }

            @Override
            public void verdict(Vec2 at, String text, Ink ink, Side side) {
                out.verdicts().add(text.replace('\n', ' '));
            }
        }, Overlays.ALL);
        return out;
    }
}
