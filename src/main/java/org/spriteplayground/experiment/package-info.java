/**
 * Measuring bounds, headless. A {@link org.spriteplayground.experiment.TightnessTable} lists,
 * angle by angle, the area of every bound kind of one sprite and its fill (opaque area / bound
 * area); for a w&times;h image the AABB's area is wh + (w&sup2; + h&sup2;)|sin 2&theta;|/2
 * against the circle's constant &pi;(w&sup2; + h&sup2;)/4, so the two cross four times a turn
 * when wh &lt; &pi;(w&sup2; + h&sup2;)/4 &lt; wh + (w&sup2; + h&sup2;)/2. An {@link
 * org.spriteplayground.experiment.Experiment} drops one sprite near another many times (seeded)
 * and counts, for every kind, hits, false alarms (the bound meets, the pixels do not) and misses
 * (the pixels meet, the bound does not: never, for the enclosing kinds), streaming the placements
 * so any run fits in constant memory; {@link org.spriteplayground.experiment.ExperimentLimits}
 * holds the trials and seed allowed, for the command line and the dialog alike. {@link
 * org.spriteplayground.experiment.Theory} works out exactly what an experiment should find, per
 * kind, in its own sampling (the kinematic formula A<sub>1</sub> + A<sub>2</sub> +
 * P<sub>1</sub>P<sub>2</sub>/2&pi; for convex shapes, boxes and circles cut to the sampling disc),
 * and its CSV sets it beside the measured rates.
 * A {@link org.spriteplayground.experiment.FalseAlarmMap} fixes both turns and tests every lattice
 * offset of B's centre, so its false-alarm area over the bound's hit area is exactly the rate that
 * {@link org.spriteplayground.experiment.FixedTurns} (the experiment with both turns held) measures;
 * {@link org.spriteplayground.experiment.FalseAlarmMaps} keeps maps within a budget for the views.
 * Results are CSV-ready.
 */
package org.spriteplayground.experiment;
