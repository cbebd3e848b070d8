package org.spriteplayground.sprite;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import javax.imageio.ImageIO;

/** Makes good and bad image files for the loader's tests, in a folder of the test's own. */
public final class ImageFiles {

    private ImageFiles() {
    }

    /** A small opaque disc on transparency, written in {@code format} (png, gif, jpeg, bmp). */
    public static Path disc(Path folder, String format) {
        boolean alpha = format.equals("png");
        BufferedImage image = new BufferedImage(40, 30, alpha ? BufferedImage.TYPE_INT_ARGB : BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            if (!alpha) {
                g.setColor(Color.WHITE);
                g.fillRect(0, 0, 40, 30);
            }
            g.setColor(Color.RED);
            g.fillOval(5, 5, 20, 20);
        } finally {
            g.dispose();
        }
        return write(folder.resolve("disc." + (format.equals("jpeg") ? "jpg" : format)), image, format);
    }

    /** A fully transparent PNG: no opaque pixel. */
    public static Path transparent(Path folder) {
        return write(folder.resolve("empty.png"), new BufferedImage(16, 16, BufferedImage.TYPE_INT_ARGB), "png");
    }

    /** A text file with an image's name. */
    public static Path notAnImage(Path folder) {
        return bytes(folder.resolve("notes.png"), "this is a text file, not a picture\n".getBytes(StandardCharsets.UTF_8));
    }

    /** A real PNG cut off halfway through its pixel data. */
    public static Path truncated(Path folder) {
        BufferedImage image = new BufferedImage(64, 64, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                image.setRGB(x, y, 0xFF000000 | (x * 7919 + y * 104729) & 0xFFFFFF);
            }
        }
        Path whole = write(folder.resolve("whole.png"), image, "png");
        try {
            byte[] all = Files.readAllBytes(whole);
            return bytes(folder.resolve("truncated.png"), Arrays.copyOf(all, all.length / 2));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The PNG signature followed by noise. */
    public static Path corrupt(Path folder) {
        byte[] data = new byte[200];
        byte[] signature = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
        System.arraycopy(signature, 0, data, 0, 8);
        for (int i = 8; i < data.length; i++) {
            data[i] = (byte) (i * 37);
        }
        return bytes(folder.resolve("corrupt.png"), data);
    }

    /**
     * A decompression bomb: a well-formed PNG whose header claims {@code side} x {@code side}
     * RGBA pixels, with a few bytes of data. Decoding it would need side&sup2; &times; 4 bytes.
     */
    public static Path bomb(Path folder, int side) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        ByteBuffer header = ByteBuffer.allocate(13).putInt(side).putInt(side).put((byte) 8).put((byte) 6).put((byte) 0).put((byte) 0).put((byte) 0);
        chunk(out, "IHDR", header.array());
        Deflater deflater = new Deflater();
        deflater.setInput(new byte[4096]);
        deflater.finish();
        byte[] compressed = new byte[8192];
        int length = deflater.deflate(compressed);
        chunk(out, "IDAT", Arrays.copyOf(compressed, length));
        chunk(out, "IEND", new byte[0]);
        return bytes(folder.resolve("bomb.png"), out.toByteArray());
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(name);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    private static Path write(Path file, BufferedImage image, String format) {
        try {
            if (!ImageIO.write(image, format, file.toFile())) {
                throw new IllegalStateException("no writer for " + format);
            }
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path bytes(Path file, byte[] data) {
        try {
            return Files.write(file, data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
