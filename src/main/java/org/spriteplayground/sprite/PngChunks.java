package org.spriteplayground.sprite;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.zip.CRC32;
import org.spriteplayground.i18n.Texts;

/**
 * The chunk structure of a PNG file, checked before it is decoded: Java's decoder does not check
 * the chunks' checksums, so a damaged header or a file cut short would otherwise be drawn. Each
 * chunk is a 4-byte length, a 4-byte type, its data and a CRC-32 of type and data; the last is IEND.
 */
final class PngChunks {

    private static final int SIGNATURE = 8;

    private PngChunks() {
    }

    /** Returns what is wrong with the chunks of the PNG file {@code bytes}, or empty if every chunk is whole up to IEND. */
    static Optional<String> check(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        int at = SIGNATURE;
        while (at + 12 <= bytes.length) {
            long length = buffer.getInt(at) & 0xFFFFFFFFL;
            if (length > bytes.length - at - 12L) {
                return Optional.of(Texts.text("sprite.png.cutShort"));
            }
            int end = at + 8 + (int) length;
            CRC32 crc = new CRC32();
            crc.update(bytes, at + 4, 4 + (int) length);
            String type = type(bytes, at + 4);
            if ((int) crc.getValue() != buffer.getInt(end)) {
                return Optional.of(Texts.format("sprite.png.checksum", type));
            }
            if (type.equals("IEND")) {
                return Optional.empty();
            }
            at = end + 4;
        }
        return Optional.of(Texts.text("sprite.png.cutShort"));
    }

    private static String type(byte[] b, int at) {
        String type = new String(b, at, 4, StandardCharsets.ISO_8859_1);
        return type.chars().allMatch(c -> Character.isLetter(c)) ? type : "?";
    }
}
