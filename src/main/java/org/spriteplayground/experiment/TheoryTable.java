package org.spriteplayground.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spriteplayground.sprite.BoundKind;

/**
 * The measured rates of an {@link Experiment} beside the exact ones of its {@link Theory}, one
 * CSV row per kind, then the explanation of the gap as a last line starting with {@code #}.
 */
public final class TheoryTable {

    /** The header, fixed. Rates are fractions; {@code note} is quoted. */
    public static final String HEADER = "kind,hit_rate,expected_hit_rate,false_alarm_rate,expected_false_alarm_rate,note";

    private TheoryTable() {
    }

    /** Returns the header, one row per kind of {@code measured}, and a {@code #} line on the gap. */
    public static List<String> lines(Experiment.Result measured, Theory theory) {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        for (Experiment.KindStats s : measured.stats()) {
            Theory.Expectation e = theory.of(s.kind());
            boolean truth = s.kind() == BoundKind.PIXELS;
            lines.add(String.format(Locale.ROOT, "%s,%.6f,%.6f,%.6f,%s,\"%s\"", s.kind().csvName(), (double) s.hits() / s.tests(), e.hitRate(),
                    s.falseAlarmRate(), truth ? "" : String.format(Locale.ROOT, "%.6f", e.falseAlarmRate()), e.working().english()));
        }
        lines.add("# " + theory.gapWording(measured).english().replace("²", "^2"));
        return lines;
    }
}
