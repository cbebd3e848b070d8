package org.spriteplayground.experiment;

/**
 * Exact areas of plane regions cut to a disc about the origin: the experiment draws B's pivot
 * uniformly in that disc, so a hit region's chance is its area inside the disc over the disc's.
 */
final class DiscClip {

    private DiscClip() {
    }

    /** Returns the area of the box [x0, x1] &times; [y0, y1] inside the disc of radius {@code r} about the origin. */
    static double box(double r, double x0, double x1, double y0, double y1) {
        if (x1 <= x0 || y1 <= y0) {
            return 0;
        }
        return corner(r, x1, y1) - corner(r, x0, y1) - corner(r, x1, y0) + corner(r, x0, y0);
    }

    /**
     * Returns the area of the disc of radius {@code rho} about (cx, cy) inside the disc of radius
     * {@code r} about the origin (the lens of two circles).
     */
    static double disc(double r, double cx, double cy, double rho) {
        double d = Math.hypot(cx, cy);
        if (d + rho <= r) {
            return Math.PI * rho * rho;
        }
        if (d + r <= rho) {
            return Math.PI * r * r;
        }
        if (d >= r + rho) {
            return 0;
        }
        double a = rho * rho * Math.acos(clamp((d * d + rho * rho - r * r) / (2 * d * rho)));
        double b = r * r * Math.acos(clamp((d * d + r * r - rho * rho) / (2 * d * r)));
        double k = (-d + rho + r) * (d + rho - r) * (d - rho + r) * (d + rho + r);
        return a + b - 0.5 * Math.sqrt(Math.max(0, k));
    }

    /** Signed area of the disc within the box spanned by the origin and (x, y): negative across one axis. */
    private static double corner(double r, double x, double y) {
        return Math.signum(x) * Math.signum(y) * quarter(r, Math.min(Math.abs(x), r), Math.min(Math.abs(y), r));
    }

    /** Area of the disc within [0, a] &times; [0, b], for a and b from 0 to r. */
    private static double quarter(double r, double a, double b) {
        double edge = Math.sqrt(Math.max(0, r * r - b * b));
        return a <= edge ? a * b : b * edge + arc(r, a) - arc(r, edge);
    }

    /** The integral of sqrt(r&sup2; - u&sup2;) from 0 to u. */
    private static double arc(double r, double u) {
        return (u * Math.sqrt(Math.max(0, r * r - u * u)) + r * r * Math.asin(clamp(u / r))) / 2;
    }

    private static double clamp(double v) {
        return Math.max(-1, Math.min(1, v));
    }
}
