/**
 * Question banks for a learning platform without a server: a lesson's worksheet questions, with
 * the answer key's answers, and its Predict questions (the prediction, and why the step brings what
 * it does), as Moodle XML (the pupils' figure and its legend embedded as a PNG) or GIFT. An answer that is a number
 * with a unit becomes a numerical question whose tolerance is half a unit of its last printed
 * digit. A question that declares its quiz answers ({@code WorksheetQuestion#quizzed}: an outcome
 * or angle set among plausible ones, a count, the number in a sentence such as "more than 14 px")
 * and Predict's questions are multiple choice or numerical; anything else in words, which a
 * platform can only match letter by letter, is an essay the teacher marks against the key, and no
 * answer holding a number is one. A question's feedback is its own answer, never the lesson's text. Nothing here needs a display.
 */
package org.spriteplayground.quiz;
