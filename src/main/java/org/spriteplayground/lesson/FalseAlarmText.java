package org.spriteplayground.lesson;

import org.spriteplayground.experiment.FalseAlarmMap;
import org.spriteplayground.experiment.FixedTurns;
import org.spriteplayground.i18n.Sampled;
import org.spriteplayground.i18n.Texts;

/** The words beside a false-alarm map, the same in the lesson's read-out and in the experiment window. */
public final class FalseAlarmText {

    private FalseAlarmText() {
    }

    /** Returns "19,902 px² of 31,417 px² (63.3 %) at these angles": the false-alarm area of the bound's hit area. */
    public static String areas(FalseAlarmMap map) {
        return Texts.format("lessoncommon.mapAreas", Text.count(map.falseAlarmArea()), Text.count(map.hitArea()), Text.percent(map.share()));
    }

    /** Returns "63.9 ± 0.4 %": the experiment's share of hits that were false at the same turns, with its standard error ({@link Sampled}). */
    public static String measured(FixedTurns.Rate rate) {
        return Sampled.share(rate.falseAlarms(), rate.hits());
    }

    /** Returns what the experiment's rate is, for a tooltip: how many places, the seed, the error. */
    public static String measuredHelp(FixedTurns.Rate rate, long seed) {
        return Texts.format("lessoncommon.measuredHelp", Text.count(rate.tests()), Text.count(seed));
    }
}
