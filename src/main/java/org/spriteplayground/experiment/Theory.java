package org.spriteplayground.experiment;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * What an {@link Experiment} should find, worked out exactly instead of sampled, in the
 * experiment's own sampling: B's pivot uniform in the disc of radius R = {@link
 * Experiment#SPREAD}(r<sub>A</sub> + r<sub>B</sub>) about A's, both turns uniform whole degrees.
 * A kind hits with chance (area of the pivots where it meets, inside that disc) / &pi;R&sup2;:
 * <ul>
 * <li>circle: &pi;(r<sub>A</sub> + r<sub>B</sub>)&sup2; / &pi;R&sup2; = 1 / SPREAD&sup2;;
 * <li>AABB and tight AABB: the box (w<sub>A</sub> + w<sub>B</sub>) &times; (h<sub>A</sub> +
 * h<sub>B</sub>) of the boxed shapes' widths and heights, averaged over all 360 &times; 360
 * whole-degree turns (cut to the disc where it reaches out of it);
 * <li>turned box: the kinematic formula of integral geometry for two convex shapes at
 * independent uniform angles, mean meeting area = A<sub>1</sub> + A<sub>2</sub> +
 * P<sub>1</sub>P<sub>2</sub> / 2&pi;, here for the two boxes;
 * <li>smallest circle: the disc of radius m<sub>A</sub> + m<sub>B</sub> about the centres'
 * offset, averaged over the turns;
 * <li>convex hull, capsule and 8-DOP: the kinematic formula again, each shape being convex and
 * turning rigidly with its sprite, so that its area and perimeter are the same at every angle
 * (the hull's and the 8-DOP's octagon's by the shoelace formula and their edges, the capsule's
 * 2rL + &pi;r&sup2; and 2L + 2&pi;r). The hull's rate is the convex truth itself. The working
 * says how far the two shapes reach from their pivots together: within R the meeting region lies
 * in the disc and the rate is exact, past it the rate would be an upper bound;
 * <li>pixels: none. The kinematic formula holds for convex shapes only, and a sprite is not
 * convex: its pixels meet in fewer places than its hull does, by an amount no formula of area
 * and perimeter gives, so the measured rate is shown alone.
 * </ul>
 * Every enclosing kind holds the hull, so if the sprites were their hulls its share of hits that were false
 * (false alarms / hits) would be 1 &minus; P(hulls meet) / P(kind hits). The measured one is
 * higher: where the hulls meet but the pixels do not, every bound's hit is a false alarm too. The kinematic formula takes continuous angles; {@link
 * #hullRateWholeDegrees()} averages the hulls' exact meeting area over the 360 whole-degree turns
 * the experiment draws, to show the difference is negligible. Every shape is taken about the pivot
 * its sprite turns about, as the experiment places it; where the pivot lies inside a shape moves
 * the region of meeting offsets but not its mean area, so only the offsets' distribution matters,
 * and each region is checked against the sampling disc. Touching within {@code Tolerance.TOUCH}
 * (10<sup>-9</sup> px) and the rounding of B's pivot to the pixel lattice are left out: the
 * lattice moves a hit rate by a tenth of a point or less for sprites of 30 px and more.
 */
public final class Theory {

    /**
     * One kind's exact expectation.
     *
     * @param kind the bound kind
     * @param hitRate the chance that the kind reports a touch; NaN for {@link BoundKind#PIXELS},
     *     for which no formula holds
     * @param hullFalseAlarmRate 1 - P(hulls meet) / hitRate: the share of hits that were false if the sprites
     *     were their convex hulls; NaN for {@link BoundKind#PIXELS}, which has no false alarms
     * @param working how {@code hitRate} is computed, in words (plain ASCII in English)
     */
    public record Expectation(BoundKind kind, double hitRate, double hullFalseAlarmRate, Wording working) {
        /** Returns how {@code hitRate} is computed, in the language in force. */
        public String how() {
            return working.text();
        }
    }

    /**
     * A sprite's convex hull beside its pixels.
     *
     * @param area the hull's area, px&sup2;
     * @param perimeter the hull's perimeter, px
     * @param opaquePixels the opaque pixel count: the sprite's true area
     */
    public record Hull(double area, double perimeter, int opaquePixels) {
    }

    /**
     * The header of {@link #csvLines}, fixed. Rates and shares are fractions: each measured one in
     * full digits with its sampling standard error beside it ({@code _se}), each expected one to
     * the digits the window shows ({@link Sampled#expectedPercent}); {@code note} is
     * quoted. The pixels' row leaves {@code expected_hit_rate} and {@code hull_false_alarm_share} empty.
     */
    public static final String CSV_HEADER = "kind,hit_rate,hit_rate_se,expected_hit_rate,false_alarm_share,false_alarm_share_se,"
            + "hull_false_alarm_share,note";

    private static final int TURN = 360;

    private final double reach;
    private final Hull hullA;
    private final Hull hullB;
    private final double hullRate;
    private final double hullRateWholeDegrees;
    private final Map<BoundKind, Expectation> expectations;

    private Theory(SpriteAnalysis a, SpriteAnalysis b) {
        reach = Experiment.SPREAD * (a.circleRadius() + b.circleRadius());
        double disc = Math.PI * reach * reach;
        ConvexPolygon polyA = new ConvexPolygon(a.hull());
        ConvexPolygon polyB = new ConvexPolygon(b.hull());
        hullA = new Hull(polyA.area(), polyA.perimeter(), a.opaquePixels());
        hullB = new Hull(polyB.area(), polyB.perimeter(), b.opaquePixels());
        hullRate = kinematic(polyA.area(), polyA.perimeter(), polyB.area(), polyB.perimeter()) / disc;
        double sum = 0;
        for (int d = 0; d < TURN; d++) {
            sum += polyA.meetingArea(polyB, d);
        }
        hullRateWholeDegrees = sum / TURN / disc;
        Aabb boxA = a.tightBox();
        Aabb boxB = b.tightBox();
        double obb = kinematic(boxA.area(), 2 * (boxA.width() + boxA.height()), boxB.area(), 2 * (boxB.width() + boxB.height())) / disc;
        expectations = new EnumMap<>(BoundKind.class);
        put(BoundKind.CIRCLE, 1 / (Experiment.SPREAD * Experiment.SPREAD), hullRate,
                new Wording("theory.how.circle", Wording.plain(Experiment.SPREAD)));
        Boxes aabb = boxes(turned(a, false), turned(b, false));
        put(BoundKind.AABB, aabb.rate, hullRate, new Wording("theory.how.aabb", aabb.cut()));
        Boxes tight = boxes(turned(a, true), turned(b, true));
        put(BoundKind.TIGHT_AABB, tight.rate, hullRate, new Wording("theory.how.tightAabb", tight.cut()));
        put(BoundKind.OBB, obb, hullRate, new Wording("theory.how.obb"));
        Boxes min = minCircles(a, b);
        put(BoundKind.MIN_CIRCLE, min.rate, hullRate, new Wording("theory.how.minCircle", min.cut()));
        put(BoundKind.HULL, hullRate, hullRate, new Wording("theory.how.hull", outside(farthest(a.hull(), 0), farthest(b.hull(), 0))));
        put(BoundKind.CAPSULE, kinematic(a.area(BoundKind.CAPSULE, Pose.of(0, 0, 0)), capsulePerimeter(a.capsule()), b.area(BoundKind.CAPSULE, Pose.of(0, 0, 0)), capsulePerimeter(b.capsule())) / disc,
                hullRate, new Wording("theory.how.capsule", outside(farthest(List.of(a.capsule().spine().from(), a.capsule().spine().to()), a.capsule().radius()),
                        farthest(List.of(b.capsule().spine().from(), b.capsule().spine().to()), b.capsule().radius()))));
        ConvexPolygon dopA = new ConvexPolygon(a.kdop8());
        ConvexPolygon dopB = new ConvexPolygon(b.kdop8());
        put(BoundKind.KDOP8, kinematic(dopA.area(), dopA.perimeter(), dopB.area(), dopB.perimeter()) / disc, hullRate,
                new Wording("theory.how.kdop8", outside(farthest(a.kdop8(), 0), farthest(b.kdop8(), 0))));
        expectations.put(BoundKind.PIXELS, new Expectation(BoundKind.PIXELS, Double.NaN, Double.NaN,
                new Wording("theory.how.pixels")));
    }

    /** Works out the expectations for sprite B dropped near sprite A, as {@link Experiment#run} drops it. */
    public static Theory of(SpriteAnalysis a, SpriteAnalysis b) {
        return new Theory(a, b);
    }

    /**
     * The kinematic formula: the mean area of the offsets where two convex shapes (areas a1, a2,
     * perimeters p1, p2) at independent uniform angles meet.
     */
    public static double kinematic(double a1, double p1, double a2, double p2) {
        return a1 + a2 + p1 * p2 / (2 * Math.PI);
    }

    /** Returns R, the radius of the disc B's pivot is drawn in. */
    public double reach() {
        return reach;
    }

    /** Returns sprite A's hull. */
    public Hull hullA() {
        return hullA;
    }

    /** Returns sprite B's hull. */
    public Hull hullB() {
        return hullB;
    }

    /** Returns the chance the hulls meet by the kinematic formula (continuous angles). */
    public double hullRate() {
        return hullRate;
    }

    /** Returns the chance the hulls meet averaged over the whole-degree turns the experiment draws. */
    public double hullRateWholeDegrees() {
        return hullRateWholeDegrees;
    }

    /** Returns one kind's expectation. */
    public Expectation of(BoundKind kind) {
        return expectations.get(kind);
    }

    /** Returns every kind's expectation, in {@link BoundKind} order. */
    public List<Expectation> expectations() {
        return List.copyOf(expectations.values());
    }

    /**
     * Says in two sentences why the measured pixel rate differs from the convex expectation,
     * with the numbers of {@code measured}, in the language in force.
     */
    public String gap(Experiment.Result measured) {
        return gapWording(measured, Texts.text("experimentui.column.convexRate")).text();
    }

    /**
     * Returns the measured rates of {@code measured} beside these as CSV lines: the header, one row
     * per kind, and then the explanation of the gap as a last line starting with {@code #}.
     */
    public List<String> csvLines(Experiment.Result measured) {
        List<String> lines = new ArrayList<>();
        lines.add(CSV_HEADER);
        for (Experiment.KindStats s : measured.stats()) {
            Expectation e = of(s.kind());
            lines.add(String.format(Locale.ROOT, "%s,%.6f,%s,%s,%.6f,%s,%s,\"%s\"", s.kind().csvName(), (double) s.hits() / s.tests(),
                    Csv.fraction(s.hitRateError()), Csv.expected(e.hitRate()), s.falseAlarmRate(), Csv.fraction(s.falseAlarmError()),
                    Csv.expected(e.hullFalseAlarmRate()), e.working().english()));
        }
        lines.add("# " + gapWording(measured, "hull_false_alarm_share").english().replace("²", "^2")); // not shown: the CSV's column
        return lines;
    }

    /** The words of {@link #gap}, to be written in any language, naming the hulls' share as {@code column}. */
    private Wording gapWording(Experiment.Result measured, String column) {
        String expected = "%." + Sampled.EXPECTED_DECIMALS + "f";
        return new Wording("theory.gap", new Wording.Share(measured.of(BoundKind.PIXELS).hits(), measured.trials()),
                Wording.num(expected, Sampled.expectedPercent(hullRate())), Wording.num(expected, Sampled.expectedPercent(hullRateWholeDegrees)), Wording.num("%,d", hullA.opaquePixels()), Wording.num("%,.0f", hullA.area()),
                Wording.num("%,d", hullB.opaquePixels()), Wording.num("%,.0f", hullB.area()), column);
    }

    private void put(BoundKind kind, double hitRate, double hullRate, Wording how) {
        expectations.put(kind, new Expectation(kind, hitRate, 1 - hullRate / hitRate, how));
    }

    private static double capsulePerimeter(Capsule c) {
        return 2 * c.spine().length() + 2 * Math.PI * c.radius();
    }

    /** The farthest a shape reaches from its pivot: its farthest corner, plus {@code radius} for a rounded one. */
    private static double farthest(List<Vec2> corners, double radius) {
        return corners.stream().mapToDouble(Vec2::length).max().orElse(0) + radius;
    }

    /**
     * Says how far the two shapes reach together from their pivots against R: within it, the
     * whole meeting region lies in the sampling disc and the formula is exact; past it, part may
     * lie outside, and the formula is an upper bound.
     */
    private Wording outside(double a, double b) {
        return new Wording(a + b <= reach ? "theory.reach.within" : "theory.reach.past", Wording.num("%.1f", a + b), Wording.num("%.1f", reach));
    }

    /** A kind's mean chance and how many turn pairs had a hit region reaching out of the disc. */
    private record Boxes(double rate, long cutPairs) {
        Object cut() {
            return cutPairs == 0 ? "" : new Wording("theory.cut", Wording.num("%.1f", 100.0 * cutPairs / (TURN * TURN)));
        }
    }

    /** A's boxes at every whole degree: the turned image's box, or the turned hull's. */
    private static Aabb[] turned(SpriteAnalysis s, boolean tight) {
        Aabb[] boxes = new Aabb[TURN];
        for (int d = 0; d < TURN; d++) {
            Pose pose = Pose.of(0, 0, Math.toRadians(d));
            boxes[d] = tight ? s.tightAabb(pose) : s.aabb(pose);
        }
        return boxes;
    }

    /** B's pivot meets A's box when dx lies in [minX_A - maxX_B, maxX_A - minX_B], and dy likewise. */
    private Boxes boxes(Aabb[] a, Aabb[] b) {
        double sum = 0;
        long cut = 0;
        for (Aabb p : a) {
            for (Aabb q : b) {
                double x0 = p.minX() - q.maxX();
                double x1 = p.maxX() - q.minX();
                double y0 = p.minY() - q.maxY();
                double y1 = p.maxY() - q.minY();
                boolean inside = Math.max(x0 * x0, x1 * x1) + Math.max(y0 * y0, y1 * y1) <= reach * reach;
                sum += inside ? (x1 - x0) * (y1 - y0) : DiscClip.box(reach, x0, x1, y0, y1);
                cut += inside ? 0 : 1;
            }
        }
        return new Boxes(sum / (TURN * TURN) / (Math.PI * reach * reach), cut);
    }

    /** B's pivot meets when it lies within m_A + m_B of A's circle centre less B's centre offset. */
    private Boxes minCircles(SpriteAnalysis a, SpriteAnalysis b) {
        double rho = a.minCircle().radius() + b.minCircle().radius();
        double sum = 0;
        long cut = 0;
        for (int p = 0; p < TURN; p++) {
            Vec2 ca = a.minCircle(Pose.of(0, 0, Math.toRadians(p))).center();
            for (int q = 0; q < TURN; q++) {
                Vec2 offset = ca.minus(b.minCircle(Pose.of(0, 0, Math.toRadians(q))).center());
                sum += DiscClip.disc(reach, offset.x(), offset.y(), rho);
                cut += offset.length() + rho <= reach ? 0 : 1;
            }
        }
        return new Boxes(sum / (TURN * TURN) / (Math.PI * reach * reach), cut);
    }
}
