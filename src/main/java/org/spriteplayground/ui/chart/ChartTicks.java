package org.spriteplayground.ui.chart;

/** Where a chart's axes get their ticks: whole-turn fractions across, round numbers up. */
final class ChartTicks {

    /** The turn steps tried across, finest first: every one a clean fraction of a turn. */
    private static final int[] TURN_STEPS = {30, 45, 90, 180, 360};

    private ChartTicks() {
    }

    /**
     * Returns the finest of 30&deg;, 45&deg;, 90&deg; and 180&deg; whose labels, {@code labelWidth}
     * pixels wide, stand at least two label widths apart across {@code plotWidth} pixels for a
     * full turn: 45&deg; for a window-wide chart, 30&deg; on a wide screen, 90&deg; when narrow.
     */
    static int turnStep(int plotWidth, int labelWidth) {
        for (int step : TURN_STEPS) {
            if (plotWidth * step / 360.0 >= 2.0 * labelWidth) {
                return step;
            }
        }
        return TURN_STEPS[TURN_STEPS.length - 1];
    }

    /**
     * Returns the label of the turn tick at {@code degrees}: "0°" to "360°". The axis runs over a
     * whole turn, so both of its ends are labelled; an angle a pupil reads elsewhere never shows 360.
     */
    static String turnLabel(int degrees) {
        return degrees + "°";
    }

    /**
     * Returns the smallest step of 1, 2, 2.5 or 5 times a power of ten that keeps ticks over
     * {@code range} at least {@code minGap} pixels apart on an axis {@code length} pixels long.
     */
    static double roundStep(double range, int length, int minGap) {
        double least = range * minGap / Math.max(1, length);
        if (!(least > 0)) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(least)));
        for (double m : new double[] {1, 2, 2.5, 5}) {
            if (m * power >= least) {
                return m * power;
            }
        }
        return 10 * power;
    }
}
