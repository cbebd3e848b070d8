package org.spriteplayground.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalLong;

/**
 * How long this process has run, for the start-up figures. On Linux {@link ProcessHandle}'s start
 * instant is the boot time, which the kernel gives in whole seconds, plus the process's start
 * after boot: it is off by up to a second, the same amount in every process until the next boot,
 * so a start-up time taken from it was hundreds of milliseconds too long. There the age is taken
 * from {@code /proc} alone, to the kernel's clock tick (10 ms): the seconds since boot now
 * ({@code /proc/uptime}) less the process's start after boot ({@code /proc/self/stat}). Elsewhere,
 * where the start instant is exact, it is used. A JVM started by a {@link QuickStart} adds the age
 * its launching JVM had when it started it ({@value #LAUNCHER_AGE}), so that a start is timed from
 * the command the user gave.
 */
final class ProcessAge {

    /** The kernel's clock ticks a second in {@code /proc/self/stat} (USER_HZ, 100 on every Linux the JDK runs on). */
    static final int TICKS_PER_SECOND = 100;

    /** Field 22 of {@code /proc/PID/stat} is the start after boot; fields after the name, which ends with ')', start at 3. */
    private static final int START_FIELD_AFTER_NAME = 22 - 3;

    /** The system property holding the launching JVM's age in milliseconds when it started this one. */
    static final String LAUNCHER_AGE = "spriteplayground.launcherAgeMillis";

    private ProcessAge() {
    }

    /**
     * Returns the milliseconds since this process started, plus its launcher's age when it started
     * this one ({@value #LAUNCHER_AGE}), or -1 if no clock says.
     */
    static long millis() {
        long own = ownMillis();
        return own < 0 ? own : own + Math.max(0, Long.getLong(LAUNCHER_AGE, 0));
    }

    private static long ownMillis() {
        Instant now = Instant.now();
        OptionalLong linux = fromProc(Path.of("/proc/uptime"), Path.of("/proc/self/stat"));
        if (linux.isPresent()) {
            return linux.getAsLong();
        }
        return ProcessHandle.current().info().startInstant().map(start -> Duration.between(start, now).toMillis()).orElse(-1L);
    }

    /** Returns the age from an uptime file and a stat file as Linux writes them, or empty if they cannot be read. */
    static OptionalLong fromProc(Path uptimeFile, Path statFile) {
        try {
            double uptimeSeconds = Double.parseDouble(Files.readString(uptimeFile, StandardCharsets.US_ASCII).strip().split("\\s+")[0]);
            return age(uptimeSeconds, Files.readString(statFile, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** Returns the age in milliseconds at {@code uptimeSeconds} after boot of the process whose stat line is {@code stat}. */
    static OptionalLong age(double uptimeSeconds, String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).strip().split(" ");
        long startTicks = Long.parseLong(fields[START_FIELD_AFTER_NAME]);
        return OptionalLong.of(Math.round(uptimeSeconds * 1000) - startTicks * 1000 / TICKS_PER_SECOND);
    }
}
