package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BiFunction;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.side.FootCuts;
import org.spriteplayground.ui.side.OffScreenLook;
import org.spriteplayground.ui.side.SideColumn;

/**
 * The readouts, what a class reads, at the window's opening size: on a 1600×1000 screen the app
 * opens 1160×864, on 1024×768 it fills the screen. In every lesson and language, with and without
 * the selection note (in German a two-line "Ausgewählt: …" note under the switches), at least
 * {@value #ROWS} readout rows (all, if fewer) show whole.
 */
class ReadoutsInViewTest {

    /** The readout rows that show whole at least. */
    static final int ROWS = 3;

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1160, 864", "1024, 768"})
    void readoutRowsShowWholeAtTheOpeningSize(int width, int height) throws Exception {
        assertThat(everyOpening(width, height, ReadoutsInViewTest::rowsShown)).isEmpty();
    }

    /**
     * Keeping readout rows in view must not push the presets out of it: the readouts' part taking half
     * the column, and the lesson's part measured by its scroll pane (always 400 px) rather than by
     * its content, hid flying-jets' presets under its text at the opening size, so that a click on a
     * preset met nothing (JourneyIT, SceneJourneyIT, PredictJourneyIT). At 1600×1000's opening size
     * every preset of every lesson shows whole, in English; the readouts take only what the lesson's
     * part does not need, beyond their first rows.
     */
    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1160, 864"})
    void presetsShowWholeAtTheOpeningSize(int width, int height) throws Exception {
        List<String> faults = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            JPanel content = laidOut(entry, "en", width, height - 90, false);
            SwingUtilities.invokeAndWait(() -> faults.addAll(presetsCut(entry.id(), content)));
        }
        assertThat(faults).isEmpty();
    }

    /**
     * The same after another lesson: a lesson opened rebuilds only the lesson's part, whose scroll pane
     * is a validate root, so the column kept the share it had given the last lesson's readouts; and
     * the new text, before its first layout, knows its wrapped height only at its width. JourneyIT
     * opened flying-jets after the stress lesson and its "Reset by pixels" preset lay under the
     * readouts: the column was laid out again (the notice went) while the new text had no width yet.
     * Each lesson is opened from each other one and the column laid out once, as Swing does it.
     */
    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1160, 864"})
    void presetsShowWholeWhenTheirLessonOpensAfterAnother(int width, int height) throws Exception {
        List<String> faults = new ArrayList<>();
        for (Lessons.Entry before : Lessons.ALL) {
            JPanel content = laidOut(before, "en", width, height - 90, false);
            for (Lessons.Entry entry : Lessons.ALL) {
                SwingUtilities.invokeAndWait(() -> {
                    playground(content).open(entry);
                    OffScreenLook.layOut(content); // once, top down, as a notice going or the window resized lays the column out again
                    // Then the text, wrapped at its width, asks for its height: its scroll pane, a validate root, lays out alone.
                    OffScreenLook.layOut((JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, Gui.find(content, "side")));
                    faults.addAll(presetsCut(before.id() + " → " + entry.id(), content));
                });
            }
        }
        assertThat(faults).isEmpty();
    }

    /**
     * The lesson's part ends at a whole control, not across one: a control cut in half at its foot
     * (flying-jets' first row of presets at 1024×768) looks broken rather than scrolled. Nor does a
     * heading stay last in view over what it heads ("Presets" over no presets). Every lesson, in
     * English, German and French, with and without the selection note: no button, choice, slider or
     * check box crosses the part's foot (a text, taller, may: it is read by scrolling).
     */
    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1160, 864", "1024, 768"})
    void theLessonsPartEndsAtAWholeControl(int width, int height) throws Exception {
        assertThat(everyOpening(width, height, ReadoutsInViewTest::cutAtTheFoot)).isEmpty();
    }

    /**
     * The readouts follow the lesson's controls, not the column's foot, so that a lesson whose text
     * and controls need less than the column (dot-and-wall, angle-radius, border-crossings,
     * three-outcomes, tunnelling) leaves no blank band above them, and a notice coming uses the room
     * left rather than pushing their Export button out of view. In every lesson, at
     * the opening size and on a whole 1600×1000 screen, the lesson's part is no taller than what it
     * holds, and with a notice showing the Export button shows whole wherever there is room for it.
     */
    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1160, 864", "1600, 1000"})
    void noBlankBandAboveTheReadouts(int width, int height) throws Exception {
        List<String> faults = new ArrayList<>();
        for (Lessons.Entry entry : Lessons.ALL) {
            JPanel content = laidOut(entry, "en", width, height - 90, true);
            SwingUtilities.invokeAndWait(() -> {
                JScrollPane lesson = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, Gui.find(content, "lessonExplanation"));
                int holds = lesson.getViewport().getView().getPreferredSize().height + lesson.getInsets().top + lesson.getInsets().bottom;
                if (lesson.getHeight() > holds) {
                    faults.add(entry.id() + ": the lesson's part is " + lesson.getHeight() + " px for " + holds + " px of text and controls");
                }
                Component export = Gui.find(content, "exportReadouts");
                JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, export);
                Rectangle r = SwingUtilities.convertRectangle(export.getParent(), export.getBounds(), view);
                JScrollPane readouts = (JScrollPane) view.getParent();
                int room = SwingUtilities.getAncestorOfClass(SideColumn.class, lesson).getHeight() - lesson.getHeight() - footOf(content);
                if (view.getView().getPreferredSize().height + readouts.getInsets().top + readouts.getInsets().bottom <= room
                        && r.y + r.height > view.getHeight()) {
                    faults.add(entry.id() + ": Export is out of view (" + r.y + "–" + (r.y + r.height) + " of " + view.getHeight() + " px) with room for it");
                }
            });
        }
        assertThat(faults).isEmpty();
    }

    /** Returns the height of the notice line and the overlay switches under the readouts in {@code content}'s column. */
    private static int footOf(JPanel content) {
        Component notice = Gui.find(content, "statusBar");
        Component footer = Gui.find(content, "overlayFooter");
        return (notice != null && notice.isVisible() ? notice.getHeight() : 0) + (footer != null && footer.isVisible() ? footer.getHeight() : 0);
    }

    /**
     * The readouts' part ends under a whole row, and not under a table's title over rows it hides:
     * at the opening size flying-jets' "tight AABB fill" shows its whole height, and stress's "On this
     * machine" does not stand alone at the foot. Every lesson, in English, German and French, with
     * and without the selection note.
     */
    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1160, 864", "1024, 768"})
    void theReadoutsPartEndsAtAWholeRow(int width, int height) throws Exception {
        assertThat(everyOpening(width, height, (where, content) -> {
            JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, Gui.find(content, "readoutPart"));
            List<Component> rows = Gui.all(view, c -> c.getName() != null && c.getName().startsWith("readout:") && FootCuts.visibleIn(c, view));
            List<Component> titles = Gui.all(view, c -> "readoutTitle".equals(c.getName()) && FootCuts.visibleIn(c, view));
            List<String> faults = new ArrayList<>(FootCuts.crossing(where, view, rows));
            faults.addAll(FootCuts.crossing(where, view, titles));
            faults.addAll(FootCuts.alone(where, view, titles, rows));
            return faults;
        })).isEmpty();
    }

    /** Returns a fault for each control the lesson's part's foot crosses, and for a heading left last in view over what it heads. */
    private static List<String> cutAtTheFoot(String where, JPanel content) {
        JViewport view = ((JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, Gui.find(content, "lessonExplanation"))).getViewport();
        List<Component> controls = FootCuts.controls(view);
        List<String> faults = new ArrayList<>(FootCuts.crossing(where, view, controls));
        faults.addAll(FootCuts.alone(where, view, Gui.all(view, c -> c instanceof JLabel l && "h4".equals(l.getClientProperty("FlatLaf.styleClass"))
                && FootCuts.visibleIn(c, view)), controls));
        return faults;
    }

    /**
     * Returns the faults {@code check} finds, on the event thread, in the side column of every
     * lesson, in English, German and French, with and without the selection note, laid out in a
     * window of {@code width} × {@code height} (less a menu bar in two rows and a title bar). A
     * fault starts with where it was found.
     */
    private static List<String> everyOpening(int width, int height, BiFunction<String, JPanel, List<String>> check) throws Exception {
        List<String> faults = new ArrayList<>();
        for (String language : List.of("en", "de", "fr")) {
            for (Lessons.Entry entry : Lessons.ALL) {
                for (boolean selected : List.of(false, true)) {
                    String where = language + " " + entry.id() + (selected ? " selected" : "");
                    JPanel content = laidOut(entry, language, width, height - 90, selected);
                    SwingUtilities.invokeAndWait(() -> faults.addAll(check.apply(where, content)));
                }
            }
        }
        return faults;
    }

    /** Returns the model of the side column in {@code content}. */
    private static Playground playground(JPanel content) {
        return (Playground) content.getClientProperty(Playground.class);
    }

    /** Returns a fault for each preset of {@code content}'s lesson not whole in its part's view. */
    private static List<String> presetsCut(String where, JPanel content) {
        List<String> faults = new ArrayList<>();
        for (Component c : Gui.all(content, c -> c.getName() != null && c.getName().startsWith("preset:") && c.isVisible())) {
            JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, c);
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), view);
            if (r.y < 0 || r.y + r.height > view.getHeight()) {
                faults.add(where + ": " + c.getName() + " not whole in view");
            }
        }
        return faults;
    }

    /** Returns a fault if fewer than {@value #ROWS} readout rows (or not all, if fewer) show whole in {@code content}'s column. */
    private static List<String> rowsShown(String where, JPanel content) {
        List<Component> values = Gui.all(content, c -> c.getName() != null && c.getName().startsWith("readout:") && c.isVisible());
        TreeSet<Integer> rows = new TreeSet<>();
        TreeSet<Integer> whole = new TreeSet<>();
        for (Component c : values) {
            JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, c);
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), view);
            Rectangle inContent = SwingUtilities.convertRectangle(view, new Rectangle(0, 0, view.getWidth(), view.getHeight()), content);
            int row = SwingUtilities.convertPoint(c, 0, 0, view.getView()).y;
            rows.add(row);
            if (r.y >= 0 && r.y + r.height <= view.getHeight() && inContent.y + inContent.height <= content.getHeight()) {
                whole.add(row);
            }
        }
        int wanted = Math.min(ROWS, rows.size());
        return whole.size() < wanted ? List.of(where + ": " + whole.size() + " of " + rows.size() + " readout rows whole") : List.of();
    }

    /** Returns the side column of {@code entry}'s lesson beside an empty canvas, laid out at the given size. */
    private static JPanel laidOut(Lessons.Entry entry, String language, int width, int height, boolean selected) throws Exception {
        JPanel[] content = new JPanel[1];
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", language);
            System.clearProperty("flatlaf.uiScale"); // as the app starts: the scale follows the type
            FlatLightLaf.setup();
            Playground model = new Playground(entry, org.spriteplayground.sprite.SpriteLibrary.bundled());
            content[0] = new JPanel(new BorderLayout());
            content[0].putClientProperty(Playground.class, model);
            content[0].add(new JPanel(), BorderLayout.CENTER);
            content[0].add(OffScreenLook.sideColumn(model), BorderLayout.EAST);
            content[0].setSize(width, height);
            if (selected) {
                model.say(Texts.format("pieces.selected.moveResize", "P")); // the longest selection note
            }
        });
        for (int i = 0; i < 4; i++) {
            SwingUtilities.invokeAndWait(() -> OffScreenLook.layOut(content[0])); // wrapped text and switches re-flow from the queue
        }
        return content[0];
    }
}
