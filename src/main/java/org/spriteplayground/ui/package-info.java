/**
 * The Swing front end. {@link org.spriteplayground.ui.MainFrame} puts a canvas beside a
 * MigLayout side panel (lesson text, controls, live readouts). Every command is an
 * {@link javax.swing.Action} with a key, shared by the menu and the buttons, so a toggle shows
 * the same state everywhere. Exactly one {@link javax.swing.Timer} (in {@link
 * org.spriteplayground.ui.Ticker}) steps the simulation and asks for a repaint; it runs only
 * while the canvas is showing, and {@code paintComponent} only paints.
 * <p>
 * This package is the window's shell: the frame, its actions, menus, themes, presentation size,
 * keyboard access, the playback bar and timeline, and scene files. Each feature it assembles has a
 * package of its own: {@code canvas}, {@code side} (the column beside it), {@code chart},
 * {@code predict}, {@code experiment} and {@code dialogs}.
 * <p>
 * One layout manager of our own lives here, {@link org.spriteplayground.ui.FlowRows}: MigLayout's
 * {@code wrap} breaks a row after a fixed count of cells, not where the next control would pass
 * the right edge, so a row of buttons whose widths change with the language and the type size
 * would be cut instead of taking a second row. Its height depends on its width, which MigLayout
 * asks for only once per layout, so it lays its container out again when the width changes.
 */
package org.spriteplayground.ui;
