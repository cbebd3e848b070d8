/**
 * Predict, then reveal: a pupil says what the next contact step will bring before it is shown.
 * A lesson says which kind of question fits it ({@link org.spriteplayground.lesson.Prediction}).
 * For a flying pair (flying-jets) the simulation is deterministic, so a copy of the lesson stepped ahead
 * finds the next step at which the bounding circle starts to report a hit (never one inside circles
 * that already overlap, whose answer would be on screen), and the playground pauses shortly before
 * it (most often just before, sometimes a step or two earlier: see {@link
 * org.spriteplayground.predict.Lead}); the pupil answers whether the next step brings a hit or a miss, and for a hit real or false alarm; the step then runs on the
 * live lesson and its own verdict is the truth. For two circles (three-outcomes), where nothing
 * moves by itself, each question is the lesson's next preset, given as numbers: apart, touching or
 * overlapping. Every answer counts for the pupil named at the time, and the class's scores are
 * written as CSV. Nothing here knows a screen.
 */
package org.spriteplayground.predict;
