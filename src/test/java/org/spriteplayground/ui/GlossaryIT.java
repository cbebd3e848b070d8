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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Glossary;

/** (Needs a display.) The glossary opens from Help's key at the top, and from a term clicked in a lesson's text with that entry marked at the top. */
@ExtendWith(AppWindows.class)
class GlossaryIT {

    private MainFrame frame;

    @Test
    void helpsKeyOpensTheGlossaryAtTheTopAndATermInTheLessonsTextOpensItWithThatEntryMarkedAtTheTop() throws Exception {
        frame = Gui.open("--lesson", "flying-jets");
        Robot robot = Gui.robot();
        int menu = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx() == java.awt.event.InputEvent.META_DOWN_MASK
                ? KeyEvent.VK_META : KeyEvent.VK_CONTROL;

        Gui.keyWith(robot, KeyEvent.VK_G, menu);
        JEditorPane page = glossaryPage();
        Gui.settle();
        Gui.pause(500);
        assertThat(onEdt(() -> plain(page))).contains(onEdt(() -> Glossary.term("boundingCircle").definition()));
        assertThat(onEdt(() -> view(page).y)).as("the view's top at open").isZero();
        assertThat(onEdt(() -> view(page).height < page.getHeight())).as("the page is longer than its view").isTrue();
        Gui.keyWith(robot, KeyEvent.VK_END, menu);
        Gui.waitUntil(() -> onEdt(() -> view(page).y > 0), 10_000);
        Gui.keyWith(robot, KeyEvent.VK_HOME, menu);
        int intro = onEdt(() -> plain(page).indexOf(org.spriteplayground.i18n.Texts.text("glossary.intro").substring(0, 12)));
        Gui.waitUntil(() -> onEdt(() -> view(page).y <= lineOf(page, intro).y), 10_000); // the intro's first line in full
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
        String name = onEdt(() -> Glossary.term("falseAlarm").name());
        Gui.settle();
        Gui.pause(500);
        onEdt(() -> {
            int at = plain(opened).indexOf("\n" + name + ": ") + 1;
            Rectangle where = lineOf(opened, at);
            Rectangle view = view(opened);
            assertThat(where.y >= view.y && where.y + where.height <= view.y + view.height).as("entry %s inside the view %s", where, view).isTrue();
            assertThat(where.y - view.y < 2 * where.height || view.y + view.height >= opened.getHeight())
                    .as("the entry heads the view, or the view has gone as far down as the page goes").isTrue();
            assertThat(opened.getHighlighter().getHighlights()).as("the entry is marked")
                    .anySatisfy(h -> assertThat(h.getStartOffset()).isEqualTo(at));
            return null;
        });
        Gui.key(robot, KeyEvent.VK_ESCAPE);
        Gui.waitUntil(() -> onEdt(() -> showingGlossary().isEmpty()), 10_000);
    }

    private static Rectangle lineOf(JEditorPane page, int at) {
        try {
            return page.modelToView2D(at).getBounds();
        } catch (javax.swing.text.BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Rectangle view(JEditorPane page) {
        return ((JViewport) page.getParent()).getViewRect();
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
