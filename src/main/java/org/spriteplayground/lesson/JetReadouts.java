package org.spriteplayground.lesson;

import static org.spriteplayground.lesson.Text.percent;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.experiment.FalseAlarmMaps;
import org.spriteplayground.experiment.FixedTurns;
import org.spriteplayground.experiment.TightnessTable;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.sim.Body;
import org.spriteplayground.sprite.BoundKind;
import org.spriteplayground.sprite.SpriteLibrary;

/** The flying-jets lesson's live numbers: each body's bounds and fills, the hit tally, and the collision. */
final class JetReadouts {

    /**
     * Sets of turns at which a box round a jet could be smallest or largest, as {@link FlyingJets}
     * writes them: the choices a quiz offers for those questions, the right one among them.
     */
    static final List<String> ANGLE_SETS = List.of("0°, 90°, 180°, 270°", "45°, 135°, 225°, 315°", "0°, 180°", "90°, 270°", "45°, 225°", "135°, 315°"); // not shown: angles, the same in every language

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
        rows.add(row(flight, "jets.angle", b -> Text.measuredDegrees(b.pose().angle())));
        rows.add(row(flight, "jets.opaqueArea", b -> Text.count(b.sprite().opaquePixels())));
        rows.add(row(flight, "jets.circleArea", b -> Text.number(b.boundingCircle().area(), 0)));
        rows.add(row(flight, "jets.aabbArea", b -> Text.number(b.aabb().area(), 0)));
        rows.add(row(flight, "jets.circleFill", b -> percent(b.sprite().opaquePixels() / b.boundingCircle().area())));
        rows.add(row(flight, "jets.aabbFill", b -> percent(b.sprite().opaquePixels() / b.aabb().area())));
        rows.add(row(flight, "jets.tightAabbFill", b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.TIGHT_AABB, b.pose()))));
        rows.add(row(flight, "jets.obbFill", b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.OBB, b.pose()))));
        rows.add(row(flight, "jets.minCircleFill", b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.MIN_CIRCLE, b.pose()))));
        rows.add(row(flight, "jets.hullFill", b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.HULL, b.pose()))));
        rows.add(row(flight, "jets.capsuleFill", b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.CAPSULE, b.pose()))));
        rows.add(row(flight, "jets.kdopFill", b -> percent(b.sprite().opaquePixels() / b.shape().area(BoundKind.KDOP8, b.pose()))));
        return new ReadoutTable(Texts.format("jets.sprites", SpriteLibrary.shownName(flight.spriteName())), List.of(Texts.text("jets.flying"), Texts.text("jets.waiting")), rows);
    }

    private static ReadoutTable hits(BoundTally tally) {
        List<ReadoutTable.Row> rows = new ArrayList<>();
        for (BoundKind kind : BoundTally.ENCLOSING) {
            rows.add(ReadoutTable.Row.keyed("bound." + kind.csvName(), Texts.text("jets.boundHits.tip"),
                    List.of(Text.count(tally.realHits(kind)), Text.count(tally.falseAlarms(kind)))).asVerdict());
        }
        rows.add(ReadoutTable.Row.of("jets.pixelsTruth", Text.count(tally.realHits(BoundKind.PIXELS)), Text.count(0)).asVerdict());
        return new ReadoutTable(Texts.text("jets.hits"), List.of(Texts.text("jets.real"), Texts.text("jets.false")), rows);
    }

    private static ReadoutTable scene(JetFlight flight) {
        Body flyer = flight.flyer();
        Body waiting = flight.waiting();
        double distance = Math.sqrt(flyer.pose().position().distanceSquared(waiting.pose().position()));
        double reach = flyer.boundingCircle().radius() + waiting.boundingCircle().radius();
        double lastX = flight.lastResetX();
        return ReadoutTable.ofValues(Texts.text("jets.collision"),
                ReadoutTable.Row.of("jets.resetOn", Texts.format("jets.resetOn.value", flight.trigger().label())),
                ReadoutTable.Row.of("jets.resets", Text.count(flight.resets())).asVerdict(),
                ReadoutTable.Row.of("jets.lastResetX", Double.isNaN(lastX) ? "—" : Text.number(lastX, 0)).asVerdict(),
                ReadoutTable.Row.of("jets.centreDistance", Text.number(distance, 1)).asVerdict(),
                ReadoutTable.Row.of("jets.reach", Text.number(reach, 1)),
                ReadoutTable.Row.of("jets.rule", Texts.text("jets.rule.value")));
    }

    /**
     * The false-alarm map's areas and the experiment's share at the same turns with its error, one figure a cell:
     * the words beside the picture ({@link FalseAlarmText}) are these numbers.
     */
    private static ReadoutTable alarmMap(JetFlight flight) {
        String title = Texts.format("jets.map", flight.trigger().label());
        FalseAlarmMaps.Reading reading = flight.alarmMap();
        if (reading == null) {
            return ReadoutTable.ofValues(title, ReadoutTable.Row.keyed("jets.alarmShare",
                    Texts.format("jets.tooLarge.tip", Text.count(FalseAlarmMap.MAX_CELLS)), List.of(Texts.text("jets.tooLarge"))));
        }
        FalseAlarmMap map = reading.map();
        FixedTurns.Rate measured = reading.measured();
        return ReadoutTable.ofValues(title,
                ReadoutTable.Row.of("jets.turnWaiting", Integer.toString(map.degreesA())),
                ReadoutTable.Row.of("jets.turnFlying", Integer.toString(map.degreesB())),
                ReadoutTable.Row.of("jets.alarmArea", Text.count(map.falseAlarmArea())),
                ReadoutTable.Row.of("jets.hitArea", Text.count(map.hitArea())),
                ReadoutTable.Row.of("jets.trueContact", Text.count(map.contactArea())),
                ReadoutTable.Row.keyed("jets.alarmShare", Texts.text("jets.alarmShareExact.tip"), List.of(percent(map.share()))),
                ReadoutTable.Row.keyed("jets.experiment", FalseAlarmText.measuredHelp(measured, FalseAlarmMaps.SEED), List.of(FalseAlarmText.measured(measured))));
    }

    private static ReadoutTable.Row row(JetFlight flight, String key, Function<Body, String> value) {
        return ReadoutTable.Row.of(key, value.apply(flight.flyer()), value.apply(flight.waiting()));
    }

    /** Returns every whole-degree turn at which {@code kind}'s area is smallest (or largest) in the focused sprite's tightness table, as "0°, 90°, 180°, 270°". */
    static String angles(Lesson lesson, BoundKind kind, boolean largest) {
        SpriteFocus focus = lesson.focus().orElseThrow();
        List<TightnessTable.Row> rows = TightnessTable.measured(focus.sprite()).rows().stream().filter(r -> r.degrees() < 360).toList();
        double target = rows.stream().mapToDouble(r -> r.area(kind)).reduce(largest ? Math::max : Math::min).orElse(Double.NaN);
        return rows.stream().filter(r -> Math.abs(r.area(kind) - target) <= 1e-9 * Math.max(1, Math.abs(target)))
                .map(r -> String.format(Locale.ROOT, "%.0f°", r.degrees())).collect(Collectors.joining(", "));
    }
}
