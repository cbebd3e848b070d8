/**
 * Predict, observe, explain on screen: the strip above the canvas that asks the question and takes
 * the answer ({@link org.spriteplayground.ui.predict.PredictStrip}, as high as the tallest stage of the
 * rounds asked, so the canvas keeps its size from stage to stage; shown whole where the canvas's least
 * share of the window leaves room for it, else scrolled: {@code MainFrame.centre}), its actions and keys
 * ({@link org.spriteplayground.ui.predict.PredictActions}), and the hint the paused canvas shows
 * while a question waits ({@link org.spriteplayground.ui.predict.PredictActions#hint}). The mode itself,
 * free of Swing, is {@link org.spriteplayground.predict.PredictMode}.
 */
package org.spriteplayground.ui.predict;
