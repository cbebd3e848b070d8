package org.spriteplayground.sim;

/** A broad phase that keeps the pairs its last collide found in a {@link PairBuffer}, and reads them out from there. */
abstract class PairBufferedPhase implements BroadPhase {

    /** The pairs the last collide found, and how many candidates it tested. */
    final PairBuffer pairs = new PairBuffer();

    @Override
    public long candidates() {
        return pairs.candidates();
    }

    @Override
    public int hits() {
        return pairs.hits();
    }

    @Override
    public int hitFirst(int k) {
        return pairs.first(k);
    }

    @Override
    public int hitSecond(int k) {
        return pairs.second(k);
    }
}
