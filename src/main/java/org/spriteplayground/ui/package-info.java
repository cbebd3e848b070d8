/**
 * The Swing front end. {@link org.spriteplayground.ui.MainFrame} puts a canvas beside a
 * MigLayout side panel (lesson text, controls, live readouts). Every command is an
 * {@link javax.swing.Action} with a key, shared by the menu and the buttons, so a toggle shows
 * the same state everywhere. Exactly one {@link javax.swing.Timer} (in {@link
 * org.spriteplayground.ui.Ticker}) steps the simulation and asks for a repaint; it runs only
 * while the canvas is showing, and {@code paintComponent} only paints.
 */
package org.spriteplayground.ui;
