package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;

/** A long experiment says each tenth done on standard error, once each, and nothing at the end. */
class CliProgressTest {

    @Test
    void eachTenthIsSaidOnce() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        IntConsumer progress = CliCommands.tenths(new PrintStream(err, true, StandardCharsets.UTF_8), "experiment");
        for (int percent : new int[] {0, 3, 10, 10, 12, 25, 25, 31, 48, 50, 67, 70, 89, 95, 99, 100}) {
            progress.accept(percent);
        }
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "sprite-playground experiment: 10\u00A0% done", "sprite-playground experiment: 20\u00A0% done", "sprite-playground experiment: 30\u00A0% done",
                "sprite-playground experiment: 40\u00A0% done", "sprite-playground experiment: 50\u00A0% done", "sprite-playground experiment: 60\u00A0% done",
                "sprite-playground experiment: 70\u00A0% done", "sprite-playground experiment: 80\u00A0% done", "sprite-playground experiment: 90\u00A0% done");
    }
}
