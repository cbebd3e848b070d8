package org.spriteplayground.lesson;

import java.util.List;
import java.util.function.Function;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw.Side;

/** The search for a free place for one label, among everything already drawn. */
final class LabelSearch {

    /**
     * How far a label box is shrunk before it is checked, as a share of the view: an anchor on a
     * shape's extreme point may be a few units in the last place inside the shape's outline.
     */
    private static final double ROUNDING = 1e-12;

    private LabelSearch() {
    }

    /**
     * A place found for a label.
     *
     * @param spot where it is written
     * @param hidden how much it hides there: 0 when nothing, very many when cut off at the view's edge
     */
    record Found(Labels.Spot spot, int hidden) {
    }

    /**
     * Returns the place nearest {@code wanted} where the box of a label of {@code size} (width,
     * height, in world units) lies in the view and hides none of {@code drawn} and no box in
     * {@code taken}: {@code wanted} itself, its anchor's other sides, then the points of a grid
     * around the anchor, half a label height apart, ring by square ring outwards, each written on
     * its side away from the anchor; of the free places in the first ring that has any, the one
     * whose box is nearest the anchor. A place whose box would stick out of the view is first
     * slid back into it (so a label by the view's edge stays by its anchor, and a strip along the
     * edge just tall enough for the label is found). Where there is no free place, the one that
     * hides fewest.
     *
     * @param leader the leader a label at a box would get (from, to), or null where it gets none:
     *     a place whose leader runs through a box in {@code taken} is no freer than one whose box
     *     covers it (the "reset!" leader once ran up through the flyer's "r = 50.0")
     */
    static Found free(Labels.Spot wanted, Vec2 size, Aabb view, List<Drawn> drawn, List<Aabb> taken, Function<Aabb, Vec2[]> leader) {
        Search search = new Search(size, view, drawn, taken, leader);
        Labels.Spot spot = search.clear(wanted);
        for (int i = 0; spot == null && i < Labels.PREFERENCE.size(); i++) {
            Side side = Labels.PREFERENCE.get(i);
            spot = side == wanted.side() ? null : search.clear(new Labels.Spot(wanted.anchor(), side));
        }
        if (spot != null) {
            return new Found(spot, 0);
        }
        double step = size.y() / 4;
        int rings = (int) Math.ceil(Math.max(view.width(), view.height()) / step);
        for (int ring = 1; ring <= rings; ring++) {
            Labels.Spot nearest = null;
            double distance = Double.POSITIVE_INFINITY;
            for (int i = -ring; i <= ring; i++) {
                int rows = Math.abs(i) == ring ? 1 : 2 * ring;
                for (int j = -ring; j <= ring; j += rows) {
                    Vec2 away = new Vec2(i * step, j * step);
                    Vec2 at = wanted.anchor().plus(away);
                    Labels.Spot free = view.contains(at) ? search.clear(new Labels.Spot(at, Labels.sideToward(away))) : null;
                    double d = free == null ? Double.POSITIVE_INFINITY : distance(Labels.box(free, size), wanted.anchor());
                    if (d < distance) {
                        nearest = free;
                        distance = d;
                    }
                }
            }
            if (nearest != null) {
                return new Found(nearest, 0);
            }
        }
        return new Found(search.best, search.fewest);
    }

    /** Returns the distance from {@code p} to the nearest point of {@code box}. */
    static double distance(Aabb box, Vec2 p) {
        double dx = Math.max(0, Math.max(box.minX() - p.x(), p.x() - box.maxX()));
        double dy = Math.max(0, Math.max(box.minY() - p.y(), p.y() - box.maxY()));
        return Math.hypot(dx, dy);
    }

    /** Returns {@code spot} moved so that its box lies in {@code view}, if the box is small enough to. */
    static Labels.Spot inView(Labels.Spot spot, Vec2 size, Aabb view) {
        Aabb b = Labels.box(spot, size);
        double dx = b.width() > view.width() ? 0 : Math.max(0, view.minX() - b.minX()) - Math.max(0, b.maxX() - view.maxX());
        double dy = b.height() > view.height() ? 0 : Math.max(0, view.minY() - b.minY()) - Math.max(0, b.maxY() - view.maxY());
        return dx == 0 && dy == 0 ? spot : new Labels.Spot(spot.anchor().plus(new Vec2(dx, dy)), spot.side());
    }

    /** Tries places for one label, keeping the one that hides fewest. */
    private static final class Search {
        private final Vec2 size;
        private final Aabb view;
        private final List<Drawn> drawn;
        private final List<Aabb> taken;
        private final Function<Aabb, Vec2[]> leader;
        private final double ulps;
        private Labels.Spot best;
        private int fewest = Integer.MAX_VALUE;

        Search(Vec2 size, Aabb view, List<Drawn> drawn, List<Aabb> taken, Function<Aabb, Vec2[]> leader) {
            this.size = size;
            this.view = view;
            this.drawn = drawn;
            this.taken = taken;
            this.leader = leader;
            this.ulps = ROUNDING * Math.max(view.width(), view.height());
        }

        /**
         * Returns what a leader (from, to; or null) costs for running through the labels written
         * before: {@link #LEADER_CROSSES} each.
         */
        private int leaderCrossings(Vec2[] line) {
            int n = 0;
            for (Aabb other : line == null ? List.<Aabb>of() : taken) {
                Aabb inside = new Aabb(other.minX() + ulps, other.minY() + ulps, other.maxX() - ulps, other.maxY() - ulps);
                if (new Drawn.Stroke(line[0], line[1]).coveredBy(inside)) {
                    n += LEADER_CROSSES;
                }
            }
            return n;
        }

        /**
         * Returns {@code wanted}, slid into the view, if the label hides nothing there, else null;
         * remembers it if it hides fewest so far.
         */
        Labels.Spot clear(Labels.Spot wanted) {
            Labels.Spot spot = inView(wanted, size, view);
            Aabb b = Labels.box(spot, size);
            int hidden = hidden(new Aabb(b.minX() + ulps, b.minY() + ulps, b.maxX() - ulps, b.maxY() - ulps), view, drawn, taken, fewest);
            if (hidden < Integer.MAX_VALUE - 1) { // not cut off by the view's edge
                hidden += leaderCrossings(leader.apply(b));
            }
            if (hidden < fewest) {
                best = spot;
                fewest = hidden;
            }
            return hidden == 0 ? spot : null;
        }
    }

    /**
     * What a leader running through a label written before costs: the least there is, so that a
     * place whose leader does is not free, but is taken rather than one that hides a line.
     */
    static final int LEADER_CROSSES = 1;

    /** What hiding one shape (a line, a circle's outline) costs. */
    static final int LINE_COVERED = 2;

    /**
     * What covering one earlier label costs, against {@link #LINE_COVERED} for each shape hidden:
     * where no place is free, a label lies over lines rather than over another label, where
     * neither could be read.
     */
    private static final int LABEL_COVERED = 1 << 17;

    /**
     * What covering a sprite's image (a flying jet) costs: a label lies over many lines rather
     * than hide a sprite, and over a sprite rather than over another label.
     */
    static final int IMAGE_COVERED = 1 << 9;

    /**
     * Counts what a label box hides (stopping at {@code enough}): a shape as {@link #LINE_COVERED},
     * an earlier label as {@link #LABEL_COVERED} and a sprite's image as {@link #IMAGE_COVERED}; a box cut off
     * by the view's edge counts as hiding most.
     */
    private static int hidden(Aabb box, Aabb view, List<Drawn> drawn, List<Aabb> taken, int enough) {
        if (box.minX() < view.minX() || box.minY() < view.minY() || box.maxX() > view.maxX() || box.maxY() > view.maxY()) {
            return Integer.MAX_VALUE - 1;
        }
        int n = 0;
        for (Aabb other : taken) {
            if (Drawn.overlaps(other, box) && (n += LABEL_COVERED) >= enough) {
                return n;
            }
        }
        for (Drawn shape : drawn) {
            if (shape.coveredBy(box) && (n += shape instanceof Drawn.Image ? IMAGE_COVERED : LINE_COVERED) >= enough) {
                return n;
            }
        }
        return n;
    }
}
