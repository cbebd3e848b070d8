package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.spriteplayground.geometry.Circle;
import org.spriteplayground.geometry.Collisions;
import org.spriteplayground.geometry.Pose;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.i18n.Language;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.SpriteAnalysis;

class StressTest {

    private final Stress stress = new Stress(LessonsTest.SPRITES);

    @Test
    void theGridTestsFarFewerPairsThanAllPairsAndTheChosenBoundConfirmsASubset() {
        stress.setJets(2_000);
        Simulation sim = new Simulation(stress);
        for (int i = 0; i < 30; i++) {
            sim.step();
        }
        long allPairs = 2_000L * 1_999 / 2;
        assertThat(stress.swarm().grid().candidates()).isPositive().isLessThan(allPairs / 20);
        assertThat(stress.swarm().grid().hits()).isPositive();
        assertThat(stress.confirmed()).isPositive().isLessThanOrEqualTo(stress.swarm().grid().hits());
        stress.setThen(BoundKind.CIRCLE);
        sim.step();
        assertThat(stress.confirmed()).isEqualTo(stress.swarm().grid().hits());
    }

    @Test
    void moreJetsGetAProportionallyLargerSkySoThePairsTestedGrowWithNNotNSquared() {
        stress.setJets(500);
        double areaPerJet500 = stress.bounds().width() * stress.bounds().height() / 500;
        double pairsPerJet500 = (double) stress.swarm().grid().candidates() / 500;
        for (int n : new int[] {2_000, 10_000}) {
            stress.setJets(n);
            double areaPerJet = stress.bounds().width() * stress.bounds().height() / n;
            assertThat(areaPerJet).as("room per jet at %d", n).isCloseTo(areaPerJet500, org.assertj.core.data.Percentage.withPercentage(1));
            double pairsPerJet = (double) stress.swarm().grid().candidates() / n;
            assertThat(pairsPerJet).as("pairs tested per jet at %d against %.1f at 500", n, pairsPerJet500)
                    .isBetween(0.8 * pairsPerJet500, 1.25 * pairsPerJet500);
            double[] x = stress.swarm().xs();
            double[] y = stress.swarm().ys();
            for (int i = 0; i < n; i++) {
                assertThat(stress.bounds().contains(new Vec2(x[i], y[i]))).as("jet %d inside the sky at %d", i, n).isTrue();
            }
        }
        stress.setJets(500);
        org.spriteplayground.geometry.Aabb view500 = stress.bounds();
        stress.setJets(100);
        assertThat(stress.bounds()).as("fewer jets keep the default sky").isEqualTo(view500);
    }

    @Test
    void theJetCountIsClamped() {
        stress.setJets(Stress.MAX_JETS + 1);
        assertThat(stress.jets()).isEqualTo(Stress.MAX_JETS);
        stress.setJets(0);
        assertThat(stress.jets()).isEqualTo(1);
    }

    @Test
    void resetPutsTheJetsBackButKeepsTheCountTheBoundAndTheSmoothToggle() {
        Stress fresh = new Stress(LessonsTest.SPRITES);
        fresh.setJets(300);
        stress.setJets(300);
        stress.setThen(BoundKind.CIRCLE);
        smoothToggle(stress).set().accept(true);
        for (int i = 0; i < 50; i++) {
            stress.step(Simulation.STEP_SECONDS);
        }
        stress.reset();
        assertThat(stress.jets()).isEqualTo(300);
        assertThat(stress.then()).isEqualTo(BoundKind.CIRCLE);
        assertThat(smoothToggle(stress).value().getAsBoolean()).isTrue();
        assertThat(stress.swarm().xs()).isEqualTo(fresh.swarm().xs());
        assertThat(stress.confirmed()).as("the circle bound confirms every circle hit").isEqualTo(stress.swarm().grid().hits());
    }

    @Test
    void changingTheCountWhilePausedRecomputesThePairsOfTheJetsShown() {
        stress.setJets(10_000);
        stress.step(Simulation.STEP_SECONDS);
        stress.setJets(100);
        assertThat(stress.swarm().grid().candidates()).isLessThanOrEqualTo(100 * 99 / 2);
        assertThat(number(readout("pairs tested"))).isLessThanOrEqualTo(100 * 99 / 2);
        assertThat(number(readout("circle hits"))).isEqualTo(stress.swarm().grid().hits());
        assertThat(stress.confirmed()).isLessThanOrEqualTo(stress.swarm().grid().hits());
        for (int k = 0; k < stress.swarm().grid().hits(); k++) {
            assertThat(Collisions.overlaps(circle(stress.swarm().grid().hitFirst(k)), circle(stress.swarm().grid().hitSecond(k)))).as("pair %d", k).isTrue();
        }
        assertDrawnCirclesAgreeWithTheirOverlaps(100);
    }

    @Test
    void choosingTheBoundWhilePausedRecomputesTheConfirmedCount() {
        stress.setJets(2_000);
        stress.step(Simulation.STEP_SECONDS);
        assertThat(stress.confirmed()).as("the jet's box confirms fewer than its circle").isLessThan(stress.swarm().grid().hits());
        stress.setThen(BoundKind.CIRCLE);
        assertThat(stress.confirmed()).isEqualTo(stress.swarm().grid().hits());
        assertThat(number(readout("confirmed (1\u00A0px, 1°)"))).isEqualTo(stress.swarm().grid().hits());
    }

    @Test
    void draggingAJetWhilePausedRecomputesItsOverlaps() {
        stress.setJets(2);
        stress.step(Simulation.STEP_SECONDS);
        double[] x = stress.swarm().xs();
        double[] y = stress.swarm().ys();
        Handle handle = stress.grab(new Vec2(x[0], y[0]), 1).orElseThrow();
        handle.moveTo(new Vec2(x[1] + 5, y[1]));
        assertThat(stress.swarm().grid().hits()).isEqualTo(1);
        assertThat(stress.swarm().grid().isTouching(0)).isTrue();
        assertDrawnCirclesAgreeWithTheirOverlaps(2);
    }

    @Test
    void boundingCirclesAreDrawnAtEveryCount() {
        stress.setJets(Stress.MAX_JETS);
        stress.step(Simulation.STEP_SECONDS);
        assertDrawnCirclesAgreeWithTheirOverlaps(Stress.MAX_JETS);
    }

    @Test
    void noReadoutIsAWallClockTime() {
        stress.step(Simulation.STEP_SECONDS);
        List<String> labels = stress.readouts().stream().flatMap(t -> t.rows().stream()).map(ReadoutTable.Row::label).toList();
        assertThat(labels).noneMatch(label -> label.contains("ms") || label.contains("tick"));
        assertThat(stress.showsPerformance()).isTrue();
    }

    @Test
    void theSameStepsGiveTheSameSwarm() {
        Stress other = new Stress(LessonsTest.SPRITES);
        for (int i = 0; i < 500; i++) {
            stress.step(Simulation.STEP_SECONDS);
            other.step(Simulation.STEP_SECONDS);
        }
        assertThat(other.swarm().xs()).isEqualTo(stress.swarm().xs());
        assertThat(other.confirmed()).isEqualTo(stress.confirmed());
    }

    @ParameterizedTest
    @EnumSource(BoundKind.class)
    void aSteadyTickOfTenThousandJetsAllocatesNothingWhateverTheBound(BoundKind kind) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        stress.setJets(10_000);
        stress.setThen(kind);
        for (int i = 0; i < 30; i++) {
            stress.step(Simulation.STEP_SECONDS);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < 60; i++) {
            stress.step(Simulation.STEP_SECONDS);
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(stress.confirmed()).as("the bound confirms some circle hits").isPositive();
        assertThat(allocated).as("bytes allocated by 60 ticks of 10,000 jets confirmed by %s", kind).isZero();
    }

    /** The circle is left out: it confirms every circle hit, which {@link #choosingTheBoundWhilePausedRecomputesTheConfirmedCount} checks. */
    @ParameterizedTest
    @EnumSource(value = BoundKind.class, names = "CIRCLE", mode = EnumSource.Mode.EXCLUDE)
    void theConfirmedCountIsEveryPairWhoseCirclesMeetAndWhoseBoundsMeetAtTheNearestPixelAndDegree(BoundKind kind) {
        stress.setJets(500);
        stress.setThen(kind);
        for (int i = 0; i < 40; i++) {
            stress.step(Simulation.STEP_SECONDS);
        }
        SpriteAnalysis jet = LessonsTest.SPRITES.get("jet");
        int n = stress.swarm().count();
        int expected = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (Collisions.overlaps(circle(i), circle(j))
                        && Bounds.overlap(kind, jet, rounded(i), jet, rounded(j))) {
                    expected++;
                }
            }
        }
        assertThat(stress.confirmed()).as("pairs confirmed by %s", kind).isEqualTo(expected);
    }

    private Placement rounded(int jet) {
        return Placement.nearest(Pose.of(stress.swarm().xs()[jet], stress.swarm().ys()[jet], stress.swarm().angles()[jet]));
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "SYSTEM", mode = EnumSource.Mode.EXCLUDE)
    void theConfirmedCountSaysItIsTakenAtWholePixelsAndDegrees(Language language) {
        ReadoutTable.Row row = Texts.inLanguage(language.locale(), () -> stress.readouts().stream().flatMap(t -> t.rows().stream())
                .filter(r -> r.key().equals("stress.row.confirmed")).findFirst().orElseThrow());
        String question = Texts.inLanguage(language.locale(), () -> Texts.text("worksheet.q.stress.confirmed"));
        for (String shown : List.of(row.label(), row.help(), question)) {
            assertThat(shown).as("%s in %s", shown, language).contains("1\u00A0px", "1°");
        }
    }

    /** Every circle drawn as touching overlaps another drawn circle; every other one overlaps none. */
    private void assertDrawnCirclesAgreeWithTheirOverlaps(int jets) {
        RecordingDraw draw = new RecordingDraw();
        stress.draw(draw, Overlays.ALL);
        List<Circle> touching = circles(draw, Ink.TOUCHING);
        List<Circle> clear = circles(draw, Ink.BOUNDING_CIRCLE);
        assertThat(touching.size() + clear.size()).as("one circle per jet").isEqualTo(jets);
        List<Circle> all = new java.util.ArrayList<>(touching);
        all.addAll(clear);
        all.sort(java.util.Comparator.comparingDouble(c -> c.center().x()));
        double widest = all.stream().mapToDouble(Circle::radius).max().orElse(0);
        for (Circle c : touching) {
            assertThat(overlapsAnother(c, all, widest)).as("%s drawn as touching", c).isTrue();
        }
        for (Circle c : clear) {
            assertThat(overlapsAnother(c, all, widest)).as("%s drawn as clear", c).isFalse();
        }
        assertThat(touching).hasSize((int) java.util.stream.IntStream.range(0, jets).filter(stress.swarm().grid()::isTouching).count());
    }

    /** Whether {@code c} overlaps another of {@code byX} (sorted by centre x), by testing every circle whose x could reach it. */
    private static boolean overlapsAnother(Circle c, List<Circle> byX, double widest) {
        double reach = c.radius() + widest;
        int lo = 0;
        int hi = byX.size();
        while (lo < hi) { // the first circle whose centre is at least reach to the left of c's
            int mid = (lo + hi) >>> 1;
            if (byX.get(mid).center().x() < c.center().x() - reach) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (int i = lo; i < byX.size() && byX.get(i).center().x() <= c.center().x() + reach; i++) {
            Circle o = byX.get(i);
            if (o != c && Collisions.overlaps(c, o)) {
                return true;
            }
        }
        return false;
    }

    private static List<Circle> circles(RecordingDraw draw, Ink ink) {
        return draw.marks().stream().filter(m -> m.kind().equals("circle") && m.ink() == ink).map(m -> (Circle) m.shape()).toList();
    }

    private Circle circle(int jet) {
        return Circle.of(stress.swarm().xs()[jet], stress.swarm().ys()[jet], stress.swarm().radii()[jet]);
    }

    private String readout(String label) {
        return stress.readouts().stream().flatMap(t -> t.rows().stream()).filter(r -> r.label().equals(label)).findFirst().orElseThrow()
                .values().get(0);
    }

    private static long number(String grouped) {
        assertThat(grouped).matches("\\d{1,3}(,\\d{3})*");
        return Long.parseLong(grouped.replace(",", ""));
    }

    private static Control.Toggle smoothToggle(Stress lesson) {
        return lesson.controls().stream().filter(Control.Toggle.class::isInstance).map(Control.Toggle.class::cast).findFirst().orElseThrow();
    }

    @org.junit.jupiter.api.Test
    void theExplanationsPairCountsAreThoseTheReadoutsShow() {
        String text = new Stress(org.spriteplayground.sprite.SpriteLibrary.bundled()).explanation();
        for (long n : new long[] {10, 50}) {
            org.assertj.core.api.Assertions.assertThat(text).as("n = %d", n).contains(Text.count(n * (n - 1) / 2) + " for " + Text.count(n) + " jets");
        }
    }
}
