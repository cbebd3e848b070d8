/**
 * The words on screen in the user's language: {@link org.spriteplayground.i18n.Texts} reads the
 * UTF-8 message bundles for the locale in force, six families of them (menus and command line,
 * seed lessons, later lessons, dialogs, panels, files), each in English, {@code _de} and
 * {@code _fr}; {@link org.spriteplayground.i18n.Language} lists the languages offered, and
 * {@link org.spriteplayground.i18n.Pseudo} makes every text accented and longer for a layout check.
 * {@link org.spriteplayground.i18n.SeedOutput} finds where a text quotes a seed's own output
 * (TOUCHING), which every surface sets as code, in a monospaced font, beside the pupil's words.
 * Numbers on screen follow the language ({@code Texts.numbers()}); what files keep (CSV, scene
 * names) is made inside {@code Texts.neutrally} or {@code Texts.inLanguage}, in English with dot
 * decimals. Nothing here draws, so every layer may use it.
 *
 * <p>Who is addressed: pupils of about fifteen read the lessons (their explanations, readouts,
 * controls and presets), the side panels and predictions, the canvas legend, charts and maps, the
 * glossary and a worksheet's question page; these say du in German and tu in French. The teacher
 * reads the notes for the teacher ({@code *.teacher}), the answer key, the menus, dialogs, help and
 * messages about files and the command line; these may say Sie and vous. A seed is called by one
 * name in each language: seed, Vorlage, modèle. French writes the typographic apostrophe ’, which
 * {@code MessageFormat} leaves alone, and German quotes „so“.
 */
package org.spriteplayground.i18n;
