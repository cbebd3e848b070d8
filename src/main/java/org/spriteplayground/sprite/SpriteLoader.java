package org.spriteplayground.sprite;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.spriteplayground.files.FileProblem;
import org.spriteplayground.files.SafeFiles;
import org.spriteplayground.i18n.Shown;
import org.spriteplayground.i18n.Texts;

/**
 * Decodes sprite images: the bundled ones from the classpath ({@code /sprites/NAME.png}) and
 * the user's own PNG, GIF, JPEG or BMP files. Every refusal is a {@link SpriteLoadException}
 * with one line fit to show as it is. The image size is read from the file's header before any
 * pixel is decoded, so an oversized image (a decompression bomb) never allocates its raster. A
 * damaged image is refused, not guessed at: a decoder's warning (a JPEG cut short or with stray
 * bytes) and, for PNG, a chunk whose checksum is wrong or a missing end.
 */
public final class SpriteLoader {

    /** The short names of the sprites bundled in the jar, in menu order. */
    public static final List<String> BUNDLED = List.of("jet", "missile", "bomber", "saucer", "crescent");

    /** The largest width or height accepted, in pixels. */
    public static final int MAX_SIDE = 4096;

    /** The largest image file read: a 4096-pixel-square BMP of 32-bit pixels, with room for its header. */
    static final long MAX_FILE_BYTES = 65L << 20;

    /** The formats accepted from files, as ImageIO names them. */
    private static final Set<String> FORMATS = Set.of("png", "gif", "jpeg", "bmp");

    private SpriteLoader() {
    }

    /**
     * Loads the user's image file as a sprite named after the file (without its extension).
     *
     * @throws SpriteLoadException if the path is missing, a folder or unreadable, or the file is
     *     not a PNG, GIF, JPEG or BMP image, is corrupt or truncated, is larger than
     *     {@value #MAX_SIDE} pixels a side, or has no opaque pixel
     */
    public static LoadedSprite load(Path path) {
        String shown = SafeFiles.shown(path);
        byte[] bytes;
        try {
            bytes = SafeFiles.read(path, MAX_FILE_BYTES);
        } catch (FileProblem e) {
            throw new SpriteLoadException(switch (e.kind()) {
                case MISSING -> Texts.format("sprite.noFile", shown);
                case FOLDER -> Texts.format("sprite.isFolder", shown);
                case DENIED -> Texts.format("sprite.denied", shown);
                default -> e.getMessage();
            });
        }
        return decode(bytes, shown, spriteName(path));
    }

    /**
     * Decodes an image held in memory (a sprite embedded in a scene) as the sprite {@code name},
     * with the same checks as a file.
     *
     * @throws SpriteLoadException as {@link #load(Path)}, with "sprite NAME" where a file names its path
     */
    public static LoadedSprite fromBytes(String name, byte[] bytes) {
        return decode(bytes, Texts.format("sprite.named", Shown.name(name)), name);
    }

    private static LoadedSprite decode(byte[] bytes, String shown, String name) {
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            if (in == null) {
                throw new SpriteLoadException(Texts.format("sprite.cannotOpen", shown));
            }
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                throw new SpriteLoadException(Texts.format("sprite.notImage", shown));
            }
            ImageReader reader = readers.next();
            try {
                String format = reader.getFormatName().toLowerCase(Locale.ROOT);
                if (!FORMATS.contains(format)) {
                    throw new SpriteLoadException(Texts.format("sprite.format", shown, format.toUpperCase(Locale.ROOT)));
                }
                if (format.equals("png")) {
                    PngChunks.check(bytes).ifPresent(damage -> {
                        throw new SpriteLoadException(Texts.format("sprite.corrupt", shown, damage));
                    });
                }
                List<String> warnings = new ArrayList<>();
                reader.addIIOReadWarningListener((source, warning) -> warnings.add(warning));
                reader.setInput(in, true, true);
                int width = reader.getWidth(0);
                int height = reader.getHeight(0);
                if (width > MAX_SIDE || height > MAX_SIDE) {
                    throw new SpriteLoadException(Texts.format("sprite.tooLarge", shown, String.valueOf(width), String.valueOf(height), String.valueOf(MAX_SIDE)));
                }
                if (width <= 0 || height <= 0) {
                    throw new SpriteLoadException(Texts.format("sprite.noPixels", shown));
                }
                BufferedImage image = reader.read(0);
                if (!warnings.isEmpty()) {
                    // A decoder's warning (a JPEG cut short, stray bytes inside it) means pixels it made up.
                    throw new SpriteLoadException(Texts.format("sprite.corrupt", shown, Shown.name(warnings.get(0))));
                }
                return fromImage(name, image);
            } finally {
                reader.dispose();
            }
        } catch (SpriteLoadException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new SpriteLoadException(Texts.format("sprite.corrupt", shown, Shown.name(oneLine(e))));
        }
    }

    /** Returns {@code image} as PNG bytes, straight (not premultiplied) ARGB: how a scene embeds a user's sprite. */
    public static byte[] toPng(BufferedImage image) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try {
            ImageIO.write(argb(image), "png", out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("PNG encoding in memory failed", e); // not shown
        }
        return out.toByteArray();
    }

    /** Returns the file name without its extension: "My Jet.png" gives "My Jet". */
    static String spriteName(Path path) {
        String file = path.getFileName().toString();
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }

    private static String oneLine(Exception e) {
        String message = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        return message.lines().findFirst().orElse(message);
    }

    /**
     * Loads a bundled sprite by short name.
     *
     * @throws SpriteLoadException naming the sprite if it is unknown or cannot be decoded
     */
    public static LoadedSprite bundled(String name) {
        if (!BUNDLED.contains(name)) {
            throw new SpriteLoadException(Texts.format("sprite.noBundled", name, String.join(", ", BUNDLED)));
        }
        String resource = "/sprites/" + name + ".png";
        try (InputStream in = SpriteLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new SpriteLoadException(Texts.format("sprite.bundledMissing", resource));
            }
            BufferedImage image = ImageIO.read(in);
            if (image == null) {
                throw new SpriteLoadException(Texts.format("sprite.bundledUnreadable", resource));
            }
            return fromImage(name, image);
        } catch (IOException e) {
            throw new SpriteLoadException(Texts.format("sprite.bundledCannotRead", resource, String.valueOf(e.getMessage())));
        }
    }

    /** Wraps a decoded image: its ARGB copy for drawing and its mask for collisions. */
    public static LoadedSprite fromImage(String name, BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        BufferedImage argb = argb(image);
        int[] pixels = argb.getRGB(0, 0, w, h, null, 0, w);
        Sprite sprite = new Sprite(name, AlphaMask.fromArgb(w, h, pixels));
        if (sprite.opaquePixels() == 0) {
            throw new SpriteLoadException(Texts.format("sprite.noOpaque", name, String.valueOf(AlphaMask.ALPHA_THRESHOLD)));
        }
        return new LoadedSprite(sprite, argb);
    }

    /** Returns a copy of {@code image} in straight (not premultiplied) ARGB. */
    private static BufferedImage argb(BufferedImage image) {
        return copy(image, BufferedImage.TYPE_INT_ARGB);
    }

    /** Returns a copy of {@code image} drawn into a new image of {@code type} ({@link BufferedImage#TYPE_INT_ARGB} and the like). */
    public static BufferedImage copy(BufferedImage image, int type) {
        BufferedImage copy = new BufferedImage(image.getWidth(), image.getHeight(), type);
        Graphics2D g = copy.createGraphics();
        try {
            g.drawImage(image, 0, 0, null);
        } finally {
            g.dispose();
        }
        return copy;
    }
}
