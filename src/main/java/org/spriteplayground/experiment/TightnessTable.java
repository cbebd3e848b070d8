package org.spriteplayground.experiment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.WeakHashMap;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteAnalysis;

/**
 * The area of each bound kind of one sprite, turned about its image centre from 0&deg; up to
 * (not including) 360&deg;, the opaque pixels at each angle, and each kind's fill: those opaque
 * pixels / area.
 *
 * <p>The opaque pixels of a row are those of the mask the pixel-exact test uses at that angle:
 * the sprite's mask turned by the angle rounded to the whole degree and resampled onto the pixel
 * lattice. Resampling gains or loses a few cells at most angles, so this count is not the
 * unturned one.
 *
 * @param sprite the sprite's name
 * @param opaquePixels its unturned opaque area, px&sup2;
 * @param rows one row per angle
 */
public record TightnessTable(String sprite, int opaquePixels, List<Row> rows) {

    /** The enclosing kinds with columns in the CSV, in column order. */
    public static final List<BoundKind> KINDS = List.of(BoundKind.CIRCLE, BoundKind.AABB, BoundKind.TIGHT_AABB, BoundKind.OBB, BoundKind.MIN_CIRCLE);

    /**
     * Every enclosing kind, in {@link BoundKind} order: those of {@link #KINDS}, then the hull,
     * capsule and 8-DOP, which the chart draws but the CSV leaves out, so that its header stays.
     */
    public static final List<BoundKind> CHART_KINDS = Arrays.stream(BoundKind.values()).filter(BoundKind::encloses).toList();

    /** The CSV header, fixed. */
    public static final String HEADER = "angle_deg,opaque_px,circle_area,aabb_area,tight_aabb_area,obb_area,min_circle_area,"
            + "circle_fill,aabb_fill,tight_aabb_fill,obb_fill,min_circle_fill";

    /** Each sprite's table at whole degrees, once measured. */
    private static final Map<SpriteAnalysis, TightnessTable> MEASURED = new WeakHashMap<>();

    /**
     * One angle.
     *
     * @param degrees the turn, clockwise on screen
     * @param opaquePixels the opaque cells of the mask turned by {@code degrees} rounded to the
     *     whole degree, the mask the pixel test uses at this angle
     * @param areas the area of each of {@link #CHART_KINDS}, in that order, px&sup2;
     */
    public record Row(double degrees, int opaquePixels, List<Double> areas) {
        /** Returns the area of one kind. */
        public double area(BoundKind kind) {
            return areas.get(CHART_KINDS.indexOf(kind));
        }
    }

    /**
     * Tabulates {@code sprite} every {@code stepDegrees}.
     *
     * @throws IllegalArgumentException unless 0 &lt; stepDegrees &le; 360
     */
    public static TightnessTable of(SpriteAnalysis sprite, double stepDegrees) {
        if (!(stepDegrees > 0 && stepDegrees <= 360)) {
            throw new IllegalArgumentException("step must be more than 0 and at most 360 degrees, was " + stepDegrees);
        }
        List<Row> rows = new ArrayList<>();
        int[] turnedPixels = new int[360];
        Arrays.fill(turnedPixels, -1);
        for (int i = 0; i * stepDegrees < 360; i++) {
            double degrees = i * stepDegrees;
            Pose pose = Pose.of(0, 0, Math.toRadians(degrees));
            int whole = Math.floorMod((int) Math.round(degrees), 360);
            if (turnedPixels[whole] < 0) {
                turnedPixels[whole] = sprite.turnedMask(whole).opaqueCount();
            }
            rows.add(new Row(degrees, turnedPixels[whole], CHART_KINDS.stream().map(k -> sprite.area(k, pose)).toList()));
        }
        return new TightnessTable(sprite.sprite().name(), sprite.opaquePixels(), List.copyOf(rows));
    }

    /**
     * Returns the table of {@code sprite} from 0 to 360 degrees in steps of 1, measured once: the
     * answer key and the chart read the same table, and it can be measured ahead, off the event thread.
     */
    public static TightnessTable measured(SpriteAnalysis sprite) {
        synchronized (MEASURED) {
            return MEASURED.computeIfAbsent(sprite, s -> of(s, 1));
        }
    }

    /**
     * Returns the angles in [0, 360) at which the bounding circle and the image's AABB have the
     * same area, from the closed form: |sin 2&theta;| = 2(&pi;(w&sup2; + h&sup2;)/4 - wh) / (w&sup2; + h&sup2;).
     * Between them the circle is the tighter of the two. Empty if the box is always tighter.
     */
    public static List<Double> circleAabbCrossovers(int width, int height) {
        double squares = (double) width * width + (double) height * height;
        double k = 2 * (Math.PI * squares / 4 - (double) width * height) / squares;
        List<Double> angles = new ArrayList<>();
        if (k < 0 || k > 1) {
            return angles;
        }
        double base = Math.toDegrees(Math.asin(k)) / 2;
        for (int quarter = 0; quarter < 4; quarter++) {
            angles.add(quarter * 90 + base);
            angles.add(quarter * 90 + 90 - base);
        }
        return angles.stream().distinct().sorted().toList();
    }

    /** Writes the table as CSV lines, header first: each row's {@code opaque_px} is {@link Row#opaquePixels()}, and its fills are of that count. */
    public List<String> csvLines() {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        for (Row row : rows) {
            StringBuilder line = new StringBuilder(Csv.number(row.degrees())).append(',').append(row.opaquePixels());
            for (BoundKind kind : KINDS) {
                line.append(',').append(String.format(Locale.ROOT, "%.3f", row.area(kind)));
            }
            for (BoundKind kind : KINDS) {
                line.append(',').append(String.format(Locale.ROOT, "%.6f", row.opaquePixels() / row.area(kind)));
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
