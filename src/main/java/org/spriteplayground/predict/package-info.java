/**
 * Predict, observe, explain: a pupil says what the next contact step will bring before it is
 * shown, then what they saw once it ran, then why it happened, and then sees each stage's truth.
 * A lesson says which kind of question fits it ({@link org.spriteplayground.lesson.Prediction}).
 * For a flying pair (flying-jets) the simulation is deterministic, so a copy of the lesson stepped ahead
 * finds the next step at which the bounding circle starts to report a hit (never one inside circles
 * that already overlap, whose answer would be on screen), and the playground pauses shortly before
 * it (most often just before, sometimes a step or two earlier: see {@link
 * org.spriteplayground.predict.Lead}); the pupil answers whether the next step brings a hit or a miss, and for a hit real or false alarm; the step then runs on the
 * live lesson and its own verdict is the truth. In a lesson where nothing moves by itself
 * (three-outcomes, minkowski, bitmasks, robustness), each question is the lesson's next preset,
 * given in words in the lesson's own form (two circles in numbers, where the shapes stand, the
 * same circles moved to x = 10⁸), and its answers are the lesson's: apart, touching or overlapping;
 * whether 0 lies inside P ⊖ Q; whether the pixels touch; what the fixed tolerance says. The observe and explain stages offer choices written for each kind of question
 * ({@link org.spriteplayground.predict.Stages}), each right exactly when what it says matches the
 * lesson's verdict on the step. Every answer counts for the pupil named at the time, and every
 * stage is kept as a row of the answers CSV ({@link org.spriteplayground.predict.Answers}).
 * Nothing here knows a screen.
 */
package org.spriteplayground.predict;
