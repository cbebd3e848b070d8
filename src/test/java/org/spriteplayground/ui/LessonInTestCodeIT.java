package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.ui.dialogs.HelpDialogs;

/** Help &gt; Keys and mouse lists a lesson defined in test code ({@link LessonInTestCodeTest.TwoDots}) among the lessons, with its own steering row. */
class LessonInTestCodeIT {

    @Test
    void helpListsALessonDefinedInTestCode() throws Exception {
        List<String> help = new ArrayList<>();
        try (AutoCloseable registered = Lessons.register(LessonInTestCodeTest.TwoDots.ENTRY)) {
            SwingUtilities.invokeAndWait(() -> {
                for (Component c : HelpDialogs.keysTable(List.of(), 4000).getComponents()) {
                    if (c instanceof JLabel label) {
                        help.add(label.getText());
                    }
                }
            });
        }
        assertThat(help).contains(LessonInTestCodeTest.TwoDots.ID, LessonInTestCodeTest.TwoDots.TITLE);
        assertThat(help).anyMatch(text -> text.contains("Steer the dot in " + LessonInTestCodeTest.TwoDots.TITLE));
    }
}
