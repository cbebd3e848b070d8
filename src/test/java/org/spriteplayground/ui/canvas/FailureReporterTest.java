package org.spriteplayground.ui.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What makes two failures "the same", so that a repeating failure is logged and shown once. */
class FailureReporterTest {

    @Test
    void theSameFailureWithAChangingMessageIsOneFailure() {
        RuntimeException at3 = fail(3);
        RuntimeException at4 = fail(4);
        assertThat(at3.getMessage()).isNotEqualTo(at4.getMessage());
        assertThat(FailureReporter.key("The tick", at3)).isEqualTo(FailureReporter.key("The tick", at4));
    }

    @Test
    void anotherPlaceTypeOrLineIsAnotherFailure() {
        RuntimeException first = fail(1);
        assertThat(FailureReporter.key("The tick", first)).isNotEqualTo(FailureReporter.key("Drawing the lesson", first));
        assertThat(FailureReporter.key("The tick", first)).isNotEqualTo(FailureReporter.key("The tick", new IllegalStateException("index 1")));
        assertThat(FailureReporter.key("The tick", first)).isNotEqualTo(FailureReporter.key("The tick", otherLine(1)));
    }

    private static RuntimeException fail(int index) {
        try {
            throw new IndexOutOfBoundsException("index " + index + " out of bounds for length 2");
        } catch (IndexOutOfBoundsException e) {
            return e;
        }
    }

    private static RuntimeException otherLine(int index) {
        return new IndexOutOfBoundsException("index " + index + " out of bounds for length 2");
    }
}
