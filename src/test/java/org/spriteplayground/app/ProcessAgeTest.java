package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ProcessAgeTest {

    @Test
    void theAgeIsTheUptimeLessTheStartAfterBootEvenWithBracketsAndSpacesInTheName() {
        // 1234.56 s after boot; the process started 1000.25 s after boot (100025 ticks), field 22.
        String stat = "4242 (a) (b c) S 1 4242 4242 0 -1 4194304 100 0 0 0 5 3 0 0 20 0 12 0 100025 999 7";
        assertThat(ProcessAge.age(1234.56, stat)).hasValue(234_310);
    }

    @Test
    void onLinuxTheAgeAgreesWithTheJvmsOwnClockToAFewTicks() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "Linux only");
        long uptime = ManagementFactory.getRuntimeMXBean().getUptime();
        long age = ProcessAge.millis();
        // The process starts a little before the JVM records its start; the boot time rounded to
        // whole seconds (what ProcessHandle.startInstant() adds) would be off by up to 1,000 ms.
        assertThat(age).isBetween(uptime - 3L * 1000 / ProcessAge.TICKS_PER_SECOND, uptime + 150);
    }

    @Test
    void aWindowsJvmCountsFromItsLaunchersStart() {
        long own = ProcessAge.millis();
        System.setProperty(ProcessAge.LAUNCHER_AGE, "100000");
        try {
            assertThat(ProcessAge.millis()).isBetween(own + 100_000, own + 100_000 + 60_000);
        } finally {
            System.clearProperty(ProcessAge.LAUNCHER_AGE);
        }
    }

    @Test
    void unreadableFilesGiveNoAge() {
        assertThat(ProcessAge.fromProc(Path.of("/no/such/uptime"), Path.of("/no/such/stat"))).isEmpty();
    }
}
