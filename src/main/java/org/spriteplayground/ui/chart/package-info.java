/**
 * The tightness chart under the canvas. {@link org.spriteplayground.ui.chart.TightnessChartPanel}
 * shows the XChart chart that {@link org.spriteplayground.render.TightnessChart} builds (the
 * worksheet prints the same one), and {@link org.spriteplayground.ui.chart.CanvasAndChart} splits
 * the window's centre between canvas and chart. XChart draws every part (curves, markers, ticks,
 * titles, legend) but one: the "now" line is drawn by hand over a still picture of the rest,
 * because XChart can only repaint a whole chart, and the line moves on every tick while nothing
 * else does. XChart lays out whatever it is given and cannot say beforehand whether its legend
 * and title will fit, so this package styles the chart by a rule in sizes of its type, with no
 * trial layout: the window's type, no larger than the width and height hold, no smaller than
 * {@link org.spriteplayground.ui.chart.ChartFont#least}; the bounds' short names in a narrow
 * chart; the legend's "now" entry where a tenth line fits. The chart folds where it would be too
 * small for that least type. The one thing measured is text: the full title's width, and the
 * wrapped line under the chart, whose height only the text area knows once it has its width.
 */
package org.spriteplayground.ui.chart;
