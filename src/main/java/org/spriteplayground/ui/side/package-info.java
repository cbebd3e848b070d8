/**
 * The column beside the canvas: {@link org.spriteplayground.ui.side.SideColumn} stacks the lesson's
 * part ({@link org.spriteplayground.ui.side.SidePanel}: its text, presets and controls, with their
 * Alt keys from {@link org.spriteplayground.ui.side.Mnemonics}), the live readouts
 * ({@link org.spriteplayground.ui.side.ReadoutPart}), the notice line and the overlay switches.
 * MigLayout lays out each part; four classes of our own do what it cannot:
 * {@link org.spriteplayground.ui.side.SideColumnLayout} shares the column's height between parts
 * that each scroll, so the first readouts stay in view with the lesson's title;
 * {@link org.spriteplayground.ui.side.BarGutter} keeps a hidden scroll bar's width so text does not
 * re-wrap as it comes and goes; {@link org.spriteplayground.ui.side.WrapButton},
 * {@link org.spriteplayground.ui.side.WrapCheckBox} and {@link org.spriteplayground.ui.side.BreakingView}
 * wrap names and words that Swing's buttons, check boxes and word wrap would cut or widen.
 * {@link org.spriteplayground.ui.side.ReadoutLine} puts a readout's value beside its name, or under
 * it where both do not fit the column's width: MigLayout chooses one arrangement per layout, not
 * one per width, so a row would either always take two lines or cut its name in a narrow column.
 * All of these are to give way to MigLayout and standard text components (issue 24, part 1).
 */
package org.spriteplayground.ui.side;
