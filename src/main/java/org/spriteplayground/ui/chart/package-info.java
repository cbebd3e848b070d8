/**
 * The tightness chart under the canvas: {@link org.spriteplayground.ui.chart.TightnessChartPanel}
 * holds it, {@link org.spriteplayground.ui.chart.TightnessPlot} paints it with Java2D (one curve
 * per bound kind, the opaque area, the "now" line), {@link org.spriteplayground.ui.chart.TightnessLayout}
 * places its legend and {@link org.spriteplayground.ui.chart.CanvasAndChart} splits the window's
 * centre between canvas and chart. The series styles, marker shapes, colours, ticks and text size
 * here are shared with the experiment's bar chart, so a bound kind looks the same in both.
 */
package org.spriteplayground.ui.chart;
