package org.spriteplayground.bench;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dyn4j.collision.CollisionPair;
import org.dyn4j.collision.broadphase.AABBProducer;
import org.dyn4j.collision.broadphase.DynamicAABBTree;
import org.dyn4j.collision.broadphase.NullAABBExpansionMethod;
import org.dyn4j.geometry.AABB;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spriteplayground.sim.Swarm;

/**
 * The peer: dyn4j 6's dynamic AABB tree as the broad phase for the same scene and the same move,
 * updated every tick and asked for its pairs, then the same exact circle filter. It finds the
 * same overlapping pairs as the grid; compare its time with {@link TickBenchmark#grid()}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class Dyn4jBenchmark {

    @Param({"dense", "sparse"})
    public String scene;

    @Param({"1000", "5000"})
    public int n;

    private Swarm swarm;
    private DynamicAABBTree<Integer> tree;
    private List<Integer> ids;

    @Setup
    public void setUp() {
        swarm = Scenes.of(scene, n);
        swarm.step(1 / 60.0);
        AABBProducer<Integer> producer = new AABBProducer<>() {
            @Override
            public AABB compute(Integer body) {
                AABB box = new AABB(0, 0, 0, 0);
                compute(body, box);
                return box;
            }

            @Override
            public void compute(Integer body, AABB box) {
                double x = swarm.xs()[body];
                double y = swarm.ys()[body];
                double r = swarm.radii()[body];
                AABB.setFromPoints(x - r, y - r, x + r, y + r, box);
            }
        };
        // The filter keeps a leaf from being paired with itself.
        tree = new DynamicAABBTree<>((a, b) -> a.intValue() != b.intValue(), producer, new NullAABBExpansionMethod<>());
        ids = new ArrayList<>();
        for (int i = 0; i < swarm.count(); i++) {
            ids.add(i);
            tree.add(i);
        }
    }

    /** Move, update every leaf, detect the candidate pairs, keep those whose circles overlap. */
    @Benchmark
    public int tree() {
        swarm.move(1 / 60.0);
        for (Integer id : ids) {
            tree.update(id);
        }
        return exactPairs(tree.detectIterator(false));
    }

    int exactPairs(Iterator<CollisionPair<Integer>> pairs) {
        double[] x = swarm.xs();
        double[] y = swarm.ys();
        double[] r = swarm.radii();
        int hits = 0;
        while (pairs.hasNext()) {
            CollisionPair<Integer> p = pairs.next();
            int i = p.getFirst();
            int j = p.getSecond();
            double dx = x[j] - x[i];
            double dy = y[j] - y[i];
            double reach = r[i] + r[j];
            if (dx * dx + dy * dy <= reach * reach) {
                hits++;
            }
        }
        return hits;
    }
}
