/**
 * The words on screen in the user's language: {@link org.spriteplayground.i18n.Texts} reads the
 * UTF-8 message bundles ({@code messages.properties} in English, {@code _de}, {@code _fr}) for the
 * locale in force, {@link org.spriteplayground.i18n.Language} lists the languages offered, and
 * {@link org.spriteplayground.i18n.Pseudo} makes every text accented and longer for a layout check.
 * Nothing here draws, so every layer may use it; files written for other programs (CSV, JSON)
 * stay locale-neutral and do not come from here.
 */
package org.spriteplayground.i18n;
