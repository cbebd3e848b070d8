package org.spriteplayground.i18n;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The app's texts in the language in force: the one chosen with {@link #use} (View &gt; Language,
 * applied at start-up, or a test's), else the JVM's ({@code -Duser.language=de}). A language
 * without a bundle reads English. Keys are looked up at each call, so a text reads in whatever
 * language is in force when it is shown.
 */
public final class Texts {

    /** The bundles' base name: {@code messages.properties} and its {@code _de} and {@code _fr}. */
    public static final String BUNDLE = "org.spriteplayground.i18n.messages";

    /** Properties files only, and English (the base file) rather than the JVM's language when a language has none. */
    private static final ResourceBundle.Control CONTROL = ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private static volatile Locale chosen;

    private Texts() {
    }

    /** Returns the locale texts are read in: the chosen one, else the JVM's display locale. */
    public static Locale locale() {
        Locale locale = chosen;
        return locale != null ? locale : Locale.getDefault(Locale.Category.DISPLAY);
    }

    /** Reads texts in {@code locale} from now on; null goes back to the JVM's language. */
    public static void use(Locale locale) {
        chosen = locale;
    }

    /** Returns the bundle of {@code locale}, English where it has none. */
    public static ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle(BUNDLE, locale, CONTROL);
    }

    /**
     * Returns the text of {@code key}, as written (no placeholders filled).
     *
     * @throws MissingResourceException if no bundle has the key
     */
    public static String text(String key) {
        return bundle(locale()).getString(key);
    }

    /** Returns the {@link MessageFormat} pattern of {@code key} with {@code args} filled in, numbers written for the locale. */
    public static String format(String key, Object... args) {
        Locale locale = locale();
        return new MessageFormat(bundle(locale).getString(key), locale).format(args);
    }

    /** Returns the title of lesson {@code id} ({@code lesson.ID}), or {@code fallback} for a lesson the bundles do not know. */
    public static String lessonTitle(String id, String fallback) {
        ResourceBundle bundle = bundle(locale());
        String key = "lesson." + id;
        return bundle.containsKey(key) ? bundle.getString(key) : fallback;
    }
}
