package org.spriteplayground.i18n;

import java.util.Locale;

/** The languages View &gt; Language offers; {@link #SYSTEM} follows the computer's (the JVM's) language. */
public enum Language {
    /** The JVM's language ({@code -Duser.language}), English where the app has no bundle for it. */
    SYSTEM(null),
    /** English. */
    ENGLISH(Locale.ENGLISH),
    /** German. */
    GERMAN(Locale.GERMAN),
    /** French. */
    FRENCH(Locale.FRENCH);

    private final Locale locale;

    Language(Locale locale) {
        this.locale = locale;
    }

    /** Returns the locale to read texts in; null for {@link #SYSTEM}. */
    public Locale locale() {
        return locale;
    }

    /** Returns the menu item's bundle key: {@code menu.language.system}, {@code .english}, ... */
    public String key() {
        return "menu.language." + name().toLowerCase(Locale.ROOT);
    }
}
