/**
 * The bitmasks lesson: pixel-exact collision 64 pixels at a time. Each sprite's mask keeps a row
 * of pixels as bits of 64-bit words, one bit a pixel, so one AND of two words compares 64 pixel
 * pairs at once. With sprite B's top-left pixel at (dx, dy) on sprite A, only the rows both cover
 * and the words of A that B's columns reach need ANDing: rows &times; words spanned words in all,
 * against rows &times; columns pixel pairs compared one by one. The test that only asks whether
 * they touch stops at the first word that is not 0; counting the set bits of every ANDed word
 * (Long.bitCount) gives the overlap area in px&sup2;.
 */
package org.spriteplayground.lesson.bitmasks;
