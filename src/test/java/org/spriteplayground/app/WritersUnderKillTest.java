package org.spriteplayground.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.experiment.Csv;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.scene.BodyPose;
import org.spriteplayground.scene.Scene;
import org.spriteplayground.scene.SceneFiles;
import org.spriteplayground.worksheet.WorksheetWriter;

/**
 * Each of the app's writers, run in a child JVM that rewrites its file over and over, is killed
 * (SIGKILL) at a random moment: the file is then always a whole version, never a cut one.
 */
class WritersUnderKillTest {

    /** The app's writers, each with a large enough file that a kill lands inside a write. */
    enum Writer {
        /** {@code report}/{@code experiment --out}, the readouts and the tightness table: {@link Csv#write}. */
        CSV("out.csv") {
            @Override
            void write(Path file, int version) throws Exception {
                List<String> lines = new ArrayList<>();
                for (int i = 0; i < 200_000; i++) {
                    lines.add(version + "," + i + ",0.123456789,0.987654321");
                }
                lines.add("end," + version);
                Csv.write(file, lines);
            }

            @Override
            void assertWhole(Path file) throws IOException {
                List<String> lines = Files.readAllLines(file);
                String version = lines.get(0).split(",")[0];
                assertThat(lines).hasSize(200_001).last().isEqualTo("end," + version);
            }
        },
        /** File > Save scene: {@link SceneFiles#write}. */
        SCENE("big.scene.json") {
            @Override
            void write(Path file, int version) throws Exception {
                byte[] sprite = new byte[3 << 20];
                new Random(version).nextBytes(sprite);
                SceneFiles.write(new Scene("flying-jets", Map.of(), List.of(new BodyPose("flyer", version, 1, 0, Double.NaN)), List.of("CIRCLES"),
                        1, version, Map.of("mine", sprite)), file);
            }

            @Override
            void assertWhole(Path file) throws Exception {
                assertThat(SceneFiles.read(file).sprites().get("mine")).hasSize(3 << 20);
            }
        },
        /** Export > Worksheet and {@code worksheet}: {@link WorksheetWriter#save}. */
        WORKSHEET("w.pdf") {
            @Override
            void write(Path file, int version) throws Exception {
                try (PDDocument doc = new PDDocument()) {
                    for (int i = 0; i < 2_000 + version % 2; i++) {
                        doc.addPage(new PDPage());
                    }
                    WorksheetWriter.save(doc, file);
                }
            }

            @Override
            void assertWhole(Path file) throws Exception {
                try (PDDocument doc = Loader.loadPDF(file.toFile())) {
                    assertThat(doc.getNumberOfPages()).isBetween(2_000, 2_001);
                }
            }
        },
        /** Export > PNG of the world or the chart: {@link SafeFiles#write} with ImageIO. */
        PNG("world.png") {
            @Override
            void write(Path file, int version) throws Exception {
                BufferedImage image = new BufferedImage(1500, 1500, BufferedImage.TYPE_INT_RGB);
                Random random = new Random(version);
                for (int y = 0; y < image.getHeight(); y++) {
                    for (int x = 0; x < image.getWidth(); x++) {
                        image.setRGB(x, y, random.nextInt());
                    }
                }
                SafeFiles.write(file, out -> ImageIO.write(image, "png", out));
            }

            @Override
            void assertWhole(Path file) throws IOException {
                BufferedImage image = ImageIO.read(file.toFile());
                assertThat(image.getWidth()).isEqualTo(1500);
                assertThat(image.getRGB(1499, 1499)).isNotZero();
            }
        };

        final String name;

        Writer(String name) {
            this.name = name;
        }

        abstract void write(Path file, int version) throws Exception;

        abstract void assertWhole(Path file) throws Exception;
    }

    /** Rewrites the file in its second argument with the writer named in its first, for ever. */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            Writer writer = Writer.valueOf(args[0]);
            for (int version = 1; ; version++) {
                writer.write(Path.of(args[1]), version);
            }
        }
    }

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Writer.class)
    void aKillAtAnyMomentLeavesAWholeFile(Writer writer) throws Exception {
        Path file = dir.resolve(writer.name);
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Djava.awt.headless=true",
                "-cp", System.getProperty("java.class.path"), Child.class.getName(), writer.name(), file.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (!(Files.exists(file) && writing()) && System.nanoTime() < deadline && child.isAlive()) {
                Thread.sleep(5);
            }
            assertThat(writing()).as("a second version was being written when the child was killed").isTrue();
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
        writer.assertWhole(file);
    }

    private boolean writing() throws IOException {
        try (var files = Files.list(dir)) {
            return files.anyMatch(p -> p.getFileName().toString().endsWith(".part"));
        }
    }
}
