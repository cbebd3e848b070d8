package org.spriteplayground.files;

import java.io.IOException;

/** A file that cannot be read or written, with one plain line that names it and what went wrong. */
public final class FileProblem extends IOException {

    /** What went wrong, so that a caller can word the common cases for its own kind of file. */
    public enum Kind {
        /** Nothing is there. */
        MISSING,
        /** A folder where a file was wanted. */
        FOLDER,
        /** A device, a named pipe or a socket: never read, never written over. */
        NOT_A_FILE,
        /** A link that leads round in a loop. */
        LINK_LOOP,
        /** More bytes than the reader takes. */
        TOO_BIG,
        /** Not allowed to read it, or to write in its folder. */
        DENIED,
        /** The disk (or the user's quota) is full. */
        DISK_FULL,
        /** The folder to write in does not exist. */
        NO_FOLDER,
        /** Anything else the system reported. */
        OTHER
    }

    private final Kind kind;

    FileProblem(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    /** Returns what went wrong. */
    public Kind kind() {
        return kind;
    }
}
