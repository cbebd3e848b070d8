/**
 * The tightness chart under the canvas. {@link org.spriteplayground.ui.chart.TightnessChartPanel}
 * shows the XChart chart that {@link org.spriteplayground.render.TightnessChart} builds (the
 * worksheet prints the same one), and {@link org.spriteplayground.ui.chart.CanvasAndChart} splits
 * the window's centre between canvas and chart. XChart draws every part (curves, markers, ticks,
 * titles) but the legend, which the chart paints itself right of the plot, and the "now" line,
 * which is drawn by hand over a still picture of the rest,
 * because XChart can only repaint a whole chart, and the line moves on every tick while nothing
 * else does. What this package decides is what XChart cannot know: at which type size (the window's, stepped down by
 * {@link org.spriteplayground.ui.chart.ChartFont} in presentation mode on a small screen) and
 * with which legend (full names, short names, without the "now" entry, or none) the chart keeps
 * its legend inside and a plot of more than half its width and three lines of height. XChart lays
 * out whatever it is given, so that choice is made by laying the chart out on a scratch image
 * once per size, and the chart folds away where none fits.
 */
package org.spriteplayground.ui.chart;
