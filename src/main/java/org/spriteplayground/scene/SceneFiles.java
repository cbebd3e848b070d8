package org.spriteplayground.scene;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Texts;

/**
 * Scene files on disk, read and written through {@link SafeFiles} (ordinary files only, a size
 * limit, atomic saves), with the common failures worded for a scene.
 */
public final class SceneFiles {

    /** The file name ending offered for scenes. */
    public static final String EXTENSION = ".scene.json";

    /** The largest scene file read. */
    static final long MAX_FILE_BYTES = 32L << 20;

    private SceneFiles() {
    }

    /**
     * Returns {@code file} as a scene is saved: a name without a {@code .json} ending gets
     * {@value #EXTENSION} ("x.scene" gets {@code .json}), so that the installers' association
     * with {@code *.scene.json} opens it on a double-click; a {@code .json} the user typed is kept.
     */
    public static Path named(Path file) {
        String name = file.getFileName().toString();
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        if (lower.endsWith(".json")) {
            return file;
        }
        String stem = name.replaceAll("\\.+$", "");
        return file.resolveSibling(stem + (lower.endsWith(".scene") ? ".json" : EXTENSION));
    }

    /** Reads and checks the scene in {@code file}. */
    public static Scene read(Path file) throws SceneException {
        String name = SafeFiles.shown(file);
        byte[] bytes;
        try {
            bytes = SafeFiles.read(file, MAX_FILE_BYTES);
        } catch (FileProblem e) {
            throw new SceneException(switch (e.kind()) {
                case MISSING -> Texts.format("scene.file.missing", name);
                case FOLDER -> Texts.format("scene.file.folder", name);
                case TOO_BIG -> Texts.format("scene.file.tooBig", name, String.valueOf(MAX_FILE_BYTES >> 20));
                case DENIED -> Texts.format("scene.file.denied", name);
                default -> e.getMessage();
            });
        }
        if (bytes.length == 0) {
            // A save or a copy cut off before its first byte: said plainly, not as broken JSON.
            throw inFile(file, new SceneException(Texts.text("scene.file.empty")));
        }
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer json = CharBuffer.allocate(bytes.length);
        if (StandardCharsets.UTF_8.newDecoder().decode(in, json, false).isError()) {
            throw new SceneException(Texts.format("scene.file.notUtf8", name));
        }
        // A file cut inside a character of several bytes is read up to that character, so that
        // the text before it says the file was cut short; only after a whole scene is a part of
        // a character left over, and that is not UTF-8.
        Scene scene;
        try {
            scene = SceneJson.read(json.flip().toString());
        } catch (SceneException e) {
            throw inFile(file, e);
        }
        if (in.hasRemaining()) {
            throw new SceneException(Texts.format("scene.file.notUtf8", name));
        }
        return scene;
    }

    /** Returns {@code e} with its line put after the file's name: what is wrong is said of the file the user chose. */
    public static SceneException inFile(Path file, SceneException e) {
        return new SceneException(Texts.format("scene.file.inFile", SafeFiles.shown(file), e.getMessage()));
    }

    /** Writes {@code scene} to {@code file} atomically, replacing what was there. */
    public static void write(Scene scene, Path file) throws SceneException {
        byte[] json = SceneJson.write(scene).getBytes(StandardCharsets.UTF_8);
        try {
            SafeFiles.write(file, out -> out.write(json));
        } catch (FileProblem e) {
            throw new SceneException(e.kind() == FileProblem.Kind.FOLDER ? Texts.format("scene.file.saveFolder", SafeFiles.shown(file)) : e.getMessage());
        }
    }
}
