package org.spriteplayground.ui.side;

import javax.swing.JPanel;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.Lesson;

/** The lesson's title and its one-paragraph explanation, both wrapped to the column's width. */
final class LessonPanel extends JPanel {

    LessonPanel(Lesson lesson) {
        super(new MigLayout(
                "insets 0, wrap 1, fillx", // layout
                "[grow, fill]",            // columns
                "[]6[]"));                 // rows: title, explanation
        JTextArea title = Wrap.text(lesson.title(), "lessonTitle");
        title.putClientProperty("FlatLaf.style", "font: bold +4"); // follows a new font size (presentation mode)
        add(title, "wmin 10");
        add(Wrap.text(lesson.explanation(), "lessonExplanation"), "wmin 10");
    }
}
