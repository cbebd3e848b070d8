/**
 * Printable worksheets: a lesson in its present state as a PDF (the scene and the tightness chart
 * as vector figures, the readouts, questions with room to answer, and an answer key computed from
 * the same state; the pupils' page leaves out what the key tells), and the lesson's readouts as CSV. Nothing here needs a display.
 */
package org.spriteplayground.worksheet;
