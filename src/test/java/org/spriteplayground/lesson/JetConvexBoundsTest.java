package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.geometry.Capsule;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sim.Simulation;
import org.spriteplayground.sprite.BoundKind;

/** The hull, capsule and 8-DOP in flying-jets: drawn by their own switches in their own inks, filled and tallied like the others. */
class JetConvexBoundsTest {

    private final FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);

    @Test
    void eachIsDrawnAroundBothJetsOnlyWhenItsSwitchIsOn() {
        for (int i = 0; i < 30; i++) {
            new Simulation(lesson).step();
        }
        RecordingDraw none = new RecordingDraw();
        lesson.draw(none, Overlays.of(Overlay.CIRCLES, Overlay.MIN_CIRCLES));
        assertThat(none.shapes(Ink.HULL)).isEmpty();
        assertThat(none.shapes(Ink.CAPSULE)).isEmpty();
        assertThat(none.shapes(Ink.KDOP8)).isEmpty();

        RecordingDraw draw = new RecordingDraw();
        lesson.draw(draw, Overlays.of(Overlay.HULLS, Overlay.CAPSULES, Overlay.KDOPS));
        Body flyer = lesson.flyer();
        assertThat(draw.shapes(Ink.HULL)).hasSize(2).first().isEqualTo(flyer.shape().hull(flyer.pose()));
        assertThat(draw.shapes(Ink.KDOP8)).hasSize(2).first().isEqualTo(flyer.shape().kdop8(flyer.pose()));
        assertThat(draw.marks()).allSatisfy(m -> assertThat(m.ink()).isIn(Ink.HULL, Ink.KDOP8));
        List<Capsule> capsules = new ArrayList<>();
        DebugDraw capsuleDraw = new DebugDraw() {
            @Override
            public void capsule(Capsule capsule, Ink ink) {
                assertThat(ink).isEqualTo(Ink.CAPSULE);
                capsules.add(capsule);
            }
        };
        lesson.draw(capsuleDraw, Overlays.of(Overlay.CAPSULES));
        assertThat(capsules).hasSize(2);
        assertThat(capsules.get(0)).isEqualTo(flyer.shape().capsule(flyer.pose()));
        assertThat(capsules.get(0).spine().from()).isNotEqualTo(flyer.shape().capsule().spine().from());
        lesson.draw(capsuleDraw, Overlays.of(Overlay.HULLS, Overlay.KDOPS));
        assertThat(capsules).hasSize(2);
        @SuppressWarnings("unchecked")
        List<Vec2> hull = (List<Vec2>) draw.shapes(Ink.HULL).get(0);
        assertThat(hull).hasSameSizeAs(flyer.shape().hull());
    }

    @Test
    void eachHasAFillReadoutAndATallyRow() {
        int opaque = lesson.flyer().sprite().opaquePixels();
        List<ReadoutTable.Row> sprites = lesson.readouts().get(0).rows();
        for (String[] fill : new String[][] {{"hull fill", "HULL"}, {"capsule fill", "CAPSULE"}, {"8-DOP fill", "KDOP8"}}) {
            double area = lesson.flyer().shape().area(BoundKind.valueOf(fill[1]), lesson.flyer().pose());
            String shown = sprites.stream().filter(r -> r.label().equals(fill[0])).findFirst().orElseThrow().values().get(0);
            assertThat(Double.parseDouble(shown.replace(" %", "").replace("%", ""))).as(fill[0]).isCloseTo(100.0 * opaque / area, within(0.05));
        }
        List<String> tallied = lesson.readouts().get(1).rows().stream().map(ReadoutTable.Row::label).toList();
        assertThat(tallied).contains("convex hull", "capsule", "8-DOP");
        assertThat(tallied.indexOf("smallest circle")).isLessThan(tallied.indexOf("convex hull"));
        assertThat(tallied.indexOf("8-DOP")).isLessThan(tallied.indexOf("pixels (truth)"));
    }

    @Test
    void theVerdictSaysEveryBoundWhenAllEightRaiseAFalseAlarm() {
        lesson.setTrigger(BoundKind.PIXELS);
        Handle waiting = lesson.grab(new Vec2(300, 200), 2).orElseThrow();
        java.util.Set<String> verdicts = new java.util.TreeSet<>();
        for (int turn = 0; turn < 24; turn++) {
            for (int x = 150; x <= 200; x += 2) {
                waiting.moveTo(new Vec2(x, 200));
                RecordingDraw draw = new RecordingDraw();
                lesson.draw(draw, Overlays.of());
                draw.labels().stream().map(RecordingDraw.Label::text).filter(t -> t.startsWith("false alarm: ")).forEach(verdicts::add);
            }
            waiting.turnBy(Math.PI / 12);
        }
        assertThat(verdicts).contains("false alarm: every bound");
        assertThat(verdicts).anyMatch(t -> t.startsWith("false alarm: bounding circle, "));
        assertThat(verdicts).allMatch(t -> t.equals("false alarm: every bound") || !t.contains("8-DOP") || !t.contains("convex hull"));
    }
}
