/**
 * The canvas: {@link org.spriteplayground.ui.canvas.CanvasPanel} paints the lesson's world, one
 * frame at a time through {@link org.spriteplayground.ui.canvas.CanvasPainter}, under its status
 * strip, {@link org.spriteplayground.ui.canvas.CanvasStatus}: a text pane that Swing wraps and
 * paints, whose height the canvas keeps steady so the world does not move as the text changes.
 * {@link org.spriteplayground.ui.canvas.CanvasInput} and {@link org.spriteplayground.ui.canvas.PieceKeys}
 * let the mouse and keys select, drag, turn and resize a piece, ringed and labelled by
 * {@link org.spriteplayground.ui.canvas.SelectionRing}; {@link org.spriteplayground.ui.canvas.ValueDialog}
 * is the small popup to type its exact values. A failure in a tick or a paint pauses the lesson
 * with its reason on the canvas ({@link org.spriteplayground.ui.canvas.FailureReporter}).
 */
package org.spriteplayground.ui.canvas;
