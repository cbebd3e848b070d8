package org.spriteplayground.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.lesson.Control;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.lesson.Piece;
import org.spriteplayground.scene.Preset;
import org.spriteplayground.lesson.ReadoutTable;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.scene.PresetScenes;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.scene.SceneJson;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sprite.SpriteLibrary;

/** A scene is the playground's state written out: what is saved comes back, and a bad scene changes nothing. */
class PlaygroundSceneTest {

    private static final SpriteLibrary SPRITES = SpriteLibrary.bundled();

    static List<Lessons.Entry> lessons() {
        return Lessons.ALL;
    }

    /** Every choice moved off its default, every body moved, turned and resized at random (seeded), some steps run. */
    private static Playground edited(Lessons.Entry entry, long seed) {
        Playground p = new Playground(entry, SPRITES);
        Random random = new Random(seed);
        for (Control control : p.lesson().controls()) {
            if (control instanceof Control.Toggle t) {
                t.set().accept(!t.value().getAsBoolean());
            } else if (control instanceof Control.Choice<?> c) {
                pickLast(c);
            } else if (control instanceof Control.Slider s && !s.label().equals("Jets")) {
                s.set().accept(s.min() + random.nextInt(s.max() - s.min() + 1));
            }
            p.controlChanged(control);
        }
        for (Piece piece : p.lesson().pieces()) {
            Vec2 at = piece.handle().anchor();
            piece.handle().place(at.plus(new Vec2(random.nextInt(41) - 20 + 0.25, random.nextInt(41) - 20 + 0.5)),
                    piece.handle().angle() + random.nextDouble(), piece.handle().size() + random.nextInt(5));
        }
        for (int i = 0; i < 7; i++) {
            p.step();
        }
        p.setOverlay(Overlay.values()[random.nextInt(Overlay.values().length)], true);
        p.setSpeed(2);
        return p;
    }

    private static <T> void pickLast(Control.Choice<T> c) {
        c.set().accept(c.options().get(c.options().size() - 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void aSavedSceneOpensToTheSameBodiesChoicesOverlaysAndSpeedAtStepZero(Lessons.Entry entry) throws SceneException {
        Playground saved = edited(entry, 5);
        Scene scene = SceneJson.read(SceneJson.write(saved.scene()));
        Playground opened = new Playground(Lessons.defaultLesson(), SPRITES);
        opened.load(scene);
        assertThat(opened.entry().id()).isEqualTo(entry.id());
        assertThat(opened.scene().bodies()).isEqualTo(saved.scene().bodies());
        assertThat(opened.scene().choices()).isEqualTo(saved.scene().choices());
        assertThat(opened.overlays()).isEqualTo(saved.overlays());
        assertThat(opened.speed()).isEqualTo(2);
        assertThat(opened.simulation().steps()).as("a scene opens as a new start").isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void everyPresetSavedAsASceneShowsTheSameReadoutsWhenOpened(Lessons.Entry entry) throws SceneException {
        Lesson lesson = entry.factory().apply(SPRITES);
        for (Preset preset : PresetScenes.of(lesson)) {
            Playground p = new Playground(entry, SPRITES);
            p.apply(PresetScenes.of(p.lesson()).stream().filter(x -> x.name().equals(preset.name())).findFirst().orElseThrow());
            Playground opened = new Playground(Lessons.defaultLesson(), SPRITES);
            opened.load(SceneJson.read(SceneJson.write(p.scene())));
            assertThat(cells(opened.lesson())).as(preset.name()).isEqualTo(cells(p.lesson()));
        }
    }

    private static List<List<String>> cells(Lesson lesson) {
        List<List<String>> cells = new ArrayList<>();
        for (ReadoutTable table : lesson.readouts()) {
            for (ReadoutTable.Row row : table.rows()) {
                List<String> line = new ArrayList<>(List.of(table.title(), row.label()));
                line.addAll(row.values());
                cells.add(line);
            }
        }
        return cells;
    }

    @Test
    void everyBadCountForASliderGetsTheLessonsOwnRange() throws Exception {
        // "Jets": 123.7 is told the lesson's own range, 1 to 100000, as 0, 200000 or "many" are, not
        // "a whole number from -2147483648 to 2147483647".
        Playground p = new Playground(Lessons.byId("stress").orElseThrow(), SPRITES);
        String json = SceneJson.write(p.scene());
        List<String> messages = new ArrayList<>();
        for (String bad : List.of("123.7", "0", "200000", "1e12", "-3000000000", "\"many\"")) {
            String edited = json.replaceFirst("\"Jets\": \\d+", "\"Jets\": " + java.util.regex.Matcher.quoteReplacement(bad));
            assertThat(edited).as("the count is in the scene").isNotEqualTo(json);
            assertThatThrownBy(() -> p.load(SceneJson.read(edited))).isInstanceOfSatisfying(SceneException.class, e -> messages.add(e.getMessage()));
        }
        assertThat(messages).containsExactly(
                "The choice \"Jets\" of stress must be a whole number from 1 to 100000; it is 123.7.",
                "The choice \"Jets\" of stress must be a whole number from 1 to 100000; it is 0.",
                "The choice \"Jets\" of stress must be a whole number from 1 to 100000; it is 200000.",
                "The choice \"Jets\" of stress must be a whole number from 1 to 100000; it is 1000000000000.",
                "The choice \"Jets\" of stress must be a whole number from 1 to 100000; it is -3000000000.",
                "The choice \"Jets\" of stress must be a whole number from 1 to 100000; it is many.");
    }

    @Test
    void aBadSceneChangesNothingAndSaysWhy() {
        Playground p = edited(Lessons.byId("flying-jets").orElseThrow(), 9);
        Scene good = p.scene();
        Lesson before = p.lesson();
        String json = SceneJson.write(good);
        List<Change> heard = new ArrayList<>();
        p.addListener(heard::add);
        Map<String, Object> badSprite = new LinkedHashMap<>(good.choices());
        badSprite.put("Sprite", "no-such-sprite");
        Map<String, Object> unknownChoice = new LinkedHashMap<>(good.choices());
        unknownChoice.put("Colour", "red");
        List<Scene> bad = List.of(
                new Scene("no-such-lesson", good.choices(), good.bodies(), good.overlays(), 1, 0, Map.of()),
                new Scene(good.lesson(), badSprite, good.bodies(), good.overlays(), 1, 0, Map.of()),
                new Scene(good.lesson(), unknownChoice, good.bodies(), good.overlays(), 1, 0, Map.of()),
                new Scene(good.lesson(), good.choices(), List.of(new BodyPose("ghost", 1, 1, 0, Double.NaN)), good.overlays(), 1, 0, Map.of()),
                new Scene(good.lesson(), good.choices(), good.bodies(), List.of("GLITTER"), 1, 0, Map.of()),
                new Scene(good.lesson(), good.choices(), good.bodies(), good.overlays(), 9, 0, Map.of()));
        List<String> messages = new ArrayList<>();
        for (Scene scene : bad) {
            assertThatThrownBy(() -> p.load(scene)).isInstanceOfSatisfying(SceneException.class, e -> messages.add(e.getMessage()));
        }
        assertThat(messages).containsExactly(
                "The scene's lesson \"no-such-lesson\" is not one of this app's (" + String.join(", ", Lessons.ALL.stream().map(Lessons.Entry::id).toList()) + ").",
                "The choice \"Sprite\" of flying-jets has no option \"no-such-sprite\" (it offers " + String.join(", ", SPRITES.names()) + ").",
                "The lesson flying-jets has no choice \"Colour\".",
                "The lesson flying-jets has no body \"ghost\".",
                "The scene names an overlay this app does not have: GLITTER.",
                "The scene's speed 9.0 is outside 0.25–4.0.");
        assertThat(p.lesson()).isSameAs(before);
        assertThat(SceneJson.write(p.scene())).isEqualTo(json);
        assertThat(heard).isEmpty();
    }
}
