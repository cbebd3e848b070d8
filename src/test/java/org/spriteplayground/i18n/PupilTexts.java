package org.spriteplayground.i18n;

import java.io.IOException;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * The texts a pupil reads, by the rule of this package's package-info: every text of the lessons
 * (seedlessons, morelessons), the side panels and the glossary but the notes for the teacher; the
 * canvas legend, the charts and maps; the overlay switches; and a worksheet's question page (not
 * its answer key).
 */
final class PupilTexts {

    private static final Set<String> WHOLE = Set.of("org.spriteplayground.i18n.seedlessons", "org.spriteplayground.i18n.morelessons",
            "org.spriteplayground.i18n.panels", Glossary.BUNDLE);

    private PupilTexts() {
    }

    /** Whether the text {@code key} of {@code family} is read by pupils. */
    static boolean pupils(String family, String key) {
        if (key.endsWith(".teacher")) {
            return false;
        }
        if (WHOLE.contains(family)) {
            return true;
        }
        if (family.endsWith(".dialogs")) {
            return key.startsWith("legend.") || key.startsWith("chart.") || key.startsWith("map.");
        }
        if (family.endsWith(".messages")) {
            return key.startsWith("menu.view.overlay."); // the overlay switches of the side column, the View menu's words
        }
        if (family.endsWith(".files")) {
            return key.startsWith("worksheet.") && !key.startsWith("worksheet.a.") && !key.startsWith("worksheet.answer");
        }
        return false;
    }

    /** Returns every text a pupil reads in the bundle files of {@code suffix} ("", "_de", "_fr"), by "family key". */
    static Map<String, String> of(String suffix) throws IOException {
        Map<String, String> texts = new TreeMap<>();
        for (String family : Texts.FAMILIES) {
            Properties bundle = BundlesTest.file(family, suffix);
            for (String key : bundle.stringPropertyNames()) {
                if (pupils(family, key)) {
                    texts.put(family.substring(family.lastIndexOf('.') + 1) + " " + key, bundle.getProperty(key));
                }
            }
        }
        return texts;
    }
}
