/**
 * The column beside the canvas. {@link org.spriteplayground.ui.side.SideColumn} stacks, with
 * MigLayout, the live readouts ({@link org.spriteplayground.ui.side.ReadoutPart}) at its top, never
 * lower than their first three rows, the lesson's part
 * ({@link org.spriteplayground.ui.side.SidePanel}: its text, presets, controls and overlay
 * switches, with their Alt keys from {@link org.spriteplayground.ui.side.Mnemonics}) scrolling
 * below them, and the notice line at its foot. Every part is a MigLayout panel, the scrolling ones
 * {@link org.spriteplayground.ui.side.ScrollingPart}s wrapped to the column's width; paragraphs are
 * {@code JTextArea}s with word wrap. Two things MigLayout cannot do are done beside it, without a
 * layout manager of our own: {@link org.spriteplayground.ui.side.Wrap} puts a button's or check
 * box's name on two lines of Swing HTML where one is wider than the column (MigLayout sizes a
 * button but never wraps its text), and {@link org.spriteplayground.ui.side.ReadoutPanel} stands a
 * readout's name over its numbers where the two do not fit side by side (MigLayout chooses one
 * arrangement per layout, not one per width).
 */
package org.spriteplayground.ui.side;
