/**
 * The words on screen in the user's language: {@link org.spriteplayground.i18n.Texts} reads the
 * UTF-8 message bundles for the locale in force, six families of them (menus and command line,
 * seed lessons, later lessons, dialogs, panels, files), each in English, {@code _de} and
 * {@code _fr}; {@link org.spriteplayground.i18n.Language} lists the languages offered, and
 * {@link org.spriteplayground.i18n.Pseudo} makes every text accented and longer for a layout check.
 * Numbers on screen follow the language ({@code Texts.numbers()}); what files keep (CSV, scene
 * names) is made inside {@code Texts.neutrally} or {@code Texts.inLanguage}, in English with dot
 * decimals. Nothing here draws, so every layer may use it.
 */
package org.spriteplayground.i18n;
