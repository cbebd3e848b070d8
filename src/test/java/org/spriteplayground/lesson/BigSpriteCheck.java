package org.spriteplayground.lesson;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteLibrary;

/**
 * A check run by hand, not by the test command: flying-jets with two fully opaque 4096 &times;
 * 4096 sprites, the largest a user may open, stepped in four situations, printing milliseconds per
 * step and the heap in use. Run it in a small heap to see that it fits:
 *
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -Xmx256m -cp target/classes:target/test-classes:$(cat target/cp.txt) org.spriteplayground.lesson.BigSpriteCheck
 * </pre>
 */
public final class BigSpriteCheck {

    private BigSpriteCheck() {
    }

    /** Builds a library holding one fully opaque square sprite named "big". */
    static SpriteLibrary bigLibrary(int side) {
        int[] argb = new int[side * side];
        Arrays.fill(argb, 0xFF000000);
        return SpriteLibrary.of(List.of(new Sprite("big", AlphaMask.fromArgb(side, side, argb))));
    }

    /** Prints ms per step and heap for each situation. */
    public static void main(String[] args) {
        SpriteLibrary library = bigLibrary(4096);
        run(library, "circles reset, 8,000 steps", BoundKind.CIRCLE, 0, 8000);
        run(library, "pixels reset, 8,000 steps", BoundKind.PIXELS, 0, 8000);
        run(library, "waiting 3,000 px ahead: deep overlap every step, 720 steps", BoundKind.CIRCLE, 3000, 720);
        run(library, "waiting 4,500 px ahead, pixels reset: contact at some turns, 720 steps", BoundKind.PIXELS, 4500, 720);
    }

    private static void run(SpriteLibrary library, String name, BoundKind trigger, double ahead, int steps) {
        FlyingJets jets = new FlyingJets(library, "big");
        jets.setTrigger(trigger);
        if (ahead > 0) {
            Vec2 start = jets.flyer().pose().position();
            jets.grab(jets.waiting().pose().position(), 1).orElseThrow().moveTo(start.plus(new Vec2(ahead, 0)));
        }
        int warmUp = Math.min(100, steps / 4);
        double worst = 0;
        long from = 0;
        for (int i = 0; i < steps; i++) {
            if (i == warmUp) {
                from = System.nanoTime();
            }
            long t = System.nanoTime();
            jets.step(Simulation.STEP_SECONDS);
            if (i >= warmUp) {
                worst = Math.max(worst, (System.nanoTime() - t) / 1e6);
            }
        }
        double mean = (System.nanoTime() - from) / 1e6 / (steps - warmUp);
        System.gc();
        Runtime rt = Runtime.getRuntime();
        long usedMb = (rt.totalMemory() - rt.freeMemory()) >> 20;
        System.out.println(String.format(Locale.ROOT, "%-75s %7.3f ms/step mean, %7.1f ms worst after warm-up, %d resets, heap in use %d MB (max %d MB)",
                name, mean, worst, jets.resets(), usedMb, rt.maxMemory() >> 20));
    }
}
