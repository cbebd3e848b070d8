package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** A name echoed from input is one line, steers no terminal, turns no text, and is cut to a readable length. */
class ShownNamesTest {

    @Test
    void controlAndBidiCharactersAreEscaped() {
        assertThat(Shown.name("a\nb\rc\td")).isEqualTo("a\\nb\\rc\\td");
        assertThat(Shown.name("\u001b[2J")).isEqualTo("\\u001B[2J");
        assertThat(Shown.name("abc\u202Egnp.exe")).isEqualTo("abc\\u202Egnp.exe");
        assertThat(Shown.name("x\u2028y\u0085z")).isEqualTo("x\\u2028y\\u0085z");
        assertThat(Shown.name("Düsenjet ✈ 𝒳")).isEqualTo("Düsenjet ✈ 𝒳");
    }

    @Test
    void aLongNameKeepsItsStartAndAPathItsEnd() {
        String name = "n".repeat(10_000_000);
        assertThat(Shown.name(name)).hasSize(Shown.LONGEST).endsWith("…");
        String path = "/" + "folder/".repeat(100) + "my.scene.json";
        assertThat(Shown.path(path)).startsWith("…").endsWith("/my.scene.json").hasSize(2 * Shown.LONGEST);
    }

    @Test
    void randomInputAlwaysGivesOneShortLineOfWholeCharacters() {
        Random random = new Random(25);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder s = new StringBuilder();
            for (int n = random.nextInt(300); n > 0; n--) {
                s.appendCodePoint(random.nextInt(4) == 0 ? random.nextInt(0x30) : random.nextInt(0x10FFFF));
            }
            String shown = Shown.name(s.toString());
            assertThat(shown.codePoints().filter(c -> Character.getType(c) == Character.CONTROL || c == 0x202E || c == 0x2028)).isEmpty();
            assertThat(shown.length()).isLessThanOrEqualTo(Shown.LONGEST);
            if (shown.endsWith("…") && s.length() > Shown.LONGEST) {
                assertThat(Character.isHighSurrogate(shown.charAt(shown.length() - 2))).as("a pair cut in two").isFalse();
            }
        }
    }
}
