package org.spriteplayground.scene;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import org.spriteplayground.i18n.Texts;

/**
 * Scene files on disk: read with a size limit and a clear line for each way a path can be wrong;
 * written atomically (a temporary file beside the target, then moved over it), so a failed save
 * never leaves half a file and never spoils the old one.
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
        String name = file.toString();
        if (Files.isDirectory(file)) {
            throw new SceneException(Texts.format("scene.file.folder", name));
        }
        if (!Files.exists(file)) {
            throw new SceneException(Texts.format("scene.file.missing", name));
        }
        byte[] bytes;
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                throw new SceneException(Texts.format("scene.file.tooBig", name, String.valueOf(MAX_FILE_BYTES >> 20)));
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new SceneException(Texts.format("scene.file.missing", name));
        } catch (AccessDeniedException e) {
            throw new SceneException(Texts.format("scene.file.denied", name));
        } catch (IOException e) {
            throw new SceneException(Texts.format("scene.file.cannotRead", name, String.valueOf(e.getMessage())));
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
        return new SceneException(Texts.format("scene.file.inFile", String.valueOf(file), e.getMessage()));
    }

    /** Writes {@code scene} to {@code file} atomically, replacing what was there. */
    public static void write(Scene scene, Path file) throws SceneException {
        Path target = file.toAbsolutePath();
        if (Files.isDirectory(target)) {
            throw new SceneException(Texts.format("scene.file.saveFolder", String.valueOf(file)));
        }
        Path dir = target.getParent();
        Path temp = null;
        try {
            // Created as any new file is (createTempFile would make it owner-only), then given
            // the permissions of the file it replaces, if any.
            temp = Files.createFile(dir.resolve("." + target.getFileName() + "." + Long.toHexString(System.nanoTime()) + ".tmp"));
            Files.writeString(temp, SceneJson.write(scene), StandardCharsets.UTF_8);
            if (Files.exists(target) && Files.getFileStore(target).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(target));
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new SceneException(Texts.format("scene.file.cannotSave", String.valueOf(file), e instanceof NoSuchFileException ? Texts.text("scene.file.noFolder") : String.valueOf(e.getMessage())));
        } finally {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // The move took it, or the folder went away: nothing is left to tidy.
                }
            }
        }
    }
}
