package org.spriteplayground.scene;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;

/**
 * Scenes to and from JSON. Reading is strict (no comments, no NaN, no trailing garbage) and checks
 * every field before a scene is returned, so a bad file is refused whole with one line saying
 * what is wrong, and nothing is half applied.
 */
public final class SceneJson {

    /** The most bodies a scene may hold; the lessons have at most three. */
    static final int MAX_BODIES = 1_000;

    /** The most user sprites a scene may embed. */
    static final int MAX_SPRITES = 16;

    /** The largest embedded PNG, in bytes. */
    static final int MAX_SPRITE_BYTES = 4 << 20;

    /** The largest coordinate or radius taken, in world units: far beyond any lesson's world. */
    static final double MAX_COORDINATE = 1e6;

    /** The longest title or description taken. */
    static final int MAX_TEXT = 1_000;

    /** Writes scenes indented, as a person reads them; reads any JSON value (the writing options do not matter there). */
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private SceneJson() {
    }

    /**
     * A scene as its file spells it, written by Gson field by field in this order; a null (no
     * title, no description, a body with no size) is left out.
     */
    private record SceneFile(int schemaVersion, String lesson, String title, String description, Map<String, Object> choices, List<BodyFile> bodies,
            List<String> overlays, double speed, long step, Map<String, String> sprites) {
    }

    /** A body as a scene file spells it; {@code radius} null for a body with no size. */
    private record BodyFile(String name, double x, double y, double angle, Double radius) {
    }

    /** Returns {@code scene} as indented JSON. */
    public static String write(Scene scene) {
        Map<String, String> sprites = new LinkedHashMap<>();
        scene.sprites().forEach((name, png) -> sprites.put(name, Base64.getEncoder().encodeToString(png)));
        List<BodyFile> bodies = scene.bodies().stream()
                .map(b -> new BodyFile(b.name(), b.x(), b.y(), b.angle(), Double.isNaN(b.radius()) ? null : b.radius())).toList();
        return GSON.toJson(new SceneFile(Scene.SCHEMA_VERSION, scene.lesson(), scene.title().isEmpty() ? null : scene.title(),
                scene.description().isEmpty() ? null : scene.description(), scene.choices(), bodies, scene.overlays(), scene.speed(), scene.step(),
                sprites)) + "\n";
    }

    /** Reads a scene, checking every field. */
    public static Scene read(String json) throws SceneException {
        JsonElement parsed = JsonText.parse(json);
        if (!parsed.isJsonObject()) {
            throw new SceneException(Texts.text("scene.json.notObject"));
        }
        JsonObject root = parsed.getAsJsonObject();
        JsonElement version = root.get("schemaVersion");
        if (version == null) {
            throw new SceneException(Texts.text("scene.json.noVersion"));
        }
        int v = wholeNumber(version, "schemaVersion", 1, Integer.MAX_VALUE);
        if (v > Scene.SCHEMA_VERSION) {
            throw new SceneException(Texts.format("scene.json.newer", String.valueOf(v), String.valueOf(Scene.SCHEMA_VERSION)));
        }
        String lesson = text(root, "lesson");
        Map<String, Object> choices = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> e : object(root, "choices").entrySet()) {
            choices.put(e.getKey(), choiceValue(e.getKey(), e.getValue()));
        }
        JsonArray bodyArray = array(root, "bodies", MAX_BODIES);
        List<BodyPose> bodies = new ArrayList<>();
        for (JsonElement element : bodyArray) {
            if (!element.isJsonObject()) {
                throw new SceneException(Texts.text("scene.json.body"));
            }
            JsonObject body = element.getAsJsonObject();
            String name = text(body, "name");
            double radius = body.has("radius") ? number(body.get("radius"), Texts.format("scene.field.radius", Shown.name(name))) : Double.NaN;
            if (radius < 0) {
                throw new SceneException(Texts.format("scene.json.negativeRadius", Shown.name(name), String.valueOf(radius)));
            }
            double angle = body.has("angle") ? number(body.get("angle"), Texts.format("scene.field.angle", Shown.name(name))) : 0;
            bodies.add(new BodyPose(name, number(body.get("x"), Texts.format("scene.field.x", Shown.name(name))), number(body.get("y"), Texts.format("scene.field.y", Shown.name(name))), angle, radius));
        }
        List<String> overlays = new ArrayList<>();
        for (JsonElement e : array(root, "overlays", 64)) {
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
                throw new SceneException(Texts.text("scene.json.overlays"));
            }
            overlays.add(e.getAsString());
        }
        double speed = number(root.get("speed"), "speed");
        long step = root.has("step") ? (long) wholeNumber(root.get("step"), "step", 0, Integer.MAX_VALUE) : 0;
        Map<String, byte[]> sprites = new LinkedHashMap<>();
        JsonObject spriteObject = root.has("sprites") ? object(root, "sprites") : new JsonObject();
        if (spriteObject.size() > MAX_SPRITES) {
            throw new SceneException(Texts.format("scene.json.manySprites", String.valueOf(MAX_SPRITES)));
        }
        for (Map.Entry<String, JsonElement> e : spriteObject.entrySet()) {
            sprites.put(e.getKey(), png(e.getKey(), e.getValue()));
        }
        return new Scene(lesson, choices, bodies, overlays, speed, step, sprites, optionalText(root, "title"), optionalText(root, "description"));
    }

    private static Object choiceValue(String label, JsonElement value) throws SceneException {
        if (value.isJsonPrimitive()) {
            JsonPrimitive p = value.getAsJsonPrimitive();
            if (p.isBoolean()) {
                return p.getAsBoolean();
            }
            if (p.isString()) {
                return p.getAsString();
            }
            return count(p);
        }
        throw new SceneException(Texts.format("scene.json.choiceValue", Shown.name(label)));
    }

    /**
     * Returns a choice's number: an Integer if it is a whole number that fits one, else the number
     * as written (a BigDecimal), which no slider takes, so that the lesson's slider refuses it with
     * its own range ("from 1 to 10000; it is 123.7"), as it does 0 or 20000.
     */
    private static Number count(JsonPrimitive p) {
        java.math.BigDecimal d = p.getAsBigDecimal();
        try {
            return d.intValueExact();
        } catch (ArithmeticException notAnInt) {
            return d;
        }
    }

    private static byte[] png(String name, JsonElement value) throws SceneException {
        if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
            throw new SceneException(Texts.format("scene.json.spriteText", Shown.name(name)));
        }
        String text = value.getAsString();
        if (text.length() > MAX_SPRITE_BYTES / 3 * 4 + 4) {
            throw new SceneException(Texts.format("scene.json.spriteBig", Shown.name(name), String.valueOf(MAX_SPRITE_BYTES >> 20)));
        }
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw new SceneException(Texts.format("scene.json.spriteBase64", Shown.name(name)));
        }
    }

    private static String text(JsonObject o, String key) throws SceneException {
        JsonElement e = o.get(key);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString() || e.getAsString().isBlank()) {
            throw new SceneException(Texts.format("scene.json.name", key));
        }
        return e.getAsString();
    }

    private static String optionalText(JsonObject o, String key) throws SceneException {
        JsonElement e = o.get(key);
        if (e == null) {
            return "";
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new SceneException(Texts.format("scene.json.text", key));
        }
        if (e.getAsString().length() > MAX_TEXT) {
            throw new SceneException(Texts.format("scene.json.long", key, String.valueOf(MAX_TEXT)));
        }
        return e.getAsString();
    }

    private static JsonObject object(JsonObject o, String key) throws SceneException {
        JsonElement e = o.get(key);
        if (e == null || !e.isJsonObject()) {
            throw new SceneException(Texts.format("scene.json.object", key));
        }
        return e.getAsJsonObject();
    }

    private static JsonArray array(JsonObject o, String key, int max) throws SceneException {
        JsonElement e = o.get(key);
        if (e == null || !e.isJsonArray()) {
            throw new SceneException(Texts.format("scene.json.list", key));
        }
        if (e.getAsJsonArray().size() > max) {
            throw new SceneException(Texts.format("scene.json.entries", key, String.valueOf(e.getAsJsonArray().size()), String.valueOf(max)));
        }
        return e.getAsJsonArray();
    }

    private static double number(JsonElement e, String what) throws SceneException {
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            throw new SceneException(Texts.format("scene.json.number", what));
        }
        double v = e.getAsDouble();
        if (!Double.isFinite(v) || Math.abs(v) > MAX_COORDINATE) {
            throw new SceneException(Texts.format("scene.json.range", what, Shown.name(e.getAsString())));
        }
        return v;
    }

    private static int wholeNumber(JsonElement e, String what, int min, int max) throws SceneException {
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            throw new SceneException(Texts.format("scene.json.whole", what));
        }
        java.math.BigDecimal d;
        try {
            d = e.getAsBigDecimal();
        } catch (NumberFormatException ex) {
            throw new SceneException(Texts.format("scene.json.whole", what));
        }
        if (d.stripTrailingZeros().scale() > 0 || d.compareTo(java.math.BigDecimal.valueOf(min)) < 0 || d.compareTo(java.math.BigDecimal.valueOf(max)) > 0) {
            throw new SceneException(Texts.format("scene.json.wholeRange", what, d.toPlainString(), String.valueOf(min), String.valueOf(max)));
        }
        return d.intValueExact();
    }
}
