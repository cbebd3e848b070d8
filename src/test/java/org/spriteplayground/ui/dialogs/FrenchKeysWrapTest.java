package org.spriteplayground.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.BadLocationException;
import javax.swing.text.View;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.ui.side.OffScreenLook;

/**
 * Help &gt; Keys in French, its descriptions wrapped as Help wraps them, to widths from a narrow
 * column to a wide one, ten CSS pixels apart: no line of a
 * description starts with ";", ":", "!" or "?" (French writes a space before them, which must not
 * break) and none ends with "√", which stays with what it takes the root of, nor
 * with an elided word ("l’").
 */
class FrenchKeysWrapTest {

    @RegisterExtension
    final OffScreenLook look = new OffScreenLook();

    @ParameterizedTest(name = "{0} to {1} CSS pixels")
    @CsvSource({"120, 300", "310, 560"})
    void noLineStartsWithPunctuationNorEndsWithARoot(int from, int to) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            OffScreenLook.use("1", "fr");
            List<String> lines = new ArrayList<>();
            for (String description : descriptions()) {
                for (int width = from; width <= to; width += 10) {
                    JLabel label = new JLabel(HelpDialogs.wrapped(description, width, "left"));
                    View html = (View) label.getClientProperty(BasicHTML.propertyKey);
                    html.setSize(label.getPreferredSize().width, label.getPreferredSize().height);
                    rows(html, lines);
                }
            }
            assertThat(lines).as("lines of wrapped descriptions").hasSizeGreaterThan(500);
            assertThat(lines).as("lines starting with ; : ! ?").noneMatch(l -> !l.isEmpty() && ";:!?".indexOf(l.charAt(0)) >= 0);
            assertThat(lines).as("lines ending with √").noneMatch(l -> l.endsWith("√"));
            assertThat(lines).as("lines ending with an elided word (l’)").noneMatch(l -> l.endsWith("’"));
        });
    }

    /** Adds the text of each line {@code view} is broken into, trimmed, to {@code lines}. */
    private static void rows(View view, List<String> lines) {
        if (view.getClass().getName().endsWith("ParagraphView$Row")) {
            try {
                lines.add(view.getDocument().getText(view.getStartOffset(), view.getEndOffset() - view.getStartOffset()).strip());
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);
            }
            return;
        }
        for (int i = 0; i < view.getViewCount(); i++) {
            rows(view.getView(i), lines);
        }
    }

    /** What Help says each command and gesture does, in the language in force: every menu tooltip and every gesture's description. */
    private static List<String> descriptions() {
        List<String> texts = new ArrayList<>();
        ResourceBundle messages = ResourceBundle.getBundle("org.spriteplayground.i18n.messages", Locale.ROOT);
        for (String key : Collections.list(messages.getKeys())) {
            if (key.startsWith("menu.") && key.endsWith(".tip")) {
                texts.add(Texts.text(key));
            }
        }
        for (String gesture : HelpDialogs.GESTURES) {
            texts.add(HelpDialogs.gestures(gesture).get(0)[2]);
        }
        return texts;
    }
}
