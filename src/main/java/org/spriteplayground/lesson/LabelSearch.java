package org.spriteplayground.lesson;

import java.util.List;
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
     * Returns the place nearest {@code wanted} where the label's box lies in the view and hides
     * none of {@code drawn} and no box in {@code taken}: {@code wanted} itself, its anchor's other
     * sides, then the points of a grid around the anchor, half a label height apart, ring by
     * square ring outwards, each written on its side away from the anchor. Where there is no such
     * place, the one that hides fewest.
     */
    static Labels.Spot free(Labels.Spot wanted, String text, Aabb view, List<Drawn> drawn, List<Aabb> taken) {
        Search search = new Search(text, view, drawn, taken);
        if (search.clear(wanted)) {
            return wanted;
        }
        for (Side side : Labels.PREFERENCE) {
            Labels.Spot spot = new Labels.Spot(wanted.anchor(), side);
            if (side != wanted.side() && search.clear(spot)) {
                return spot;
            }
        }
        double step = Labels.across(view) / 2;
        int rings = (int) Math.ceil(Math.max(view.width(), view.height()) / step);
        for (int ring = 1; ring <= rings; ring++) {
            for (int i = -ring; i <= ring; i++) {
                int rows = Math.abs(i) == ring ? 1 : 2 * ring;
                for (int j = -ring; j <= ring; j += rows) {
                    Vec2 away = new Vec2(i * step, j * step);
                    Vec2 at = wanted.anchor().plus(away);
                    Labels.Spot spot = new Labels.Spot(at, Labels.sideToward(away));
                    if (view.contains(at) && search.clear(spot)) {
                        return spot;
                    }
                }
            }
        }
        return search.best == null ? wanted : search.best;
    }

    /** Tries places for one label, keeping the one that hides fewest. */
    private static final class Search {
        private final String text;
        private final Aabb view;
        private final List<Drawn> drawn;
        private final List<Aabb> taken;
        private final double ulps;
        private Labels.Spot best;
        private int fewest = Integer.MAX_VALUE;

        Search(String text, Aabb view, List<Drawn> drawn, List<Aabb> taken) {
            this.text = text;
            this.view = view;
            this.drawn = drawn;
            this.taken = taken;
            this.ulps = ROUNDING * Math.max(view.width(), view.height());
        }

        /** Returns whether the label at {@code spot} hides nothing; remembers it if it hides fewest so far. */
        boolean clear(Labels.Spot spot) {
            Aabb b = Labels.box(spot, text, view);
            int hidden = hidden(new Aabb(b.minX() + ulps, b.minY() + ulps, b.maxX() - ulps, b.maxY() - ulps), view, drawn, taken, fewest);
            if (hidden < fewest) {
                best = spot;
                fewest = hidden;
            }
            return hidden == 0;
        }
    }

    /** Counts what a label box hides (stopping at {@code enough}); a box cut off by the view's edge counts as hiding much. */
    private static int hidden(Aabb box, Aabb view, List<Drawn> drawn, List<Aabb> taken, int enough) {
        if (box.minX() < view.minX() || box.minY() < view.minY() || box.maxX() > view.maxX() || box.maxY() > view.maxY()) {
            return Integer.MAX_VALUE - 1;
        }
        int n = 0;
        for (Aabb other : taken) {
            if (Drawn.overlaps(other, box) && ++n >= enough) {
                return n;
            }
        }
        for (Drawn shape : drawn) {
            if (shape.coveredBy(box) && ++n >= enough) {
                return n;
            }
        }
        return n;
    }
}
