/**
 * Predict, observe, explain on screen: the strip above the canvas that asks the question and takes
 * the answer ({@link org.spriteplayground.ui.predict.PredictStrip}, held at a share of the column
 * by {@link org.spriteplayground.ui.predict.StripScroller}), its actions and keys
 * ({@link org.spriteplayground.ui.predict.PredictActions}), and the hint the paused canvas shows
 * while a question waits ({@link org.spriteplayground.ui.predict.PredictHint}). The mode itself,
 * free of Swing, is {@link org.spriteplayground.predict.PredictMode}.
 */
package org.spriteplayground.ui.predict;
