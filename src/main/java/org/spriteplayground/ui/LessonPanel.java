package org.spriteplayground.ui;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.lesson.Lesson;

/** The lesson's title and its one-paragraph explanation, wrapped to the side panel's width. */
final class LessonPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    LessonPanel(Lesson lesson) {
        super(new MigLayout(
                "insets 0, wrap 1, fillx", // layout
                "[grow, fill]",            // columns
                "[]6[]"));                 // rows
        JLabel title = new JLabel(lesson.title());
        title.putClientProperty("FlatLaf.styleClass", "h3");
        title.setName("lessonTitle");
        JTextArea text = new JTextArea(lesson.explanation());
        text.setName("lessonExplanation");
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setEditable(false);
        text.setFocusable(false);
        text.setOpaque(false);
        text.setColumns(28);
        add(title);
        add(text, "wmin 10");
    }
}
