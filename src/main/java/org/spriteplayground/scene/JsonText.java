package org.spriteplayground.scene;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;

/**
 * A scene's text read as one JSON value by Gson's strict reader, with every refusal one plain line
 * at the line and column where the reader stopped: cut short, not JSON, nested far deeper than a
 * scene, or a name said twice in one object.
 */
final class JsonText {

    /** The deepest nesting read: a scene is three levels deep (its object, the list of bodies, a body). */
    private static final int MAX_NESTING = 32;
    /** How Gson's reader starts the message of a text nested past its limit. */
    private static final String GSON_NESTING = "Nesting limit"; // not shown
    /** Where Gson's reader stands, as its {@code toString} says ("JsonReader at line 2 column 8 path $.y"). */
    private static final Pattern POSITION = Pattern.compile("line (\\d+) column (\\d+)");
    private static final Gson GSON = new Gson();

    private JsonText() {
    }

    /**
     * Returns the one JSON value of {@code json} as Gson reads it strictly, or one plain line for
     * a text it refuses, never the parser's own wording, at the line and column where Gson's reader
     * stopped. If the reader needed more than the text holds (the line break an editor adds at the
     * end aside), the text ends inside a value, wherever that is (a number, a word, a text, after a
     * comma), and the file was cut short; otherwise something there is not JSON.
     */
    static JsonElement parse(String json) throws SceneException {
        int end = json.length();
        while (end > 0 && " \t\r\n".indexOf(json.charAt(end - 1)) >= 0) {
            end--;
        }
        Source source = new Source(json.substring(0, end));
        JsonReader reader = new JsonReader(source);
        reader.setStrictness(Strictness.STRICT);
        reader.setNestingLimit(MAX_NESTING);
        JsonElement parsed;
        try {
            parsed = GSON.getAdapter(JsonElement.class).read(reader);
        } catch (IOException e) {
            Matcher at = POSITION.matcher(reader.toString());
            at.find();
            String key = String.valueOf(e.getMessage()).startsWith(GSON_NESTING) ? "scene.json.deepAt" : source.ranOut ? "scene.json.cutShortAt" : "scene.json.brokenAt";
            throw new SceneException(Texts.format(key, at.group(1), at.group(2)));
        }
        try {
            reader.peek(); // strict: the end of the text, or a refusal of anything after the value
        } catch (IOException e) {
            throw new SceneException(Texts.text("scene.json.more"));
        }
        noNameTwice(json);
        return parsed;
    }

    /**
     * Refuses an object that names a key twice: Gson's tree keeps the last, so a scene edited by
     * hand could say one thing and mean another. Called on a text Gson has read whole.
     */
    private static void noNameTwice(String json) throws SceneException {
        JsonReader reader = new JsonReader(new StringReader(json));
        Deque<Set<String>> names = new ArrayDeque<>();
        try {
            while (true) {
                switch (reader.peek()) {
                    case BEGIN_OBJECT -> {
                        reader.beginObject();
                        names.push(new HashSet<>());
                    }
                    case BEGIN_ARRAY -> {
                        reader.beginArray();
                        names.push(new HashSet<>());
                    }
                    case END_OBJECT -> {
                        reader.endObject();
                        names.pop();
                    }
                    case END_ARRAY -> {
                        reader.endArray();
                        names.pop();
                    }
                    case NAME -> {
                        String name = reader.nextName();
                        if (!names.peek().add(name)) {
                            Matcher at = POSITION.matcher(reader.toString());
                            at.find();
                            throw new SceneException(Texts.format("scene.json.twice", Shown.name(name), at.group(1)));
                        }
                    }
                    case END_DOCUMENT -> {
                        return;
                    }
                    default -> reader.skipValue();
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("a text Gson has read whole", e); // not shown
        }
    }

    /** The text of a scene, noting whether Gson's reader asked it for more than it holds. */
    private static final class Source extends StringReader {

        private boolean ranOut;

        Source(String text) {
            super(text);
        }

        @Override
        public int read(char[] into, int from, int most) throws IOException {
            int read = super.read(into, from, most);
            ranOut |= read < 0;
            return read;
        }
    }
}
