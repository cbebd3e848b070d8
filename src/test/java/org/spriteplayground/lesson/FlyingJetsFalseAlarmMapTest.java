package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.Ink;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sprite.AlphaMask;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.Bounds;
import org.spriteplayground.sprite.Placement;
import org.spriteplayground.sprite.Sprite;
import org.spriteplayground.sprite.SpriteAnalysis;
import org.spriteplayground.sprite.SpriteLibrary;

/** Flying jets' false-alarm map: the picture, the verdict and the numbers agree. */
class FlyingJetsFalseAlarmMapTest {

    private final FlyingJets lesson = new FlyingJets(FlyingJetsTest.JETS);

    {
        lesson.overlaysShown(java.util.EnumSet.of(Overlay.FALSE_ALARM_MAP));
    }
    private final SpriteAnalysis jet = FlyingJetsTest.JETS.get("jet");

    /** The cell layers drawn. */
    private record Layer(double x, double y, int width, boolean[] on, Ink ink, DebugDraw.Fill fill) {
        /** Returns whether the cell holding world point (px, py) is on. */
        boolean covers(double px, double py) {
            int i = (int) Math.floor(px - x);
            int j = (int) Math.floor(py - y);
            return i >= 0 && j >= 0 && i < width && j < on.length / width && on[j * width + i];
        }
    }

    private List<Layer> draw(Overlays overlays) {
        List<Layer> layers = new ArrayList<>();
        lesson.draw(new DebugDraw() {
            @Override
            public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                layers.add(new Layer(x, y, width, on, ink, fill));
            }
        }, overlays);
        return layers;
    }

    @Test
    void theMapIsDrawnOnlyWhenSwitchedOnHatchedInTheBoundsInkOverTheWashedContact() {
        assertThat(draw(Overlays.DEFAULT)).isEmpty();
        lesson.setTrigger(BoundKind.OBB);
        List<Layer> layers = draw(Overlays.of(Overlay.FALSE_ALARM_MAP));
        assertThat(layers).extracting(Layer::ink).containsExactly(Ink.TOUCHING, Ink.OBB);
        assertThat(layers).extracting(Layer::fill).containsExactly(DebugDraw.Fill.TINT, DebugDraw.Fill.HATCH);
        Vec2 centre = lesson.waiting().pose().position();
        assertThat(layers.get(0).covers(centre.x(), centre.y())).as("centres together: the pixels touch").isTrue();
    }

    @Test
    void theFlyersCentreLiesInTheHatchExactlyWhenTheChosenBoundRaisesAFalseAlarm() {
        Handle flyer = lesson.pieces().get(1).handle();
        Vec2 waiting = lesson.waiting().pose().position();
        int alarms = 0;
        int contacts = 0;
        for (int turn = 0; turn < 4; turn++) {
            flyer.turnBy(Math.toRadians(37));
            // Off the lattice by less than half a pixel either way: the cell is the one about the nearest lattice point.
            double off = turn % 2 == 0 ? -0.4 : 0.4;
            for (int dy = -60; dy <= 60; dy += 20) {
                for (int dx = -110; dx <= 110; dx += 3) {
                    flyer.moveTo(waiting.plus(new Vec2(dx + off, dy - off)));
                    List<Layer> layers = draw(Overlays.of(Overlay.FALSE_ALARM_MAP));
                    Vec2 at = lesson.flyer().pose().position();
                    boolean pixels = Bounds.overlap(BoundKind.PIXELS, jet, Placement.nearest(lesson.waiting().pose()), jet, Placement.nearest(lesson.flyer().pose()));
                    boolean alarm = lesson.triggered() && !pixels;
                    assertThat(layers.get(1).covers(at.x(), at.y())).as("hatched at (%d, %d), turn %d", dx, dy, turn).isEqualTo(alarm);
                    assertThat(layers.get(0).covers(at.x(), at.y())).as("washed at (%d, %d), turn %d", dx, dy, turn).isEqualTo(pixels);
                    alarms += alarm ? 1 : 0;
                    contacts += pixels ? 1 : 0;
                }
            }
        }
        assertThat(alarms).isGreaterThan(50);
        assertThat(contacts).isGreaterThan(50);
    }

    @Test
    void theReadoutGivesTheMapsAreasAndTheExperimentAtTheTurnsNowAndFollowTheBound() {
        Handle flyer = lesson.pieces().get(1).handle();
        flyer.turnBy(Math.toRadians(30));
        FalseAlarmMap circle = FalseAlarmMap.of(BoundKind.CIRCLE, jet, 0, jet, 30);
        ReadoutTable table = lesson.readouts().get(3);
        assertThat(table.title()).isEqualTo("False-alarm map: bounding circle");
        assertThat(value(table, "waiting turn, whole (°)")).isEqualTo("0");
        assertThat(value(table, "flying turn, whole (°)")).isEqualTo("30");
        assertThat(value(table, "false-alarm area (px²)")).isEqualTo(Text.count(circle.falseAlarmArea()));
        assertThat(value(table, "hit area (px²)")).isEqualTo(Text.count(circle.hitArea()));
        assertThat(value(table, "false alarms / hits")).isEqualTo(Text.percent(circle.share()));
        assertThat(value(table, "experiment")).as("the share with its error").matches("\\d\\d\\.\\d ± 0\\.\\d %");
        double measured = Double.parseDouble(value(table, "experiment").split(" ")[0]) / 100;
        assertThat(measured).isBetween(circle.share() - 0.02, circle.share() + 0.02);
        lesson.setTrigger(BoundKind.TIGHT_AABB);
        FalseAlarmMap tight = FalseAlarmMap.of(BoundKind.TIGHT_AABB, jet, 0, jet, 30);
        assertThat(lesson.readouts().get(3).title()).isEqualTo("False-alarm map: tight AABB");
        assertThat(value(lesson.readouts().get(3), "false-alarm area (px²)")).isEqualTo(Text.count(tight.falseAlarmArea()));
        lesson.step(1 / 60.0);
        assertThat(value(lesson.readouts().get(3), "flying turn, whole (°)")).as("the map follows the flyer's turn").isEqualTo("31");
        lesson.reset();
        assertThat(value(lesson.readouts().get(3), "flying turn, whole (°)")).isEqualTo("0");
    }

    @Test
    void spritesTooLargeToMapSaySoAndDrawNoMap() {
        int[] argb = new int[800 * 800];
        java.util.Arrays.fill(argb, 0xFF000000);
        Sprite big = new Sprite("big", AlphaMask.fromArgb(800, 800, argb));
        FlyingJets large = new FlyingJets(SpriteLibrary.of(List.of(big)), "big");
        large.overlaysShown(java.util.EnumSet.of(Overlay.FALSE_ALARM_MAP));
        assertThat(FalseAlarmMap.startingCells(large.waiting().shape(), large.flyer().shape())).isGreaterThan(FalseAlarmMap.MAX_CELLS);
        assertThat(value(large.readouts().get(3), "false alarms / hits")).isEqualTo("sprites too large to map");
        List<Layer> layers = new ArrayList<>();
        large.draw(new DebugDraw() {
            @Override
            public void cells(double x, double y, int width, boolean[] on, Ink ink, Fill fill) {
                layers.add(new Layer(x, y, width, on, ink, fill));
            }
        }, Overlays.ALL);
        assertThat(layers).isEmpty();
    }

    private static String value(ReadoutTable table, String label) {
        return table.rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow().values().get(0);
    }
}
