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
 * A row of controls that wraps at the right edge, as the bars and the menu bar do, is MigLayout in
 * its {@code nogrid} mode with the row breaks set from the controls' widths ({@link
 * org.spriteplayground.ui.WrappingRow}): MigLayout's {@code wrap} breaks after a fixed count of cells.
 */
package org.spriteplayground.ui;
