package org.spriteplayground.scene;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.spriteplayground.i18n.Texts;

/**
 * A scene as one line of text for a chat or a board: its JSON, deflated, in URL-safe base64
 * without padding, after the prefix {@value #PREFIX}. Decoding stops at {@link #MAX_JSON_BYTES},
 * so a code cannot unpack into gigabytes.
 */
public final class SceneCode {

    /** Marks a scene code and its version. */
    public static final String PREFIX = "SP1-";

    /** The most JSON a code may unpack to. */
    static final int MAX_JSON_BYTES = 16 << 20;

    private SceneCode() {
    }

    /** Returns the one-line code of {@code scene}. */
    public static String encode(Scene scene) {
        byte[] json = SceneJson.write(scene).replaceAll("\\n\\s*", "").getBytes(StandardCharsets.UTF_8);
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(json);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
    }

    /** Reads a code (surrounding spaces and line breaks are ignored). */
    public static Scene decode(String code) throws SceneException {
        String text = code == null ? "" : code.replaceAll("\\s+", "");
        if (!text.startsWith(PREFIX)) {
            throw new SceneException(Texts.format("scene.code.prefix", PREFIX));
        }
        byte[] packed;
        try {
            packed = Base64.getUrlDecoder().decode(text.substring(PREFIX.length()));
        } catch (IllegalArgumentException e) {
            throw new SceneException(Texts.text("scene.code.characters"));
        }
        Inflater inflater = new Inflater(true);
        inflater.setInput(packed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        try {
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new SceneException(Texts.text("scene.code.cutShort"));
                }
                out.write(buffer, 0, n);
                if (out.size() > MAX_JSON_BYTES) {
                    throw new SceneException(Texts.format("scene.code.tooBig", String.valueOf(MAX_JSON_BYTES >> 20)));
                }
            }
        } catch (DataFormatException e) {
            throw new SceneException(Texts.text("scene.code.damaged"));
        } finally {
            inflater.end();
        }
        return SceneJson.read(out.toString(StandardCharsets.UTF_8));
    }
}
