package org.spriteplayground.scene;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The playground's state as a scene file holds it.
 *
 * @param lesson the lesson's id
 * @param choices the lesson's controls by label: Boolean, Integer or String (an option's name)
 * @param bodies the placeable bodies, in the lesson's order
 * @param overlays the names of the overlays switched on
 * @param speed the speed factor
 * @param step the step count shown
 * @param sprites the user's own sprites the choices name, as PNG bytes by sprite name
 * @param title a short name for the scene (a preset's button text), or "" for none
 * @param description a sentence on what the scene shows (a preset's tooltip), or "" for none
 */
public record Scene(String lesson, Map<String, Object> choices, List<BodyPose> bodies, List<String> overlays, double speed, long step,
        Map<String, byte[]> sprites, String title, String description) {

    /** The version of the format written; a file with a higher one was made by a newer app. */
    public static final int SCHEMA_VERSION = 1;

    public Scene {
        choices = Collections.unmodifiableMap(new LinkedHashMap<>(choices));
        bodies = List.copyOf(bodies);
        overlays = List.copyOf(overlays);
        sprites = Collections.unmodifiableMap(new LinkedHashMap<>(sprites));
        title = title == null ? "" : title;
        description = description == null ? "" : description;
    }

    /** A scene with no title or description, as the playground saves one. */
    public Scene(String lesson, Map<String, Object> choices, List<BodyPose> bodies, List<String> overlays, double speed, long step,
            Map<String, byte[]> sprites) {
        this(lesson, choices, bodies, overlays, speed, step, sprites, "", "");
    }

    /** Returns this scene with {@code more} embedded sprites. */
    public Scene withSprites(Map<String, byte[]> more) {
        return new Scene(lesson, choices, bodies, overlays, speed, step, more, title, description);
    }
}
