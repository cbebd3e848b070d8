package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.scene.PresetScenes;

/**
 * A seeded mutation fuzzer over the bundled preset scenes, run through {@code worksheet FILE}:
 * byte flips, cuts, inserted bytes, numbers out of range, deep nesting, UTF-16, wrong types,
 * names said twice, names with control characters or of ten megabytes. Every case ends with
 * exit 0 (the mutation left a valid scene) or exit 2 and one clean line on standard error, never
 * an exception, a second line, a control character or a hang.
 */
class SceneFuzzTest {

    private static final int CASES = 220;
    private static final long SEED = 2525;

    @TempDir
    Path dir;

    @Test
    void everyMutatedSceneGetsExitTwoAndOneCleanLineOrIsValid() throws IOException {
        List<byte[]> presets = presets();
        Random random = new Random(SEED);
        int refused = 0;
        for (int i = 0; i < CASES; i++) {
            byte[] base = presets.get(random.nextInt(presets.size()));
            Mutation mutation = MUTATIONS.get(i % MUTATIONS.size());
            byte[] mutated = mutation.apply().apply(base, random);
            Path scene = Files.write(dir.resolve("case-" + i + ".scene.json"), mutated);
            String name = "case " + i + " (" + mutation.name() + ")";
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> Main.run(
                    new String[] {"worksheet", scene.toString(), "--out", dir.resolve("w.pdf").toString()},
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)),
                    () -> name + " hung");
            String said = err.toString(StandardCharsets.UTF_8);
            String what = name + ": " + said;
            assertThat(code).as(what).isIn(0, Main.EXIT_USAGE);
            if (code == Main.EXIT_USAGE) {
                refused++;
                assertThat(said).as(what).startsWith("sprite-playground worksheet: ").endsWith(System.lineSeparator()).hasLineCount(1);
                assertThat(said.strip().codePoints().filter(c -> Character.getType(c) == Character.CONTROL || c == 0x202E)).as(what).isEmpty();
                assertThat(said.length()).as(what).isLessThan(700);
            } else {
                assertThat(said).as(what).isEmpty();
            }
        }
        assertThat(refused).as("most mutations make a scene invalid").isGreaterThan(CASES / 2);
    }

    /** A named way to spoil a scene's bytes. */
    private record Mutation(String name, BiFunction<byte[], Random, byte[]> apply) {
    }

    private static final List<Mutation> MUTATIONS = List.of(
            new Mutation("flip a byte", (b, r) -> {
                byte[] c = b.clone();
                c[r.nextInt(c.length)] ^= (byte) (1 << r.nextInt(8));
                return c;
            }),
            new Mutation("cut", (b, r) -> java.util.Arrays.copyOf(b, r.nextInt(b.length))),
            new Mutation("insert bytes", (b, r) -> {
                byte[] noise = new byte[1 + r.nextInt(40)];
                r.nextBytes(noise);
                int at = r.nextInt(b.length);
                return concat(java.util.Arrays.copyOf(b, at), noise, java.util.Arrays.copyOfRange(b, at, b.length));
            }),
            new Mutation("odd number", (b, r) -> text(b).replaceFirst("(\"[xy]\": )[-0-9.]+",
                    "$1" + List.of("NaN", "1e999", "-1e999", "1e308", "0x10", "--1", "1.", ".5", "99999999999999999999").get(r.nextInt(9))).getBytes(StandardCharsets.UTF_8)),
            new Mutation("deep nesting", (b, r) -> text(b).replaceFirst("\"lesson\": ", "\"lesson\": " + "[".repeat(1 + r.nextInt(100_000))).getBytes(StandardCharsets.UTF_8)),
            new Mutation("UTF-16", (b, r) -> text(b).getBytes(r.nextBoolean() ? StandardCharsets.UTF_16 : StandardCharsets.UTF_16LE)),
            new Mutation("wrong type", (b, r) -> text(b).replaceFirst(List.of("\"lesson\": \"[^\"]*\"", "\"bodies\": \\[", "\"schemaVersion\": 1", "\"x\": [-0-9.]+").get(r.nextInt(4)),
                    List.of("\"lesson\": {}", "\"bodies\": [[", "\"schemaVersion\": \"1\"", "\"x\": true").get(r.nextInt(4))).getBytes(StandardCharsets.UTF_8)),
            new Mutation("a name twice", (b, r) -> text(b).replaceFirst("\\{", "{\"schemaVersion\": " + (1 + r.nextInt(2)) + ",").getBytes(StandardCharsets.UTF_8)),
            new Mutation("control characters in a name", (b, r) -> text(b).replaceFirst("\"name\": \"[^\"]*\"", "\"name\": \"jet\\\\n\\\\u001b[2J\\\\u202Egnp\"").getBytes(StandardCharsets.UTF_8)),
            new Mutation("a huge name", (b, r) -> text(b).replaceFirst("\"lesson\": \"[^\"]*\"", "\"lesson\": \"" + "n".repeat(10_000_000) + "\"").getBytes(StandardCharsets.UTF_8)),
            new Mutation("drop a line", (b, r) -> {
                List<String> lines = new ArrayList<>(text(b).lines().toList());
                lines.remove(r.nextInt(lines.size()));
                return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
            }));

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            all.writeBytes(p);
        }
        return all.toByteArray();
    }

    private static List<byte[]> presets() throws IOException {
        List<byte[]> all = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            String folder = PresetScenes.FOLDER + entry.id() + "/";
            try (InputStream index = SceneFuzzTest.class.getResourceAsStream(folder + PresetScenes.INDEX)) {
                if (index == null) {
                    continue;
                }
                // A sheet of 100,000 jets runs 600 steps of a 15 ms tick: the benchmarks time that, not the fuzzer's 20 s limit.
                for (String file : new String(index.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                        .filter(l -> l.endsWith(".json") && !l.endsWith("-100000-jets.scene.json")).toList()) {
                    try (InputStream in = SceneFuzzTest.class.getResourceAsStream(folder + file)) {
                        all.add(in.readAllBytes());
                    }
                }
            }
        }
        assertThat(all).hasSizeGreaterThan(10);
        return all;
    }
}
