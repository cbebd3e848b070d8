package org.spriteplayground.sprite.art;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.imageio.ImageIO;

/** Writes every sprite of {@link SpriteArt} as {@code NAME.png} into the folder named first. */
public final class GenerateSprites {

    private GenerateSprites() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: GenerateSprites OUTPUT_FOLDER");
            System.exit(2);
        }
        Path folder = Path.of(args[0]);
        Files.createDirectories(folder);
        for (Map.Entry<String, BufferedImage> e : SpriteArt.all().entrySet()) {
            Path file = folder.resolve(e.getKey() + ".png");
            ImageIO.write(e.getValue(), "png", file.toFile());
            System.out.println("wrote " + file);
        }
    }
}
