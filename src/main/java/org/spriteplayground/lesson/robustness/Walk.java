package org.spriteplayground.lesson.robustness;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Tolerance;

/**
 * Seed 000's walk into contact, done {@code offset} further right: P at offset + 100 with radius
 * 40, Q starting at offset + 151 with radius 10 and taking ten steps of −0.1 towards it, every
 * sum rounded to a double as a program rounds it. At offset 0 this is three-outcomes' preset
 * "Walked into contact" (Q at 150.00000000000006). The walk should end at offset + 150, exactly
 * in contact; how far it misses grows with the size of the numbers, since neighbouring doubles
 * lie further apart there ({@link Math#ulp(double)}). The two circles are then judged with an
 * absolute band ({@link Tolerance#TOUCH}) and with one that grows with the coordinates
 * ({@link #RELATIVE} of the largest).
 *
 * @param offset how far right of seed 000's place both circles stand
 * @param xP P's centre, offset + 100 rounded to a double
 * @param xQ Q's centre after the walk
 * @param intended where Q should have ended, 1 left of its start, rounded to a double
 */
public record Walk(double offset, double xP, double xQ, double intended) {

    /** The offsets the lesson offers: seed 000's place, then 10⁶, 10⁸ and 10¹⁶. */
    public static final List<Double> OFFSETS = List.of(0.0, 1e6, 1e8, 1e16);

    /**
     * The relative band: two borders count as touching when their gap is within this share of the
     * largest coordinate (at least {@link Tolerance#TOUCH}). Each of the walk's eleven roundings
     * errs by at most 2⁻⁵³ of the value, 1.2 × 10⁻¹⁵ of it in all, well inside 10⁻¹⁴.
     */
    public static final double RELATIVE = 1e-14;

    /** The step Q takes towards P, ten times. */
    public static final double STEP = 0.1;

    /** How many steps Q takes. */
    public static final int STEPS = 10;

    /** P's radius. */
    public static final double RADIUS_P = 40;

    /** Q's radius. */
    public static final double RADIUS_Q = 10;

    /** Where P stands right of the offset. */
    static final double START_P = 100;

    /** Where Q starts right of the offset in seed 000's walk: 1 away from contact. */
    public static final double START_Q = 151;

    /** The height of both centres. */
    private static final double Y = 50;

    /** The largest power of ten {@link #absoluteFlipExponent()} tries: 10¹⁶, the lesson's last offset. */
    static final int LAST_EXPONENT = 16;

    /** Returns seed 000's walk done {@code offset} to the right of its place. */
    public static Walk at(double offset) {
        return at(offset, START_Q);
    }

    /** Returns the walk done {@code offset} to the right, Q starting at offset + {@code startQ}: it should end 1 to the left. */
    public static Walk at(double offset, double startQ) {
        double q = offset + startQ;
        for (int i = 0; i < STEPS; i++) {
            q -= STEP;
        }
        return new Walk(offset, offset + START_P, q, offset + (startQ - STEPS * STEP));
    }

    /** Returns the sum of ten steps of 0.1, added one by one: 0.9999999999999999, not 1. */
    public static double tenSteps() {
        double sum = 0;
        for (int i = 0; i < STEPS; i++) {
            sum += STEP;
        }
        return sum;
    }

    /** Returns the exact decimal value of the double {@code value}: every digit it holds. */
    public static BigDecimal exactly(double value) {
        return new BigDecimal(value);
    }

    /**
     * Returns the smallest k from 0 to 16 for which the walk at 10^k is no longer touching by the
     * absolute band; 17 when it is touching at every one of them.
     */
    public static int absoluteFlipExponent() {
        for (int k = 0; k <= LAST_EXPONENT; k++) {
            if (at(Math.pow(10, k)).absolute() != CollisionResult.TOUCHING) {
                return k;
            }
        }
        return LAST_EXPONENT + 1;
    }

    /** Returns P as a circle. */
    public Circle p() {
        return Circle.of(xP, Y, RADIUS_P);
    }

    /** Returns Q, where the walk left it, as a circle. */
    public Circle q() {
        return Circle.of(xQ, Y, RADIUS_Q);
    }

    /** Returns the squared distance between the centres, d². */
    public double distanceSquared() {
        return p().center().distanceSquared(q().center());
    }

    /** Returns (r₁ + r₂)² − d²: 0 in exact arithmetic, what the rounding left in it here. */
    public double squaresDifference() {
        double sum = RADIUS_P + RADIUS_Q;
        return sum * sum - distanceSquared();
    }

    /** Returns the gap between the borders, d − (r₁ + r₂). */
    public double gap() {
        return Math.sqrt(distanceSquared()) - (RADIUS_P + RADIUS_Q);
    }

    /** Returns the distance between neighbouring doubles at Q's centre. */
    public double spacing() {
        return Math.ulp(xQ);
    }

    /** Returns the verdict with the absolute band {@link Tolerance#TOUCH}. */
    public CollisionResult absolute() {
        return Collisions.classify(p(), q(), Tolerance.TOUCH);
    }

    /** Returns the relative band: {@link #RELATIVE} of the largest coordinate, at least {@link Tolerance#TOUCH}. */
    public double relativeBand() {
        return Math.max(Tolerance.TOUCH, RELATIVE * Math.max(Math.abs(xP), Math.abs(xQ)));
    }

    /** Returns the verdict with the {@link #relativeBand() relative band}. */
    public CollisionResult relative() {
        return Collisions.classify(p(), q(), relativeBand());
    }

    /**
     * Returns the doubles around Q's centre and where it should be, in order, each the
     * {@link Math#nextUp(double)} of the one before: two below the lower of them, up to two above
     * the higher, at most {@code most} in all.
     */
    public List<Double> ticks(int most) {
        double from = Math.nextDown(Math.nextDown(Math.min(xQ, intended())));
        double to = Math.nextUp(Math.nextUp(Math.max(xQ, intended())));
        List<Double> ticks = new ArrayList<>();
        for (double x = from; x <= to && ticks.size() < most; x = Math.nextUp(x)) {
            ticks.add(x);
        }
        return ticks;
    }
}
