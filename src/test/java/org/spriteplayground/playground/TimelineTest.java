package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Handle;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.lesson.Stress;
import org.spriteplayground.scene.LessonState;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * Step back shows each step exactly as it was first shown: a seeded session of steps, drags,
 * turns, resizes, controls, presets, resets and steering keys, in every lesson, with what was on
 * show written down at each step (everything drawn, every readout, every body and choice, the
 * step count), then shown again at random steps and compared; and so again after a new branch.
 * The timeline offers the steps since the step count last began (a preset or a reset starts it again).
 */
class TimelineTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    static List<Lessons.Entry> lessons() {
        return Lessons.ALL;
    }

    /** Everything a person could see of the state on show. */
    private static String seen(Playground p) {
        Lesson lesson = p.lesson();
        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.ALL);
        return lesson.id() + " step " + p.simulation().steps() + "\n" + LessonState.choices(lesson) + "\n" + LessonState.bodies(lesson)
                + "\n" + lesson.readouts() + "\n" + draw.marks() + "\n" + draw.labels();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void everyStepShownAgainIsTheStepThatWasShown(Lessons.Entry entry) {
        Playground p = new Playground(entry, SPRITES);
        if (p.lesson() instanceof Stress) {
            small(p);
        }
        Random random = new Random(entry.id().hashCode());
        TreeMap<Long, String> shown = new TreeMap<>();
        boolean[] acting = {false};
        p.addListener(change -> { // what is on show at a step is what it shows after the last change made there
            if (acting[0]) {
                shown.tailMap(p.rewind().span().position(), false).clear(); // a new branch forgets what came after
                shown.headMap(p.rewind().span().first()).clear(); // and a new start (a preset, a reset) what came before
                shown.put(p.rewind().span().position(), seen(p));
            }
        });
        shown.put(0L, seen(p));
        for (int round = 0; round < 3; round++) {
            acting[0] = true;
            for (int i = 0; i < 60; i++) {
                act(p, random);
            }
            acting[0] = false;
            for (int k = 0; k < 12; k++) {
                long step = shown.firstKey() + random.nextInt((int) (shown.lastKey() - shown.firstKey() + 1));
                Long at = shown.floorKey(step);
                p.rewind().show(at);
                assertThat(seen(p)).as("step %d shown again, round %d", at, round).isEqualTo(shown.get(at));
            }
            p.rewind().show(shown.firstKey());
            while (p.rewind().span().position() < shown.lastKey()) { // forward a step at a time, the lesson on show stepped where nothing was changed by hand
                p.step();
                long at = p.rewind().span().position();
                assertThat(seen(p)).as("step %d stepped on to, round %d", at, round).isEqualTo(shown.get(shown.floorKey(at)));
            }
            p.rewind().show(shown.firstKey() + (shown.lastKey() - shown.firstKey()) / 2); // the next round branches from the middle
            shown.tailMap(p.rewind().span().position(), false).clear();
            assertThat(seen(p)).isEqualTo(shown.get(p.rewind().span().position()));
        }
    }

    @Test
    void theStressLessonComesBackExactlyFromItsCopiesOfTheJets() {
        Playground p = new Playground(Lessons.byId(Stress.ID).orElseThrow(), SPRITES);
        small(p);
        Random random = new Random(7);
        TreeMap<Long, String> shown = new TreeMap<>();
        shown.put(0L, seen(p));
        for (int i = 0; i < 40; i++) {
            int steps = 20 + random.nextInt(60); // across several copies, one every Timeline.CHECKPOINT_STEPS steps
            for (int k = 0; k < steps; k++) {
                p.step();
            }
            if (i % 3 == 0) {
                drag(p, random); // some drags run across a copy
            }
            if (i % 7 == 0) {
                Control then = p.lesson().controls().stream().filter(c -> c.label().equals("Then test")).findFirst().orElseThrow();
                change(then, random);
                p.controlChanged(then);
            }
            shown.put(p.rewind().span().position(), seen(p));
        }
        assertThat(shown.lastKey()).isGreaterThan(5 * Timeline.CHECKPOINT_STEPS);
        for (long at : shown.keySet()) {
            p.rewind().show(at);
            assertThat(seen(p)).as("step %d shown again", at).isEqualTo(shown.get(at));
        }
    }

    @Test
    void stepBackShowsTheStepBeforeAndStopsAtTheFirst() {
        Playground p = new Playground(Lessons.byId("three-outcomes").orElseThrow(), SPRITES);
        List<String> shown = new ArrayList<>();
        shown.add(seen(p));
        for (int i = 0; i < 5; i++) {
            p.step();
            shown.add(seen(p));
        }
        for (int i = 4; i >= 0; i--) {
            assertThat(p.rewind().back()).isTrue();
            assertThat(seen(p)).isEqualTo(shown.get(i));
            assertThat(p.paused()).isTrue();
        }
        assertThat(p.rewind().back()).isFalse();
        assertThat(p.notice()).contains("first step");
    }

    @Test
    void theWindowKeepsTenMinutesOfStepsAndAnotherLessonStartsAfresh() {
        Playground p = new Playground(Lessons.byId("three-outcomes").orElseThrow(), SPRITES);
        p.open(Lessons.byId("angle-radius").orElseThrow());
        for (long i = 0; i < Timeline.WINDOW + 10; i++) {
            p.step();
        }
        assertThat(p.rewind().span().first()).isEqualTo(10);
        assertThat(p.rewind().span().last()).isEqualTo(Timeline.WINDOW + 10);
        p.open(Lessons.byId("dot-and-wall").orElseThrow());
        for (int i = 0; i < 5; i++) {
            p.step();
        }
        assertThat(p.rewind().span().last() - p.rewind().span().first()).isEqualTo(5);
        p.rewind().show(p.rewind().span().first());
        assertThat(p.lesson().id()).isEqualTo("dot-and-wall");
        assertThat(p.simulation().steps()).isZero();
    }

    private static void small(Playground p) {
        Control.Slider jets = (Control.Slider) p.lesson().controls().stream().filter(c -> c.label().equals("Jets")).findFirst().orElseThrow();
        jets.set().accept(40);
        p.controlChanged(jets);
    }

    /** One thing a person might do, chosen at random. */
    private static void act(Playground p, Random random) {
        Lesson lesson = p.lesson();
        switch (random.nextInt(9)) {
            case 0, 1, 2 -> {
                for (int i = random.nextInt(8); i >= 0; i--) {
                    p.step();
                }
            }
            case 3 -> drag(p, random);
            case 4 -> {
                List<Piece> pieces = lesson.pieces();
                if (!pieces.isEmpty()) {
                    Handle h = p.hold(pieces.get(random.nextInt(pieces.size())));
                    h.place(h.anchor().plus(new Vec2(random.nextDouble() * 9 - 4.5, random.nextDouble() * 9 - 4.5)),
                            h.angle() + random.nextDouble() - 0.5, h.size() + random.nextDouble() * 3 - 1);
                    p.edited();
                }
            }
            case 5 -> {
                List<Control> controls = lesson.controls().stream().filter(c -> !c.label().equals("Jets")).toList();
                if (!controls.isEmpty()) {
                    Control c = controls.get(random.nextInt(controls.size()));
                    change(c, random);
                    p.controlChanged(c);
                }
            }
            case 6 -> {
                if (!PresetScenes.of(lesson).isEmpty()) {
                    p.apply(PresetScenes.of(lesson).get(random.nextInt(PresetScenes.of(lesson).size())));
                }
            }
            case 7 -> {
                if (random.nextInt(3) == 0) {
                    p.reset();
                } else {
                    p.restarted();
                }
            }
            default -> p.steer(Lesson.Direction.values()[random.nextInt(4)], random.nextBoolean());
        }
    }

    /** Presses somewhere a handle is, then moves, turns and resizes it in a few steps, as a drag and the wheel do. */
    private static void drag(Playground p, Random random) {
        Aabb b = p.lesson().bounds();
        for (int tries = 0; tries < 200; tries++) {
            Vec2 at = new Vec2(b.minX() + random.nextDouble() * b.width(), b.minY() + random.nextDouble() * b.height());
            Optional<Handle> held = p.grab(at, b.width() / 100);
            if (held.isPresent()) {
                Handle h = held.get();
                Vec2 offset = h.anchor().minus(at);
                for (int k = 0; k < 4; k++) {
                    at = at.plus(new Vec2(random.nextDouble() * 10 - 5, random.nextDouble() * 10 - 5));
                    h.moveTo(at.plus(offset));
                    h.turnBy(random.nextDouble() * 0.2 - 0.1);
                    h.resizeBy(random.nextDouble() * 2 - 1);
                    p.edited();
                    if (random.nextBoolean()) {
                        p.step(); // dragged while it runs
                    }
                }
                return;
            }
        }
    }

    private static void change(Control control, Random random) {
        if (control instanceof Control.Toggle t) {
            t.set().accept(!t.value().getAsBoolean());
        } else if (control instanceof Control.Choice<?> c) {
            choose(c, random.nextInt(c.options().size()));
        } else if (control instanceof Control.Slider s) {
            s.set().accept(s.min() + random.nextInt(s.max() - s.min() + 1));
        } else if (control instanceof Control.Button b) {
            b.run().run();
        }
    }

    private static <T> void choose(Control.Choice<T> choice, int index) {
        choice.set().accept(choice.options().get(index));
    }
}
