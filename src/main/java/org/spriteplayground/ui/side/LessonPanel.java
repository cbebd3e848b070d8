package org.spriteplayground.ui.side;

import javax.swing.JPanel;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.Lesson;

/** The lesson's title and its one-paragraph explanation, both wrapped to the column's width. */
final class LessonPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    LessonPanel(Lesson lesson) {
        super(new MigLayout(
                "insets 0, wrap 1, fillx", // layout
                "[grow, fill]",            // columns
                "[]6[]"));                 // rows: title, explanation
        JTextArea title = new WrappedText(lesson.title(), "lessonTitle");
        title.putClientProperty("FlatLaf.style", "font: bold +4"); // follows a new font size (presentation mode)
        add(title, "wmin 10");
        add(new WrappedText(lesson.explanation(), "lessonExplanation"), "wmin 10");
    }

    /** Forgets the texts' heights, which wrapped text knows only once it has its width: call after a first layout. */
    void rewrap() {
        for (java.awt.Component text : getComponents()) {
            text.invalidate();
        }
    }
}
