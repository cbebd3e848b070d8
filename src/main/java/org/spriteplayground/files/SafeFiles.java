package org.spriteplayground.files;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.ReadOnlyFileSystemException;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;

/** Reads ordinary files up to a cap, and writes files atomically: see the package's description. */
public final class SafeFiles {

    /** How a temporary file ends: with the app's name, so that no other program's file is ever taken for one. */
    static final String TEMPORARY_END = ".sprite-playground.part";
    /** A temporary file older than this was left by a run that was killed (a write takes seconds at most). */
    static final Duration LEFT_OVER = Duration.ofMinutes(10);

    private SafeFiles() {
    }

    /** What a write puts into its stream; the stream is buffered, and closed by the writer. */
    @FunctionalInterface
    public interface Body {
        /** Writes the file's content to {@code out}. */
        void write(OutputStream out) throws IOException;
    }

    /**
     * Returns the bytes of {@code file} if it is an ordinary file (or a link to one) of at most
     * {@code cap} bytes. The cap is counted while reading, since a device reports a size of 0.
     *
     * @throws FileProblem if it is missing, a folder, a device, pipe or socket, a link loop,
     *     larger than {@code cap}, or cannot be read
     */
    public static byte[] read(Path file, long cap) throws FileProblem {
        ordinary(file);
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, cap + 1));
            if (bytes.length > cap) {
                throw new FileProblem(FileProblem.Kind.TOO_BIG, Texts.format("file.tooBig", shown(file), megabytes(cap)));
            }
            return bytes;
        } catch (FileProblem e) {
            throw e;
        } catch (IOException e) {
            throw reading(file, e);
        }
    }

    /**
     * Checks that {@code file} is an ordinary file (following links) without opening it.
     *
     * @throws FileProblem if it is not, or cannot be looked at
     */
    public static void ordinary(Path file) throws FileProblem {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw reading(file, e);
        }
        if (attributes.isDirectory()) {
            throw new FileProblem(FileProblem.Kind.FOLDER, Texts.format("file.folder", shown(file)));
        }
        if (!attributes.isRegularFile()) {
            throw new FileProblem(FileProblem.Kind.NOT_A_FILE, Texts.format("file.notAFile", shown(file)));
        }
    }

    /**
     * Writes {@code body} to {@code target} atomically: into a temporary file beside it, forced to
     * the disk, then moved over it, keeping the old file's permissions. On any failure the old
     * file is as it was and no temporary file is left. What a killed write of the same file left
     * is removed first.
     *
     * @throws FileProblem if the target is a folder or not an ordinary file, or the write failed
     */
    public static void write(Path target, Body body) throws FileProblem {
        Path file = target.toAbsolutePath();
        if (Files.isDirectory(file)) {
            throw new FileProblem(FileProblem.Kind.FOLDER, Texts.format("file.writeFolder", shown(target)));
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new FileProblem(FileProblem.Kind.NOT_A_FILE, Texts.format("file.notAFile", shown(target)));
        }
        removeLeftovers(file.getParent(), "." + stem(file) + ".*" + TEMPORARY_END);
        Path temporary = null;
        try {
            temporary = Files.createFile(temporaryFor(file));
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE);
                    OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16)) {
                body.write(out);
                out.flush();
                channel.force(true);
            }
            if (Files.exists(file) && Files.getFileStore(file).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(file));
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | ReadOnlyFileSystemException e) {
            throw writing(target, e);
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // Its folder went away or turned read-only: there is nothing left to tidy.
                }
            }
        }
    }

    /** Writes {@code lines} to {@code target} as UTF-8, each ended by a line break, atomically as {@link #write}. */
    public static void writeLines(Path target, List<String> lines) throws FileProblem {
        write(target, out -> {
            for (String line : lines) {
                out.write(line.getBytes(StandardCharsets.UTF_8));
                out.write('\n');
            }
        });
    }

    /** Returns whether a file can be made in {@code folder}: a hidden empty one is made there and removed, as a write makes its temporary file. */
    public static boolean canWriteIn(Path folder) {
        try {
            Files.delete(Files.createTempFile(folder, ".sprite-playground-", ".probe"));
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Removes from {@code folder} the temporary files of writes killed before they ended (older
     * than ten minutes, so that a write of another running copy of the app is never taken), and
     * returns how many it removed. A folder that cannot be listed is left alone.
     */
    public static int removeLeftovers(Path folder) {
        return removeLeftovers(folder, ".*" + TEMPORARY_END);
    }

    private static int removeLeftovers(Path folder, String glob) {
        int removed = 0;
        FileTime before = FileTime.from(Instant.now().minus(LEFT_OVER));
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, glob)) {
            for (Path file : files) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).compareTo(before) < 0) {
                    Files.deleteIfExists(file);
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            return removed;
        }
        return removed;
    }

    /** Returns a new temporary file's path beside {@code file}: hidden, named after it, and ending in {@link #TEMPORARY_END}. */
    static Path temporaryFor(Path file) {
        return file.resolveSibling("." + stem(file) + "." + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1) + TEMPORARY_END);
    }

    /** Returns the part of {@code file}'s name its temporary files start with: glob characters left out, at most 100. */
    private static String stem(Path file) {
        String name = file.getFileName().toString().replaceAll("[*?\\[\\]{}\\\\]", "_");
        return name.length() > 100 ? name.substring(0, 100) : name;
    }

    /** Returns {@code path} as a message shows it: one line, its end kept if long. */
    public static String shown(Path path) {
        return Shown.path(String.valueOf(path));
    }

    private static FileProblem reading(Path file, IOException e) {
        String shown = shown(file);
        if (e instanceof NoSuchFileException) {
            return new FileProblem(FileProblem.Kind.MISSING, Texts.format("file.missing", shown));
        }
        if (e instanceof AccessDeniedException) {
            return new FileProblem(FileProblem.Kind.DENIED, Texts.format("file.denied", shown));
        }
        if (loops(e)) {
            return new FileProblem(FileProblem.Kind.LINK_LOOP, Texts.format("file.linkLoop", shown));
        }
        if (e instanceof FileSystemException f && "Is a directory".equals(f.getReason())) {
            return new FileProblem(FileProblem.Kind.FOLDER, Texts.format("file.folder", shown));
        }
        return new FileProblem(FileProblem.Kind.OTHER, Texts.format("file.cannotRead", shown, reason(e)));
    }

    /**
     * Turns any failure to write {@code target} into the one plain line every save shows, in the
     * window and on the command line: it names the file chosen, never the temporary file beside
     * it, and where the folder is at fault says so by the folder's state (no folder there; a
     * folder that refuses new files, whether read-only, not permitted or a system folder) rather
     * than by the system's own words.
     */
    private static FileProblem writing(Path target, Exception e) {
        String shown = shown(target);
        if (diskFull(e)) {
            return new FileProblem(FileProblem.Kind.DISK_FULL, Texts.format("file.diskFull", shown));
        }
        Path folder = target.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            return new FileProblem(FileProblem.Kind.NO_FOLDER, Texts.format("file.noFolder", shown));
        }
        if (e instanceof AccessDeniedException || e instanceof ReadOnlyFileSystemException || e instanceof NoSuchFileException
                || said(e, "Read-only file system")) {
            return new FileProblem(FileProblem.Kind.DENIED, Texts.format("file.readOnly", shown));
        }
        return new FileProblem(FileProblem.Kind.OTHER, Texts.format("file.cannotWrite", shown, reason(e)));
    }

    private static boolean loops(IOException e) {
        return said(e, "Too many levels of symbolic links");
    }

    /** Returns whether {@code e} or a cause says the disk or the quota is full (ImageIO wraps the cause in its own words). */
    static boolean diskFull(Throwable e) {
        return said(e, "No space left on device") || said(e, "Disk quota exceeded");
    }

    private static boolean said(Throwable e, String words) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String message = t instanceof FileSystemException f ? f.getReason() : t.getMessage();
            if (message != null && message.contains(words)) {
                return true;
            }
        }
        return false;
    }

    private static String reason(Exception e) {
        String message = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
        return Shown.name(message == null ? e.getClass().getSimpleName() : message);
    }

    private static String megabytes(long bytes) {
        return String.valueOf(Math.max(1, bytes >> 20));
    }
}
