package org.spriteplayground.sprite;

import java.util.List;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;

/**
 * A sprite's bounds for each whole-degree turn, relative to its pivot, computed once: the image
 * AABB's half-extents, the tight AABB's sides, the turned box's centre and the smallest circle's
 * centre. With these, a bound test between two placements is a few additions and comparisons,
 * with no object made. The turn uses the same {@code cos(toRadians(d))} as {@link Placement#pose()},
 * so these bounds are the ones {@link SpriteAnalysis} computes from a pose.
 */
final class DegreeTables {

    /** cos and sin of every whole degree, as {@code Math.cos(Math.toRadians(d))}. */
    static final double[] COS = new double[360];
    static final double[] SIN = new double[360];

    static {
        for (int d = 0; d < 360; d++) {
            COS[d] = Math.cos(Math.toRadians(d));
            SIN[d] = Math.sin(Math.toRadians(d));
        }
    }

    final double[] aabbHalfW = new double[360];
    final double[] aabbHalfH = new double[360];
    final double[] tightMinX = new double[360];
    final double[] tightMinY = new double[360];
    final double[] tightMaxX = new double[360];
    final double[] tightMaxY = new double[360];
    final double[] obbX = new double[360];
    final double[] obbY = new double[360];
    final double[] minX = new double[360];
    final double[] minY = new double[360];
    final double obbHalfW;
    final double obbHalfH;

    DegreeTables(int width, int height, Aabb tightBox, List<Vec2> hull, Vec2 minCentre) {
        obbHalfW = tightBox.width() / 2;
        obbHalfH = tightBox.height() / 2;
        Vec2 boxCentre = tightBox.center();
        for (int d = 0; d < 360; d++) {
            double c = COS[d];
            double s = SIN[d];
            aabbHalfW[d] = (width * Math.abs(c) + height * Math.abs(s)) / 2;
            aabbHalfH[d] = (width * Math.abs(s) + height * Math.abs(c)) / 2;
            double loX = Double.POSITIVE_INFINITY;
            double loY = Double.POSITIVE_INFINITY;
            double hiX = Double.NEGATIVE_INFINITY;
            double hiY = Double.NEGATIVE_INFINITY;
            for (Vec2 v : hull) {
                double px = v.x() * c - v.y() * s;
                double py = v.x() * s + v.y() * c;
                loX = Math.min(loX, px);
                loY = Math.min(loY, py);
                hiX = Math.max(hiX, px);
                hiY = Math.max(hiY, py);
            }
            tightMinX[d] = loX;
            tightMinY[d] = loY;
            tightMaxX[d] = hiX;
            tightMaxY[d] = hiY;
            obbX[d] = boxCentre.x() * c - boxCentre.y() * s;
            obbY[d] = boxCentre.x() * s + boxCentre.y() * c;
            minX[d] = minCentre.x() * c - minCentre.y() * s;
            minY[d] = minCentre.x() * s + minCentre.y() * c;
        }
    }
}
