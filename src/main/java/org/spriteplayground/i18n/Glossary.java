package org.spriteplayground.i18n;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The glossary: every term of the app with a special meaning, defined in one sentence, in the
 * language in force. Its terms are the keys {@code glossary.ID.term} of the {@value #BUNDLE}
 * family, each with {@code .forms} (the ways texts write it, separated by "|") and
 * {@code .definition}; adding a term there adds it to Help &gt; Glossary and marks it in every
 * lesson's text, which is matched at show time and never edited for it.
 */
public final class Glossary {

    /** The glossary's bundle family. */
    public static final String BUNDLE = "org.spriteplayground.i18n.glossary";

    private static final String PREFIX = "glossary.";
    private static final String TERM = ".term";

    private Glossary() {
    }

    /** A term: its id (the key's middle part), name, forms and one-sentence definition, in the language in force. */
    public record Term(String id, String name, List<String> forms, String definition) {
    }

    /** Where a term appears in a text: characters {@code start} to {@code end}. */
    public record Found(int start, int end, Term term) {
    }

    /** Returns every term in the language in force, in that language's alphabetical order of names. */
    public static List<Term> terms() {
        Collator order = Collator.getInstance(Texts.locale());
        return ResourceBundle.getBundle(BUNDLE, Locale.ROOT, Texts.CONTROL).keySet().stream()
                .filter(key -> key.startsWith(PREFIX) && key.endsWith(TERM))
                .map(key -> term(key.substring(PREFIX.length(), key.length() - TERM.length())))
                .sorted(Comparator.comparing(Term::name, order)).toList();
    }

    /** Returns term {@code id} in the language in force. */
    public static Term term(String id) {
        String key = PREFIX + id;
        return new Term(id, Texts.text(key + TERM), List.of(Texts.text(key + ".forms").split("\\|")), Texts.text(key + ".definition"));
    }

    /**
     * Returns where glossary terms appear in {@code text}, in order and never overlapping: each
     * form as a whole word, in any case, the longest form first where two start at one place
     * ("false alarm rate" before "false alarm").
     */
    public static List<Found> find(String text) {
        List<Found> all = new ArrayList<>();
        for (Term term : terms()) {
            for (String form : term.forms()) {
                Matcher m = Pattern.compile("(?<![\\p{L}\\p{N}_-])" + Pattern.quote(form) + "(?![\\p{L}\\p{N}_-])",
                        Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher(text);
                while (m.find()) {
                    all.add(new Found(m.start(), m.end(), term));
                }
            }
        }
        all.sort(Comparator.comparingInt(Found::start).thenComparing(Comparator.comparingInt(Found::end).reversed()));
        List<Found> kept = new ArrayList<>();
        for (Found found : all) {
            if (kept.isEmpty() || found.start() >= kept.get(kept.size() - 1).end()) {
                kept.add(found);
            }
        }
        return kept;
    }

    /** Returns the definition of the term whose one of forms is the whole of {@code label} (a readout's name), or null. */
    public static String definitionOf(String label) {
        List<Found> found = find(label.strip());
        return found.size() == 1 && found.get(0).start() == 0 && found.get(0).end() == label.strip().length()
                ? found.get(0).term().definition() : null;
    }
}
