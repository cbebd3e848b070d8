package org.spriteplayground.sprite;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sprite.art.SpriteArt;

/** The committed sprites are exactly what the generator draws, and the loader bundles them all. */
class BundledSpritesTest {

    private static final Path FOLDER = Path.of(System.getProperty("spriteplayground.sprites.dir", "sprites"));

    @Test
    void committedFilesEqualTheGeneratorsOutput() throws IOException {
        Map<String, BufferedImage> drawn = SpriteArt.all();
        assertThat(pngNames()).containsExactlyInAnyOrderElementsOf(drawn.keySet());
        for (Map.Entry<String, BufferedImage> e : drawn.entrySet()) {
            BufferedImage committed = ImageIO.read(FOLDER.resolve(e.getKey() + ".png").toFile());
            BufferedImage fresh = e.getValue();
            assertThat(committed.getWidth()).as(e.getKey()).isEqualTo(fresh.getWidth());
            assertThat(committed.getHeight()).as(e.getKey()).isEqualTo(fresh.getHeight());
            int w = fresh.getWidth();
            int h = fresh.getHeight();
            assertThat(committed.getRGB(0, 0, w, h, null, 0, w))
                    .as("%s.png differs from SpriteArt: run GenerateSprites (see sprites/README.md)", e.getKey())
                    .isEqualTo(fresh.getRGB(0, 0, w, h, null, 0, w));
        }
    }

    @Test
    void loaderBundlesEveryFileWithTransparentCornersAndSomeOpaquePixels() throws IOException {
        assertThat(SpriteLoader.BUNDLED).containsExactlyInAnyOrderElementsOf(pngNames());
        for (String name : SpriteLoader.BUNDLED) {
            LoadedSprite loaded = SpriteLoader.bundled(name);
            AlphaMask mask = loaded.sprite().mask();
            assertThat(mask.isOpaque(0, 0) || mask.isOpaque(mask.width() - 1, mask.height() - 1)).as(name).isFalse();
            assertThat(loaded.sprite().opaquePixels()).as(name).isBetween(1, mask.width() * mask.height() - 1);
        }
    }

    @Test
    void jetHasSeed004sSize() {
        Sprite jet = SpriteLoader.bundled("jet").sprite();
        assertThat(jet.width()).isEqualTo(60);
        assertThat(jet.height()).isEqualTo(80);
    }

    @Test
    void saucerGlowIsBelowTheOpaqueThreshold() {
        LoadedSprite saucer = SpriteLoader.bundled("saucer");
        int glow = saucer.image().getRGB(32, 1);
        assertThat(glow >>> 24).isBetween(1, AlphaMask.ALPHA_THRESHOLD - 1);
        assertThat(saucer.sprite().mask().isOpaque(32, 1)).isFalse();
        assertThat(saucer.sprite().mask().isOpaque(32, 32)).isTrue();
    }

    private static java.util.Set<String> pngNames() throws IOException {
        try (Stream<Path> files = Files.list(FOLDER)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".png"))
                    .map(n -> n.substring(0, n.length() - 4))
                    .collect(Collectors.toSet());
        }
    }
}
