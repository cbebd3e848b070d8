package org.spriteplayground.sim;

/**
 * Sorts a range of indices by a key per index, in place and without making objects: a quicksort
 * with the middle of three as pivot, finishing short ranges by insertion. Ties keep no particular
 * order, but the result depends only on the input, so it is the same on every run.
 */
final class IndexSort {

    private static final int SHORT = 12;

    private IndexSort() {
    }

    /** Sorts {@code index[from..to)} so that {@code key[index[k]]} never decreases. */
    static void sort(int[] index, double[] key, int from, int to) {
        while (to - from > SHORT) {
            int mid = (from + to) >>> 1;
            double pivot = middle(key[index[from]], key[index[mid]], key[index[to - 1]]);
            int i = from;
            int j = to - 1;
            while (i <= j) {
                while (key[index[i]] < pivot) {
                    i++;
                }
                while (key[index[j]] > pivot) {
                    j--;
                }
                if (i <= j) {
                    int t = index[i];
                    index[i] = index[j];
                    index[j] = t;
                    i++;
                    j--;
                }
            }
            // Recurse into the shorter side, loop on the longer, so the stack stays O(log n).
            if (j + 1 - from < to - i) {
                sort(index, key, from, j + 1);
                from = i;
            } else {
                sort(index, key, i, to);
                to = j + 1;
            }
        }
        for (int a = from + 1; a < to; a++) {
            int v = index[a];
            double k = key[v];
            int b = a - 1;
            while (b >= from && key[index[b]] > k) {
                index[b + 1] = index[b];
                b--;
            }
            index[b + 1] = v;
        }
    }

    private static double middle(double a, double b, double c) {
        return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    }
}
