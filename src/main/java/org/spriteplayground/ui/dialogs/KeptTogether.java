package org.spriteplayground.ui.dialogs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text for Swing's HTML that wraps where a reader expects, whatever the language: a space before
 * ";", ":", "!" or "?" (French writes one) becomes a no-break space, so no line starts with the
 * mark; a root sign and what it takes the root of ("√((w/2)²"), and a word elided with an
 * apostrophe and the word after it ("l’image"), are kept on one line, where Swing's line breaks
 * would part them.
 */
final class KeptTogether {

    /** A plain space before a mark French sets off with a space. */
    private static final Pattern SPACE_BEFORE_MARK = Pattern.compile(" (?=[;:!?])");
    /** A root sign and the text up to the next space, or an elided word and the word after it. */
    private static final Pattern UNBROKEN = Pattern.compile("√\\S*|\\S*[’'](?=\\S)\\S*");

    private KeptTogether() {
    }

    /** Returns {@code text} escaped for HTML, with the spaces and runs above marked to stay unbroken. */
    static String html(String text) {
        String escaped = text.replace("&", "&amp;").replace("<", "&lt;");
        String glued = SPACE_BEFORE_MARK.matcher(escaped).replaceAll("\u00A0");
        return UNBROKEN.matcher(glued).replaceAll(run -> Matcher.quoteReplacement("<nobr>" + run.group() + "</nobr>"));
    }
}
