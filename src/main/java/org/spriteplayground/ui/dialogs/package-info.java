/**
 * The window's dialogs: Help (keys, gestures, about; {@link org.spriteplayground.ui.dialogs.HelpDialogs},
 * wrapped where a reader expects in every language), the file choosers
 * ({@link org.spriteplayground.ui.dialogs.FileDialogs}, which remember the last folder), opening a
 * sprite, and the exports: the world and chart as PNG, the table as CSV and the worksheet as PDF
 * ({@link org.spriteplayground.ui.dialogs.Exports}). {@link org.spriteplayground.ui.dialogs.ScreenFit}
 * keeps every dialog of the app, these and the others, on the screen it opens on.
 */
package org.spriteplayground.ui.dialogs;
