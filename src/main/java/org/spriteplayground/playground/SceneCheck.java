package org.spriteplayground.playground;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lesson;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.LessonState;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneException;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.SpriteLibrary;

/** Checks a whole scene against this app before the playground shows any of it. */
final class SceneCheck {

    /** A scene that passed: its catalogue entry, a fresh lesson set up as the scene says, its overlays. */
    record Checked(Lessons.Entry entry, Lesson lesson, Set<Overlay> overlays) {
    }

    private SceneCheck() {
    }

    /** Returns the scene's lesson, built fresh from {@code sprites} and set up, or says what is wrong. */
    static Checked check(Scene scene, SpriteLibrary sprites) throws SceneException {
        Lessons.Entry entry = Lessons.byId(scene.lesson()).orElseThrow(() -> new SceneException(Texts.format("status.sceneLesson", scene.lesson(),
                Lessons.ALL.stream().map(Lessons.Entry::id).collect(Collectors.joining(", ")))));
        EnumSet<Overlay> on = EnumSet.noneOf(Overlay.class);
        for (String name : scene.overlays()) {
            on.add(Arrays.stream(Overlay.values()).filter(o -> o.name().equals(name)).findFirst()
                    .orElseThrow(() -> new SceneException(Texts.format("status.sceneOverlay", name))));
        }
        if (!(scene.speed() >= Simulation.MIN_SPEED && scene.speed() <= Simulation.MAX_SPEED)) {
            throw new SceneException(Texts.format("status.sceneSpeed",
                    String.valueOf(scene.speed()), String.valueOf(Simulation.MIN_SPEED), String.valueOf(Simulation.MAX_SPEED)));
        }
        Lesson lesson = entry.factory().apply(sprites);
        LessonState.apply(lesson, scene.choices(), scene.bodies());
        return new Checked(entry, lesson, on);
    }
}
