/**
 * The Experiment dialog: it runs a Monte-Carlo accuracy experiment in a
 * {@link javax.swing.SwingWorker} with a progress bar and Cancel, and shows the result as a table
 * ({@link org.spriteplayground.ui.experiment.ExperimentTable}), a bar chart of false-alarm rates
 * ({@link org.spriteplayground.ui.experiment.ExperimentChart}) and a map of where the false alarms
 * fall ({@link org.spriteplayground.ui.experiment.FalseAlarmMapPanel}, drawn by
 * {@link org.spriteplayground.ui.experiment.FalseAlarmPicture}).
 * {@link org.spriteplayground.ui.experiment.ExperimentLayout} arranges those parts for the room
 * the dialog has. {@link org.spriteplayground.ui.experiment.DetailScroll} stacks the chart, the
 * words on the gap and the map in one scrolling view whose chart keeps its least readable height
 * and otherwise fills the view: a MigLayout panel inside a scroll pane takes either its preferred
 * height (and the chart never fills the view) or the view's (and nothing scrolls), not the view's
 * height for one part and the rest's own heights under it.
 */
package org.spriteplayground.ui.experiment;
