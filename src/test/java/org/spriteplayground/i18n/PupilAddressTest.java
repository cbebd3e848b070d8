package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Pupils of fifteen are addressed as du / tu: no text a pupil reads ({@link PupilTexts}) speaks to
 * its reader as Sie or vous. In German the polite forms are the capitalised Sie, Ihr, Ihnen and Ihre
 * inside a sentence (at a sentence's start "Sie" is as often "they"); in French they are vous,
 * votre, vos, and the imperative in -ez ("Essayez").
 */
class PupilAddressTest {

    private static final Pattern GERMAN = Pattern.compile("(?<=[\\p{L}\\p{N},;)]\\s)(?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\\b");
    private static final Pattern FRENCH = Pattern.compile("(?iu)\\b(?:vous|votre|vos|faites|dites|(?!assez\\b|chez\\b|nez\\b)\\p{L}+ez)\\b");

    @ParameterizedTest
    @ValueSource(strings = {"de", "fr"})
    void noTextAPupilReadsSaysSieOrVous(String language) throws IOException {
        Map<String, String> texts = PupilTexts.of("_" + language);
        assertThat(texts).as("texts pupils read").hasSizeGreaterThan(300);
        List<String> found = new ArrayList<>();
        texts.forEach((key, text) -> {
            Matcher polite = (language.equals("de") ? GERMAN : FRENCH).matcher(text);
            while (polite.find()) {
                found.add(key + ": " + polite.group());
            }
        });
        assertThat(found).isEmpty();
    }

    @Test
    void theScanTellsTheAddressFromTheirAndShe() {
        assertThat(GERMAN.matcher("Ziehen Sie die Kreise.").find()).isTrue();
        assertThat(GERMAN.matcher("Die Kreise und Ihre Ränder treffen sich").find()).isTrue();
        assertThat(GERMAN.matcher("Ihre Ränder treffen sich. Sie überlappen. „Sie“").find()).isFalse();
        assertThat(FRENCH.matcher("Essayez Uniforme").find()).isTrue();
        assertThat(FRENCH.matcher("Faites glisser les cercles").find()).isTrue();
        assertThat(FRENCH.matcher("le point que vous dirigez").find()).isTrue();
        assertThat(FRENCH.matcher("Essaie Uniforme, assez vite, chez toi").find()).isFalse();
    }
}
