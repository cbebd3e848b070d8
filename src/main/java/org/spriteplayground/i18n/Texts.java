package org.spriteplayground.i18n;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The app's texts in the language in force: the one chosen with {@link #use} (View &gt; Language,
 * applied at start-up, or a test's), else the JVM's ({@code -Duser.language=de}). A language
 * without a bundle reads English. Keys are looked up at each call, so a text reads in whatever
 * language is in force when it is shown.
 *
 * <p>The texts are kept in several bundle families ({@link #FAMILIES}), one per part of the app,
 * so that a key lives in exactly one of them; {@link #text} looks in each.
 */
public final class Texts {

    /** The first family's base name: menus, tooltips, lesson titles, the playback bar and the command line. */
    public static final String BUNDLE = "org.spriteplayground.i18n.messages";

    /**
     * Every family's base name, each with an English file and its {@code _de} and {@code _fr}:
     * {@code messages} (menus, titles, command line), {@code seedlessons} (the five seed lessons and
     * the jets' readouts), {@code morelessons} (tunnelling, stress, broad phase, separating axes,
     * experiments), {@code dialogs} (dialogs, help, charts, exports), {@code panels} (side panel,
     * canvas status, playback, predict, history), {@code files} (worksheets, scenes, sprites,
     * start-up checks) and {@code glossary} ({@link Glossary}'s terms).
     */
    public static final List<String> FAMILIES = List.of(BUNDLE, "org.spriteplayground.i18n.seedlessons",
            "org.spriteplayground.i18n.morelessons", "org.spriteplayground.i18n.dialogs", "org.spriteplayground.i18n.panels",
            "org.spriteplayground.i18n.files", Glossary.BUNDLE);

    /** Properties files only, and English (the base file) rather than the JVM's language when a language has none. */
    static final ResourceBundle.Control CONTROL = ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    /** The no-break space that holds a number to its unit, and a French sign to its word. */
    static final char HOLD = '\u00A0';

    /** A space between a number or a placeholder and a unit symbol: lines never break there. */
    private static final Pattern BEFORE_UNIT = Pattern.compile("(?<=[\\d}]) (?=(?:px|ms|s|%|°|MB|Mo|fps|Hz)(?![\\p{L}]))");

    /** A space French puts before : ; ? ! » or after «, or between the digit groups of a number: lines never break there. */
    private static final Pattern FRENCH_SPACE = Pattern.compile(" (?=[:;?!»])|(?<=«) |(?<=\\d) (?=\\d{3}(?!\\d))");

    private static final ThreadLocal<Boolean> NEUTRAL = ThreadLocal.withInitial(() -> Boolean.FALSE);

    private static final ThreadLocal<Locale> LANGUAGE = new ThreadLocal<>();

    private static volatile Locale chosen;

    private static volatile boolean pseudo = Boolean.getBoolean(Pseudo.PROPERTY);

    private Texts() {
    }

    /** Returns the locale texts are read in: the chosen one, else the JVM's display locale. */
    public static Locale locale() {
        Locale here = LANGUAGE.get();
        if (here != null) {
            return here;
        }
        Locale locale = chosen;
        return locale != null ? locale : Locale.getDefault(Locale.Category.DISPLAY);
    }

    /**
     * Returns the locale numbers on screen are written and texts read in: {@link #locale()},
     * except inside {@link #neutrally}, where it is {@link Locale#ROOT} (a dot before decimals,
     * commas between thousands, English words) for files other programs read.
     */
    public static Locale numbers() {
        return NEUTRAL.get() ? Locale.ROOT : locale();
    }

    /**
     * Returns what {@code work} makes with numbers written locale-neutrally ({@link #numbers()} is
     * ROOT on this thread meanwhile) and texts read in English, as files other programs read
     * want them: a scene file's choices keyed by the controls' English labels, a CSV header.
     */
    public static <T> T neutrally(Supplier<T> work) {
        boolean before = NEUTRAL.get();
        NEUTRAL.set(Boolean.TRUE);
        try {
            return work.get();
        } finally {
            NEUTRAL.set(before);
        }
    }

    /**
     * Returns what {@code work} makes with texts (and numbers) read in {@code locale} on this
     * thread only, whatever language is in force elsewhere: e.g. to find a readout row by its
     * English name.
     */
    public static <T> T inLanguage(Locale locale, Supplier<T> work) {
        Locale before = LANGUAGE.get();
        LANGUAGE.set(locale);
        try {
            return work.get();
        } finally {
            LANGUAGE.set(before);
        }
    }

    /** Reads texts in {@code locale} from now on; null goes back to the JVM's language. */
    public static void use(Locale locale) {
        chosen = locale;
    }

    /** Turns the pseudo-locale ({@link Pseudo}) on or off; it starts on with {@code -Dspriteplayground.pseudo=true}. */
    public static void pseudo(boolean on) {
        pseudo = on;
    }

    /** Returns the text of {@code key} in {@code locale} (made {@link Pseudo} if that is on), or null if no family has the key. */
    public static String find(String key, Locale locale) {
        for (String family : FAMILIES) {
            ResourceBundle bundle = ResourceBundle.getBundle(family, locale, CONTROL);
            if (bundle.containsKey(key)) {
                boolean plain = NEUTRAL.get() || LANGUAGE.get() != null; // files and look-ups by name keep plain English
                String text = NEUTRAL.get() ? bundle.getString(key) : typeset(bundle.getString(key), locale); // files keep plain spaces
                return pseudo && !plain ? Pseudo.of(text) : text;
            }
        }
        return null;
    }

    /**
     * Returns {@code text} of {@code locale} with a no-break space ({@link #HOLD}) wherever a line
     * must not break: between a number (or a placeholder) and its unit in every language, and in
     * French also before : ; ? ! », after « and between a number's digit groups. The bundles
     * write ordinary spaces there; this is the one place they are held.
     */
    static String typeset(String text, Locale locale) {
        boolean french = "fr".equals(locale.getLanguage());
        // Texts are looked up at every tick; each bundle value is set once per language.
        return TYPESET.computeIfAbsent((french ? "fr\u0000" : "\u0000") + text, k -> {
            String held = BEFORE_UNIT.matcher(text).replaceAll(String.valueOf(HOLD));
            return french ? FRENCH_SPACE.matcher(held).replaceAll(String.valueOf(HOLD)) : held;
        });
    }

    /** Each bundle value as {@link #typeset} sets it, by its language's rule ("fr" or the rest) and text. */
    private static final java.util.Map<String, String> TYPESET = new java.util.concurrent.ConcurrentHashMap<>();

    /** Returns whether some family has {@code key}. */
    public static boolean has(String key) {
        return find(key, numbers()) != null;
    }

    /**
     * Returns the text of {@code key}, as written (no placeholders filled).
     *
     * @throws MissingResourceException if no bundle has the key
     */
    public static String text(String key) {
        String text = find(key, numbers());
        if (text == null) {
            throw new MissingResourceException("No text for " + key, Texts.class.getName(), key);
        }
        return text;
    }

    /** Returns the {@link MessageFormat} pattern of {@code key} with {@code args} filled in, numbers written for the locale. */
    public static String format(String key, Object... args) {
        return new MessageFormat(text(key), numbers()).format(args);
    }

    /** Returns the title of lesson {@code id} ({@code lesson.ID}), or {@code fallback} for a lesson the bundles do not know. */
    public static String lessonTitle(String id, String fallback) {
        String title = find("lesson." + id, numbers());
        return title != null ? title : fallback;
    }
}
