package org.spriteplayground.ui.side;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.swing.JTextArea;
import javax.swing.text.BadLocationException;
import javax.swing.text.Highlighter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spriteplayground.Gui;
import org.spriteplayground.i18n.Glossary;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sprite.SpriteLibrary;

/** Every lesson's text, in every language, marks the glossary terms it holds, and pointing at one shows its definition. */
class GlossaryMarksTest {

    @AfterEach
    void english() {
        Texts.use(null);
    }

    static Stream<Arguments> lessonsAndLanguages() {
        return Lessons.ALL.stream().flatMap(e -> Stream.of("en", "de", "fr").map(l -> Arguments.of(e.id(), l)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("lessonsAndLanguages")
    void everyTermInALessonsTextIsMarkedAndShowsItsDefinition(String id, String language) throws BadLocationException {
        Texts.use(Locale.forLanguageTag(language));
        JTextArea text = explanation(id);
        List<Glossary.Found> found = Glossary.find(text.getText());
        List<Highlighter.Highlight> marks = Arrays.asList(text.getHighlighter().getHighlights());
        assertThat(marks).extracting(Highlighter.Highlight::getStartOffset).containsExactlyElementsOf(found.stream().map(Glossary.Found::start).toList());
        for (Glossary.Found term : found) {
            assertThat(tipAt(text, term.start())).as(term.term().id()).contains(term.term().definition());
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("lessonsAndLanguages")
    void everyLessonsTextMarksATerm(String id, String language) {
        Texts.use(Locale.forLanguageTag(language));
        assertThat(explanation(id).getHighlighter().getHighlights()).as("terms marked").isNotEmpty();
    }

    @Test
    void theFlyingJetsTextMarksFalseAlarmWithItsDefinitionAndPlainWordsShowNone() throws BadLocationException {
        JTextArea text = explanation("flying-jets");
        int at = text.getText().indexOf("false alarm");
        assertThat(at).isNotNegative();
        assertThat(tipAt(text, at + 2)).contains("A hit between two bounding shapes where the opaque pixels do not touch at all.");
        assertThat(tipAt(text, text.getText().indexOf("picture"))).isNull();
    }

    @Test
    void aReadoutNamedByATermCarriesItsDefinitionBeforeItsHelp() {
        String definition = Glossary.term("falseAlarm").definition();
        assertThat(GlossaryMarks.readoutTip("false alarms", "Counted since the start.")).contains(definition)
                .endsWith("<br>Counted since the start.</body></html>");
        assertThat(GlossaryMarks.readoutTip("speed", "Pixels per step.")).isEqualTo("Pixels per step.");
    }

    /**
     * A change of theme or type size (FlatLaf gives every component a new UI) keeps the marks, their
     * definitions, the lesson title's bold larger type and the readout titles' heading type, in
     * every lesson.
     */
    @Test
    void aChangeOfLookKeepsTheMarksAndTheHeadings() throws Exception {
        try {
            for (javax.swing.LookAndFeel look : List.of(new com.formdev.flatlaf.FlatLightLaf(), new com.formdev.flatlaf.FlatDarkLaf())) {
                javax.swing.UIManager.setLookAndFeel(new com.formdev.flatlaf.FlatLightLaf());
                for (Lessons.Entry entry : Lessons.ALL) {
                    SidePanel panel = new SidePanel(new Playground(entry, SpriteLibrary.bundled()));
                    javax.swing.UIManager.setLookAndFeel(look);
                    javax.swing.SwingUtilities.updateComponentTreeUI(panel);
                    JTextArea text = (JTextArea) Gui.all(panel, c -> "lessonExplanation".equals(c.getName())).get(0);
                    text.setSize(360, 2000);
                    List<Glossary.Found> found = Glossary.find(text.getText());
                    assertThat(text.getHighlighter().getHighlights()).as("%s in %s: marks", entry.id(), look.getName()).hasSameSizeAs(found);
                    assertThat(tipAt(text, found.get(0).start())).as("%s in %s: definition", entry.id(), look.getName())
                            .contains(found.get(0).term().definition());
                    java.awt.Font label = javax.swing.UIManager.getFont("Label.font");
                    java.awt.Font title = Gui.all(panel, c -> "lessonTitle".equals(c.getName())).get(0).getFont();
                    assertThat(title.isBold() && title.getSize2D() > label.getSize2D()).as("%s in %s: title %s", entry.id(), look.getName(), title).isTrue();
                    for (java.awt.Component heading : Gui.all(panel, c -> "readoutTitle".equals(c.getName()))) {
                        assertThat(heading.getFont().getSize2D()).as("%s in %s: readout title", entry.id(), look.getName()).isGreaterThan(label.getSize2D());
                    }
                }
            }
        } finally {
            javax.swing.UIManager.setLookAndFeel(new javax.swing.plaf.metal.MetalLookAndFeel());
        }
    }

    private static JTextArea explanation(String id) {
        SidePanel panel = new SidePanel(new Playground(Lessons.byId(id).orElseThrow(), SpriteLibrary.bundled()));
        JTextArea text = (JTextArea) Gui.all(panel, c -> "lessonExplanation".equals(c.getName())).get(0);
        text.setSize(360, 2000);
        return text;
    }

    /** Returns the words of the tooltip at character {@code offset} of {@code text}, without its HTML tags (its width, the words kept on one line), or null for none. */
    private static String tipAt(JTextArea text, int offset) throws BadLocationException {
        Rectangle r = text.modelToView2D(offset).getBounds();
        String tip = text.getToolTipText(new MouseEvent(text, MouseEvent.MOUSE_MOVED, 0, 0, r.x + 1, r.y + r.height / 2, 0, false));
        return tip == null ? null : tip.replaceAll("<[^>]*>", "");
    }
}
