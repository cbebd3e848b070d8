/**
 * Java2D drawing of a world. {@link org.spriteplayground.render.SceneRenderer} fits the
 * world's bounds into the component (uniform scale, centred) and hands the world a
 * {@link org.spriteplayground.render.Java2dDraw}, which turns each {@code DebugDraw} request
 * into screen-space strokes: line widths stay the same at any zoom, so a projector shows the
 * same crisp lines as a laptop. Colours and line styles come from {@link
 * org.spriteplayground.render.Palette}, which reads theme keys at paint time, so switching
 * between light and dark recolours the canvas too. Thousands of sprites and circles a frame take
 * the bulk paths: sprites pre-turned once per degree ({@link
 * org.spriteplayground.render.TurnedImageCache}, within a memory budget) and circles drawn once
 * per radius, both laid at whole pixels straight onto the canvas's RGB raster as stamps.
 * {@link org.spriteplayground.render.TightnessChart} is the tightness chart as an XChart chart,
 * built here so that the window and the printed worksheet show one and the same, in the
 * {@link org.spriteplayground.render.ChartColors} of the screen's theme or of paper.
 */
package org.spriteplayground.render;
