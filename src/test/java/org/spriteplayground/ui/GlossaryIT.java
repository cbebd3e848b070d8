package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spriteplayground.Gui.onEdt;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.Optional;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Glossary;

/** (Needs a display.) The glossary opens from Help's key, and from a term clicked in a lesson's text, at that term. */
class GlossaryIT {

    private MainFrame frame;

    @AfterEach
    void close() throws Exception {
        if (frame != null) {
            assertThat(onEdt(frame::failureCount)).as("failures the app reported").isZero();
            SwingUtilities.invokeAndWait(frame::dispose);
        }
    }

    @Test
    void helpsKeyAndATermInTheLessonsTextOpenTheGlossaryAtIt() throws Exception {
        frame = Gui.open("--lesson", "flying-jets");
        Robot robot = new Robot();
        String definition = onEdt(() -> Glossary.term("falseAlarm").definition());

        Gui.keyWith(robot, KeyEvent.VK_G, Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx() == java.awt.event.InputEvent.META_DOWN_MASK
                ? KeyEvent.VK_META : KeyEvent.VK_CONTROL);
        JEditorPane page = glossaryPage();
        assertThat(onEdt(() -> plain(page))).contains(definition).contains(onEdt(() -> Glossary.term("boundingCircle").definition()));
        Gui.key(robot, KeyEvent.VK_ESCAPE);
        Gui.waitUntil(() -> onEdt(() -> showingGlossary().isEmpty()), 10_000);

        JTextArea text = onEdt(() -> (JTextArea) Gui.find(frame, "lessonExplanation"));
        Point term = onEdt(() -> {
            try {
                Rectangle r = text.modelToView2D(text.getText().indexOf("false alarm") + 3).getBounds();
                Point p = new Point(r.x + 1, r.y + r.height / 2);
                SwingUtilities.convertPointToScreen(p, text);
                return p;
            } catch (javax.swing.text.BadLocationException e) {
                throw new IllegalStateException(e);
            }
        });
        Gui.click(robot, term);
        JEditorPane opened = glossaryPage();
        Gui.waitUntil(() -> onEdt(() -> {
            int at = plain(opened).indexOf(definition);
            try {
                // The term's entry heads the view, or the view has scrolled as far as the page goes.
                Rectangle where = opened.modelToView2D(at).getBounds();
                Rectangle view = ((JViewport) opened.getParent()).getViewRect();
                boolean atTop = where.y >= view.y && where.y < view.y + 3 * where.height;
                return atTop || view.contains(where.getLocation()) && view.y + view.height >= opened.getHeight();
            } catch (javax.swing.text.BadLocationException e) {
                return false;
            }
        }), 10_000);
        Gui.key(robot, KeyEvent.VK_ESCAPE);
        Gui.waitUntil(() -> onEdt(() -> showingGlossary().isEmpty()), 10_000);
    }

    private static JEditorPane glossaryPage() {
        Gui.waitUntil(() -> onEdt(() -> showingGlossary().isPresent()), 10_000);
        return onEdt(() -> (JEditorPane) Gui.all(showingGlossary().orElseThrow(), c -> c instanceof JEditorPane).get(0));
    }

    private static Optional<Window> showingGlossary() {
        String title = org.spriteplayground.i18n.Texts.text("glossary.title");
        return Arrays.stream(Window.getWindows()).filter(w -> w.isShowing() && w instanceof JDialog d && title.equals(d.getTitle())).findFirst();
    }

    private static String plain(JEditorPane page) {
        try {
            return page.getDocument().getText(0, page.getDocument().getLength());
        } catch (javax.swing.text.BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }
}
