package org.spriteplayground.quiz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spriteplayground.i18n.Texts;

/**
 * A worksheet question a quiz does not ask, and why: what a teacher is told when the quiz holds
 * fewer questions than the worksheet.
 *
 * @param name the question's name, as a quiz names it ("flying-jets 3")
 * @param why why it is not asked
 */
public record LeftOut(String name, Why why) {

    /** Why a worksheet question is not in a quiz. */
    public enum Why {
        /** Its answer is worked out from the app's readouts, which a quiz does not show. */
        READOUTS,
        /** Another question of the quiz would give its answer away. */
        GIVEN_AWAY,
        /** It is about the figure, which the format cannot hold (GIFT). */
        FIGURE
    }

    /**
     * Returns one sentence per reason in the language in force, naming the questions left out for
     * it, a lesson's numbers together ("flying-jets 3, 4, 5"); none if nothing is left out.
     */
    public static List<String> sentences(List<LeftOut> leftOut) {
        List<String> lines = new ArrayList<>();
        for (Why why : Why.values()) {
            Map<String, List<String>> byLesson = new LinkedHashMap<>();
            for (LeftOut l : leftOut) {
                if (l.why() == why) {
                    int space = l.name().lastIndexOf(' ');
                    byLesson.computeIfAbsent(l.name().substring(0, space), k -> new ArrayList<>()).add(l.name().substring(space + 1));
                }
            }
            if (!byLesson.isEmpty()) {
                List<String> named = byLesson.entrySet().stream().map(e -> e.getKey() + " " + String.join(", ", e.getValue())).toList();
                lines.add(Texts.format("quiz.leftOut." + why.name(), String.join("; ", named)));
            }
        }
        return lines;
    }
}
