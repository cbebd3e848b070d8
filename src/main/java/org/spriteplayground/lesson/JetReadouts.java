package org.spriteplayground.lesson;

import static org.spriteplayground.lesson.Text.fmt;
import static org.spriteplayground.lesson.Text.percent;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.experiment.FalseAlarmMaps;
import org.spriteplayground.experiment.FixedTurns;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sprite.BoundKind;

/** The flying-jets lesson's live numbers: each body's bounds and fills, the hit tally, and the collision. */
final class JetReadouts {

    private JetReadouts() {
    }

    /** Returns the tables for {@code flight} as it stands: three, and the false-alarm map's while {@code mapShown}. */
    static List<ReadoutTable> of(JetFlight flight, boolean mapShown) {
        List<ReadoutTable> tables = new ArrayList<>(List.of(sprites(flight), hits(flight.tally()), scene(flight)));
        if (mapShown) {
            tables.add(alarmMap(flight));
        }
        return tables;
    }

    private static ReadoutTable sprites(JetFlight flight) {
        List<ReadoutTable.Row> rows = new ArrayList<>();
        rows.add(row(flight, "angle (°)", "The turn of the sprite, clockwise from upright.", b -> Text.measuredDegrees(b.pose().angle())));
        rows.add(row(flight, "opaque area (px²)", "Pixels with alpha ≥ 128: the sprite itself.", b -> Integer.toString(b.sprite().opaquePixels())));
        rows.add(row(flight, "circle area (px²)", "π r², r = √((w/2)² + (h/2)²): the same at every angle.", b -> fmt("%.0f", b.boundingCircle().area())));
        rows.add(row(flight, "AABB area (px²)", "Box around the turned image: w·h + (w² + h²)|sin 2θ|/2.", b -> fmt("%.0f", b.aabb().area())));
        rows.add(row(flight, "circle fill", "Opaque area / circle area: the share of the circle that is sprite.",
                b -> percent(b.sprite().opaquePixels() / b.boundingCircle().area())));
        rows.add(row(flight, "AABB fill", "Opaque area / AABB area: the share of the box that is sprite.", b -> percent(b.sprite().opaquePixels() / b.aabb().area())));
        rows.add(row(flight, "tight AABB fill", "Opaque area / area of the box around the turned opaque pixels.",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.TIGHT_AABB, b.pose()))));
        rows.add(row(flight, "turned box fill", "Opaque area / area of the opaque pixels' own box (the same at every angle).",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.OBB, b.pose()))));
        rows.add(row(flight, "smallest circle fill", "Opaque area / area of the smallest circle around the opaque pixels.",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.MIN_CIRCLE, b.pose()))));
        rows.add(row(flight, "hull fill", "Opaque area / area of the convex hull of the opaque pixels (the same at every angle).",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.HULL, b.pose()))));
        rows.add(row(flight, "capsule fill", "Opaque area / area of the smallest capsule along the long axis, 2rL + πr² (the same at every angle).",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.CAPSULE, b.pose()))));
        rows.add(row(flight, "8-DOP fill", "Opaque area / area of the 8-DOP: the tight box with its corners cut at 45° (the same at every angle).",
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.KDOP8, b.pose()))));
        return new ReadoutTable("Sprites: " + flight.spriteName(), List.of("flying", "waiting"), rows);
    }

    private static ReadoutTable hits(BoundTally tally) {
        List<ReadoutTable.Row> rows = new ArrayList<>();
        for (BoundKind kind : BoundTally.ENCLOSING) {
            rows.add(new ReadoutTable.Row(kind.label(), "Steps in which this bound met: confirmed by the pixels, or not.",
                    List.of(Long.toString(tally.realHits(kind)), Long.toString(tally.falseAlarms(kind)))));
        }
        rows.add(new ReadoutTable.Row("pixels (truth)", "Steps in which the opaque pixels themselves touched.",
                List.of(Long.toString(tally.realHits(BoundKind.PIXELS)), "0")));
        return new ReadoutTable("Hits in steps: real or false alarm", List.of("real", "false"), rows);
    }

    private static ReadoutTable scene(JetFlight flight) {
        Body flyer = flight.flyer();
        Body waiting = flight.waiting();
        double distance = Math.sqrt(flyer.pose().position().distanceSquared(waiting.pose().position()));
        double reach = flyer.boundingCircle().radius() + waiting.boundingCircle().radius();
        double lastX = flight.lastResetX();
        return new ReadoutTable("Collision", List.of("value"), List.of(
                new ReadoutTable.Row("reset on", "Which bounds must meet to send the flyer back.", List.of(flight.trigger().label() + " hit")),
                new ReadoutTable.Row("resets", "How often the chosen bounds met and the flyer went back to its start.", List.of(Integer.toString(flight.resets()))),
                new ReadoutTable.Row("last reset at x", "Where the flyer's centre was when it was sent back.", List.of(Double.isNaN(lastX) ? "—" : fmt("%.0f", lastX))),
                new ReadoutTable.Row("centre distance (px)", "Distance between the two centres.", List.of(fmt("%.1f", distance))),
                new ReadoutTable.Row("r₁ + r₂ (px)", "The bounding circles meet when the centre distance is at most this.", List.of(fmt("%.1f", reach))),
                new ReadoutTable.Row("rule", "Touching counts as a collision (a gap of at most 1e-9 px); seed 004's strict < does not count it.",
                        List.of("touching counts"))));
    }

    /**
     * The false-alarm map's areas and the experiment's rate at the same turns, one number a cell:
     * the words beside the picture ({@link FalseAlarmText}) are these numbers.
     */
    private static ReadoutTable alarmMap(JetFlight flight) {
        String title = "False-alarm map: " + flight.trigger().label();
        FalseAlarmMaps.Reading reading = flight.alarmMap();
        if (reading == null) {
            return new ReadoutTable(title, List.of("value"), List.of(new ReadoutTable.Row("false alarms / hits",
                    fmt("The map of these sprites would have more than %s places of the flyer's centre: too slow to work out.",
                            Text.count(FalseAlarmMap.MAX_CELLS)), List.of("sprites too large to map"))));
        }
        FalseAlarmMap map = reading.map();
        FixedTurns.Rate measured = reading.measured();
        return new ReadoutTable(title, List.of("value"), List.of(
                value("waiting turn, whole (°)", "The waiting sprite's turn, whole degrees, as its pixels are tested.", Integer.toString(map.degreesA())),
                value("flying turn, whole (°)", "The flying sprite's turn, whole degrees, as its pixels are tested.", Integer.toString(map.degreesB())),
                value("false-alarm area (px²)", "Places of the flyer's centre where the chosen bound meets but the pixels do not (hatched).",
                        Text.count(map.falseAlarmArea())),
                value("hit area (px²)", "Places of the flyer's centre where the chosen bound meets at all.", Text.count(map.hitArea())),
                value("true contact (px²)", "Places of the flyer's centre where the pixels touch (washed).", Text.count(map.contactArea())),
                value("false alarms / hits", "False-alarm area / hit area: the false-alarm rate at these angles, exactly.", percent(map.share())),
                value("experiment", FalseAlarmText.measuredHelp(measured, FalseAlarmMaps.SEED), percent(measured.falseAlarmRate())),
                value("experiment ± (one error)", "The experiment's standard error: √(p(1 − p) / hits).", percent(measured.standardError()))));
    }

    private static ReadoutTable.Row value(String label, String help, String value) {
        return new ReadoutTable.Row(label, help, List.of(value));
    }

    private static ReadoutTable.Row row(JetFlight flight, String label, String help, Function<Body, String> value) {
        return new ReadoutTable.Row(label, help, List.of(value.apply(flight.flyer()), value.apply(flight.waiting())));
    }
}
