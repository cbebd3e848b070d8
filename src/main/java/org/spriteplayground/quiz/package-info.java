/**
 * Question banks for a learning platform without a server: a lesson's worksheet questions, with
 * the answer key's answers, and its Predict questions (the prediction, and why the step brings what
 * it does), as Moodle XML (the pupils' figure embedded as a PNG) or GIFT. An answer that is a number
 * with a unit becomes a numerical question whose tolerance is half a unit of its last printed
 * digit; other answers are short answers, and Predict's choices multiple-choice questions. Nothing
 * here needs a display.
 */
package org.spriteplayground.quiz;
