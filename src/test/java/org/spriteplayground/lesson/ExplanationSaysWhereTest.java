package org.spriteplayground.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.Texts;

/**
 * A lesson's explanation that sends the pupil to the false-alarm map, which another lesson and the
 * Experiment window show, says where to find it: it names the Tools menu, in every language, so
 * that a pupil who has not seen that lesson can open it.
 */
class ExplanationSaysWhereTest {

    @Test
    void anExplanationNamingTheFalseAlarmMapSaysWhereItIs() {
        List<String> found = new ArrayList<>();
        for (Locale language : PupilWordsTest.languages()) {
            for (Lessons.Entry entry : Lessons.ALL) {
                String explanation = Texts.inLanguage(language, () -> entry.factory().apply(LessonsTest.SPRITES).onScreen()).toLowerCase(language);
                String map = Texts.inLanguage(language, () -> Texts.text("menu.view.overlay.FALSE_ALARM_MAP")).replace("&", "").toLowerCase(language);
                String tools = Texts.inLanguage(language, () -> Texts.text("menubar.tools")).replace("&", "").toLowerCase(language);
                if (explanation.contains(map) && !explanation.contains(tools)) {
                    found.add(language + " " + entry.id() + ": names the " + map + " but not the " + tools + " menu");
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
