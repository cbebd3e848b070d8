package org.spriteplayground.sprite;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Decodes sprite images: the bundled ones from the classpath ({@code /sprites/NAME.png}).
 * The only class of this package that touches AWT.
 */
public final class SpriteLoader {

    /** The short names of the sprites bundled in the jar, in menu order. */
    public static final List<String> BUNDLED = List.of("jet", "missile", "bomber", "saucer", "crescent");

    private SpriteLoader() {
    }

    /**
     * Loads a bundled sprite by short name.
     *
     * @throws SpriteLoadException naming the sprite if it is unknown or cannot be decoded
     */
    public static LoadedSprite bundled(String name) {
        if (!BUNDLED.contains(name)) {
            throw new SpriteLoadException("no bundled sprite named '" + name + "' (bundled: " + String.join(", ", BUNDLED) + ")");
        }
        String resource = "/sprites/" + name + ".png";
        try (InputStream in = SpriteLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new SpriteLoadException("bundled sprite " + resource + " is missing from the application");
            }
            BufferedImage image = ImageIO.read(in);
            if (image == null) {
                throw new SpriteLoadException("bundled sprite " + resource + " is not a readable image");
            }
            return fromImage(name, image);
        } catch (IOException e) {
            throw new SpriteLoadException("cannot read bundled sprite " + resource + ": " + e.getMessage());
        }
    }

    /** Wraps a decoded image: its ARGB copy for drawing and its mask for collisions. */
    public static LoadedSprite fromImage(String name, BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        BufferedImage argb = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = argb.createGraphics();
        try {
            g.drawImage(image, 0, 0, null);
        } finally {
            g.dispose();
        }
        int[] pixels = argb.getRGB(0, 0, w, h, null, 0, w);
        Sprite sprite = new Sprite(name, AlphaMask.fromArgb(w, h, pixels));
        if (sprite.opaquePixels() == 0) {
            throw new SpriteLoadException("sprite '" + name + "' has no opaque pixel (alpha >= " + AlphaMask.ALPHA_THRESHOLD + ")");
        }
        return new LoadedSprite(sprite, argb);
    }
}
