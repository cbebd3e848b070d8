package org.spriteplayground.ui;

import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
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
        JTextArea title = wrapping(lesson.title(), "lessonTitle");
        title.putClientProperty("FlatLaf.style", "font: bold +4"); // follows a new font size (presentation mode)
        add(title, "wmin 10");
        add(wrapping(lesson.explanation(), "lessonExplanation"), "wmin 10");
    }

    /** Forgets the texts' heights, which wrapped text knows only once it has its width: call after a first layout. */
    void rewrap() {
        for (java.awt.Component text : getComponents()) {
            text.invalidate();
        }
    }

    private static JTextArea wrapping(String text, String name) {
        JTextArea area = new JTextArea(text) {
            private static final long serialVersionUID = 1L;

            /** Never: its caret would scroll the side panel back to the top whenever the lesson is rebuilt (a step back). */
            @Override
            public void scrollRectToVisible(java.awt.Rectangle r) {
                // read-only text that cannot take the focus has nothing to show
            }
        };
        area.setName(name);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setEditable(false);
        area.setFocusable(false);
        area.setOpaque(false);
        area.setFont(UIManager.getFont("Label.font"));
        return area;
    }
}
