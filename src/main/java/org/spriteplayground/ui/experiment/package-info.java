/**
 * The Experiment dialog: it runs a Monte-Carlo accuracy experiment in a
 * {@link javax.swing.SwingWorker} with a progress bar and Cancel, and shows the result as a table
 * ({@link org.spriteplayground.ui.experiment.ExperimentTable}), a bar chart of false-alarm rates
 * ({@link org.spriteplayground.ui.experiment.ExperimentChart}) and a map of where the false alarms
 * fall ({@link org.spriteplayground.ui.experiment.FalseAlarmMapPanel}, drawn by
 * {@link org.spriteplayground.ui.experiment.FalseAlarmPicture}).
 * {@link org.spriteplayground.ui.experiment.ExperimentLayout} arranges those parts with MigLayout
 * for the room the dialog has; no class here lays anything out by hand.
 */
package org.spriteplayground.ui.experiment;
