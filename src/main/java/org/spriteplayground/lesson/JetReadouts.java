package org.spriteplayground.lesson;

import static org.spriteplayground.lesson.Text.fmt;
import static org.spriteplayground.lesson.Text.percent;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.experiment.FalseAlarmMaps;
import org.spriteplayground.experiment.FixedTurns;
import org.spriteplayground.i18n.Texts;
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
        rows.add(row(flight, "jets.angle", Texts.text("jets.angle.tip"), b -> Text.measuredDegrees(b.pose().angle())));
        rows.add(row(flight, "jets.opaqueArea", Texts.text("jets.opaqueArea.tip"), b -> Text.count(b.sprite().opaquePixels())));
        rows.add(row(flight, "jets.circleArea", Texts.text("jets.circleArea.tip"), b -> fmt("%.0f", b.boundingCircle().area())));
        rows.add(row(flight, "jets.aabbArea", Texts.text("jets.aabbArea.tip"), b -> fmt("%.0f", b.aabb().area())));
        rows.add(row(flight, "jets.circleFill", Texts.text("jets.circleFill.tip"),
                b -> percent(b.sprite().opaquePixels() / b.boundingCircle().area())));
        rows.add(row(flight, "jets.aabbFill", Texts.text("jets.aabbFill.tip"), b -> percent(b.sprite().opaquePixels() / b.aabb().area())));
        rows.add(row(flight, "jets.tightAabbFill", Texts.text("jets.tightAabbFill.tip"),
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.TIGHT_AABB, b.pose()))));
        rows.add(row(flight, "jets.obbFill", Texts.text("jets.obbFill.tip"),
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.OBB, b.pose()))));
        rows.add(row(flight, "jets.minCircleFill", Texts.text("jets.minCircleFill.tip"),
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.MIN_CIRCLE, b.pose()))));
        rows.add(row(flight, "jets.hullFill", Texts.text("jets.hullFill.tip"),
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.HULL, b.pose()))));
        rows.add(row(flight, "jets.capsuleFill", Texts.text("jets.capsuleFill.tip"),
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.CAPSULE, b.pose()))));
        rows.add(row(flight, "jets.kdopFill", Texts.text("jets.kdopFill.tip"),
                b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.KDOP8, b.pose()))));
        return new ReadoutTable(Texts.format("jets.sprites", flight.spriteName()), List.of(Texts.text("jets.flying"), Texts.text("jets.waiting")), rows);
    }

    private static ReadoutTable hits(BoundTally tally) {
        List<ReadoutTable.Row> rows = new ArrayList<>();
        for (BoundKind kind : BoundTally.ENCLOSING) {
            rows.add(ReadoutTable.Row.keyed("bound." + kind.csvName(), Texts.text("jets.boundHits.tip"),
                    List.of(Text.count(tally.realHits(kind)), Text.count(tally.falseAlarms(kind)))));
        }
        rows.add(ReadoutTable.Row.keyed("jets.pixelsTruth", Texts.text("jets.pixelsTruth.tip"),
                List.of(Text.count(tally.realHits(BoundKind.PIXELS)), Text.count(0))));
        return new ReadoutTable(Texts.text("jets.hits"), List.of(Texts.text("jets.real"), Texts.text("jets.false")), rows);
    }

    private static ReadoutTable scene(JetFlight flight) {
        Body flyer = flight.flyer();
        Body waiting = flight.waiting();
        double distance = Math.sqrt(flyer.pose().position().distanceSquared(waiting.pose().position()));
        double reach = flyer.boundingCircle().radius() + waiting.boundingCircle().radius();
        double lastX = flight.lastResetX();
        return new ReadoutTable(Texts.text("jets.collision"), List.of(Texts.text("lessoncommon.value")), List.of(
                ReadoutTable.Row.keyed("jets.resetOn", Texts.text("jets.resetOn.tip"), List.of(Texts.format("jets.resetOn.value", flight.trigger().label()))),
                ReadoutTable.Row.keyed("jets.resets", Texts.text("jets.resets.tip"), List.of(Text.count(flight.resets()))),
                ReadoutTable.Row.keyed("jets.lastResetX", Texts.text("jets.lastResetX.tip"), List.of(Double.isNaN(lastX) ? "—" : fmt("%.0f", lastX))),
                ReadoutTable.Row.keyed("jets.centreDistance", Texts.text("jets.centreDistance.tip"), List.of(fmt("%.1f", distance))),
                ReadoutTable.Row.keyed("jets.reach", Texts.text("jets.reach.tip"), List.of(fmt("%.1f", reach))),
                ReadoutTable.Row.keyed("jets.rule", Texts.text("jets.rule.tip"), List.of(Texts.text("jets.rule.value")))));
    }

    /**
     * The false-alarm map's areas and the experiment's rate at the same turns, one number a cell:
     * the words beside the picture ({@link FalseAlarmText}) are these numbers.
     */
    private static ReadoutTable alarmMap(JetFlight flight) {
        String title = Texts.format("jets.map", flight.trigger().label());
        FalseAlarmMaps.Reading reading = flight.alarmMap();
        if (reading == null) {
            return new ReadoutTable(title, List.of(Texts.text("lessoncommon.value")), List.of(ReadoutTable.Row.keyed("jets.alarmShare",
                    Texts.format("jets.tooLarge.tip", Text.count(FalseAlarmMap.MAX_CELLS)), List.of(Texts.text("jets.tooLarge")))));
        }
        FalseAlarmMap map = reading.map();
        FixedTurns.Rate measured = reading.measured();
        return new ReadoutTable(title, List.of(Texts.text("lessoncommon.value")), List.of(
                value("jets.turnWaiting", Texts.text("jets.turnWaiting.tip"), Integer.toString(map.degreesA())),
                value("jets.turnFlying", Texts.text("jets.turnFlying.tip"), Integer.toString(map.degreesB())),
                value("jets.alarmArea", Texts.text("jets.alarmArea.tip"),
                        Text.count(map.falseAlarmArea())),
                value("jets.hitArea", Texts.text("jets.hitArea.tip"), Text.count(map.hitArea())),
                value("jets.trueContact", Texts.text("jets.trueContact.tip"), Text.count(map.contactArea())),
                value("jets.alarmShare", Texts.text("jets.alarmShareExact.tip"), percent(map.share())),
                value("jets.experiment", FalseAlarmText.measuredHelp(measured, FalseAlarmMaps.SEED), percent(measured.falseAlarmRate())),
                value("jets.experimentError", Texts.text("jets.experimentError.tip"), percent(measured.standardError()))));
    }

    private static ReadoutTable.Row value(String key, String help, String value) {
        return ReadoutTable.Row.keyed(key, help, List.of(value));
    }

    private static ReadoutTable.Row row(JetFlight flight, String key, String help, Function<Body, String> value) {
        return ReadoutTable.Row.keyed(key, help, List.of(value.apply(flight.flyer()), value.apply(flight.waiting())));
    }
}
