/**
 * Predict, observe, explain on screen: the strip above the canvas that asks the question and takes
 * the answer ({@link org.spriteplayground.ui.predict.PredictStrip}, which also builds the column of
 * strip, canvas and timeline, where MigLayout holds the strip to a share of the height), its actions and keys
 * ({@link org.spriteplayground.ui.predict.PredictActions}), and the hint the paused canvas shows
 * while a question waits ({@link org.spriteplayground.ui.predict.PredictActions#hint}). The mode itself,
 * free of Swing, is {@link org.spriteplayground.predict.PredictMode}.
 */
package org.spriteplayground.ui.predict;
