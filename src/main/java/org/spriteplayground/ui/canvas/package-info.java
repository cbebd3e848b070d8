/**
 * The canvas: {@link org.spriteplayground.ui.canvas.CanvasPanel} paints the lesson's world, one
 * frame at a time through {@link org.spriteplayground.ui.canvas.CanvasPainter}, under its status
 * strip, {@link org.spriteplayground.ui.canvas.CanvasStatus}: a text pane that Swing wraps and
 * paints, whose height the canvas keeps steady so the world does not move as the text changes,
 * in the type {@link org.spriteplayground.ui.canvas.CanvasType} chooses for it and the legend band: the
 * presentation size where the world keeps most of its room, a little smaller where it would not.
 * Where the whole world would draw its readable length too small (thousands of jets), the canvas
 * shows a part of it at a readable scale ({@link org.spriteplayground.ui.canvas.ViewPart}), which a
 * drag on the sky or Shift+arrows move, and the strip says how much of the world is on show.
 * Under the world, {@link org.spriteplayground.ui.canvas.LegendBand} shows the legend of the inks the
 * frame painted (a lesson's first frame before it is painted), as labels with their samples; they flow in rows with
 * FlowLayout, the one JDK layout that wraps at a container's width (MigLayout wraps only at a set
 * count), and scroll where they would take more than a third of the room under the strip.
 * {@link org.spriteplayground.ui.canvas.CanvasInput} and {@link org.spriteplayground.ui.canvas.PieceKeys}
 * let the mouse and keys select, drag, turn and resize a piece, ringed and labelled by
 * {@link org.spriteplayground.ui.canvas.SelectionRing}; {@link org.spriteplayground.ui.canvas.ValueDialog}
 * is the small popup to type its exact values. A failure in a tick or a paint pauses the lesson
 * with its reason on the canvas ({@link org.spriteplayground.ui.canvas.FailureReporter}). Screen
 * readers hear the scene through {@link org.spriteplayground.ui.canvas.SceneDescription}; with View &gt;
 * Play sound cues on, {@link org.spriteplayground.ui.canvas.SoundCues} plays a tone for each contact,
 * false alarm and reset ({@link org.spriteplayground.ui.canvas.Tones}, off the event thread) and
 * puts its words before that description.
 */
package org.spriteplayground.ui.canvas;
