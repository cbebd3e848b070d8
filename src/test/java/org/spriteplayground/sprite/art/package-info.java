/**
 * The project's own sprite art, drawn with Java2D so that every bundled PNG can be made again
 * byte for byte: {@code java -cp target/test-classes
 * org.spriteplayground.sprite.art.GenerateSprites sprites}. Every sprite points its nose up
 * (towards -y) at angle 0 and has a transparent background. A build tool, not part of the app:
 * it lives with the tests, whose {@code BundledSpritesTest} checks the committed PNGs against it.
 */
package org.spriteplayground.sprite.art;
