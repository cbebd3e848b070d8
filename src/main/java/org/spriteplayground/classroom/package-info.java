/**
 * The class's results: pupils' answers CSVs (the format Predict writes, one row per answer, many
 * pupils' rows in a class CSV) read with every bad line or file named and left out
 * ({@link org.spriteplayground.classroom.AnswersCsv}), summed per question over the pupils, each
 * pupil's last answer counting once ({@link org.spriteplayground.classroom.ClassResults}), and
 * charted as bars of the share right at each stage, on screen or as one PDF page
 * ({@link org.spriteplayground.classroom.ClassChart}). The window and the {@code class} command
 * both show these; nothing here knows a window.
 */
package org.spriteplayground.classroom;
