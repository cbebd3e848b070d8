/**
 * The floating-point lesson: why a collision test needs a tolerance, and why a fixed one fails
 * far from the origin. A double holds about 16 significant digits, so neighbouring doubles near x
 * lie about x × 2⁻⁵² apart ({@link java.lang.Math#ulp(double)}). Ten steps of 0.1 add up to
 * 0.9999999999999999; seed 000's circle walked into contact misses it by a few such spacings. At
 * x = 10⁸ the spacing is 1.5 × 10⁻⁸, so the miss outgrows the fixed band of 10⁻⁹ and the absolute
 * test flips, while a band that grows with the coordinates keeps its verdict. Subtracting the two
 * big, nearly equal centres leaves the small distance with only the digits the spacing allows: the
 * cancellation that eats the squares' difference.
 */
package org.spriteplayground.lesson.robustness;
