package org.spriteplayground.lesson.draw;

import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.geometry.Vec2;
import org.spriteplayground.sim.DebugDraw;
import org.spriteplayground.sim.DebugDraw.Fill;
import org.spriteplayground.sim.Ink;

/**
 * Draws a {@link FalseAlarmMap} about sprite A's centre: each cell is where B's centre may stand.
 * True contact is washed in the touching ink; false alarms are hatched in the bound's own ink, so
 * the two read apart without colour.
 */
public final class FalseAlarmDrawing {

    private FalseAlarmDrawing() {
    }

    /** Draws {@code map} with A's centre at {@code centre} (a point of the pixel lattice, as the map's offsets are). */
    public static void draw(FalseAlarmMap map, Vec2 centre, DebugDraw draw) {
        // The cell of offset (dx, dy) is the unit square centred on centre + (dx, dy).
        double x = centre.x() + map.originX() - 0.5;
        double y = centre.y() + map.originY() - 0.5;
        draw.cells(x, y, map.width(), map.cells(FalseAlarmMap.Cell.CONTACT), Ink.TOUCHING, Fill.TINT);
        draw.cells(x, y, map.width(), map.cells(FalseAlarmMap.Cell.FALSE_ALARM), Ink.of(map.kind()), Fill.HATCH);
    }
}
