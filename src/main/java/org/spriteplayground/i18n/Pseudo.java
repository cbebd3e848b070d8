package org.spriteplayground.i18n;

/**
 * The pseudo-locale: every text accented and about a third longer, in brackets
 * ({@code Pause} becomes {@code [Ƥàüšé ··]}), so that a run with {@code -Dspriteplayground.pseudo=true}
 * shows at a glance a text that does not come from the bundles (plain letters), one that is cut
 * off (a bracket missing) and one that has no room to grow. What code reads in a text stays as it
 * is: MessageFormat placeholders ({@code {0}}, {@code {1,number,integer}}), the letter after a
 * mnemonic mark ({@code &Quit}), HTML tags and entities, apostrophes and line breaks.
 */
public final class Pseudo {

    /** The system property that turns the pseudo-locale on for a run. */
    public static final String PROPERTY = "spriteplayground.pseudo";

    private static final String PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String ACCENTED = "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÜṼŴẊÝŽ";
    private static final String HTML = "<html>";

    private Pseudo() {
    }

    /** Returns {@code text} accented, in brackets, with dots making it about 30 % longer (at least two). */
    public static String of(String text) {
        boolean html = text.regionMatches(true, 0, HTML, 0, HTML.length());
        int start = html ? HTML.length() : 0;
        int closing = html ? text.toLowerCase(java.util.Locale.ROOT).lastIndexOf("</html>") : -1;
        int end = closing >= start ? closing : text.length();
        StringBuilder out = new StringBuilder(text.length() * 2).append(text, 0, start).append('[');
        int shown = accent(text, start, end, out);
        out.append(' ').append("·".repeat(Math.max(2, Math.round(shown * 0.3f)))).append(']');
        return out.append(text, end, text.length()).toString();
    }

    /** Appends {@code text[from, to)} accented to {@code out}; returns how many characters it shows. */
    private static int accent(String text, int from, int to, StringBuilder out) {
        int shown = 0;
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            int kept = kept(text, i, to);
            if (kept > i) {
                out.append(text, i, kept);
                shown += c == '&' ? 1 : 0;
                i = kept;
                continue;
            }
            int plain = PLAIN.indexOf(c);
            out.append(plain >= 0 ? ACCENTED.charAt(plain) : c);
            shown++;
            i++;
        }
        return shown;
    }

    /** Returns where a part to copy unchanged that begins at {@code i} ends, or {@code i} if none begins there. */
    private static int kept(String text, int i, int to) {
        char c = text.charAt(i);
        if (c == '{') {
            int depth = 0;
            for (int j = i; j < to; j++) {
                depth += text.charAt(j) == '{' ? 1 : text.charAt(j) == '}' ? -1 : 0;
                if (depth == 0) {
                    return j + 1;
                }
            }
            return to;
        }
        if (c == '<') {
            int close = text.indexOf('>', i);
            return close >= 0 && close < to ? close + 1 : i;
        }
        if (c == '&') {
            int semicolon = text.indexOf(';', i);
            boolean entity = semicolon > i + 1 && semicolon < to && text.substring(i + 1, semicolon).matches("#?[A-Za-z0-9]+");
            return entity ? semicolon + 1 : Math.min(i + 2, to);
        }
        return i;
    }
}
