package org.spriteplayground.sim;

import java.util.Arrays;
import org.spriteplayground.geometry.Aabb;
import org.spriteplayground.geometry.Tolerance;

/**
 * A bounding-volume tree of the bodies' boxes, packed afresh each collide by Sort-Tile-Recursive
 * (the packing of JTS's STRtree): the boxes are sorted by centre x into about &radic;(n/M)
 * vertical slices, each slice by centre y, and every run of {@value #FANOUT} becomes one node
 * whose box holds theirs; the nodes are packed the same way, level by level, up to one root.
 * Each body then walks down from the root into every node its box meets; the bodies whose boxes
 * it meets (each pair once, from the lower index) are the candidates.
 *
 * <p>Nodes live in flat arrays, level after level, and are rebuilt in place, so a steady collide
 * makes no objects. Boxes are widened by {@link Tolerance#TOUCH} so that rounding never drops two
 * circles that just touch.
 */
public final class BoxTree extends PairBufferedPhase {

    /** How many boxes one node holds at most. */
    public static final int FANOUT = 8;

    private double[] minX = new double[0];
    private double[] minY = new double[0];
    private double[] maxX = new double[0];
    private double[] maxY = new double[0];
    /** A body's index for an entry at level 0, else the position of a node's first child. */
    private int[] child = new int[0];
    /** How many children a node has; 0 for a body's box. */
    private int[] children = new int[0];
    private int[] levelStart = new int[2];
    private int levels;
    private int root = -1;
    private final Scratch scratch = new Scratch();
    private int[] stack = new int[64];

    @Override
    public int collide(double[] x, double[] y, double[] radius, int n) {
        build(x, y, radius, n);
        clear();
        for (int p = 0; p < n; p++) {
            query(p, x, y, radius);
        }
        return hits();
    }

    private void build(double[] x, double[] y, double[] radius, int n) {
        ensureCapacity(2 * n + 2);
        for (int i = 0; i < n; i++) {
            double reach = radius[i] + Tolerance.TOUCH;
            minX[i] = x[i] - reach;
            minY[i] = y[i] - reach;
            maxX[i] = x[i] + reach;
            maxY[i] = y[i] + reach;
            child[i] = i;
            children[i] = 0;
        }
        levels = 0;
        root = -1;
        levelStart[0] = 0;
        int from = 0;
        int to = n;
        while (to - from > 0) {
            int parents = (to - from + FANOUT - 1) / FANOUT;
            pack(from, to, parents);
            for (int p = 0; p < parents; p++) {
                int first = from + p * FANOUT;
                int last = Math.min(to, first + FANOUT);
                enclose(to + p, first, last);
            }
            levels++;
            if (levelStart.length < levels + 2) {
                levelStart = Arrays.copyOf(levelStart, 2 * levelStart.length);
            }
            levelStart[levels] = to;
            levelStart[levels + 1] = to + parents;
            from = to;
            to += parents;
            if (parents == 1) {
                root = from;
                break;
            }
        }
        if (stack.length < (levels + 1) * FANOUT) {
            stack = new int[(levels + 1) * FANOUT];
        }
    }

    /** Puts the entries [from, to) in Sort-Tile-Recursive order, so each run of FANOUT is one parent's. */
    private void pack(int from, int to, int parents) {
        int m = to - from;
        int slices = (int) Math.ceil(Math.sqrt(parents));
        int perSlice = slices * FANOUT;
        int[] order = scratch.order;
        double[] key = scratch.key;
        for (int k = 0; k < m; k++) {
            order[k] = from + k;
            key[from + k] = minX[from + k] + maxX[from + k];
        }
        IndexSort.sort(order, key, 0, m);
        for (int k = 0; k < m; k++) {
            key[from + k] = minY[from + k] + maxY[from + k];
        }
        for (int s = 0; s < m; s += perSlice) {
            IndexSort.sort(order, key, s, Math.min(m, s + perSlice));
        }
        scratch.permute(this, order, from, m);
    }

    private void enclose(int node, int first, int last) {
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        for (int c = first; c < last; c++) {
            x0 = Math.min(x0, minX[c]);
            y0 = Math.min(y0, minY[c]);
            x1 = Math.max(x1, maxX[c]);
            y1 = Math.max(y1, maxY[c]);
        }
        minX[node] = x0;
        minY[node] = y0;
        maxX[node] = x1;
        maxY[node] = y1;
        child[node] = first;
        children[node] = last - first;
    }

    /** Walks down from the root with the box of the entry at {@code p}, testing the bodies above it by index. */
    private void query(int p, double[] x, double[] y, double[] radius) {
        int body = child[p];
        double x0 = minX[p];
        double y0 = minY[p];
        double x1 = maxX[p];
        double y1 = maxY[p];
        int top = 0;
        stack[top++] = root;
        while (top > 0) {
            int node = stack[--top];
            if (minX[node] > x1 || maxX[node] < x0 || minY[node] > y1 || maxY[node] < y0) {
                continue;
            }
            int count = children[node];
            if (count == 0) {
                if (child[node] > body) {
                    test(body, child[node], x, y, radius);
                }
            } else {
                for (int c = child[node] + count - 1; c >= child[node]; c--) {
                    stack[top++] = c;
                }
            }
        }
    }

    private void ensureCapacity(int size) {
        if (minX.length >= size) {
            return;
        }
        minX = new double[size];
        minY = new double[size];
        maxX = new double[size];
        maxY = new double[size];
        child = new int[size];
        children = new int[size];
        scratch.ensureCapacity(size);
    }

    /** Returns how many levels of nodes stand above the bodies' boxes (0 with no bodies; the root's is the last). */
    public int levels() {
        return levels;
    }

    /** Returns how many nodes level {@code level} holds (1 is the lowest, whose nodes hold bodies' boxes; {@link #levels()} the root's). */
    public int nodes(int level) {
        return levelStart[level + 1] - levelStart[level];
    }

    /** Returns the box of node {@code k} of level {@code level}; level 0 holds the bodies' own boxes, in packed order. */
    public Aabb box(int level, int k) {
        int node = levelStart[level] + k;
        return new Aabb(minX[node], minY[node], maxX[node], maxY[node]);
    }

    /** Room to reorder one level: the order, a key per entry, and copies of the entries. */
    private static final class Scratch {
        int[] order = new int[0];
        double[] key = new double[0];
        private double[] minX = new double[0];
        private double[] minY = new double[0];
        private double[] maxX = new double[0];
        private double[] maxY = new double[0];
        private int[] child = new int[0];
        private int[] children = new int[0];

        void ensureCapacity(int size) {
            order = new int[size];
            key = new double[size];
            minX = new double[size];
            minY = new double[size];
            maxX = new double[size];
            maxY = new double[size];
            child = new int[size];
            children = new int[size];
        }

        /** Rewrites the tree's entries [from, from + m) so that entry from + k is the one at {@code order[k]}. */
        void permute(BoxTree tree, int[] order, int from, int m) {
            for (int k = 0; k < m; k++) {
                int e = order[k];
                minX[k] = tree.minX[e];
                minY[k] = tree.minY[e];
                maxX[k] = tree.maxX[e];
                maxY[k] = tree.maxY[e];
                child[k] = tree.child[e];
                children[k] = tree.children[e];
            }
            System.arraycopy(minX, 0, tree.minX, from, m);
            System.arraycopy(minY, 0, tree.minY, from, m);
            System.arraycopy(maxX, 0, tree.maxX, from, m);
            System.arraycopy(maxY, 0, tree.maxY, from, m);
            System.arraycopy(child, 0, tree.child, from, m);
            System.arraycopy(children, 0, tree.children, from, m);
        }
    }
}
