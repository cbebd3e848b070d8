/**
 * The lesson catalogue: each seed tutorial as a small {@link org.spriteplayground.lesson.Lesson}
 * with an id, a title, a one-paragraph explanation, a deterministic world and live readouts.
 * Every number a lesson shows comes from the geometry API, and all of it runs headless.
 */
package org.spriteplayground.lesson;
