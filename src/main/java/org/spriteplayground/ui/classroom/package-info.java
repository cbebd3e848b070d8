/**
 * File &gt; Class results…: the class's share right per question at each stage, as a bar chart
 * readable from the back of a room and a table with the same numbers
 * ({@link org.spriteplayground.ui.classroom.ClassResultsView}), from answers CSVs chosen or dropped
 * on the window and read in a {@link javax.swing.SwingWorker}; more files dropped or added merge into
 * the results on show ({@link org.spriteplayground.ui.classroom.ClassResultsTable}).
 */
package org.spriteplayground.ui.classroom;
