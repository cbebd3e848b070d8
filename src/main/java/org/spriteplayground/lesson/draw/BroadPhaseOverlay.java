package org.spriteplayground.lesson.draw;

import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.BoxTree;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.GridBroadPhase;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Swarm;
import org.spriteplayground.sim.SweepAndPrune;

/**
 * Draws the structure each broad phase builds: the grid's occupied cells, washed once per jet
 * they hold up to {@value #DEEPEST} washes; sweep and prune's x intervals as bars in a strip under
 * the sky, each in the lowest lane it fits without meeting another bar; the tree's boxes of the
 * top {@value #TREE_DEPTHS} levels under the root, a line style per depth. Counts are kept in
 * arrays reused from frame to frame.
 */
public final class BroadPhaseOverlay {

    /** Washes laid on the most crowded cells. */
    public static final int DEEPEST = 4;

    /** Levels of the tree drawn under the root. */
    public static final int TREE_DEPTHS = 3;

    private static final Ink[] DEPTH_INKS = {Ink.AABB, Ink.CONSTRUCTION, Ink.SWEEP};

    private int[] cellCounts = new int[0];
    private int[] lane = new int[0];
    private double[] laneEnd = new double[0];

    /** Washes every cell of the grid that holds a jet's centre, deeper for more jets. */
    public void grid(DebugDraw draw, GridBroadPhase grid, Swarm swarm) {
        int cols = grid.columns();
        int rows = grid.rows();
        double cell = grid.cellSize();
        if (cellCounts.length < cols * rows) {
            cellCounts = new int[cols * rows];
        }
        java.util.Arrays.fill(cellCounts, 0, cols * rows, 0);
        for (int i = 0; i < swarm.count(); i++) {
            int cx = Math.min(cols - 1, (int) (swarm.xs()[i] / cell));
            int cy = Math.min(rows - 1, (int) (swarm.ys()[i] / cell));
            cellCounts[cy * cols + cx]++;
        }
        for (int c = 0; c < cols * rows; c++) {
            if (cellCounts[c] > 0) {
                double x = (c % cols) * cell;
                double y = (c / cols) * cell;
                Aabb box = new Aabb(x, y, Math.min(swarm.width(), x + cell), Math.min(swarm.height(), y + cell));
                for (int k = Math.min(DEEPEST, cellCounts[c]); k > 0; k--) {
                    draw.box(box, Ink.SWEEP);
                }
            }
        }
    }

    /**
     * Draws each jet's x interval as a bar in {@code strip}, in the lowest lane where it meets no
     * earlier bar, so the bars stacked over a point are the intervals that hold it; touching
     * jets' bars are shaded.
     */
    public void intervals(DebugDraw draw, SweepAndPrune sap, int n, boolean[] touching, Aabb sky, Aabb strip) {
        draw.box(sky, Ink.CONSTRUCTION);
        if (lane.length < n) {
            lane = new int[n];
            laneEnd = new double[n];
        }
        int lanes = 0;
        int[] order = sap.order();
        double[] left = sap.lefts();
        double[] right = sap.rights();
        for (int a = 0; a < n; a++) {
            int body = order[a];
            int l = 0;
            while (l < lanes && laneEnd[l] >= left[body]) {
                l++;
            }
            if (l == lanes) {
                lanes++;
            }
            laneEnd[l] = right[body];
            lane[body] = l;
        }
        double height = strip.height() / Math.max(lanes, 10);
        for (int i = 0; i < n; i++) {
            double y = strip.minY() + lane[i] * height;
            Aabb bar = new Aabb(Math.max(sky.minX(), left[i]), y + 0.15 * height, Math.min(sky.maxX(), right[i]), y + 0.85 * height);
            draw.box(bar, touching[i] ? Ink.SHADE : Ink.SWEEP);
        }
        draw.segment(new Vec2(strip.minX(), strip.minY()), new Vec2(strip.maxX(), strip.minY()), Ink.CONSTRUCTION);
    }

    /**
     * Draws the boxes of the tree's top levels under the root, the highest dashed, the next
     * dotted, the next washed; a tree that is only its root (a few jets) shows the root.
     */
    public void tree(DebugDraw draw, BoxTree tree) {
        int top = tree.levels();
        if (top == 1) {
            draw.box(tree.box(1, 0), DEPTH_INKS[0]);
        }
        for (int depth = TREE_DEPTHS; depth >= 1; depth--) {
            int level = top - depth;
            if (level < 1) {
                continue;
            }
            for (int k = 0; k < tree.nodes(level); k++) {
                draw.box(tree.box(level, k), DEPTH_INKS[depth - 1]);
            }
        }
    }
}
