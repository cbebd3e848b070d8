/**
 * Scenes: the playground's state written out, so a set-up made at home opens in class. A scene
 * names the lesson and holds its choices (each lesson control by label: a switch as true/false,
 * a choice by its option's name, a slider as a whole number), every placeable body (centre,
 * angle in degrees, radius where it has one), the overlays, the speed, the step count, and the
 * user's own sprites as embedded PNG, so one file travels alone, and optionally a title and a
 * description (a lesson's presets are such files, shipped in the jar and read here by
 * {@link org.spriteplayground.scene.PresetScenes}, so that the lessons below know nothing of scenes). Files are JSON with a
 * {@code schemaVersion}, read strictly and checked whole before anything on screen changes;
 * the same JSON, deflated and base64url-encoded, is the one-line scene code. Plain Java (Gson),
 * no AWT or Swing: decoding embedded images is the sprite package's.
 */
package org.spriteplayground.scene;
