package org.spriteplayground.bench;

import org.spriteplayground.sim.Swarm;

/** The benchmark scenes, each from a fixed seed. */
final class Scenes {

    private Scenes() {
    }

    /** {@code n} jets (radius 50) in the stress lesson's 1920 &times; 1200 world. */
    static Swarm jets(int n) {
        Swarm swarm = new Swarm(1920, 1200);
        swarm.populate(n, 50, 50, 1);
        return swarm;
    }

    /** {@code n} circles of radius 20-40 in 1280 &times; 800: crowded. */
    static Swarm dense(int n) {
        Swarm swarm = new Swarm(1280, 800);
        swarm.populate(n, 20, 40, 2);
        return swarm;
    }

    /** {@code n} circles of radius 5-10 in 1280 &times; 800: sparse. */
    static Swarm sparse(int n) {
        Swarm swarm = new Swarm(1280, 800);
        swarm.populate(n, 5, 10, 3);
        return swarm;
    }

    /** The named scene: "jets", "dense" or "sparse". */
    static Swarm of(String kind, int n) {
        return switch (kind) {
            case "jets" -> jets(n);
            case "dense" -> dense(n);
            case "sparse" -> sparse(n);
            default -> throw new IllegalArgumentException("unknown scene " + kind);
        };
    }
}
